// Dispensing (issue 20), on both databases: the pharmacist dispenses part of a prescription
// from the pharmacy, first expiry first out, then the rest from a named batch; stock goes down,
// each medicine is charged to its billing service, the items and the prescription follow; what
// is refused and with which message.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import type { Row } from '../helpers/stock-fixtures';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('dispensing on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const { f, rx, call, move, chargesOf, batches } = useStockSuite({ make, skip }, () => now, {
    prescriptions: true,
  });
  const dispense = (prescription: unknown, items: Row[], more: Row = {}, as = f.as.pharmacist) =>
    call('POST', 'dispensing', as, {
      prescription,
      warehouse: f.warehouses.pharmacy,
      items,
      ...more,
    });
  const stockOf = async (product: number) =>
    (await batches(product)).map((b) => [b.batch_number, b.quantity]).sort();

  it.skipIf(skip)('dispenses part first expiry first, then the rest, charging each', async () => {
    const product = await f.newProduct({ unit_price: '2.00' });
    await f.receive(f.warehouses.pharmacy, [
      { product, batch_number: 'LATE', expiry_date: '2027-06-30', quantity: 30 },
      { product, batch_number: 'EARLY', expiry_date: '2026-09-30', quantity: 10 },
    ]);
    const { rx: prescription, item } = await rx.prescriptionOf(product, 20);
    const part = await dispense(prescription.id, [{ prescription_item: item.id, quantity: 15 }]);
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      dispensing_number: expect.stringMatching(/^DSP-2026-\d{6}$/),
      patient: prescription.patient,
      dispensed_by: 'pharmacist@tena.demo',
      dispensed_at: now.toISOString(),
      items: [{ prescription_item: item.id, product, quantity: 15 }],
    });
    expect(await stockOf(product)).toEqual([
      ['EARLY', 0],
      ['LATE', 25],
    ]);
    const charges = await chargesOf('dispensing', Number(part.json().id));
    expect(charges).toMatchObject([
      {
        patient: prescription.patient,
        quantity: 15,
        amount: '30.00',
        status: 'Unbilled',
        source_label: part.json().dispensing_number,
      },
    ]);
    const afterPart = await call('GET', `prescriptionItem/${item.id}`, f.as.pharmacist);
    expect(afterPart.json()).toMatchObject({ dispensed_quantity: 15, status: 'Partly Dispensed' });
    const rxPart = await call('GET', `prescription/${prescription.id}`, f.as.pharmacist);
    expect(rxPart.json().status).toBe('Partly Dispensed');

    const tooMany = await dispense(prescription.id, [{ prescription_item: item.id, quantity: 10 }]);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().details).toEqual([
      {
        field: 'items[0].quantity',
        message:
          'Items row 1: 10 of Paracetamol 500 mg tablet asked, but only 5 are left to dispense (20 prescribed, 15 dispensed)',
      },
    ]);
    const cancel = await move('prescription', Number(prescription.id), 'Cancelled', f.as.doctor, {
      cancellation_reason: 'Pain settled',
    });
    // Cancel leaves only Active: once anything is dispensed the workflow refuses it.
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(cancel.json().code).toBe('INVALID_TRANSITION');

    const rest = await dispense(prescription.id, [
      { prescription_item: item.id, quantity: 5, batch_number: 'LATE' },
    ]);
    expect(rest.statusCode, rest.body).toBe(201);
    expect(await stockOf(product)).toEqual([
      ['EARLY', 0],
      ['LATE', 20],
    ]);
    const done = await call('GET', `prescription/${prescription.id}`, f.as.pharmacist);
    expect(done.json().status).toBe('Dispensed');
    const itemDone = await call('GET', `prescriptionItem/${item.id}`, f.as.pharmacist);
    expect(itemDone.json()).toMatchObject({ dispensed_quantity: 20, status: 'Dispensed' });
    const again = await dispense(prescription.id, [{ prescription_item: item.id, quantity: 1 }]);
    expect(again.statusCode).toBe(422);
    expect(again.json().details).toContainEqual({
      field: 'prescription',
      message: `Prescription: ${prescription.prescription_number} is not one this dispensing may pick (its Status must be one of Active, Partly Dispensed)`,
    });
  });

  it.skipIf(skip)('refuses what the pharmacy does not hold, naming what is there', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.pharmacy, [
      { product, batch_number: 'S-1', expiry_date: '2027-01-31', quantity: 3 },
    ]);
    const { rx: prescription, item } = await rx.prescriptionOf(product, 5);
    const short = await dispense(prescription.id, [{ prescription_item: item.id, quantity: 5 }]);
    expect(short.statusCode).toBe(422);
    expect(short.json().details).toEqual([
      {
        field: 'items[0].quantity',
        message: expect.stringMatching(
          /^Only 3 of Paracetamol 500 mg tablet can be issued in Pharmacy-\S+; 5 asked \(batch S-1: 3 \(expires 2027-01-31\)\)$/,
        ),
      },
    ]);
    expect(await stockOf(product)).toEqual([['S-1', 3]]);
    expect(await chargesOf('prescription', Number(prescription.id))).toEqual([]);
    const itemAfter = await call('GET', `prescriptionItem/${item.id}`, f.as.pharmacist);
    expect(itemAfter.json()).toMatchObject({ dispensed_quantity: 0, status: 'Pending' });
  });

  it.skipIf(skip)(
    'refuses the wrong store, role, medicine, quantity and an uncharged product',
    async () => {
      const product = await f.newProduct();
      await f.receive(f.warehouses.pharmacy, [
        { product, batch_number: 'W-1', expiry_date: '2027-01-31', quantity: 50 },
      ]);
      const { rx: prescription, item } = await rx.prescriptionOf(product, 10);
      const { item: otherItem } = await rx.prescriptionOf(product, 10);
      const fromStore = await dispense(
        prescription.id,
        [{ prescription_item: item.id, quantity: 1 }],
        {
          warehouse: f.warehouses.main,
        },
      );
      expect(fromStore.statusCode).toBe(422);
      expect(fromStore.json().details).toEqual([
        { field: 'warehouse', message: expect.stringMatching(/its Type must be Pharmacy\)$/) },
      ]);
      const managersOnly = await f.newWarehouse('Pharmacy', {
        issuing_roles: ['Pharmacy Manager'],
      });
      const notMine = await dispense(
        prescription.id,
        [{ prescription_item: item.id, quantity: 1 }],
        {
          warehouse: managersOnly,
        },
      );
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toMatch(
        /^Only Pharmacy Manager may dispense from Pharmacy-\S+: you are signed in as Pharmacist$/,
      );
      // Another prescription's medicine is refused by the row's picker (its refFilter).
      const other = await dispense(prescription.id, [
        { prescription_item: otherItem.id, quantity: 1 },
      ]);
      expect(other.statusCode).toBe(422);
      expect(other.json().details).toEqual([
        {
          field: 'items[0].prescription_item',
          message: expect.stringMatching(
            /^Items row 1: .+ is not one this dispensing may pick \(its Prescription must be RX-2026-\d{6}\)$/,
          ),
        },
      ]);
      const half = await dispense(prescription.id, [{ prescription_item: item.id, quantity: 1.5 }]);
      expect(half.statusCode).toBe(422);
      expect(half.json().details).toEqual([
        {
          field: 'items[0].quantity',
          message: 'Items row 1: the quantity must be a whole number of units above 0',
        },
      ]);
      const stored = await call('GET', `product/${product}`, f.as.pharmacyManager);
      const off = await call('PUT', `product/${product}`, f.as.pharmacyManager, {
        version: stored.json().version,
        is_active: false,
      });
      expect(off.statusCode, off.body).toBe(200);
      const uncharged = await dispense(prescription.id, [
        { prescription_item: item.id, quantity: 1 },
      ]);
      expect(uncharged.statusCode).toBe(422);
      expect(uncharged.json().details).toEqual([
        {
          field: 'items[0].prescription_item',
          message: expect.stringMatching(
            /^Items row 1: Paracetamol 500 mg tablet has no active billing service of its code \S+, so it cannot be charged/,
          ),
        },
      ]);
      expect(await stockOf(product)).toEqual([['W-1', 50]]);
    },
  );
});
