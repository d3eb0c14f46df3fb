// Warehouse transfers (issue 20), on both databases: a request's rules and messages; approve,
// reject and cancel keep who and when; issue by the sending store's roles only, first expiry
// first out, expired batches skipped, never below zero; in transit the stock is in neither
// store's balance (the Stock in Transit page lists them); receipt by the receiving store's roles
// puts the same batches in.
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useStockSuite } from '../helpers/stock-suite';

describe.each(dialectCases)('stock transfers on $dialect', ({ make, skip }) => {
  let now = new Date('2026-03-02T08:00:00Z');
  // Batches expire as the clock moves on by days: sign-ins last the whole test.
  const { suite, f, call, balances, ledger, request, approved, step } = useStockSuite(
    { make, skip },
    () => now,
    { longSignIns: true },
  );
  let mainName: string;
  let pharmacyName: string;

  beforeAll(async () => {
    if (skip) return;
    const name = async (id: number) =>
      String((await call('GET', `wareHouse/${id}`, f.as.storeManager)).json().name);
    mainName = await name(f.warehouses.main);
    pharmacyName = await name(f.warehouses.pharmacy);
  }, 60_000);

  it.skipIf(skip)('refuses a request between one store, or with bad rows', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'Q-1', expiry_date: '2027-01-31', quantity: 10 },
    ]);
    const same = await request(f.warehouses.main, f.warehouses.main, [{ product, quantity: 1 }]);
    expect(same.statusCode).toBe(422);
    expect(same.json().details).toEqual([
      {
        field: 'to_warehouse',
        message: `From and To are both ${mainName}: a transfer moves stock to another warehouse`,
      },
    ]);
    const rows = await request(f.warehouses.main, f.warehouses.pharmacy, [
      { product, quantity: 2.5 },
      { product, quantity: 3 },
      { product, quantity: 1, batch_number: 'Q-9' },
    ]);
    expect(rows.statusCode).toBe(422);
    expect(rows.json().details).toEqual([
      { field: 'items[0].quantity', message: 'Quantity must be a whole number of units above 0' },
      {
        field: 'items[1].product',
        message:
          'Paracetamol 500 mg tablet with no batch named is already on row 1: put its whole quantity on one row',
      },
      {
        field: 'items[2].batch_number',
        message: `${mainName} holds no batch Q-9 of Paracetamol 500 mg tablet: name one it holds (Q-1: 10), or leave the batch empty to send the first to expire`,
      },
    ]);
  });

  it.skipIf(skip)('refuses a request from an inactive store', async () => {
    const closed = await f.newWarehouse('Ward Stock', { is_active: false });
    const response = await request(closed, f.warehouses.pharmacy, [
      { product: f.products.ors, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json().details)).toContain('from_warehouse');
  });

  it.skipIf(skip)(
    'needs a second person: whoever requested a transfer does not approve it',
    async () => {
      const line = [{ product: f.products.ors, quantity: 5 }];
      const made = await request(f.warehouses.main, f.warehouses.pharmacy, line, f.as.storeManager);
      expect(made.statusCode, made.body).toBe(201);
      const { id, transfer_number: number } = made.json();
      const own = await step(Number(id), 'Approved', f.as.storeManager);
      expect(own.statusCode).toBe(403);
      const message = `You requested ${number}: another person approves it`;
      expect(own.json()).toMatchObject({ message, details: [{ field: 'status', message }] });
      const still = await call('GET', `wareHouseTransfer/${id}`, f.as.storeManager);
      expect(still.json()).toMatchObject({ status: 'Requested', approved_by: null });
      // Another approver takes it; the requester may still reject their own request.
      const other = await step(Number(id), 'Approved', f.as.pharmacyManager);
      expect(other.statusCode, other.body).toBe(200);
      const mine = await request(f.warehouses.main, f.warehouses.pharmacy, line, f.as.storeManager);
      const rejected = await step(Number(mine.json().id), 'Rejected', f.as.storeManager, {
        rejection_reason: 'Entered twice; the other request stands',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
    },
  );

  it.skipIf(skip)('keeps who requested, approved, rejected and cancelled, and when', async () => {
    const line = [{ product: f.products.ors, quantity: 5 }];
    const made = await request(f.warehouses.main, f.warehouses.pharmacy, line);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      transfer_number: expect.stringMatching(/^TRF-2026-\d{6}$/),
      status: 'Requested',
      requested_by: 'pharmacist@tena.demo',
      requested_at: now.toISOString(),
    });
    const id = Number(made.json().id);
    const ok = await step(id, 'Approved', f.as.pharmacyManager);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      approved_by: 'pharmacy-manager@tena.demo',
      approved_at: now.toISOString(),
    });
    const cancelled = await step(id, 'Cancelled', f.as.pharmacist, {
      cancellation_reason: 'Received a donation instead',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'Cancelled',
      cancelled_by: 'pharmacist@tena.demo',
      cancelled_at: now.toISOString(),
      cancellation_reason: 'Received a donation instead',
    });

    const other = Number((await request(f.warehouses.main, f.warehouses.pharmacy, line)).json().id);
    const noReason = await step(other, 'Rejected', f.as.storeManager);
    expect(noReason.statusCode).toBe(422);
    const rejected = await step(other, 'Rejected', f.as.storeManager, {
      rejection_reason: 'Main store keeps the last cartons for the wards',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      rejected_by: 'store-manager@tena.demo',
      rejected_at: now.toISOString(),
      rejection_reason: 'Main store keeps the last cartons for the wards',
    });
  });

  it.skipIf(skip)(
    'issues only by the sending store’s roles, receives only by the receiver’s',
    async () => {
      const product = await f.newProduct();
      await f.receive(f.warehouses.main, [
        { product, batch_number: 'W-1', expiry_date: '2027-01-31', quantity: 10 },
      ]);
      const id = await approved(f.warehouses.main, f.warehouses.pharmacy, [
        { product, quantity: 4 },
      ]);
      const byPharmacist = await step(id, 'Issued', f.as.pharmacist);
      expect(byPharmacist.statusCode).toBe(403);
      expect(byPharmacist.json().message).toBe(
        `Only Store Manager may issue from ${mainName}: you are signed in as Pharmacist`,
      );
      expect(await balances(product)).toEqual({ [`${f.warehouses.main}/W-1`]: 10 });
      expect((await step(id, 'Issued', f.as.storeManager)).statusCode).toBe(200);
      const byStore = await step(id, 'Received', f.as.storeManager);
      expect(byStore.statusCode).toBe(403);
      expect(byStore.json().message).toBe(
        `Only Pharmacist, Pharmacy Manager may receive into ${pharmacyName}: you are signed in as Store Manager`,
      );
      const received = await step(id, 'Received', f.as.pharmacyManager);
      expect(received.statusCode, received.body).toBe(200);
    },
  );

  it.skipIf(skip)('holds issued stock in transit, in neither store, until received', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'L-2', expiry_date: '2027-09-30', quantity: 30, unit_cost: '0.80' },
      { product, batch_number: 'L-1', expiry_date: '2026-12-31', quantity: 20, unit_cost: '0.60' },
    ]);
    const id = await approved(f.warehouses.main, f.warehouses.pharmacy, [
      { product, quantity: 25 },
    ]);
    const issued = await step(id, 'Issued', f.as.storeManager);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json()).toMatchObject({
      status: 'Issued',
      issued_by: 'store-manager@tena.demo',
      issued_at: now.toISOString(),
    });
    // First expiry first out: all of L-1 (December), then 5 of L-2.
    expect(await balances(product)).toEqual({ [`${f.warehouses.main}/L-2`]: 25 });
    const inTransit = await call(
      'GET',
      'wareHouseTransfer?pageSize=200&filter[status]=Issued',
      f.as.pharmacist,
    );
    expect((inTransit.json().rows as { id: number }[]).map((row) => row.id)).toContain(id);

    const received = await step(id, 'Received', f.as.pharmacist);
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json()).toMatchObject({
      received_by: 'pharmacist@tena.demo',
      received_at: now.toISOString(),
    });
    expect(await balances(product)).toEqual({
      [`${f.warehouses.main}/L-2`]: 25,
      [`${f.warehouses.pharmacy}/L-1`]: 20,
      [`${f.warehouses.pharmacy}/L-2`]: 5,
    });
    const lines = (await ledger(product)).map((l) => [
      l.movement,
      l.warehouse,
      l.batch_number,
      l.expiry_date,
      l.quantity_in,
      l.quantity_out,
      l.unit_cost,
    ]);
    expect(lines.slice(2)).toEqual([
      ['Transfer Out', f.warehouses.main, 'L-1', '2026-12-31', 0, 20, '0.60'],
      ['Transfer Out', f.warehouses.main, 'L-2', '2027-09-30', 0, 5, '0.80'],
      ['Transfer In', f.warehouses.pharmacy, 'L-1', '2026-12-31', 20, 0, '0.60'],
      ['Transfer In', f.warehouses.pharmacy, 'L-2', '2027-09-30', 5, 0, '0.80'],
    ]);
  });

  it.skipIf(skip)('skips an expired batch and refuses more than can be issued', async () => {
    const product = await f.newProduct();
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'E-1', expiry_date: '2026-03-10', quantity: 40 },
      { product, batch_number: 'E-2', expiry_date: '2027-03-10', quantity: 15 },
    ]);
    const short = await approved(f.warehouses.main, f.warehouses.pharmacy, [
      { product, quantity: 20 },
    ]);
    const fine = await approved(f.warehouses.main, f.warehouses.pharmacy, [
      { product, quantity: 10 },
    ]);
    const named = await approved(f.warehouses.main, f.warehouses.pharmacy, [
      { product, quantity: 1, batch_number: 'E-1' },
    ]);
    const before = now;
    now = new Date('2026-03-15T08:00:00Z');
    try {
      const refused = await step(short, 'Issued', f.as.storeManager);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'items[0].quantity',
          message: `Only 15 of Paracetamol 500 mg tablet can be issued in ${mainName}; 20 asked (batch E-1: 40 (expires 2026-03-10), batch E-2: 15 (expires 2027-03-10))`,
        },
      ]);
      const expired = await step(named, 'Issued', f.as.storeManager);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().details).toEqual([
        {
          field: 'items[0].quantity',
          message: `Batch E-1 of Paracetamol 500 mg tablet in ${mainName} expired on 2026-03-10 and cannot be issued: write it off with an adjustment`,
        },
      ]);
      expect((await step(fine, 'Issued', f.as.storeManager)).statusCode).toBe(200);
      expect(await balances(product)).toEqual({
        [`${f.warehouses.main}/E-1`]: 40,
        [`${f.warehouses.main}/E-2`]: 5,
      });
      const still = await call('GET', `wareHouseTransfer/${short}`, f.as.storeManager);
      expect(still.json().status).toBe('Approved');
    } finally {
      now = before;
    }
  });

  it.skipIf(skip)(
    'issues a named batch, and never onto a batch held under another expiry',
    async () => {
      const product = await f.newProduct();
      await f.receive(f.warehouses.main, [
        { product, batch_number: 'N-1', expiry_date: '2026-11-30', quantity: 10 },
        { product, batch_number: 'N-2', expiry_date: '2027-05-31', quantity: 10 },
      ]);
      await f.receive(f.warehouses.pharmacy, [
        { product, batch_number: 'N-1', expiry_date: '2026-12-31', quantity: 3 },
      ]);
      const named = await approved(f.warehouses.main, f.warehouses.pharmacy, [
        { product, quantity: 4, batch_number: 'N-2' },
      ]);
      expect((await step(named, 'Issued', f.as.storeManager)).statusCode).toBe(200);
      expect(await balances(product)).toMatchObject({
        [`${f.warehouses.main}/N-1`]: 10,
        [`${f.warehouses.main}/N-2`]: 6,
      });
      const clash = await approved(f.warehouses.main, f.warehouses.pharmacy, [
        { product, quantity: 2 },
      ]);
      const refused = await step(clash, 'Issued', f.as.storeManager);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'items[0].batch_number',
          message: `Batch N-1 of Paracetamol 500 mg tablet expires on 2026-11-30, but ${pharmacyName} holds a batch N-1 expiring on 2026-12-31: a batch has one expiry date; name another batch to send`,
        },
      ]);
      expect((await balances(product))[`${f.warehouses.main}/N-1`]).toBe(10);
    },
  );

  it.skipIf(skip)('leads the stores to transfers, stock in transit and returns', async () => {
    const inventory = async (as: Record<string, string>) => {
      const meta = await suite.app.inject({ method: 'GET', url: '/api/meta', headers: as });
      expect(meta.statusCode, meta.body).toBe(200);
      const entries = meta.json().screens.menu.entries as {
        label: string;
        route: string;
        children?: { label: string; route: string }[];
      }[];
      return (entries.find((e) => e.route === 'inventory')?.children ?? []).map(
        (c) => `${c.label} ${c.route}`,
      );
    };
    const mine = [
      'Warehouse Transfers wareHouseTransfer/l',
      'Stock in Transit stock_in_transit',
      'Stock Returns stockReturn/l',
    ];
    expect(await inventory(f.as.storeManager)).toEqual(expect.arrayContaining(mine));
    expect(await inventory(f.as.pharmacist)).toEqual(expect.arrayContaining(mine));
    // A ward nurse receives transfers into ward stock: transfers and in transit, not returns.
    expect(await inventory(f.as.ipdNurse)).toEqual(expect.arrayContaining(mine.slice(0, 2)));
    expect(await inventory(f.as.ipdNurse)).not.toContain(mine[2]);
    const meta = await suite.app.inject({
      method: 'GET',
      url: '/api/meta',
      headers: f.as.pharmacist,
    });
    const screens = Object.values(meta.json().screens) as { route: string; filters?: object }[];
    expect(screens.find((screen) => screen.route === 'stock_in_transit')?.filters).toEqual({
      status: 'Issued',
    });
  });
});
