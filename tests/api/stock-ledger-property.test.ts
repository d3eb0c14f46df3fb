// The stock ledger's property (issue 20), on both databases: over random series of movements
// made through the API (receipts, reversals, count adjustments, transfers requested, issued and
// received, returns to the supplier, dispensings and patients' returns of them, days passing so
// batches expire: stock-series.ts), with random products,
// batches and quantities, each movement is taken or refused exactly as an in-memory model says
// (stock-model.ts), and after every series each `quantity` row equals the sum of its ledger
// lines (in - out), none is negative, each ledger line's balance_after is the running sum of its
// batch, and the balances are the model's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { dialectCases } from '../helpers/databases';
import { ledgerEqualsBalances } from '../helpers/ledger-equals-balances';
import type { Row } from '../helpers/stock-fixtures';
import { StockModel, type Taken } from '../helpers/stock-model';
import { DAY_MS, EXPIRES_IN, type Op, series } from '../helpers/stock-series';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('stock ledger property on $dialect', ({ make, skip }) => {
  let now = new Date('2026-03-02T08:00:00Z');
  const { suite, f, rx, call, move, request, step } = useStockSuite({ make, skip }, () => now, {
    prescriptions: true,
    longSignIns: true,
  });
  const today = () => now.toISOString().slice(0, 10);

  async function runSeries(ops: readonly Op[]) {
    const products = [
      await f.newProduct(),
      await f.newProduct({ name: 'Amoxicillin 500 mg capsule' }),
    ];
    const start = Date.parse(`${today()}T00:00:00Z`);
    const expiry = (b: string) =>
      new Date(start + EXPIRES_IN[b as keyof typeof EXPIRES_IN] * DAY_MS)
        .toISOString()
        .slice(0, 10);
    const model = new StockModel((_product, b) => expiry(b));
    const stores = [f.warehouses.main, f.warehouses.pharmacy];
    const keepers = [f.as.storeManager, f.as.pharmacist];
    const receipts: { id: number; w: number; lines: { p: number; b: string; q: number }[] }[] = [];
    const inTransit: { id: number; to: number; p: number; taken: Taken[] }[] = [];
    const dispensings: { id: number; p: number; left: Taken[] }[] = [];
    const pharmacy = f.warehouses.pharmacy;
    const expectStatus = (
      response: { statusCode: number; body: string },
      code: number,
      what: string,
    ) => expect(response.statusCode, `${what}: ${response.body}`).toBe(code);

    for (const o of ops) {
      if (o.kind === 'daysPass') {
        now = new Date(now.getTime() + o.days * DAY_MS);
      } else if (o.kind === 'receive') {
        const lines = o.lines.map((l) => ({
          product: products[l.p] as number,
          batch: l.b,
          quantity: l.q,
        }));
        const taken = model.receiptTaken(lines, today());
        const response = await call('POST', 'stockReceipt', f.as.storeManager, {
          warehouse: stores[o.w],
          supplier: 'EPSS',
          invoice_reference: 'INV-P',
          items: lines.map((l) => ({
            product: l.product,
            batch_number: l.batch,
            expiry_date: expiry(l.batch),
            quantity: l.quantity,
            unit_cost: '0.50',
          })),
        });
        expectStatus(response, taken ? 201 : 422, `receipt ${JSON.stringify(o)}`);
        if (!taken) continue;
        for (const l of lines) model.add(stores[o.w] as number, l.product, l.batch, l.quantity);
        receipts.push({ id: Number(response.json().id), w: o.w, lines: o.lines });
      } else if (o.kind === 'adjust') {
        const [w, p] = [stores[o.w] as number, products[o.p] as number];
        const held = model.balance(w, p, o.b);
        const taken = held !== undefined && held + o.change >= 0;
        const response = await call('POST', 'stockAdjustment', f.as.storeManager, {
          adjustment_type: 'Count Difference',
          warehouse: w,
          product: p,
          batch_number: o.b,
          quantity_change: o.change,
          reason: 'Stock count',
        });
        expectStatus(response, taken ? 201 : 422, `adjustment ${JSON.stringify(o)}`);
        if (taken) model.add(w, p, o.b, o.change);
      } else if (o.kind === 'transfer') {
        const [from, to, p] = [
          stores[o.w] as number,
          stores[1 - o.w] as number,
          products[o.p] as number,
        ];
        const requested = await request(from, to, [
          { product: p, quantity: o.q, ...(o.b ? { batch_number: o.b } : {}) },
        ]);
        const held = o.b ? (model.balance(from, p, o.b) ?? 0) : 1;
        expectStatus(requested, held > 0 ? 201 : 422, `transfer request ${JSON.stringify(o)}`);
        if (held <= 0) continue;
        const id = Number(requested.json().id);
        expectStatus(await step(id, 'Approved', f.as.storeManager), 200, 'approve');
        const taken = o.b
          ? model.namedTaken(from, p, o.b, o.q, today(), false)
            ? [{ batch: o.b, quantity: o.q }]
            : undefined
          : model.fefo(from, p, o.q, today());
        const issued = await step(id, 'Issued', keepers[o.w] as Record<string, string>);
        expectStatus(issued, taken ? 200 : 422, `issue ${JSON.stringify(o)}`);
        if (!taken) {
          expectStatus(
            await step(id, 'Cancelled', f.as.storeManager, { cancellation_reason: 'Short' }),
            200,
            'cancel',
          );
          continue;
        }
        for (const t of taken) model.add(from, p, t.batch, -t.quantity);
        inTransit.push({ id, to: 1 - o.w, p, taken });
      } else if (o.kind === 'arrive') {
        if (inTransit.length === 0) continue;
        const [t] = inTransit.splice(o.pick % inTransit.length, 1);
        if (!t) continue;
        expectStatus(
          await step(t.id, 'Received', keepers[t.to] as Record<string, string>),
          200,
          'receive',
        );
        for (const x of t.taken) model.add(stores[t.to] as number, t.p, x.batch, x.quantity);
      } else if (o.kind === 'dispense') {
        const p = products[o.p] as number;
        const taken = model.fefo(pharmacy, p, o.q, today());
        const { rx: prescription, item } = await rx.prescriptionOf(p, o.q);
        const response = await call('POST', 'dispensing', f.as.pharmacist, {
          prescription: prescription.id,
          warehouse: pharmacy,
          items: [{ prescription_item: item.id, quantity: o.q }],
        });
        expectStatus(response, taken ? 201 : 422, `dispensing ${JSON.stringify(o)}`);
        if (!taken) continue;
        for (const t of taken) model.add(pharmacy, p, t.batch, -t.quantity);
        dispensings.push({ id: Number((response.json() as Row).id), p, left: taken });
      } else if (o.kind === 'patientReturn') {
        const d = dispensings[o.pick % Math.max(1, dispensings.length)];
        const t = d?.left[o.pick % d.left.length];
        if (!d || !t) continue;
        const response = await call('POST', 'stockReturn', f.as.pharmacist, {
          return_type: 'Patient Return',
          dispensing: d.id,
          items: [{ product: d.p, batch_number: t.batch, quantity: o.q }],
          reason: 'Stopped by the doctor',
        });
        const taken = o.q <= t.quantity;
        expectStatus(response, taken ? 201 : 422, `patient return ${JSON.stringify(o)}`);
        if (!taken) continue;
        t.quantity -= o.q;
        model.add(pharmacy, d.p, t.batch, o.q);
      } else if (o.kind === 'reverse') {
        if (receipts.length === 0) continue;
        const index = o.pick % receipts.length;
        const r = receipts[index];
        if (!r) continue;
        const w = stores[r.w] as number;
        const taken = r.lines.every((l) =>
          model.namedTaken(w, products[l.p] as number, l.b, l.q, today(), true),
        );
        const response = await move('stockReceipt', r.id, 'Reversed', f.as.storeManager, {
          reversal_reason: 'Wrong delivery',
        });
        expectStatus(response, taken ? 200 : 422, `reversal of ${JSON.stringify(r)}`);
        if (!taken) continue;
        receipts.splice(index, 1);
        for (const l of r.lines) model.add(w, products[l.p] as number, l.b, -l.q);
      } else {
        const [w, p] = [stores[o.w] as number, products[o.p] as number];
        const taken = model.namedTaken(w, p, o.b, o.q, today(), true);
        const response = await call('POST', 'stockReturn', f.as.storeManager, {
          return_type: 'Return to Supplier',
          warehouse: w,
          items: [{ product: p, batch_number: o.b, quantity: o.q }],
          reason: 'Recalled by the supplier',
        });
        expectStatus(response, taken ? 201 : 422, `supplier return ${JSON.stringify(o)}`);
        if (taken) model.add(w, p, o.b, -o.q);
      }
    }
    const actual = (await ledgerEqualsBalances(suite.app.database.db as unknown as AnyDb))
      .byProduct;
    const expected = model.balancesOf(products);
    const mine: Record<string, number> = {};
    for (const p of products) Object.assign(mine, actual.get(p) ?? {});
    expect(mine).toEqual(expected);
  }

  it.skipIf(skip)(
    'keeps every balance equal to its ledger over random movement series',
    async () => {
      await fc.assert(
        fc.asyncProperty(series, runSeries),
        // Each series moves the clock and the database on: shrinking would replay it elsewhere.
        { numRuns: 30, endOnFailure: true },
      );
    },
    120_000,
  );
});
