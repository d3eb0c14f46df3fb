// A new dispensing's Dispensed From (issue 20), on both databases: left empty, it is the one
// active pharmacy whose issuing roles include the dispenser's role (pharmacy.issuing-pharmacy);
// with two such pharmacies the dispenser picks (Dispensed From is required).
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('a dispensing without a warehouse on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const { f, rx, call } = useStockSuite({ make, skip }, () => now, { prescriptions: true });

  it.skipIf(skip)('takes the one pharmacy the role issues from, else asks for it', async () => {
    const product = await f.newProduct({ unit_price: '2.00' });
    await f.receive(f.warehouses.pharmacy, [
      { product, batch_number: 'B1', expiry_date: '2027-06-30', quantity: 30 },
    ]);
    const { rx: prescription, item } = await rx.prescriptionOf(product, 20);
    const body = {
      prescription: prescription.id,
      items: [{ prescription_item: item.id, quantity: 5 }],
    };

    // Another kind of store and an inactive pharmacy naming the role do not count.
    await f.newWarehouse('Main Store', { issuing_roles: ['Pharmacist'] });
    await f.newWarehouse('Pharmacy', { is_active: false });
    const filled = await call('POST', 'dispensing', f.as.pharmacist, body);
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json().warehouse).toBe(f.warehouses.pharmacy);

    // A warehouse sent is kept: the fill only fills what is empty.
    const second = await f.newWarehouse('Pharmacy');
    const named = await call('POST', 'dispensing', f.as.pharmacist, { ...body, warehouse: second });
    // Nothing is in stock there: refused for that store's stock, not for a missing warehouse.
    expect(named.statusCode, named.body).toBe(422);
    expect(named.json().message).toMatch(/Pharmacy-\S+/);
    expect(named.json().details.map((d: { field: string }) => d.field)).not.toContain('warehouse');

    // Two active pharmacies name the Pharmacist now: no guess.
    const open = await call('POST', 'dispensing', f.as.pharmacist, body);
    expect(open.statusCode).toBe(422);
    expect(open.json().details).toEqual([
      { field: 'warehouse', message: expect.stringMatching(/Dispensed From/) },
    ]);
  });
});
