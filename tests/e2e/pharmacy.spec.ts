// The pharmacy journey in the browser (issue 20), each person in a browser of their own,
// through the pages they use. The Store Manager receives a batch from a supplier (Goods
// Received: supplier, invoice, product, batch, expiry, quantity, cost), sees what it posted and
// finds it on the stock page under the main store. The pharmacist requests 40 for the OPD
// pharmacy; the Store Manager approves it (by the keyboard) and issues it, and the page shows the
// Transfer Out it posted; the pharmacist finds it on Stock in Transit and receives it (Transfer In
// of the same batch). A doctor prescribes from the visit: amoxicillin picked by typing its generic
// name, the quantity to dispense shown as the duration is typed (15, 21, back to 15). The
// pharmacist's Dispense on the prescription opens a dispensing naming its patient with the 15
// left filled in; they dispense 10 from the OPD pharmacy (first to expire first: the batch):
// the prescription and its medicine are Partly Dispensed, and the stock page's on hand and the
// product's ledger show the pharmacy's 40 down to 30. The pharmacy cashier makes the invoice of
// the dispensing's charge (10 x 4.00) and is paid in full. The pharmacist prints the dispensing
// label: patient, MRN, drug, directions, quantity and batch, one 80 x 50 mm page in print, its
// Print button left out. axe finds nothing serious or critical on the Goods Received form, the
// stock page (on hand, ledger), Stock in Transit, a transfer, the prescription item form, the
// dispensing form and page, the cashier's dialog and the label.
//
// The medicine is the run's own (the seeded amoxicillin 500 mg capsule under a code and name
// of this run, made through the API as setup), so demo stock or another test's movements never
// move its balances. Typing "amoxicillin" offers 20 products at most: a server shared by more
// than about 15 runs of this spec (--repeat-each) would push the run's own out of the list.
// Along the way, two things found walking it: a transfer's "Stock posted" stayed "Nothing
// posted" after Issue and Receive until a reload, and the cashier's dialog, once the invoice
// was paid and the patient left the queue, was titled "Patient #<id>" instead of their name.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { pdfPages } from '../helpers/pdf-text';
import { apiAs, firstRow, newPatient, newVisit } from './api-as';
import { hospitalDay } from './hospital-day';
import { expectAccessible, field, letters, personAt, pick, shown } from './journey';

const MM = 72 / 25.4;

/** The rows of a movement's "Stock posted" (the ledger lines its record posted). */
const posted = (page: Page) =>
  page.getByRole('table', { name: 'Ledger lines this record posted' }).getByRole('row');

/** yyyy-MM-dd as the label prints it (dd-mm-yyyy). */
const typedDate = (day: string) => day.split('-').reverse().join('-');

/** A day as the stock page writes it (yyyy-MM-dd -> May 20, 2028). */
const longDate = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * Narrows the stock page to `warehouse` by its Warehouse select, and waits for that warehouse's
 * report: its answer has come and the page's loader, shown from the request on, has gone.
 */
async function chooseWarehouse(page: Page, warehouse: { id: number; name: string }) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname.startsWith('/api/stock/') &&
      url.searchParams.get('warehouse') === String(warehouse.id)
    );
  });
  await page.getByLabel('Warehouse').selectOption({ label: warehouse.name });
  await answered;
  await expect(page.getByRole('status').filter({ hasText: /^Loading$/ })).toHaveCount(0);
}

/** The stock page's on-hand row of `product`, paging on while it is not on the page shown. */
async function onHandRow(page: Page, product: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Stock on hand' });
  const row = table.getByRole('row').filter({
    has: page.getByRole('rowheader').getByRole('link', { name: product, exact: true }),
  });
  const next = page.getByRole('navigation', { name: 'Report pages' }).getByRole('button', {
    name: 'Next',
  });
  for (;;) {
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    if ((await row.count()) > 0) return row;
    await expect(next, `${product} is on no page of the stock on hand`).toBeEnabled();
    const shownPage = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(shownPage ?? '');
  }
}

