import { type Browser, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { openPreviewParent, type PreviewHarness, type PreviewPayload } from './preview-helpers';

export interface PreviewSession extends PreviewHarness {
  page: Page;
  /**
   * Sends a payload and waits until the preview shows it. The title gets a serial number so
   * the wait cannot be satisfied by the form of the previous payload.
   */
  show(payload: PreviewPayload): Promise<FrameLocator>;
  close(): Promise<void>;
}

/**
 * One preview page for many tests (opened in a spec file's `beforeAll`): each test sends its
 * payload with `show`, a re-render instead of a new page and a fresh load of the app, which
 * keeps a file of many small tests fast. A left-over alert is closed before the next payload.
 */
/** Tall enough for the forms of these specs; a taller one scrolls inside the frame. */
const PREVIEW_FRAME_HEIGHT = 2400;

export async function openPreviewSession(browser: Browser): Promise<PreviewSession> {
  const page = await browser.newPage();
  // A fixed frame: these tests are about the form, and a frame that follows the form's height
  // moves it under the pointer 200 ms after each change (the flaky focus test of issue 16).
  const harness = await openPreviewParent(page, { fixedHeight: PREVIEW_FRAME_HEIGHT });
  // The first load of the app is the slow part of a session (more so on a busy machine).
  await expect.poll(() => harness.requests(), { timeout: 15_000 }).toBe(1);
  let serial = 0;
  return {
    ...harness,
    page,
    async show(payload) {
      // The alert may hide itself (after 5000 ms) while it is being closed: either is fine.
      // A dispatched click needs no scrolling: the alert is fixed to the frame's top.
      const close = harness.frame.getByRole('button', { name: 'Close alert' });
      if ((await close.count()) > 0) {
        await close.dispatchEvent('click', {}, { timeout: 1000 }).catch(() => undefined);
        await expect(close).toHaveCount(0);
      }
      serial += 1;
      const title = `${payload.globalProperties?.title ?? 'Preview'} ${serial}`;
      await harness.send({ ...payload, globalProperties: { ...payload.globalProperties, title } });
      await expect(harness.frame.getByRole('heading', { name: title, exact: true })).toBeVisible();
      await expect(harness.frame.getByRole('progressbar', { name: 'Loading form' })).toHaveCount(0);
      return harness.frame;
    },
    // Teardown only: the worker closes the browser anyway, and a trace file removed by a
    // concurrent run must not fail the last test of the file.
    close: () => page.close().catch(() => undefined),
  };
}

/**
 * Starts recording whether an element matching `selector` ever appears inside `scope`, even
 * for a moment (a MutationObserver sees every commit, where polling could miss a 100 ms
 * loader). Call the returned function to stop and read the answer.
 */
export async function watchFor(scope: Locator, selector: string): Promise<() => Promise<boolean>> {
  await scope.evaluate((element, wanted) => {
    const record = window as unknown as { __seen?: boolean; __stopSeen?: () => void };
    record.__stopSeen?.();
    record.__seen = element.querySelector(wanted) !== null;
    const observer = new MutationObserver(() => {
      if (element.querySelector(wanted)) record.__seen = true;
    });
    observer.observe(element, { childList: true, subtree: true });
    record.__stopSeen = () => observer.disconnect();
  }, selector);
  return () =>
    scope.evaluate(() => {
      const record = window as unknown as { __seen?: boolean; __stopSeen?: () => void };
      record.__stopSeen?.();
      return record.__seen === true;
    });
}
