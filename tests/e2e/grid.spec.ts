import { expect, type Page, test } from '@playwright/test';
import { signIn } from './preview-helpers';

/**
 * The editable data grid through /playground/grid (spec 3.3, 4, 5.5, 9). The default sample has
 * Drug (required), Dose (mg) (required number), Route (select, default By mouth), Start,
 * As needed, Notes, and three rows: Amoxicillin 500, Ceftriaxone 1,000, Paracetamol 0.
 */
const STYLES = ['row', 'dialog', 'sidebar'] as const;
type Style = (typeof STYLES)[number];
const FIRST_THREE = ['Amoxicillin', 'Ceftriaxone', 'Paracetamol'];

async function openGrid(page: Page, style: Style) {
  await page.goto('/playground/grid');
  await page.getByLabel('Editor style').selectOption(style);
  const grid = page.getByRole('grid', { name: 'Playground grid' });
  await expect(grid).toBeVisible();
  return grid;
}

/** The Drug column of the rows on screen, in order. */
function drugs(page: Page) {
  return page
    .locator('table[aria-label="Playground grid"] tbody tr[data-row-key] td[data-field="name"]')
    .allTextContents();
}

/**
 * The rows the grid reported last (one JSON object a line under "Saved rows"). Read from the
 * DOM: while a modal form is open the rest of the page is hidden from the accessibility tree.
 */
async function savedRows(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('section[aria-label="Saved rows"] pre').textContent();
  return (text ?? '')
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
}

/** Where a row is edited: its cells (row style) or the open form (dialog, sidebar). */
function editing(page: Page, style: Style, row: number, title: string) {
  const grid = page.getByRole('grid', { name: 'Playground grid' });
  const form = page.getByRole('dialog', { name: title });
  const field = (name: string) =>
    style === 'row'
      ? grid.getByRole('textbox', { name: `${name}, row ${row}`, exact: true })
      : form.getByRole('textbox', { name, exact: true });
  return {
    form,
    field,
    save:
      style === 'row'
        ? grid.getByRole('button', { name: `Save row ${row}` })
        : form.getByRole('button', { name: 'Save' }),
    cancel:
      style === 'row'
        ? grid.getByRole('button', { name: `Cancel row ${row}` })
        : form.getByRole('button', { name: 'Cancel' }),
  };
}