test('the store receives a batch, the pharmacy gets it by transfer, a doctor prescribes, the pharmacist dispenses part, the cashier is paid and the label prints', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const tag = letters(Date.now() % 26 ** 6);
  // Setup: a medicine of its own (the seeded amoxicillin 500 mg capsule's description under a
  // name and code of this run), so no other test's or demo stock of it moves its balances.
  const storeApi = await apiAs('store-manager@tena.demo');
  const model = await firstRow(storeApi, '/api/models/product?filter[code]=AMOX-500-CAP');
  const drugName = `Amoxicillin 500 mg capsule (lot ${tag})`;
  await storeApi.call('post', '/api/models/product', {
    code: `AMOX-500-${tag}`,
    name: drugName,
    product_type: model.product_type,
    product_category: model.product_category,
    generic_name: model.generic_name,
    strength: model.strength,
    dosage_form: model.dosage_form,
    route: model.route,
    requires_prescription: true,
    controlled: false,
    unit: model.unit,
    pack_size: model.pack_size,
    unit_price: '4.00',
  });
  const mainStore = await firstRow(storeApi, '/api/models/wareHouse?filter[code]=MAIN');
  const pharmacy = await firstRow(storeApi, '/api/models/wareHouse?filter[code]=OPD-PHARM');
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception);
  const visit = await newVisit(reception, patient.id);
  const patientRecord = await reception.call('get', `/api/models/patient/${patient.id}`);
  const fullName = `${patient.first} ${patientRecord.middle_name} ${patientRecord.last_name}`;
  const mrn = String(patientRecord.mrn);
  const doctorApi = await apiAs('doctor@tena.demo');
  const physician = await firstRow(doctorApi, '/api/models/physician?pageSize=1');
  const batch = `B${tag}`;
  const expiry = hospitalDay(540);
  // The batch as the stock page lists it: number, expiry, quantity and unit cost (the cost as
  // money, "ETB 3.10", or as the wire's "3.10": the page's money format is changing as this is
  // written).
  const batchLine = (quantity: number) =>
    new RegExp(`^${batch}: ${longDate(expiry)}, ${quantity} at (ETB )?3\\.10$`);

  // 1. The Store Manager receives a batch from a supplier into the main store.
  const [storeContext, store] = await personAt(browser, 'store-manager@tena.demo');
  await store.goto('/admin/main/stockReceipt/l/new');
  await expect(store.getByRole('heading', { level: 1, name: 'New Goods Received' })).toBeVisible();
  await pick(store, store.getByRole('combobox', { name: 'Received Into' }), 'Main Store', 'Main');
  await store
    .getByRole('textbox', { name: 'Supplier', exact: true })
    .fill('Ethiopian Pharmaceuticals Supply Service (EPSS)');
  await store.getByRole('textbox', { name: 'Supplier Invoice' }).fill(`EPSS-INV-${tag}`);
  await store.getByRole('button', { name: 'Add Item' }).click();
  await pick(store, store.getByRole('combobox', { name: 'Product, row 1' }), drugName, tag);
  await store.getByRole('textbox', { name: 'Batch Number, row 1' }).fill(batch);
  await store.getByRole('textbox', { name: 'Expiry Date, row 1' }).fill(expiry);
  await store.getByRole('textbox', { name: 'Quantity, row 1' }).fill('100');
  await store.getByRole('textbox', { name: 'Unit Cost, row 1' }).fill('3.10');
  await expect(store.getByRole('status', { name: 'Amount, row 1' })).toContainText('310');
  await expectAccessible(store, store.getByRole('button', { name: 'Create', exact: true }));
  await field(store, 'items').getByRole('button', { name: 'Save' }).click();
  await store.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(store).toHaveURL(/\/stockReceipt\/l\/detail\/\d+$/);
  await expect(shown(store, 'Receipt Number')).toHaveText(/^GRN-\d{4}-\d{6}$/);
  await expect(shown(store, 'Status')).toHaveText('Received');
  await expect(posted(store)).toHaveText([
    /^Product/,
    `${drugName}Main StoreReceipt${batch} (expires ${longDate(expiry)})100100`,
  ]);
  // It is on the stock page: the main store holds the batch, first to expire first.
  await store.goto('/admin/main/stock');
  await chooseWarehouse(store, mainStore);
  const stocked = await onHandRow(store, drugName);
  await expect(stocked.getByRole('listitem')).toHaveText([batchLine(100)]);
  await expect(stocked.getByRole('cell').last()).toHaveText('100');
  await expectAccessible(store, stocked);

  // 2. The pharmacist asks the main store for 40 capsules for the OPD pharmacy.
  const [pharmacistContext, pharmacist] = await personAt(browser, 'pharmacist@tena.demo');
  await pharmacist.goto('/admin/main/wareHouseTransfer/l/new');
  await pick(pharmacist, pharmacist.getByRole('combobox', { name: 'From' }), 'Main Store', 'Main');
  await pick(pharmacist, pharmacist.getByRole('combobox', { name: 'To' }), 'OPD Pharmacy', 'OPD');
  await pharmacist.getByRole('button', { name: 'Add Item' }).click();
  await pick(
    pharmacist,
    pharmacist.getByRole('combobox', { name: 'Product, row 1' }),
    drugName,
    tag,
  );
  await pharmacist.getByRole('textbox', { name: 'Quantity, row 1' }).fill('40');
  await field(pharmacist, 'items').getByRole('button', { name: 'Save' }).click();
  await pharmacist.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(pharmacist).toHaveURL(/\/wareHouseTransfer\/l\/detail\/\d+$/);
  await expect(shown(pharmacist, 'Transfer Number')).toHaveText(/^TRF-\d{4}-\d{6}$/);
  const transferNumber = (await shown(pharmacist, 'Transfer Number').textContent()) ?? '';
  const transferPath = new URL(pharmacist.url()).pathname;
  await expect(pharmacist.getByRole('region', { name: 'Status' })).toContainText(
    'Status: Requested',
  );

  // The Store Manager finds the request among the transfers, approves it (by the keyboard) and
  // issues it: the stock leaves the main store and is in transit.
  await store.goto('/admin/main/wareHouseTransfer/l');
  await store.getByRole('searchbox', { name: 'Search Warehouse Transfer' }).fill(transferNumber);
  const requested = store
    .getByRole('grid', { name: 'Warehouse Transfer' })
    .getByRole('row')
    .filter({ hasText: transferNumber });
  await expect(requested).toContainText('Requested');
  await requested.getByRole('link', { name: /^Open record / }).click();
  await expect(store).toHaveURL(new RegExp(`${transferPath}$`));
  const transferStatus = store.getByRole('region', { name: 'Status' });
  await transferStatus.getByRole('button', { name: 'Approve' }).focus();
  await store.keyboard.press('Enter');
  await expect(transferStatus).toContainText('Status: Approved');
  await transferStatus.getByRole('button', { name: 'Issue' }).click();
  await expect(transferStatus).toContainText('Status: Issued');
  // Issued, it left the main store (the page shows what it posted, without a reload).
  await expect(posted(store).nth(1)).toHaveText(
    `${drugName}Main StoreTransfer Out${batch} (expires ${longDate(expiry)})4060`,
  );
  await storeContext.close();

  // The pharmacist sees it in transit and receives it into the OPD pharmacy, the same batch.
  await pharmacist.goto('/admin/main/stock_in_transit');
  await expect(
    pharmacist.getByRole('heading', { level: 1, name: 'Stock in Transit' }),
  ).toBeVisible();
  await pharmacist
    .getByRole('searchbox', { name: 'Search Warehouse Transfer' })
    .fill(transferNumber);
  const inTransit = pharmacist
    .getByRole('grid', { name: 'Warehouse Transfer' })
    .getByRole('row')
    .filter({ hasText: transferNumber });
  await expect(inTransit).toContainText('Main Store');
  await expect(inTransit).toContainText('OPD Pharmacy');
  await expect(inTransit).toContainText('Issued');
  await expectAccessible(pharmacist, inTransit);
  await inTransit.getByRole('link', { name: /^Open record / }).click();
  await expect(pharmacist).toHaveURL(new RegExp(`${transferPath}$`));
  const received = pharmacist.getByRole('region', { name: 'Status' });
  await received.getByRole('button', { name: 'Receive' }).click();
  await expect(received).toContainText('Status: Received');
  await expect(shown(pharmacist, 'Received By')).toHaveText('Pharmacist Demo');
  await expect(posted(pharmacist)).toHaveText([
    /^Product/,
    `${drugName}Main StoreTransfer Out${batch} (expires ${longDate(expiry)})4060`,
    `${drugName}OPD PharmacyTransfer In${batch} (expires ${longDate(expiry)})4040`,
  ]);
  await expectAccessible(pharmacist, posted(pharmacist).nth(2));

  // 3. The doctor prescribes from the visit: amoxicillin, found by its generic name.
  const [doctorContext, doctor] = await personAt(browser, 'doctor@tena.demo');
  await doctor.goto(`/admin/main/visit/l/detail/${visit.id}`);
  await doctor
    .getByRole('region', { name: /^Prescriptions \(0\)$/ })
    .getByRole('link', { name: 'Add prescription' })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'New Prescription' })).toBeVisible();
  await expect(doctor.getByRole('combobox', { name: 'Patient' })).toHaveValue(
    new RegExp(`^${patient.first} `),
  );
  // The demo doctor's account is no physician's record: they name the prescriber.
  await pick(
    doctor,
    doctor.getByRole('combobox', { name: 'Prescribed By' }),
    new RegExp(`^${physician.first_name} ${physician.last_name}`),
    physician.last_name,
  );
  await doctor
    .getByRole('textbox', { name: 'Diagnosis' })
    .fill('Community-acquired pneumonia, mild');
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/prescription\/l\/detail\/\d+$/);
  const prescriptionId = Number(doctor.url().split('/').pop());
  await expect(shown(doctor, 'Prescription Number')).toHaveText(/^RX-/);
  const prescriptionNumber = (await shown(doctor, 'Prescription Number').textContent()) ?? '';
  await doctor
    .getByRole('region', { name: /^Medicines \(0\)$/ })
    .getByRole('link', { name: 'Add medicine' })
    .click();
  await expect(
    doctor.getByRole('heading', { level: 1, name: 'New Prescription Item' }),
  ).toBeVisible();
  await expect(doctor.getByRole('combobox', { name: 'Prescription' })).toHaveValue(
    new RegExp(prescriptionNumber),
  );
  await pick(doctor, doctor.getByRole('combobox', { name: 'Medicine' }), drugName, 'amoxicillin');
  await doctor.getByRole('textbox', { name: 'Dose', exact: true }).fill('1');
  await pick(doctor, doctor.getByRole('combobox', { name: 'Dose Unit' }), 'Capsule', 'Caps');
  await pick(doctor, doctor.getByRole('combobox', { name: 'Frequency' }), 'Three times daily');
  // The quantity to dispense is worked out as the doctor types: 1 x 3 a day x 5 days.
  const quantityShown = doctor.getByText(/^Quantity to dispense:/);
  await doctor.getByRole('textbox', { name: 'Duration (days)' }).fill('5');
  await expect(quantityShown).toContainText('Quantity to dispense: 15');
  await doctor.getByRole('textbox', { name: 'Duration (days)' }).fill('7');
  await expect(quantityShown).toContainText('Quantity to dispense: 21');
  await doctor.getByRole('textbox', { name: 'Duration (days)' }).fill('5');
  await expect(quantityShown).toContainText('Quantity to dispense: 15');
  await expect(doctor.getByRole('combobox', { name: 'Route' })).toHaveValue('Oral');
  await doctor
    .getByRole('textbox', { name: 'Instructions' })
    .fill('After food; complete the course');
  await expectAccessible(doctor, quantityShown);
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/prescriptionItem\/l\/detail\/\d+$/);
  await expect(shown(doctor, 'Quantity to Dispense')).toHaveText('15');
  await expect(shown(doctor, 'Status')).toHaveText('Pending');
  await doctorContext.close();

  // 4. The pharmacist opens the prescription and dispenses 10 of the 15 capsules.
  await pharmacist.goto('/admin/main/prescriptions');
  await pharmacist.getByRole('searchbox', { name: 'Search Prescription' }).fill(prescriptionNumber);
  const prescriptionRow = pharmacist
    .getByRole('grid', { name: 'Prescription' })
    .getByRole('row')
    .filter({ hasText: prescriptionNumber });
  await expect(prescriptionRow).toContainText('Active');
  await prescriptionRow.getByRole('link', { name: /^Open record / }).click();
  await expect(pharmacist).toHaveURL(new RegExp(`/prescription/l/detail/${prescriptionId}$`));
  const medicines = pharmacist.getByRole('region', { name: /^Medicines \(1\)$/ });
  await expect(medicines.getByRole('row').nth(1)).toHaveText(
    `${drugName}1CapsuleOralThree times daily5150Pending`,
  );
  await expect(pharmacist.getByRole('region', { name: /^Dispensings \(0\)$/ })).toBeVisible();
  // Dispense opens the new dispensing with the prescription, its patient and what is left of
  // each medicine (all 15): the pharmacist picks the pharmacy (theirs are two) and gives 10.
  await pharmacist.getByRole('link', { name: 'Dispense', exact: true }).click();
  await expect(pharmacist.getByRole('heading', { level: 1, name: 'New Dispensing' })).toBeVisible();
  await expect(
    pharmacist.getByRole('heading', { level: 3, name: `Dispensing for ${fullName}` }),
  ).toBeVisible();
  await pick(
    pharmacist,
    pharmacist.getByRole('combobox', { name: 'Dispensed From' }),
    'OPD Pharmacy',
    'OPD',
  );
  const items = field(pharmacist, 'items');
  await expect(items.getByRole('row').nth(1)).toContainText(drugName);
  await expect(items.getByRole('row').nth(1)).toContainText('15');
  await items.getByRole('button', { name: 'Edit row 1' }).click();
  await expect(items.getByRole('status', { name: 'Product, row 1' })).toHaveText(drugName);
  await pharmacist.getByRole('textbox', { name: 'Quantity, row 1' }).fill('10');
  await expectAccessible(
    pharmacist,
    pharmacist.getByRole('button', { name: 'Create', exact: true }),
  );
  await items.getByRole('button', { name: 'Save' }).click();
  await pharmacist.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(pharmacist).toHaveURL(/\/dispensing\/l\/detail\/\d+$/);
  await expect(shown(pharmacist, 'Dispensing Number')).toHaveText(/^DSP-\d{4}-\d{6}$/);
  const dispensingNumber = (await shown(pharmacist, 'Dispensing Number').textContent()) ?? '';
  // First to expire first: the one batch the pharmacy holds, 40 less 10.
  await expect(posted(pharmacist)).toHaveText([
    /^Product/,
    `${drugName}OPD PharmacyDispensing${batch} (expires ${longDate(expiry)})1030`,
  ]);
  await expectAccessible(pharmacist, posted(pharmacist).nth(1));
  const printLabel = pharmacist.getByRole('link', { name: 'Print label' });
  await expect(printLabel).toHaveAttribute('target', '_blank');
  // Part of the prescription is given: it and its medicine are Partly Dispensed.
  await pharmacist
    .getByRole('region', { name: 'Dispensing', exact: true })
    .getByRole('link', { name: prescriptionNumber })
    .click();
  await expect(pharmacist.getByRole('region', { name: 'Status' })).toContainText(
    'Status: Partly Dispensed',
  );
  await expect(medicines.getByRole('row').nth(1)).toHaveText(
    `${drugName}1CapsuleOralThree times daily51510Partly Dispensed`,
  );
  await expect(
    pharmacist
      .getByRole('region', { name: /^Dispensings \(1\)$/ })
      .getByRole('row')
      .nth(1),
  ).toContainText(dispensingNumber);
  // The OPD pharmacy's balance went down by what was dispensed: the product's ledger there.
  await pharmacist.goto('/admin/main/stock');
  await chooseWarehouse(pharmacist, pharmacy);
  const pharmacyStock = await onHandRow(pharmacist, drugName);
  await expect(pharmacyStock.getByRole('listitem')).toHaveText([batchLine(30)]);
  await expect(pharmacyStock.getByRole('cell').last()).toHaveText('30');
  await pharmacyStock.getByRole('link', { name: drugName, exact: true }).click();
  const ledger = pharmacist.getByRole('table', { name: `Ledger of ${drugName}, newest first` });
  const batchShown = `${batch} (${longDate(expiry)})`;
  await expect(ledger.getByRole('row')).toHaveCount(3);
  await expect(ledger.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    `Dispensing ${dispensingNumber}`,
    batchShown,
    '',
    '10',
    '30',
    '30',
  ]);
  await expect(ledger.getByRole('row').nth(2).getByRole('cell')).toHaveText([
    `Transfer In ${transferNumber}`,
    batchShown,
    '40',
    '',
    '40',
    '40',
  ]);
  await expect(pharmacist.getByText(/^Balance before this page:/)).toHaveText(
    'Balance before this page: 0; balance now: 30 (Capsule).',
  );
  await expectAccessible(pharmacist, ledger);

  // 5. The pharmacy cashier invoices the dispensing's charge (10 capsules at 4.00) and is paid.
  const [cashierContext, cashier] = await personAt(browser, 'pharmacy-cashier@tena.demo');
  await cashier.goto('/admin/main/request-payment');
  await expect(cashier.getByRole('heading', { level: 1, name: 'Request Payment' })).toBeVisible();
  await cashier
    .getByRole('button', { name: new RegExp(`^Open ${patient.first} .* at Pharmacy$`) })
    .click();
  const dialog = cashier.getByRole('dialog');
  const charges = dialog.getByRole('group', { name: 'Charges to invoice' });
  await expect(charges.getByRole('checkbox')).toHaveCount(1);
  await expect(charges).toContainText(drugName);
  await expect(charges.getByRole('checkbox')).toBeChecked();
  await dialog.getByRole('button', { name: 'Make invoice' }).click();
  const status = dialog.getByTestId('fact-Status').locator('dd');
  await expect(status).toHaveText('Submitted');
  await expect(
    dialog.getByLabel('Invoice totals').getByTestId('total-Total').locator('dd'),
  ).toContainText('40.00');
  const amount = dialog.getByLabel('Amount', { exact: true });
  await expect(amount).toHaveValue('40.00');
  await expectAccessible(cashier, amount);
  await dialog.getByRole('button', { name: 'Record Payment' }).click();
  await expect(status).toHaveText('Paid');
  await expect(
    dialog.getByRole('status').getByRole('link', { name: 'Print receipt' }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Invoice lines' }).getByRole('row').nth(1),
  ).toHaveText(`${drugName}10ETB 4.00ETB 0.000%ETB 40.00`);
  // Paid in full, the patient leaves the queue; the dialog still names them.
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`${fullName}: Pharmacy`);
  await cashier.keyboard.press('Escape');
  await expect(
    cashier.getByRole('button', { name: new RegExp(`^Open ${patient.first} `) }),
  ).toHaveCount(0);
  await cashierContext.close();

  // 6. The pharmacist prints the label from the dispensing (opened from the ledger's line).
  await ledger.getByRole('link', { name: dispensingNumber }).click();
  await expect(shown(pharmacist, 'Dispensing Number')).toHaveText(dispensingNumber);
  const [label] = await Promise.all([pharmacistContext.waitForEvent('page'), printLabel.click()]);
  const sticker = label.getByRole('region', { name: `Label of ${drugName}` });
  const directionsText = 'Take 1 capsule three times daily for 5 days';
  await expect(sticker.getByRole('paragraph')).toHaveText([
    /^Addis Tena General Hospital\s*\d{2}-\d{2}-\d{4}$/,
    `${fullName} · ${mrn}`,
    drugName,
    directionsText,
    'After food; complete the course',
    `Quantity: 10 capsules · Batch ${batch} exp ${typedDate(expiry)}`,
    `${dispensingNumber} · ${prescriptionNumber} · Dispensed by Pharmacist Demo`,
  ]);
  await expectAccessible(label, sticker);
  const printButton = label.getByRole('button', { name: 'Print label' });
  await expect(printButton).toBeVisible();
  // Printed as Chromium prints it: one 80 x 50 mm label, without the Print button.
  await label.emulateMedia({ media: 'print' });
  await expect(printButton).toBeHidden();
  const sheets = await pdfPages(await label.pdf({ preferCSSPageSize: true }));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]?.width).toBeCloseTo(80 * MM, 0);
  expect(sheets[0]?.height).toBeCloseTo(50 * MM, 0);
  const printed = sheets[0]?.text ?? '';
  for (const words of [fullName, drugName, directionsText, 'Quantity: 10 capsules'])
    expect(printed).toContain(words);
  expect(printed).not.toContain('Print label');
  await pharmacistContext.close();
  for (const session of [storeApi, reception, doctorApi]) await session.api.dispose();
});
