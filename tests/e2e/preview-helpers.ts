import { expect, type Frame, type FrameLocator, type Page } from '@playwright/test';
import type { PreviewPayload } from '../../src/client/app/preview/preview-protocol';

export type { PreviewPayload };

/** The app under test (the Playwright config picks the port and passes it on). */
export const APP_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** The test parent page lives at this path on whichever origin a test serves it from. */
export const PARENT_PATH = '/__parent.html';

export interface ParentPageOptions {
  /** Where the parent page is served (default: the app's own origin). */
  parentOrigin?: string;
  /** The framed page (default: the app's /preview). */
  previewUrl?: string;
  /** Answer each request-form-preview with this payload (none: the test sends it itself). */
  payload?: PreviewPayload;
  /** Extra markup in the parent page, after the preview frame (e.g. a foreign frame). */
  extraHtml?: string;
  /**
   * Keep the frame this many pixels high instead of following `iframe-height`. Following it
   * moves the form on screen 200 ms after each change (a shorter frame makes the page scroll
   * back), so a click aimed a moment before can land beside its button.
   */
  fixedHeight?: number;
}

/**
 * A form designer in miniature: frames the preview, answers `request-form-preview` with
 * `window.__payload`, follows `iframe-height` and records what the preview said:
 * `window.__requests` (count), `window.__heights`, `window.__heightTimes` (ms since the payload
 * was sent) and `window.__messages` ({origin, data}).
 */
export function parentPageHtml(
  previewUrl: string,
  payload?: PreviewPayload,
  extraHtml = '',
  fixedHeight?: number,
) {
  const target = new URL(previewUrl).origin;
  const height = fixedHeight ?? 300;
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Preview parent</title></head>
<body style="margin:0">
<iframe id="preview" title="Form preview" src="${previewUrl}" style="display:block;width:100%;height:${height}px;border:0"></iframe>
${extraHtml}
<script>
  window.__requests = 0;
  window.__heights = [];
  window.__heightTimes = [];
  window.__messages = [];
  window.__payload = ${JSON.stringify(payload ?? null)};
  const frame = document.getElementById('preview');
  window.__send = (payload) => {
    window.__payload = payload;
    window.__sentAt = performance.now();
    frame.contentWindow.postMessage({ type: 'form-preview', payload }, ${JSON.stringify(target)});
  };
  window.addEventListener('message', (event) => {
    if (event.source !== frame.contentWindow) return;
    window.__messages.push({ origin: event.origin, data: event.data });
    if (event.data && event.data.type === 'request-form-preview') {
      window.__requests += 1;
      if (window.__payload) window.__send(window.__payload);
    }
    if (event.data && event.data.type === 'iframe-height') {
      window.__heights.push(event.data.height);
      window.__heightTimes.push(performance.now() - window.__sentAt);
      if (${fixedHeight === undefined}) frame.style.height = event.data.height + 'px';
    }
  });
</script>
</body></html>`;
}

export interface PreviewHarness {
  /** The preview page inside the parent's frame. */
  frame: FrameLocator;
  /** Sends a payload as the parent, as a designer does on every change. */
  send(payload: PreviewPayload): Promise<void>;
  requests(): Promise<number>;
  heights(): Promise<number[]>;
}

/** Serves the parent page (see `parentPageHtml`) and opens it. */
export async function openPreviewParent(
  page: Page,
  options: ParentPageOptions = {},
): Promise<PreviewHarness> {
  const parentOrigin = options.parentOrigin ?? APP_ORIGIN;
  const parentUrl = `${parentOrigin}${PARENT_PATH}`;
  const previewUrl = options.previewUrl ?? `${APP_ORIGIN}/preview`;
  if (parentOrigin !== APP_ORIGIN) {
    // A page served by page.route counts as public, and Chromium's local network access checks
    // stop a public page framing the loopback app unless the user allowed it: as a designer's
    // user would when a hospital's Tena runs on its own network.
    await page.context().grantPermissions(['local-network-access'], { origin: parentOrigin });
  }
  await page.route(parentUrl, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: parentPageHtml(previewUrl, options.payload, options.extraHtml, options.fixedHeight),
    }),
  );
  await page.goto(parentUrl);
  return {
    frame: page.frameLocator('#preview'),
    send: (payload) => page.evaluate((p) => (window as never as Parent).__send(p), payload),
    requests: () => page.evaluate(() => (window as never as Parent).__requests),
    heights: () => page.evaluate(() => (window as never as Parent).__heights),
  };
}

interface Parent {
  __send(payload: PreviewPayload): void;
  __requests: number;
  __heights: number[];
}

/**
 * Opens the preview in a same-origin parent that answers its request with `payload`, and
 * waits until the form has rendered (past its first loader). For layout and widget tests:
 * `const { frame } = await renderPreview(page, {schema, groups, groupType: 'panel'})`.
 */
export async function renderPreview(
  page: Page,
  payload: PreviewPayload,
  options: Omit<ParentPageOptions, 'payload'> = {},
): Promise<PreviewHarness> {
  const harness = await openPreviewParent(page, { ...options, payload });
  await expect(harness.frame.locator('form[data-layout]')).toBeVisible();
  await expect(harness.frame.getByRole('progressbar', { name: 'Loading form' })).toHaveCount(0);
  return harness;
}

/** The preview's own frame: for handles made inside it (files, a DataTransfer to drop). */
export async function previewFrame(page: Page): Promise<Frame> {
  const frame = await (await page.locator('#preview').elementHandle())?.contentFrame();
  if (!frame) throw new Error('The preview frame has no document');
  return frame;
}

/**
 * Resolves once the preview has rendered two more frames. Whatever an action shows (an error,
 * an alert) is on screen by then, so asserting its absence afterwards is not a race.
 */
export async function afterNextPaint(frame: FrameLocator): Promise<void> {
  await frame
    .locator('body')
    .evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
}

/** README: every seeded demo account's password (TENA_DEMO_PASSWORD is not set in e2e). */
export const DEMO_PASSWORD = 'Tena@2026';

/**
 * Signs a seeded demo account in through the API. The browser context keeps the refresh
 * cookie, so the next page the app loads restores the session with it (spec 4), as after a
 * reload: open or reload the page after this.
 */
export async function signIn(page: Page, email = 'admin@tena.demo'): Promise<string> {
  const response = await page.request.post(`${APP_ORIGIN}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}
