import { expect, test } from '@playwright/test';
import { renderPreview } from './preview-helpers';

const options = [
  { id: 'card', name: 'Cardiology' },
  { id: 'derm', name: 'Dermatology' },
  { id: 'neuro', name: 'Neurology' },
];

test('a short select opens on the first press and picks with mouse or keyboard', async ({
  page,
}) => {
  const { frame } = await renderPreview(page, {
    schema: {
      full_name: { type: 'text', label: 'Full Name' },
      department: { type: 'select', label: 'Department', required: true, options },
      wards: { type: 'select', label: 'Wards', multiple: true, options },
    },
  });
  const department = frame.getByRole('combobox', { name: 'Department' });
  await expect(department).toHaveAttribute('aria-haspopup', 'listbox');
  await expect(department).toHaveAttribute('aria-required', 'true');

  // The first mouse press opens the list at once.
  await department.click();
  await expect(frame.getByRole('listbox')).toBeVisible();
  await frame.getByRole('option', { name: 'Dermatology' }).click();
  await expect(frame.getByRole('listbox')).toHaveCount(0);
  await expect(department).toHaveText(/Dermatology/);

  // From the keyboard: Tab in, ArrowDown opens, Enter picks.
  await frame.getByLabel('Full Name').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const wards = frame.getByRole('combobox', { name: 'Wards' });
  await expect(wards).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(frame.getByRole('listbox')).toBeVisible();
  // A multiple select opens with no option active; the next arrow reaches the first.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // A multiple select stays open for more picks.
  await expect(frame.getByRole('listbox')).toBeVisible();
  await expect(frame.getByRole('option', { name: 'Cardiology' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(wards).toHaveText(/Cardiology, Dermatology/);
  await expect(wards).toBeFocused();
});
