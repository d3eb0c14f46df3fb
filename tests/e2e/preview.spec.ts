import { expect, test } from '@playwright/test';
import {
  APP_ORIGIN,
  openPreviewParent,
  type PreviewPayload,
  renderPreview,
} from './preview-helpers';

/** Allowed by the test server's TENA_PREVIEW_ORIGINS (playwright.config.ts). */
const DESIGNER = 'https://designer.test';
/** Not allowed. */
const FOREIGN = 'https://evil.test';

const PAYLOAD: PreviewPayload = {
  schema: {
    full_name: { type: 'text', label: 'Full Name', group: 'person', required: true },
    email: { type: 'email', label: 'Email', group: 'person' },
  },
  groups: [{ id: 'person', name: 'Person' }],
  globalProperties: { title: 'Registration', submitText: 'Register' },
};

test('asks its parent for data and waits for it', async ({ page }) => {
  const parent = await openPreviewParent(page);
  await expect.poll(() => parent.requests()).toBe(1);
  await expect(parent.frame.getByText('Waiting for data...')).toBeVisible();

  await parent.send(PAYLOAD);
  await expect(parent.frame.getByText('Waiting for data...')).toHaveCount(0);
  await expect(parent.frame.getByRole('heading', { name: 'Registration' })).toBeVisible();
  await expect(parent.frame.getByLabel('Full Name')).toBeVisible();
  await expect(parent.frame.getByLabel('Email')).toBeVisible();
  await expect(parent.frame.getByRole('button', { name: 'Register' })).toBeVisible();
  expect(await parent.requests()).toBe(1);
});

test('renders the payload with the preview field style and light-form by default', async ({
  page,
}) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  await expect(frame.locator('form')).toHaveAttribute('data-layout', 'light-form');
  const input = frame.getByLabel('Full Name');
  const box = await input.boundingBox();
  expect(box?.height).toBe(46);
  const style = await input.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      border: computed.getPropertyValue('--tena-field-border').trim(),
      focus: computed.getPropertyValue('--tena-field-focus').trim(),
      radius: computed.borderTopLeftRadius,
    };
  });
  expect(style).toEqual({ border: '1.3px', focus: '1.7px', radius: '5px' });
});

test('applies group type, view type, max width and global properties', async ({ page }) => {
  const { frame } = await renderPreview(page, {
    ...PAYLOAD,
    groupType: 'paper-form',
    viewType: 'full_page',
    maxWidth: 480,
    globalProperties: { title: 'Admission', subtitle: 'All fields, please.' },
  });
  const form = frame.locator('form');
  await expect(form).toHaveAttribute('data-layout', 'paper-form');
  expect((await form.boundingBox())?.width).toBeLessThanOrEqual(480);
  // A full page form lays fields on a 6-column grid.
  await expect(frame.locator('[data-field="full_name"]')).toHaveAttribute('style', /span 6/);
});

test('reports its height 200 ms after new data, and again when it changes', async ({ page }) => {
  const parent = await renderPreview(page, PAYLOAD);
  await expect.poll(() => parent.heights()).toHaveLength(1);
  const [height] = await parent.heights();
  expect(height).toBeGreaterThan(100);
  const [elapsed] = await page.evaluate(
    () => (window as never as { __heightTimes: number[] }).__heightTimes,
  );
  expect(elapsed).toBeGreaterThanOrEqual(190);
  expect(elapsed).toBeLessThan(2000);
  // The parent sized the frame to the report: the preview fits without scrolling.
  await expect(page.locator('#preview')).toHaveAttribute(
    'style',
    new RegExp(`height: ${height}px`),
  );

  const taller: PreviewPayload = {
    ...PAYLOAD,
    schema: {
      ...PAYLOAD.schema,
      notes: { type: 'text', label: 'Notes', group: 'person', multiline: true, rows: 12 },
    },
  };
  await parent.send(taller);
  await expect.poll(async () => (await parent.heights()).at(-1)).toBeGreaterThan(height ?? 0);
});

