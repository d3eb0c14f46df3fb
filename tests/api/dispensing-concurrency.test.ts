// Ten pharmacists dispensing the last units of a product at once (issue 20), on both databases:
// 10 units in the pharmacy, ten dispensings of 2 against ten prescriptions, all sent together.
// The ledger posting locks the product, so exactly five are dispensed and five are refused
// naming what is there; the balance and the ledger's sum end at 0.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('concurrent dispensings on $dialect', ({ make, skip }) => {
  const { f, rx, call, batches, ledger } = useStockSuite(
    { make, skip },
    () => new Date('2026-03-02T08:00:00Z'),
    { prescriptions: true },
  );

  it.skipIf(skip)('never oversells the last units', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.pharmacy, [
      { product, batch_number: 'LAST', expiry_date: '2027-01-31', quantity: 10 },
    ]);
    const prescriptions = [];
    for (let i = 0; i < 10; i += 1) prescriptions.push(await rx.prescriptionOf(product, 2));
    const answers = await Promise.all(
      prescriptions.map(({ rx: prescription, item }) =>
        call('POST', 'dispensing', f.as.pharmacist, {
          prescription: prescription.id,
          warehouse: f.warehouses.pharmacy,
          items: [{ prescription_item: item.id, quantity: 2 }],
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 422, 422, 422, 422, 422]);
    for (const refused of answers.filter((answer) => answer.statusCode === 422))
      expect(refused.json().details).toEqual([
        {
          field: 'items[0].quantity',
          message: expect.stringMatching(
            /^Only 0 of Paracetamol 500 mg tablet can be issued in Pharmacy-\S+; 2 asked$/,
          ),
        },
      ]);
    expect((await batches(product)).map((b) => b.quantity)).toEqual([0]);
    const lines = await ledger(product);
    const sum = lines.reduce(
      (total, l) => total + Number(l.quantity_in) - Number(l.quantity_out),
      0,
    );
    expect(sum).toBe(0);
    expect(lines.filter((l) => l.movement === 'Dispensing')).toHaveLength(5);
  });
});
