import { expect, type Locator, type Page, test } from '@playwright/test';
import { type PreviewPayload, renderPreview } from './preview-helpers';

const PAYLOAD: PreviewPayload = {
  schema: {
    signature: { type: 'signature', label: 'Patient Signature', required: true },
  },
  globalProperties: { title: 'Consent', submitText: 'Finish' },
};

/** How many pixels of a canvas or an image have any ink (alpha above zero). */
function inkedPixels(target: Locator): Promise<number> {
  return target.evaluate(async (element) => {
    let canvas: HTMLCanvasElement;
    if (element instanceof HTMLCanvasElement) canvas = element;
    else {
      const image = element as HTMLImageElement;
      await image.decode();
      canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d')?.drawImage(image, 0, 0);
    }
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 0) > 0) inked += 1;
    return inked;
  });
}

/** A zigzag stroke across the pad with the real mouse. */
async function drawStroke(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error('The signature pad is not on screen');
  const { x, y, width, height } = box;
  await page.mouse.move(x + width * 0.15, y + height * 0.6);
  await page.mouse.down();
  await page.mouse.move(x + width * 0.35, y + height * 0.25, { steps: 8 });
  await page.mouse.move(x + width * 0.55, y + height * 0.7, { steps: 8 });
  await page.mouse.move(x + width * 0.85, y + height * 0.3, { steps: 8 });
  await page.mouse.up();
}

test('draw with the mouse, save: the signed image shows; Clear empties it', async ({ page }) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  const signNow = frame.getByRole('button', { name: 'Patient Signature: Sign Now' });
  const signed = frame.getByRole('img', { name: 'Patient Signature (signed)' });
  const submit = frame.getByRole('button', { name: 'Finish' });

  // Empty and required: submit says so.
  await expect(signed).toHaveCount(0);
  await submit.click();
  await expect(frame.getByText('Patient Signature is required')).toBeVisible();

  await signNow.click();
  const dialog = frame.getByRole('dialog', { name: 'Patient Signature' });
  const pad = dialog.getByRole('img', { name: /Signature drawing area/ });
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(pad).toBeVisible();
  await expect(save).toBeDisabled();

  // The pad's own Clear wipes a drawing before it is saved.
  await drawStroke(page, pad);
  expect(await inkedPixels(pad)).toBeGreaterThan(50);
  await expect(save).toBeEnabled();
  await dialog.getByRole('button', { name: 'Clear' }).click();
  expect(await inkedPixels(pad)).toBe(0);
  await expect(save).toBeDisabled();

  await drawStroke(page, pad);
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(signed).toBeVisible();
  await expect(signed).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await inkedPixels(signed)).toBeGreaterThan(50);
  await expect(signNow).toHaveCount(0);
  // Set now: the error went with the empty value.
  await expect(frame.getByText('Patient Signature is required')).toHaveCount(0);

  // Clear beside the image empties the field; focus returns to Sign Now.
  await frame.getByRole('button', { name: 'Patient Signature: Clear' }).click();
  await expect(signed).toHaveCount(0);
  await expect(signNow).toBeFocused();
  await submit.click();
  await expect(frame.getByText('Patient Signature is required')).toBeVisible();
});

test('Cancel closes the pad without signing', async ({ page }) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  await frame.getByRole('button', { name: 'Patient Signature: Sign Now' }).click();
  const dialog = frame.getByRole('dialog', { name: 'Patient Signature' });
  await drawStroke(page, dialog.getByRole('img', { name: /Signature drawing area/ }));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(frame.getByRole('img', { name: 'Patient Signature (signed)' })).toHaveCount(0);
  await expect(frame.getByRole('button', { name: 'Patient Signature: Sign Now' })).toBeVisible();
});
