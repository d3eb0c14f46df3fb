import { expect, type FrameLocator, type Locator, type Page, test } from '@playwright/test';
import { afterNextPaint, previewFrame, renderPreview, signIn } from './preview-helpers';

/** A real 1x1 PNG (the server sniffs uploads, so the bytes must be one). */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const TEXT = btoa('Ward round notes');

interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

const png = (name: string): DroppedFile => ({ name, type: 'image/png', base64: PNG });
const text = (name: string): DroppedFile => ({ name, type: 'text/plain', base64: TEXT });

/** The drop zone of a file field (the label around its file input). */
const zoneOf = (frame: FrameLocator, field: string) =>
  frame.locator(`[data-field="${field}"] label:has(input[type="file"])`);

/** Drags files over a zone and drops them, as the browser does: a DataTransfer of Files. */
async function dropFiles(page: Page, zone: Locator, files: DroppedFile[]) {
  const frame = await previewFrame(page);
  const dataTransfer = await frame.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

const selected = (frame: FrameLocator, label: string) =>
  frame.getByRole('list', { name: `${label}: selected files` }).getByRole('listitem');

test('the drop zone highlights while files are dragged over it', async ({ page }) => {
  const { frame } = await renderPreview(page, {
    schema: { photo: { type: 'file', label: 'Photo', image: true } },
  });
  const zone = zoneOf(frame, 'photo');
  const dataTransfer = await (await previewFrame(page)).evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'x.png', { type: 'image/png' }));
    return transfer;
  });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expect(zone).toHaveAttribute('data-dragging', 'true');
  await expect(zone).toContainText('Drop to upload');
  await zone.dispatchEvent('dragleave', { dataTransfer });
  await expect(zone).not.toHaveAttribute('data-dragging');
  await expect(zone).toContainText('Drag a file here or click to browse');
});

test('an image-only single upload refuses a non-image and takes an image', async ({ page }) => {
  const { frame } = await renderPreview(page, {
    schema: { photo: { type: 'file', label: 'Photo', image: true } },
  });
  const zone = zoneOf(frame, 'photo');
  await expect(zone).toContainText('Images only');

  await dropFiles(page, zone, [text('notes.txt')]);
  await expect(frame.getByRole('alert')).toHaveText(/Please select an image file/);
  await expect(selected(frame, 'Photo')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Close alert' }).click();

  await dropFiles(page, zone, [png('scan.png')]);
  await expect(selected(frame, 'Photo')).toHaveCount(1);
  await expect(selected(frame, 'Photo')).toContainText('scan.png');
  await expect(selected(frame, 'Photo').locator('img')).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await afterNextPaint(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);

  await frame.getByRole('button', { name: 'Remove scan.png' }).click();
  await expect(selected(frame, 'Photo')).toHaveCount(0);
});

test('an image-only multiple upload keeps the images and says the rest were refused', async ({
  page,
}) => {
  const { frame } = await renderPreview(page, {
    schema: { scans: { type: 'files', label: 'Scans', accept: 'image' } },
  });
  await dropFiles(page, zoneOf(frame, 'scans'), [
    png('front.png'),
    text('notes.txt'),
    png('side.png'),
  ]);
  await expect(frame.getByRole('alert')).toHaveText(/Only image files are allowed/);
  await expect(selected(frame, 'Scans')).toHaveCount(2);
  await expect(selected(frame, 'Scans').nth(0)).toContainText('front.png');
  await expect(selected(frame, 'Scans').nth(1)).toContainText('side.png');
  await expect(frame.getByText('notes.txt')).toHaveCount(0);
});

test('a stored-file field uploads the dropped image with the signed-in token', async ({ page }) => {
  const photoSchema = {
    photo: { type: 'file', label: 'Photo', image: true, fileType: 'file' },
  } as const;
  const { frame } = await renderPreview(page, { schema: photoSchema });
  const zone = zoneOf(frame, 'photo');

  // Signed out: the server refuses the upload and the field says so.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/files'));
  await dropFiles(page, zone, [png('scan.png')]);
  // Without a token the server refuses it (403, as for an expired token: spec 4).
  expect((await refused).status()).toBe(403);
  await expect(frame.getByRole('alert')).toHaveText(/Could not add scan\.png\. Please try again\./);
  await expect(selected(frame, 'Photo')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Close alert' }).click();

  // Signed in: the preview opened now restores the session from the cookie.
  await signIn(page);
  const { frame: signedIn } = await renderPreview(page, { schema: photoSchema });
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/files'));
  await dropFiles(page, zoneOf(signedIn, 'photo'), [png('scan.png')]);
  const response = await uploaded;
  expect(response.ok()).toBe(true);
  const stored = (await response.json()) as { filename: string; mimetype: string };
  expect(stored).toMatchObject({ filename: 'scan.png', mimetype: 'image/png' });
  await expect(selected(signedIn, 'Photo')).toContainText('scan.png');
  // The thumbnail is the stored file, fetched with the token and shown from a blob.
  await expect(selected(signedIn, 'Photo').locator('img')).toHaveAttribute('src', /^blob:/);
});
