import { expect, type Locator, type Page, test } from '@playwright/test';

const PAGE = '/playground/records';

async function openPage(page: Page) {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Records playground' })).toBeVisible();
  return {
    table: page.getByRole('table', { name: 'Prescription items', exact: true }),
    viewer: page.getByRole('table', { name: 'Prescription items, read only' }),
    json: page.getByRole('textbox', { name: 'Table JSON' }),
  };
}

/** Data cells of the editable table's rows, the actions column left out. */
const rowTexts = (table: Locator) =>
  table.locator('tbody tr[data-row-key]').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('td'))
        .slice(0, -1)
        .map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );

/** Every body cell of the read-only viewer. */
const viewerTexts = (viewer: Locator) =>
  viewer
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll('td')).map((c) => c.textContent?.trim())),
    );

const row = (table: Locator, id: number | string) => table.locator(`tr[data-row-key="${id}"]`);

const SAMPLE_ROWS = [
  [
    'Amoxicillin 500 mg',
    'Capsule',
    '21',
    'ETB 12.50',
    'Yes',
    'May 14, 2026',
    'May 12, 2026, 8:30 AM',
    'urgent',
  ],
  ['Paracetamol 500 mg', 'Tablet', '1.2346', 'ETB 2.75', 'No', '–', '–', 'routine'],
  ['Ceftriaxone 1 g', 'Injection', '2', 'ETB 85.00', '–', '–', '–', '–'],
];

test('rows read in spec 9 formats; the viewer shows the same with dashes', async ({ page }) => {
  const { table, viewer } = await openPage(page);
  await expect.poll(() => rowTexts(table)).toEqual(SAMPLE_ROWS);
  await expect.poll(() => viewerTexts(viewer)).toEqual(SAMPLE_ROWS);
  // The custom column's registered cell draws a badge.
  await expect(row(table, 'id:1').locator('span.rounded-full')).toHaveText('urgent');
});

test('pending edits are kept per row: cancel discards, save keeps', async ({ page }) => {
  const { table, viewer, json } = await openPage(page);
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  await page.getByRole('textbox', { name: 'Quantity, row 1' }).fill('30');
  // A second row in edit mode at the same time, with its own pending value.
  await page.getByRole('button', { name: 'Edit row 2' }).click();
  await page.getByRole('textbox', { name: 'Quantity, row 2' }).fill('5');
  await row(table, 'id:2').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Quantity, row 2' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Quantity, row 1' })).toHaveValue('30');

  await row(table, 'id:1').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit row 1' })).toBeFocused();
  const expected = [
    ['Amoxicillin 500 mg', 'Capsule', '30', ...(SAMPLE_ROWS[0] ?? []).slice(3)],
    ...SAMPLE_ROWS.slice(1),
  ];
  await expect.poll(() => rowTexts(table)).toEqual(expected);
  await expect.poll(() => viewerTexts(viewer)).toEqual(expected);
  await expect(json).toHaveValue(/"quantity": 30,/);

  // A new row starts in edit mode with the column defaults; Cancel discards it.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('combobox', { name: 'Drug, row 4' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Quantity, row 4' })).toHaveValue('1');
  await row(table, 'new:4').getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => rowTexts(table)).toEqual(expected);
  await expect(page.getByRole('button', { name: 'Add Item' })).toBeFocused();
});

