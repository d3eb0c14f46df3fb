/**
 * axe-core's WCAG 2.2 AA findings on a page, as the accessibility specs assert them: every
 * serious or critical violation, one line each. axe runs through Playwright's own channel,
 * which the app's Content-Security-Policy does not govern.
 *
 * This is `@axe-core/playwright`'s way (axe.runPartial in every frame, cross-origin ones too,
 * then axe.finishRun over their results) with one difference: axe is put into a frame once and
 * used for every check until the frame is loaded anew. AxeBuilder evaluated axe's 0.6 MB source
 * again on every check, and once more in a blank page it opened for finishRun: in a journey
 * that checks a page at each step that was most of each check's 3 to 4 s (a pharmacy journey
 * spent 30 of its 78 s there). finishRun runs in the checked page's own frame instead.
 */
import type { Frame, Page } from '@playwright/test';
import axe, {
  type AxeResults,
  type ElementContext,
  type PartialResult,
  type Result,
} from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Every serious or critical violation, one line each: rule, where, and what is wrong. */
function serious(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`,
      ),
    );
}

/**
 * A frame's window once `withAxe` has run in it (code run in the frame names the type itself:
 * it cannot reach this module's values).
 */
type WithAxe = { axe: typeof axe };

/** axe in this frame, loaded only when the frame does not have it yet. */
async function withAxe(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as unknown as Partial<WithAxe>).axe?.run === 'function',
  );
  if (present) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    (window as unknown as WithAxe).axe.configure({ allowedOrigins: ['<same_origin>'] }),
  );
}

const OPTIONS = { runOnly: { type: 'tag' as const, values: WCAG_TAGS } };

/**
 * axe's partial results of this frame and, depth first, of the frames inside it that `context`
 * reaches, in the order finishRun expects them (a frame that cannot be checked gives null).
 */
async function partialResults(
  frame: Frame,
  context: ElementContext,
): Promise<(PartialResult | null)[]> {
  await withAxe(frame);
  // Contexts go in as plain JSON (Playwright's argument types recurse too deep on axe's).
  const frames: { frameSelector: string; frameContext: ElementContext }[] = await frame.evaluate(
    (context) =>
      (window as unknown as WithAxe).axe.utils.getFrameContexts(context as ElementContext) as never,
    context as unknown,
  );
  const own: Promise<PartialResult> = frame.evaluate(
    ({ context, options }) =>
      (window as unknown as WithAxe).axe.runPartial(context as ElementContext, options) as never,
    { context: context as unknown, options: OPTIONS },
  );
  // Awaited below, after the frames inside: a failure meanwhile is not an unhandled rejection.
  own.catch(() => {});
  const inside: (PartialResult | null)[] = [];
  for (const { frameSelector, frameContext } of frames) {
    try {
      const element = await frame.evaluateHandle(
        (selector) => (window as unknown as WithAxe).axe.utils.shadowSelect(selector as never),
        frameSelector,
      );
      const child = await element.asElement()?.contentFrame();
      inside.push(...(child ? await partialResults(child, frameContext) : [null]));
    } catch {
      inside.push(null);
    }
  }
  return [await own, ...inside];
}

/** axe's WCAG A/AA results for the page as it is now (or inside the `include` selector). */
async function axeResults(page: Page, include?: string): Promise<AxeResults> {
  const context: ElementContext = include ? { include: [include] } : { exclude: [] };
  const partials = await partialResults(page.mainFrame(), context);
  return page.evaluate(
    ({ partials, options }) =>
      (window as unknown as WithAxe).axe.finishRun(partials as PartialResult[], options),
    { partials, options: OPTIONS },
  );
}

/** The serious and critical violations on the page as it is now (or inside `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  return serious((await axeResults(page, include)).violations);
}
