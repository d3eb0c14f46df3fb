// Stock returns (issue 20), on both databases: a patient brings back medicines of a dispensing
// (only its batches, no more than it gave less what came back before, into its pharmacy, its
// unbilled charge cut down or voided, refused while billed); goods go back to the supplier from
// a named batch, expired ones too, never more than the batch holds.
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceBody } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import type { Row } from '../helpers/stock-fixtures';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('stock returns on $dialect', ({ make, skip }) => {
  let now = new Date('2026-03-02T08:00:00Z');
  // A batch expires as the clock moves on by days: sign-ins last the whole test.
  const { f, rx, call, move, chargesOf, balances, ledger } = useStockSuite(
    { make, skip },
    () => now,
    { prescriptions: true, longSignIns: true },
  );
  let pharmacyName: string;

  beforeAll(async () => {
    if (skip) return;
    pharmacyName = String(
      (await call('GET', `wareHouse/${f.warehouses.pharmacy}`, f.as.storeManager)).json().name,
    );
  }, 60_000);

  /** A product in the pharmacy (EARLY 4, LATE 30) dispensed `quantity` units: product and dispensing. */
  async function dispensed(quantity: number) {
    const product = await f.newProduct({ unit_price: '2.00' });
    await f.receive(f.warehouses.pharmacy, [
      { product, batch_number: 'LATE', expiry_date: '2027-06-30', quantity: 30 },
      { product, batch_number: 'EARLY', expiry_date: '2026-09-30', quantity: 4 },
    ]);
    const { rx: prescription, item } = await rx.prescriptionOf(product, quantity);
    const response = await call('POST', 'dispensing', f.as.pharmacist, {
      prescription: prescription.id,
      warehouse: f.warehouses.pharmacy,
      items: [{ prescription_item: item.id, quantity }],
    });
    expect(response.statusCode, response.body).toBe(201);
    return { product, dispensing: response.json() as Row };
  }
  const patientReturn = (dispensing: Row, items: Row[], more: Row = {}) =>
    call('POST', 'stockReturn', f.as.pharmacist, {
      return_type: 'Patient Return',
      dispensing: dispensing.id,
      items,
      reason: 'Patient stopped the medicine on the doctor’s advice',
      ...more,
    });

  it.skipIf(skip)('puts a patient’s return back in its batch and cuts the charge', async () => {
    const { product, dispensing } = await dispensed(10);
    const at = `${f.warehouses.pharmacy}/`;
    expect(await balances(product)).toEqual({ [`${at}LATE`]: 24 });
    const first = await patientReturn(dispensing, [{ product, batch_number: 'LATE', quantity: 3 }]);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      return_number: expect.stringMatching(/^RET-2026-\d{6}$/),
      warehouse: f.warehouses.pharmacy,
      returned_by: 'pharmacist@tena.demo',
      status: 'Posted',
    });
    expect(await balances(product)).toEqual({ [`${at}LATE`]: 27 });
    expect((await ledger(product)).at(-1)).toMatchObject({
      movement: 'Return',
      batch_number: 'LATE',
      expiry_date: '2027-06-30',
      quantity_in: 3,
      balance_after: 27,
      source_label: first.json().return_number,
    });
    const id = Number(dispensing.id);
    expect(await chargesOf('dispensing', id)).toMatchObject([
      { quantity: 7, amount: '14.00', status: 'Unbilled' },
    ]);

    const tooMany = await patientReturn(dispensing, [
      { product, batch_number: 'LATE', quantity: 4 },
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().details).toEqual([
      {
        field: 'items[0].quantity',
        message: `Only 3 of Paracetamol 500 mg tablet batch LATE can still be returned to ${dispensing.dispensing_number}: 6 dispensed, 3 already returned`,
      },
    ]);
    const rest = await patientReturn(dispensing, [
      { product, batch_number: 'LATE', quantity: 3 },
      { product, batch_number: 'EARLY', quantity: 4 },
    ]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await balances(product)).toEqual({ [`${at}LATE`]: 30, [`${at}EARLY`]: 4 });
    expect(await chargesOf('dispensing', id)).toMatchObject([{ quantity: 7, status: 'Void' }]);
  });

  it.skipIf(skip)('refuses what the dispensing did not give, and another warehouse', async () => {
    const { product, dispensing } = await dispensed(2);
    const other = await f.newProduct({ name: 'Amoxicillin 500 mg capsule' });
    const label = String(dispensing.dispensing_number);
    const response = await patientReturn(
      dispensing,
      [
        { product, batch_number: 'LATE', quantity: 1 },
        { product: other, batch_number: 'EARLY', quantity: 1 },
        { product, batch_number: 'EARLY', quantity: 1.5 },
      ],
      { warehouse: f.warehouses.main },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { field: 'items[2].quantity', message: 'Quantity must be a whole number of units above 0' },
    ]);
    const wrong = await patientReturn(
      dispensing,
      [
        { product, batch_number: 'LATE', quantity: 1 },
        { product: other, batch_number: 'EARLY', quantity: 1 },
      ],
      { warehouse: f.warehouses.main },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().details).toEqual([
      {
        field: 'warehouse',
        message: `${label} was dispensed from ${pharmacyName}: a patient return goes back into that warehouse`,
      },
      {
        field: 'items[0].batch_number',
        message: `${label} gave out no batch LATE of Paracetamol 500 mg tablet: it gave out batch EARLY (2)`,
      },
      {
        field: 'items[1].batch_number',
        message: `${label} did not dispense Amoxicillin 500 mg capsule: only what it gave out can be returned`,
      },
    ]);
  });

  it.skipIf(skip)(
    'refuses a return of a billed medicine until its invoice is cancelled',
    async () => {
      const { product, dispensing } = await dispensed(5);
      const id = Number(dispensing.id);
      const [charge] = await chargesOf('dispensing', id);
      const invoice = await call(
        'POST',
        'invoice',
        f.as.pharmacyCashier,
        invoiceBody(Number(dispensing.patient), 'Pharmacy', [charge as Row]),
      );
      expect(invoice.statusCode, invoice.body).toBe(201);
      const line = [{ product, batch_number: 'EARLY', quantity: 1 }];
      const refused = await patientReturn(dispensing, line);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'items[0].product',
          message: `${charge?.description} is billed on invoice ${invoice.json().invoice_number}: cancel that invoice, or refund the line with a credit note, first; then record the return`,
        },
      ]);
      expect(await balances(product)).toEqual({ [`${f.warehouses.pharmacy}/LATE`]: 29 });
      const cancelled = await move(
        'invoice',
        Number(invoice.json().id),
        'Cancelled',
        f.as.pharmacyCashier,
        {
          cancellation_reason: 'Patient returns part of the medicine',
        },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await patientReturn(dispensing, line)).statusCode).toBe(201);
      expect(await chargesOf('dispensing', id)).toMatchObject([
        { quantity: 4, amount: '8.00', status: 'Unbilled' },
      ]);
    },
  );

  it.skipIf(skip)('sends a named batch back to the supplier, expired too, never more', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'S-1', expiry_date: '2026-03-05', quantity: 12 },
    ]);
    const send = (items: Row[]) =>
      call('POST', 'stockReturn', f.as.storeManager, {
        return_type: 'Return to Supplier',
        warehouse: f.warehouses.main,
        items,
        reason: 'Expired: EPSS takes it back for credit',
      });
    const before = now;
    now = new Date('2026-03-09T08:00:00Z');
    try {
      const tooMany = await send([{ product, batch_number: 'S-1', quantity: 13 }]);
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().details).toEqual([
        {
          field: 'items[0].quantity',
          message: expect.stringMatching(
            /^Only 12 of Paracetamol 500 mg tablet in Main Store-\S+ in batch S-1; 13 asked$/,
          ),
        },
      ]);
      const unknown = await send([{ product, batch_number: 'S-9', quantity: 1 }]);
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().details[0].message).toMatch(
        /^Paracetamol 500 mg tablet in Main Store-\S+ has no batch S-9: name a batch it holds/,
      );
      const ok = await send([{ product, batch_number: 'S-1', quantity: 12 }]);
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({
        return_type: 'Return to Supplier',
        reason: 'Expired: EPSS takes it back for credit',
        returned_by: 'store-manager@tena.demo',
        returned_at: now.toISOString(),
      });
      expect(await balances(product)).toEqual({});
      expect((await ledger(product)).at(-1)).toMatchObject({
        movement: 'Return',
        quantity_out: 12,
        balance_after: 0,
      });
    } finally {
      now = before;
    }
  });
});