test('picking a drug copies its related columns; headings group the options', async ({ page }) => {
  const { table, viewer } = await openPage(page);
  await page.getByRole('button', { name: 'Add Item' }).click();
  const drug = page.getByRole('combobox', { name: 'Drug, row 4' });
  await expect(drug.locator('optgroup')).toHaveCount(2);
  expect(
    await drug.locator('optgroup').evaluateAll((g) => g.map((e) => e.getAttribute('label'))),
  ).toEqual(['Antibiotics', 'Analgesics']);

  // Required and empty: Save is blocked and the empty cell is marked and focused.
  await row(table, 'new:4').getByRole('button', { name: 'Save' }).click();
  await expect(drug).toHaveAttribute('aria-invalid', 'true');
  await expect(drug).toBeFocused();

  await drug.selectOption({ label: 'Ceftriaxone 1 g' });
  await expect(page.getByRole('textbox', { name: 'Form, row 4' })).toHaveValue('Injection');
  await expect(page.getByRole('textbox', { name: 'Unit price, row 4' })).toHaveValue('85.00');
  await page.getByRole('textbox', { name: 'Quantity, row 4' }).fill('3');
  await page.getByRole('combobox', { name: 'Priority, row 4' }).selectOption('soon');
  await row(table, 'new:4').getByRole('button', { name: 'Save' }).click();

  const added = ['Ceftriaxone 1 g', 'Injection', '3', 'ETB 85.00', 'No', '–', '–', 'soon'];
  await expect.poll(async () => (await rowTexts(table))[3]).toEqual(added);
  await expect.poll(async () => (await viewerTexts(viewer))[3]).toEqual(added);
});

test('rows may forbid editing or deleting; deleting asks first', async ({ page }) => {
  const { table } = await openPage(page);
  await expect(page.getByRole('button', { name: 'Edit row 3' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete row 3' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Delete row 2' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Edit row 2' })).toBeEnabled();

  await page.getByRole('button', { name: 'Delete row 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect.poll(() => rowTexts(table)).toEqual(SAMPLE_ROWS.slice(1));

  // Read only: nothing to add, edit or delete.
  await page.getByRole('checkbox', { name: 'Read only' }).check();
  await expect(page.getByRole('button', { name: 'Add Item' })).toHaveCount(0);
  await expect(table.getByRole('button')).toHaveCount(0);
});

test('a save that fails is logged, and the row stays open with its edit', async ({ page }) => {
  const logged: string[] = [];
  const crashes: Error[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  page.on('pageerror', (error) => crashes.push(error));
  const { table } = await openPage(page);

  await page.getByLabel('Make saves fail').check();
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  const quantity = page.getByRole('textbox', { name: 'Quantity, row 1' });
  await quantity.fill('99');
  await row(table, 'id:1').getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => logged.some((m) => m.includes('could not pass on its rows'))).toBe(true);
  await expect(quantity).toHaveValue('99');
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(crashes).toEqual([]);

  await page.getByLabel('Make saves fail').uncheck();
  await row(table, 'id:1').getByRole('button', { name: 'Save' }).click();
  await expect.poll(async () => (await rowTexts(table))[0]?.[2]).toBe('99');
});

test('the viewer says No Record without rows; cells allow up to 8 fraction digits', async ({
  page,
}) => {
  const { table, viewer, json } = await openPage(page);
  const columns = [
    { field: 'dose', label: 'Dose', type: 'number', fractionDigits: 8 },
    { field: 'note', label: 'Note' },
  ];
  await json.fill(JSON.stringify({ columns, rows: [{ id: 1, dose: 1.23456789 }] }));
  await expect.poll(() => viewerTexts(viewer)).toEqual([['1.23456789', '–']]);
  await expect.poll(() => rowTexts(table)).toEqual([['1.23456789', '–']]);

  await json.fill(JSON.stringify({ columns, rows: [] }));
  await expect.poll(() => viewerTexts(viewer)).toEqual([['No Record']]);
  await expect(table).toContainText('No data found');

  // A schema problem is listed with where it is; the tables keep the last good JSON.
  await json.fill(JSON.stringify({ columns: [{ ...columns[0], fractionDigits: 9 }], rows: [] }));
  await expect(page.getByRole('region', { name: 'Schema problems' })).toContainText(
    'Cells allow 0 to 8 fraction digits.',
  );
  await expect(viewer.getByRole('columnheader')).toHaveText(['Dose', 'Note']);
});
