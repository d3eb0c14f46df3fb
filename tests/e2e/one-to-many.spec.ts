import { expect, type FrameLocator, test } from '@playwright/test';
import type { FieldSchema } from '../../src/engine/types';
import { type PreviewPayload, renderPreview } from './preview-helpers';

const MEDICATIONS: FieldSchema = {
  type: 'one_to_many',
  label: 'Medication',
  required: true,
  columns: [
    { field: 'drug', label: 'Drug', required: true },
    { field: 'dose', label: 'Dose', type: 'number' },
  ],
};

const PAYLOAD: PreviewPayload = {
  schema: { medications: MEDICATIONS },
  globalProperties: { title: 'Prescription', submitText: 'Prescribe' },
};

const FORM_INVALID = 'Fill all required information correctly';

/** The table body's rows as the text of their data cells (the actions column left out). */
function rowTexts(frame: FrameLocator) {
  return frame
    .getByRole('table', { name: 'Medication' })
    .locator('tbody tr[data-row-key]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(1, -1)
          .map((cell) => cell.textContent?.trim() ?? ''),
      ),
    );
}

test('add, edit and remove a row; required and empty asks for one', async ({ page }) => {
  const { frame } = await renderPreview(page, PAYLOAD);
  const table = frame.getByRole('table', { name: 'Medication' });
  const submit = frame.getByRole('button', { name: 'Prescribe' });
  const needed = frame.getByText('Add at least one row to Medication', { exact: true });

  await expect(table.getByText('No data found')).toBeVisible();
  await submit.click();
  await expect(needed).toBeVisible();
  await expect(frame.getByRole('alert').filter({ hasText: FORM_INVALID })).toBeVisible();
  await expect(table).toHaveAttribute('aria-invalid', 'true');

  // Add: a blank row in edit mode, focused on its first cell.
  await frame.getByRole('button', { name: 'Add Item' }).click();
  const drug = frame.getByRole('textbox', { name: 'Drug, row 1' });
  await expect(drug).toBeFocused();
  // Save is blocked while a required column is empty.
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(drug).toHaveAttribute('aria-invalid', 'true');
  await expect(drug).toBeFocused();
  await expect(needed).toBeVisible();

  await drug.fill('Amoxicillin');
  await frame.getByRole('textbox', { name: 'Dose, row 1' }).fill('500');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect(frame.getByRole('button', { name: 'Edit row 1' })).toBeFocused();
  await expect.poll(() => rowTexts(frame)).toEqual([['Amoxicillin', '500']]);
  await expect(needed).toHaveCount(0);
  await expect(table).not.toHaveAttribute('aria-invalid');

  // Edit, then Cancel: the change is discarded.
  await frame.getByRole('button', { name: 'Edit row 1' }).click();
  await expect(drug).toHaveValue('Amoxicillin');
  await drug.fill('Ibuprofen');
  await table.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => rowTexts(frame)).toEqual([['Amoxicillin', '500']]);
  // Edit, then Save: the change is kept.
  await frame.getByRole('button', { name: 'Edit row 1' }).click();
  await drug.fill('Ibuprofen');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => rowTexts(frame)).toEqual([['Ibuprofen', '500']]);

  // A second row, then remove the first after confirming.
  await frame.getByRole('button', { name: 'Add Item' }).click();
  await frame.getByRole('textbox', { name: 'Drug, row 2' }).fill('Paracetamol');
  await table.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(() => rowTexts(frame))
    .toEqual([
      ['Ibuprofen', '500'],
      ['Paracetamol', '–'],
    ]);

  await frame.getByRole('button', { name: 'Delete row 1' }).click();
  const confirm = frame.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => rowTexts(frame)).toHaveLength(2);
  await frame.getByRole('button', { name: 'Delete row 1' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  // Closed before the next Delete opens it again: else its Yes is this closing dialog's.
  await expect(confirm).toHaveCount(0);
  await expect.poll(() => rowTexts(frame)).toEqual([['Paracetamol', '–']]);

  // Removing the last row leaves the required table empty again.
  await frame.getByRole('button', { name: 'Delete row 1' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByText('No data found')).toBeVisible();
  await expect(needed).toBeVisible();
});

test('starts from the rows in the form data; a custom message replaces the default', async ({
  page,
}) => {
  const { frame } = await renderPreview(page, {
    ...PAYLOAD,
    schema: { medications: { ...MEDICATIONS, errorMessage: 'Prescribe at least one drug' } },
    formData: { medications: { value: [{ id: 4, drug: 'Insulin', dose: 10 }], error: '' } },
  });
  await expect.poll(() => rowTexts(frame)).toEqual([['Insulin', '10']]);
  // Remove the only row: the required table is empty again.
  await frame.getByRole('button', { name: 'Delete row 1' }).click();
  await frame
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await frame.getByRole('button', { name: 'Prescribe' }).click();
  await expect(frame.getByText('Prescribe at least one drug')).toBeVisible();
  await expect(frame.getByText('Add at least one row to Medication')).toHaveCount(0);
});