test('ignores form data posted from an origin that is not allowed', async ({ page }) => {
  await page.route(`${FOREIGN}/__foreign.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><script>
        let sent = 0;
        const timer = setInterval(() => {
          const preview = parent.frames[0];
          preview.postMessage(${JSON.stringify({ type: 'form-preview', payload: { ...PAYLOAD, globalProperties: { title: 'Forged' } } })}, '*');
          parent.postMessage({ type: 'foreign-sent', count: ++sent }, '*');
          if (sent === 5) clearInterval(timer);
        }, 100);
      </script>`,
    }),
  );
  const parent = await openPreviewParent(page, {
    extraHtml: `<iframe id="foreign" title="Foreign" src="${FOREIGN}/__foreign.html"></iframe>
      <script>
        window.__foreignSent = 0;
        addEventListener('message', (e) => { if (e.data && e.data.type === 'foreign-sent') window.__foreignSent = e.data.count; });
      </script>`,
  });
  await expect.poll(() => parent.requests()).toBe(1);
  await expect
    .poll(() => page.evaluate(() => (window as never as { __foreignSent: number }).__foreignSent))
    .toBe(5);
  await page.waitForTimeout(500);
  await expect(parent.frame.getByText('Waiting for data...')).toBeVisible();
  await expect(parent.frame.getByRole('heading', { name: 'Forged' })).toHaveCount(0);
  expect(await parent.heights()).toEqual([]);

  // The real parent is still heard.
  await parent.send(PAYLOAD);
  await expect(parent.frame.getByRole('heading', { name: 'Registration' })).toBeVisible();
});

test('a configured designer origin may frame and drive the preview', async ({ page }) => {
  const parent = await openPreviewParent(page, { parentOrigin: DESIGNER, payload: PAYLOAD });
  await expect(parent.frame.getByRole('heading', { name: 'Registration' })).toBeVisible();
  await expect.poll(() => parent.heights()).toHaveLength(1);
  const messages = await page.evaluate(
    () => (window as never as { __messages: { origin: string }[] }).__messages,
  );
  expect(new Set(messages.map((message) => message.origin))).toEqual(new Set([APP_ORIGIN]));
});

test('any other site may not frame the app at all', async ({ page }) => {
  const refused = page.waitForEvent('console', (message) =>
    /violates the following Content Security Policy directive: "frame-ancestors 'self' https:\/\/designer\.test"/.test(
      message.text(),
    ),
  );
  const parent = await openPreviewParent(page, { parentOrigin: FOREIGN });
  await refused;
  await page.waitForTimeout(300);
  expect(await parent.requests()).toBe(0);
});

test('the preview page itself loads with no console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const parent = await openPreviewParent(page, { payload: PAYLOAD });
  await expect(parent.frame.getByLabel('Full Name')).toBeVisible();
  await page.goto('/preview');
  await expect(page.getByText('Waiting for data...')).toBeVisible();
  expect(problems).toEqual([]);
});

test.describe('schema playground', () => {
  test('previews the sample, lists meta-schema errors with pointers, follows edits', async ({
    page,
  }) => {
    await page.goto('/playground');
    const editor = page.getByRole('textbox', { name: 'Schema JSON' });
    const preview = page.frameLocator('iframe[title="Form preview"]');
    await expect(editor).toHaveValue(/"model": "patient"/);
    await expect(preview.getByLabel('First Name')).toBeVisible();
    await expect(page.getByText('The schema is valid.')).toBeVisible();

    const good = {
      model: 'ward',
      title: 'Ward',
      groups: [{ id: 'main', name: 'Main' }],
      fields: { ward_name: { type: 'text', label: 'Ward Name', group: 'main', required: true } },
    };
    await editor.fill(JSON.stringify(good, null, 2));
    await expect(preview.getByRole('heading', { name: 'Ward', exact: true })).toBeVisible();
    await expect(preview.getByLabel('Ward Name')).toBeVisible();

    const bad = { ...good, fields: { ...good.fields, beds: { type: 'numbr', label: 'Beds' } } };
    await editor.fill(JSON.stringify(bad, null, 2));
    const problems = page.getByRole('region', { name: 'Schema problems' });
    await expect(problems.getByText('/fields/beds/type')).toBeVisible();
    await expect(problems.getByText('must be equal to one of the allowed values')).toBeVisible();
    // The preview keeps the last schema that passed.
    await expect(preview.getByLabel('Ward Name')).toBeVisible();
    await expect(preview.getByLabel('Beds')).toHaveCount(0);

    await editor.fill('{\n  "model": "ward",\n  "title" "Ward"\n}');
    await expect(problems.getByRole('button', { name: 'Line 3, column 11' })).toBeVisible();
  });

  test('switches the layout type and the view type of the preview', async ({ page }) => {
    await page.goto('/playground');
    const preview = page.frameLocator('iframe[title="Form preview"]');
    await expect(preview.locator('form')).toHaveAttribute('data-layout', 'light-form');
    const layouts = page.getByLabel('Layout');
    expect(await layouts.locator('option').count()).toBe(16);
    await layouts.selectOption('paper-form');
    await expect(preview.locator('form')).toHaveAttribute('data-layout', 'paper-form');
    await expect(preview.locator('[data-field="first_name"]')).toHaveAttribute('style', /span 12/);
    await page.getByLabel('Full page view').check();
    await expect(preview.locator('[data-field="first_name"]')).toHaveAttribute('style', /span 6/);
  });
});
