/**
 * axe-core's WCAG 2.2 AA findings on a page, as the accessibility specs assert them: every
 * serious or critical violation, one line each. axe runs through Playwright's own channel,
 * which the app's Content-Security-Policy does not govern.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Every serious or critical violation, one line each: rule, where, and what is wrong. */
export function serious(violations: Result[]): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' ')}: ${node.failureSummary ?? v.help}`,
      ),
    );
}

/** The serious and critical violations on the page as it is now (or inside `include`). */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) axe.include(include);
  return serious((await axe.analyze()).violations);
}