for (const style of STYLES) {
  test(`${style} style: add, blocked save, cancel, edit and delete`, async ({ page }) => {
    const grid = await openGrid(page, style);
    await expect.poll(() => drugs(page)).toEqual(FIRST_THREE);

    // Add: a blank row in edit mode on its name field, or a form titled with the add text.
    await page.getByRole('button', { name: 'Add Item' }).click();
    const added = editing(page, style, 4, 'Add Item');
    await expect(added.field('Drug')).toBeFocused();
    if (style === 'row') {
      await expect(grid.getByRole('combobox', { name: 'Route, row 4' })).toHaveValue('PO');
    } else {
      const title = added.form.getByRole('heading', { name: 'Add Item' });
      await expect(title).toBeVisible();
      const panel = title.locator('..');
      const box = await panel.boundingBox();
      const viewport = page.viewportSize();
      if (style === 'sidebar') {
        // Spec 9: the grid sidebar is 400 wide, along the right edge.
        expect(box?.width).toBe(400);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(viewport?.width);
      } else {
        expect(box?.width).toBeLessThan(600);
        expect(box?.x).toBeGreaterThan(0);
      }
    }

    // Save is blocked while a required column is empty; the zero dose counts as filled.
    await added.field('Dose (mg)').fill('0');
    await added.save.click();
    if (style === 'row') {
      await expect(added.field('Drug')).toHaveAttribute('aria-invalid', 'true');
      await expect(added.field('Drug')).toBeFocused();
      await expect(added.field('Dose (mg)')).not.toHaveAttribute('aria-invalid', 'true');
    } else {
      await expect(
        page.getByRole('alert').getByText('Please fill in required fields: Drug', { exact: true }),
      ).toBeVisible();
      await expect(added.form.getByRole('heading', { name: 'Add Item' })).toBeVisible();
      await expect(added.field('Drug')).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await savedRows(page)).toHaveLength(3);

    // Cancelling the unsaved new row deletes it.
    await added.cancel.click();
    await expect(added.field('Drug')).toHaveCount(0);
    await expect.poll(() => drugs(page)).toEqual(FIRST_THREE);

    // Added again and saved: the highest id plus one, without the unsaved flag.
    await page.getByRole('button', { name: 'Add Item' }).click();
    await added.field('Drug').fill('Insulin');
    await added.field('Dose (mg)').fill('10');
    await added.save.click();
    await expect.poll(() => drugs(page)).toEqual([...FIRST_THREE, 'Insulin']);
    await expect
      .poll(() => savedRows(page))
      .toContainEqual({ id: 4, name: 'Insulin', dose: 10, route: 'PO', prn: false });
    if (style !== 'row') await expect(added.form).toHaveCount(0);

    // Edit then Cancel discards the change; Edit then Save keeps it.
    const first = editing(page, style, 1, 'Edit Item');
    await page.getByRole('button', { name: 'Edit row 1' }).click();
    await expect(first.field('Drug')).toHaveValue('Amoxicillin');
    await first.field('Drug').fill('Amoxiclav');
    await first.cancel.click();
    await expect.poll(() => drugs(page)).toEqual([...FIRST_THREE, 'Insulin']);
    await page.getByRole('button', { name: 'Edit row 1' }).click();
    await first.field('Drug').fill('Amoxiclav');
    await first.save.click();
    await expect.poll(() => drugs(page)).toEqual(['Amoxiclav', ...FIRST_THREE.slice(1), 'Insulin']);
    await expect.poll(async () => (await savedRows(page))[0]?.name).toBe('Amoxiclav');

    // Delete asks first: No keeps the row, Yes removes it.
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await page.getByRole('button', { name: 'Delete row 2' }).click();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toHaveCount(0);
    expect(await drugs(page)).toHaveLength(4);
    await page.getByRole('button', { name: 'Delete row 2' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.poll(() => drugs(page)).toEqual(['Amoxiclav', 'Paracetamol', 'Insulin']);
    await expect.poll(async () => (await savedRows(page)).map((row) => row.id)).toEqual([1, 3, 4]);
  });

  test(`${style} style: rows are dragged into a new order, not while edited`, async ({ page }) => {
    await openGrid(page, style);
    const handle = (row: number) => page.getByRole('button', { name: `Reorder row ${row}` });
    await expect(handle(3)).toBeVisible();
    const from = await handle(3).boundingBox();
    const to = await handle(1).boundingBox();
    if (!from || !to) throw new Error('the reorder handles are not on screen');
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };

    // Less than 8 px is a click, not a drag.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 5, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => drugs(page)).toEqual(FIRST_THREE);

    // Dragged up onto the first row.
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x, start.y - 12, { steps: 4 });
    await page.mouse.move(start.x, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => drugs(page)).toEqual(['Paracetamol', 'Amoxicillin', 'Ceftriaxone']);
    await expect.poll(async () => (await savedRows(page)).map((row) => row.id)).toEqual([3, 1, 2]);

    // A row in edit mode has no drag handle; back in view mode it has one again.
    const rowHandle = page.locator(
      'table[aria-label="Playground grid"] tr[data-row-key="1"] button[aria-label^="Reorder"]',
    );
    await expect(rowHandle).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit row 2' }).click();
    await expect(page.locator('tr[data-row-key="1"]')).toHaveAttribute('data-mode', 'edit');
    await expect(rowHandle).toHaveCount(0);
    const edited = editing(page, style, 2, 'Edit Item');
    await edited.cancel.click();
    await expect(rowHandle).toHaveCount(1);
  });
}

