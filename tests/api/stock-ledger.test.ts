// The stock ledger's core (issue 20), on both databases: a goods received note opens batches and
// appends ledger lines; quantity and the ledger refuse every client write; an adjustment writes
// off a named batch with its reason; a receipt is reversed, not edited.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('stock ledger on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const stock = useStockSuite({ make, skip }, () => now);
  const { f, call, move } = stock;
  const balances = async (product: number) =>
    (await stock.batches(product))
      .map(({ warehouse, batch_number, expiry_date, quantity, unit_cost }) => ({
        warehouse,
        batch_number,
        expiry_date,
        quantity,
        unit_cost,
      }))
      .sort((a, b) => String(a.batch_number).localeCompare(String(b.batch_number)));
  const ledger = async (product: number) =>
    (await stock.ledger(product)).map(
      ({ movement, batch_number, quantity_in, quantity_out, balance_after, source_label }) => ({
        movement,
        batch_number,
        quantity_in,
        quantity_out,
        balance_after,
        source_label,
      }),
    );

  it.skipIf(skip)('posts a goods received note to the ledger and its batches', async () => {
    const product = await f.newProduct();
    const receipt = await f.receive(f.warehouses.main, [
      { product, batch_number: 'B-2', expiry_date: '2027-06-30', quantity: 100, unit_cost: '0.40' },
      { product, batch_number: 'B-1', expiry_date: '2026-12-31', quantity: 50 },
    ]);
    expect(receipt).toMatchObject({
      receipt_number: expect.stringMatching(/^GRN-2026-\d{6}$/),
      status: 'Received',
      received_by: 'store-manager@tena.demo',
    });
    expect(await balances(product)).toEqual([
      {
        warehouse: f.warehouses.main,
        batch_number: 'B-1',
        expiry_date: '2026-12-31',
        quantity: 50,
        unit_cost: '0.50',
      },
      {
        warehouse: f.warehouses.main,
        batch_number: 'B-2',
        expiry_date: '2027-06-30',
        quantity: 100,
        unit_cost: '0.40',
      },
    ]);
    expect(await ledger(product)).toEqual([
      {
        movement: 'Receipt',
        batch_number: 'B-2',
        quantity_in: 100,
        quantity_out: 0,
        balance_after: 100,
        source_label: receipt.receipt_number,
      },
      {
        movement: 'Receipt',
        batch_number: 'B-1',
        quantity_in: 50,
        quantity_out: 0,
        balance_after: 50,
        source_label: receipt.receipt_number,
      },
    ]);
  });

  it.skipIf(skip)('refuses every client write of quantity and the ledger', async () => {
    for (const model of ['quantity', 'stockLedger']) {
      const response = await call('POST', model, f.as.storeManager, { quantity: 5 });
      expect(response.statusCode, response.body).toBe(403);
    }
  });

  it.skipIf(skip)('refuses an expired receipt and a batch under another expiry', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'X-1', expiry_date: '2027-01-31', quantity: 10 },
    ]);
    const response = await call('POST', 'stockReceipt', f.as.storeManager, {
      warehouse: f.warehouses.main,
      supplier: 'EPSS',
      invoice_reference: 'INV-1',
      items: [
        { product, batch_number: 'X-0', expiry_date: '2026-02-28', quantity: 5, unit_cost: '1.00' },
        { product, batch_number: 'X-1', expiry_date: '2027-02-28', quantity: 5, unit_cost: '1.00' },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'items[0].expiry_date',
        message:
          'Batch X-0 expired on 2026-02-28: expired stock is not received (today is 2026-03-02)',
      },
      {
        field: 'items[1].expiry_date',
        message:
          'Batch X-1 is already held here with expiry 2027-01-31: a batch has one expiry date (check the label, or give the new stock its own batch number)',
      },
    ]);
    expect((await balances(product)).map((b) => b.quantity)).toEqual([10]);
  });

  it.skipIf(skip)('writes off a damaged batch with its reason, never below zero', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'D-1', expiry_date: '2027-01-31', quantity: 10 },
    ]);
    const body = {
      adjustment_type: 'Damaged',
      warehouse: f.warehouses.main,
      product,
      batch_number: 'D-1',
      reason: 'Carton crushed in the store',
    };
    const tooMuch = await call('POST', 'stockAdjustment', f.as.storeManager, {
      ...body,
      quantity_change: -11,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details).toEqual([
      {
        field: 'quantity_change',
        message: expect.stringMatching(
          /^Only 10 of Paracetamol 500 mg tablet in Main Store-\S+ in batch D-1; 11 asked$/,
        ),
      },
    ]);
    const byPharmacist = await call('POST', 'stockAdjustment', f.as.pharmacist, {
      ...body,
      quantity_change: -2,
    });
    expect(byPharmacist.statusCode).toBe(403);
    const ok = await call('POST', 'stockAdjustment', f.as.storeManager, {
      ...body,
      quantity_change: -4,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ balance_after: 6, adjusted_by: 'store-manager@tena.demo' });
    expect((await balances(product)).map((b) => b.quantity)).toEqual([6]);
  });

  it.skipIf(skip)('reverses a receipt by another movement, not by an edit', async () => {
    const product = await f.newProduct();
    const receipt = await f.receive(f.warehouses.main, [
      { product, batch_number: 'R-1', expiry_date: '2027-01-31', quantity: 10 },
    ]);
    const edit = await call('PUT', `stockReceipt/${receipt.id}`, f.as.storeManager, {
      version: receipt.version,
      supplier: 'Other',
    });
    expect(edit.statusCode).toBe(403);
    const reversed = await move('stockReceipt', Number(receipt.id), 'Reversed', f.as.storeManager, {
      reversal_reason: 'Entered against the wrong warehouse',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect((await balances(product)).map((b) => b.quantity)).toEqual([0]);
    expect((await ledger(product)).map((l) => [l.movement, l.quantity_in, l.quantity_out])).toEqual(
      [
        ['Receipt', 10, 0],
        ['Reversal', 0, 10],
      ],
    );
  });
});
