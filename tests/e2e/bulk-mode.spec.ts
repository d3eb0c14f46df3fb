import { expect, type FrameLocator, test } from '@playwright/test';
import { afterNextPaint, type PreviewPayload, renderPreview } from './preview-helpers';

/** Every field is required and starts empty or invalid, so a check would always complain. */
const PAYLOAD: PreviewPayload = {
  schema: {
    full_name: { type: 'text', label: 'Full Name', group: 'main', required: true },
    email: { type: 'email', label: 'Email', group: 'main', required: true },
    beds: { type: 'number', label: 'Beds', group: 'main', required: true },
    consent: { type: 'checkbox', label: 'Consent', group: 'main', required: true },
    signature: { type: 'signature', label: 'Signature', group: 'main', required: true },
  },
  groups: [{ id: 'main', name: 'Ward update' }],
  formData: { email: { value: 'not an email', error: '' } },
  globalProperties: { title: 'Bulk edit', submitText: 'Apply', bulk: true },
};

const FORM_INVALID = 'Fill all required information correctly';

const tick = (frame: FrameLocator, label: string) =>
  frame.getByRole('checkbox', { name: `Change ${label}`, exact: true });

/** Each field's own control, found by its accessible name. */
function controls(frame: FrameLocator) {
  return {
    'Full Name': frame.getByRole('textbox', { name: 'Full Name', exact: true }),
    Email: frame.getByRole('textbox', { name: 'Email', exact: true }),
    Beds: frame.getByRole('textbox', { name: 'Beds', exact: true }),
    Consent: frame.getByRole('checkbox', { name: 'Consent', exact: true }),
    Signature: frame.getByRole('button', { name: 'Signature: Sign Now' }),
  };
}

test('each field label carries a selection box; a field is disabled until ticked', async ({
  page,
}) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  for (const [label, control] of Object.entries(controls(frame))) {
    await expect(tick(frame, label)).not.toBeChecked();
    // One box per field, in that field's own row beside its label.
    const row = frame.locator('[data-field]').filter({ has: tick(frame, label) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(label);
    await expect(control).toBeDisabled();
  }

  await tick(frame, 'Full Name').check();
  const name = controls(frame)['Full Name'];
  await expect(name).toBeEnabled();
  await name.fill('Abebe Kebede');
  // Only the ticked field opened up.
  await expect(controls(frame).Email).toBeDisabled();

  await tick(frame, 'Consent').check();
  await controls(frame).Consent.check();
  await expect(controls(frame).Consent).toBeChecked();
  await tick(frame, 'Signature').check();
  await expect(controls(frame).Signature).toBeEnabled();

  await tick(frame, 'Full Name').uncheck();
  await expect(name).toBeDisabled();
  await expect(name).toHaveValue('Abebe Kebede');
});

test('unticked fields are not validated; ticked ones are', async ({ page }) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  const submit = frame.getByRole('button', { name: 'Apply' });

  // Nothing ticked: every field is empty or invalid, and none is checked.
  await submit.click();
  await afterNextPaint(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await expect(frame.getByText(/is required$/)).toHaveCount(0);
  await expect(frame.getByText('Valid email is required')).toHaveCount(0);
  await expect(frame.getByText('You have to agree first to continue')).toHaveCount(0);

  // Ticked fields are checked on submit; the unticked stay quiet.
  await tick(frame, 'Full Name').check();
  await tick(frame, 'Email').check();
  await submit.click();
  await expect(frame.getByRole('alert').filter({ hasText: FORM_INVALID })).toBeVisible();
  await expect(frame.getByText('Full Name is required')).toBeVisible();
  await expect(frame.getByText('Valid email is required')).toBeVisible();
  await expect(frame.getByText('Beds is required')).toHaveCount(0);
  await expect(frame.getByText('You have to agree first to continue')).toHaveCount(0);
  await expect(frame.getByText('Signature is required')).toHaveCount(0);
  await frame.getByRole('button', { name: 'Close alert' }).click();

  // Unticking a field drops its error, and the form is valid again without it.
  await tick(frame, 'Email').uncheck();
  await expect(frame.getByText('Valid email is required')).toHaveCount(0);
  await controls(frame)['Full Name'].fill('Abebe Kebede');
  await submit.click();
  await afterNextPaint(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await expect(frame.getByText('Full Name is required')).toHaveCount(0);

  // A ticked field is checked on blur as usual.
  await tick(frame, 'Beds').check();
  await controls(frame).Beds.focus();
  await controls(frame).Beds.blur();
  await expect(frame.getByText('Beds is required')).toBeVisible();
});