test('row style: confirming a delete puts every row back in view mode', async ({ page }) => {
  const grid = await openGrid(page, 'row');
  await page.getByRole('button', { name: 'Edit row 1' }).click();
  await grid.getByRole('textbox', { name: 'Drug, row 1' }).fill('Pending change');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(grid.getByRole('textbox', { name: 'Drug, row 4' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete row 2' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(grid.getByRole('textbox')).toHaveCount(0);
  await expect.poll(() => drugs(page)).toEqual(['Amoxicillin', 'Paracetamol']);
});

test('keyboard: arrows move between cells, Enter edits, Escape cancels', async ({ page }) => {
  const grid = await openGrid(page, 'row');
  const cell = (row: number, field: string) =>
    grid.locator(`tr[data-row-key="${row}"] td[data-field="${field}"]`);
  await cell(1, 'name').click();
  await expect(cell(1, 'name')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(cell(1, 'dose')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(cell(2, 'dose')).toBeFocused();
  await page.keyboard.press('End');
  await expect(cell(2, 'actions')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(grid.locator('tr[data-row-key="2"] td').first()).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(cell(2, 'dose')).toBeFocused();
  // One tab stop: the active cell.
  await expect(grid.locator('td[tabindex="0"]')).toHaveCount(1);

  // Enter edits the row in the cell's own editor; Escape cancels back to the cell.
  const dose = grid.getByRole('textbox', { name: 'Dose (mg), row 2' });
  await page.keyboard.press('Enter');
  await expect(dose).toBeFocused();
  await dose.fill('750');
  await page.keyboard.press('Escape');
  await expect(dose).toHaveCount(0);
  await expect(cell(2, 'dose')).toHaveText('1,000');
  await expect(cell(2, 'dose')).toBeFocused();

  // Enter in an editor saves the row.
  await page.keyboard.press('Enter');
  await dose.fill('750');
  await page.keyboard.press('Enter');
  await expect(cell(2, 'dose')).toHaveText('750');
  await expect(cell(2, 'dose')).toBeFocused();
  await expect.poll(async () => (await savedRows(page))[1]?.dose).toBe(750);
});

test('10,000 rows are virtualized and the keyboard reaches the last one', async ({ page }) => {
  await page.goto('/playground/grid');
  await page.getByLabel('Sample').selectOption('large');
  const grid = page.getByRole('grid', { name: 'Playground grid' });
  await expect(grid).toHaveAttribute('aria-rowcount', '10001');
  const rendered = grid.locator('tbody tr[data-row-key]');
  await expect(rendered.first()).toHaveAttribute('data-row-key', '1');
  expect(await rendered.count()).toBeLessThan(60);
  await grid.locator('tr[data-row-key="1"] td[data-field="name"]').click();
  await page.keyboard.press('Control+End');
  const last = grid.locator('tr[data-row-key="10000"] td[data-field="actions"]');
  await expect(last).toBeFocused();
  await expect(last).toBeInViewport();
  expect(await rendered.count()).toBeLessThan(60);
});

test('server-backed list: page, sort and search live in the URL and Back restores them', async ({
  page,
}) => {
  await page.goto('/playground/grid');
  // A role that may view patients (permissions/matrix.json).
  await signIn(page, 'reception@tena.demo');
  await page.goto('/playground/grid?model=patient');
  const grid = page.getByRole('grid', { name: 'Patient' });
  const pager = page.getByRole('navigation', { name: 'Pages' });
  const column = (field: string) =>
    grid.locator(`tbody tr[data-row-key] td[data-field="${field}"]`).allTextContents();
  const header = (name: string) => grid.getByRole('columnheader', { name });
  const search = page.getByRole('searchbox', { name: 'Search Patient' });

  // 60 demo patients, and any that another test registers meanwhile (the server is shared).
  const firstPage = /Rows 1–25 of (6\d|[7-9]\d)\b/;
  await expect(pager).toContainText(firstPage);
  await expect.poll(async () => (await column('first_name')).length).toBe(25);
  // The model's default list sort (MRN, newest first) until one is picked.
  await expect(header('Medical Record Number')).toHaveAttribute('aria-sort', 'descending');

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager).toContainText(/Rows 26–50 of \d+/);

  await grid.getByRole('button', { name: 'First Name' }).click();
  await expect(page).toHaveURL(/sort=first_name&direction=asc/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(pager).toContainText(firstPage);
  // The first page of the old order may show until the sorted one is in: wait for the sort.
  const sorted = (names: string[]) => names.join('\n') === [...names].sort().join('\n');
  await expect.poll(async () => sorted(await column('first_name'))).toBe(true);
  const ascending = await column('first_name');
  expect(ascending).toHaveLength(25);
  expect(ascending).toEqual([...ascending].sort());

  const wanted = ascending[0] ?? '';
  await search.fill(wanted);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(wanted)}(&|$)`));
  await expect(pager).not.toContainText(firstPage);
  const rows = await grid.locator('tbody tr[data-row-key]').allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.toLowerCase()).toContain(wanted.toLowerCase());

  // Back undoes the search, then the sort, then comes back to page 2.
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(search).toHaveValue('');
  await expect(pager).toContainText(firstPage);
  await expect(header('First Name')).toHaveAttribute('aria-sort', 'ascending');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pager).toContainText(/Rows 26–50 of \d+/);
  await expect(header('First Name')).toHaveAttribute('aria-sort', 'none');

  // A bookmarked address opens on the same page and order.
  await page.goto('/playground/grid?model=patient&page=3&sort=age&direction=desc');
  await expect(pager).toContainText(/Rows 51–\d+ of \d+/);
  const [, last, total] = /Rows 51–(\d+) of (\d+)/.exec((await pager.textContent()) ?? '') ?? [];
  expect(last).toBe(total);
  await expect(header('Age (years)')).toHaveAttribute('aria-sort', 'descending');
  const ages = (await column('age')).map((text) => Number(text.replace(/,/g, '')));
  expect(ages).toEqual([...ages].sort((a, b) => b - a));

  // A filter goes to the server (and into the URL) too.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page
    .getByRole('group', { name: 'Sex filter' })
    .getByRole('checkbox', { name: 'Female' })
    .check();
  await expect(page).toHaveURL(/filter%5Bsex%5D%5Bin%5D=Female|filter\[sex\]\[in\]=Female/);
  await expect.poll(async () => new Set(await column('sex'))).toEqual(new Set(['Female']));
});
