// The stock reports (issue 20) on both databases: stock on hand with batches and totals per
// product, items at or below their reorder level (stock or none), batches expiring within the
// window (expired ones flagged), stock value at cost in exact cents, a product's ledger with its
// running balance right on every page, each .xlsx read back with exceljs, the lines a movement
// posted, and who may read what.
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  BelowReorder,
  Expiring,
  PostedLines,
  ProductLedger,
  StockOnHand,
  StockValue,
} from '../../src/engine/wire/stock-reports';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { type StockFixtures, type StockRoles, stockFixtures } from '../helpers/stock-fixtures';

type Headers = Record<string, string>;

const EMAILS: Record<keyof StockRoles, string> = {
  storeManager: 'store-manager',
  pharmacyManager: 'pharmacy-manager',
  pharmacist: 'pharmacist',
  pharmacyCashier: 'pharmacy-cashier',
  doctor: 'doctor',
  reception: 'reception',
  ipdNurse: 'ipd-nurse',
  labManager: 'lab-manager',
  financeHead: 'finance-head',
};

/** The first sheet's rows from the header row on, as arrays of cell values (from column 1). */
async function sheetRows(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return { title: sheet.name, rows };
}

describe.each(dialectCases)('stock reports on $dialect', ({ make, skip }) => {
  // Stock is received on January 5 (a batch expiring in February is still good then); the
  // reports are read on March 2, when it has expired.
  let now = new Date('2026-01-05T08:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: StockFixtures;
  const w = {} as Record<'a' | 'b' | 'c', number>;
  const p = {} as Record<'amox' | 'para' | 'ors' | 'gauze' | 'moved', number>;

  const get = (url: string, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/stock/${url}`, headers });
  const read = async <T>(url: string, headers: Headers = f.as.storeManager) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };
  const workbook = async (url: string, headers: Headers = f.as.financeHead) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    return sheetRows(response.rawPayload);
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await stockFixtures(app);
    w.a = await f.newWarehouse('Main Store');
    w.b = await f.newWarehouse('Pharmacy');
    w.c = await f.newWarehouse('OR Store');
    p.amox = await f.newProduct({
      name: 'Amoxicillin 250 mg capsule',
      generic_name: 'amoxicillin',
      unit: f.units.capsule,
      reorder_levels: [
        { warehouse: w.a, reorder_level: 500 },
        { warehouse: w.b, reorder_level: 20 },
      ],
    });
    p.para = await f.newProduct({ reorder_levels: [{ warehouse: w.a, reorder_level: 10 }] });
    p.ors = await f.newProduct({
      name: 'Oral rehydration salts sachet',
      generic_name: 'oral rehydration salts',
      unit: f.units.sachet,
      reorder_levels: [{ warehouse: w.b, reorder_level: 30 }],
    });
    p.gauze = await f.newProduct({
      name: 'Gauze swab 10 x 10 cm',
      product_type: 'Medical Supply',
      product_category: null,
      generic_name: null,
      unit: f.units.tablet,
    });
    p.moved = await f.newProduct({ name: 'Zinc sulfate 20 mg dispersible tablet' });
    await f.receive(w.a, [
      {
        product: p.amox,
        batch_number: 'AM-2',
        expiry_date: '2027-06-30',
        quantity: 300,
        unit_cost: '0.35',
      },
      {
        product: p.amox,
        batch_number: 'AM-1',
        expiry_date: '2026-04-15',
        quantity: 100,
        unit_cost: '0.30',
      },
      {
        product: p.para,
        batch_number: 'PA-1',
        expiry_date: '2026-02-20',
        quantity: 3,
        unit_cost: '0.10',
      },
      {
        product: p.gauze,
        batch_number: 'GZ-1',
        expiry_date: '2026-09-30',
        quantity: 7,
        unit_cost: '12.10',
      },
    ]);
    await f.receive(w.b, [
      {
        product: p.amox,
        batch_number: 'AM-1',
        expiry_date: '2026-04-15',
        quantity: 25,
        unit_cost: '0.30',
      },
    ]);
    // The ledger's product: seven lines over two warehouses, one an adjustment out.
    for (const [warehouse, quantity] of [
      [w.a, 10],
      [w.b, 5],
      [w.a, 20],
      [w.a, 30],
      [w.b, 7],
      [w.a, 1],
    ] as const)
      await f.receive(warehouse, [
        { product: p.moved, batch_number: `ZN-${warehouse}`, expiry_date: '2028-01-31', quantity },
      ]);
    const adjusted = await app.inject({
      method: 'POST',
      url: '/api/models/stockAdjustment',
      headers: f.as.storeManager,
      payload: {
        adjustment_type: 'Damaged',
        warehouse: w.a,
        product: p.moved,
        batch_number: `ZN-${w.a}`,
        quantity_change: -4,
        reason: 'Blister packs crushed on the shelf',
      },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    now = new Date('2026-03-02T08:00:00Z');
    for (const role of Object.keys(EMAILS) as (keyof StockRoles)[])
      f.as[role] = (await signIn(app, `${EMAILS[role]}@tena.demo`)).headers as Headers;
  }, 120_000);

  it.skipIf(skip)('lists stock on hand per warehouse with batches and totals', async () => {
    const report = await read<StockOnHand>(`on-hand?warehouse=${w.a}`, f.as.pharmacist);
    expect(report.total).toBe(4);
    const amox = report.rows.find((row) => row.product === p.amox);
    expect(amox).toMatchObject({
      code: expect.any(String),
      name: 'Amoxicillin 250 mg capsule',
      generic_name: 'amoxicillin',
      unit: 'Capsule',
      warehouse: w.a,
      quantity: 400,
      batches: [
        { batch_number: 'AM-1', expiry_date: '2026-04-15', quantity: 100, unit_cost: '0.30' },
        { batch_number: 'AM-2', expiry_date: '2027-06-30', quantity: 300, unit_cost: '0.35' },
      ],
    });
    // Ordered by product name; a page of two carries on where the first stopped.
    const names = report.rows.map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const first = await read<StockOnHand>(`on-hand?warehouse=${w.a}&pageSize=2`);
    const second = await read<StockOnHand>(`on-hand?warehouse=${w.a}&pageSize=2&page=2`);
    expect([...first.rows, ...second.rows]).toEqual(report.rows);
    const one = await read<StockOnHand>(`on-hand?product=${p.amox}`);
    expect(one.rows.map((row) => [row.warehouse, row.quantity]).sort()).toEqual(
      [
        [w.a, 400],
        [w.b, 25],
      ].sort(),
    );
    const sheet = await workbook(`on-hand.xlsx?warehouse=${w.a}`);
    expect(sheet.title).toBe('Stock on Hand');
    const header = sheet.rows.findIndex((row) => row[0] === 'Warehouse' && row[1] === 'Code');
    const batches = sheet.rows.slice(header + 1).filter((row) => row[2] === amox?.name);
    expect(batches.map((row) => row.slice(5))).toEqual([
      [400, 'AM-1', 'April 15, 2026', 100, 0.3],
      [undefined, 'AM-2', 'June 30, 2027', 300, 0.35],
    ]);
  });

  it.skipIf(skip)('lists items at or below their reorder level, stock or none', async () => {
    const all = await read<BelowReorder>('below-reorder');
    const mine = all.rows.filter((row) => [w.a, w.b].includes(row.warehouse));
    expect(
      mine.map(({ product, warehouse, reorder_level, quantity, shortfall }) => ({
        product,
        warehouse,
        reorder_level,
        quantity,
        shortfall,
      })),
    ).toEqual([
      // Warehouse A (a Main Store, named first) then B (a Pharmacy), by product name: paracetamol's
      // 3 units count although expired; amoxicillin's 25 in B are over its 20; ORS has none in B.
      { product: p.amox, warehouse: w.a, reorder_level: 500, quantity: 400, shortfall: 100 },
      { product: p.para, warehouse: w.a, reorder_level: 10, quantity: 3, shortfall: 7 },
      { product: p.ors, warehouse: w.b, reorder_level: 30, quantity: 0, shortfall: 30 },
    ]);
    const inB = await read<BelowReorder>(`below-reorder?warehouse=${w.b}`);
    expect(inB.rows.map((row) => row.product)).toEqual([p.ors]);
    const sheet = await workbook(`below-reorder.xlsx?warehouse=${w.b}`);
    expect(sheet.rows.at(-1)?.slice(2)).toEqual([
      'Oral rehydration salts sachet',
      'oral rehydration salts',
      'Sachet',
      30,
      0,
      30,
    ]);
  });

  it.skipIf(skip)('lists batches expiring within the window, expired ones flagged', async () => {
    const report = await read<Expiring>(`expiring?warehouse=${w.a}`, f.as.financeHead);
    expect(report).toMatchObject({ today: '2026-03-02', days: 90 });
    expect(report.rows.map((row) => [row.batch_number, row.days_left, row.expired])).toEqual([
      ['PA-1', -10, true],
      ['AM-1', 44, false],
    ]);
    const year = await read<Expiring>(`expiring?warehouse=${w.a}&days=365`);
    expect(year.rows.map((row) => row.batch_number)).toEqual(['PA-1', 'AM-1', 'GZ-1']);
    const sheet = await workbook(`expiring.xlsx?warehouse=${w.a}&days=365`);
    expect(sheet.title).toBe('Expiring within 365 days');
    expect(sheet.rows.slice(-3).map((row) => row.slice(5, 10))).toEqual([
      ['PA-1', 'February 20, 2026', -10, 'Expired', 3],
      ['AM-1', 'April 15, 2026', 44, 'Expiring', 100],
      ['GZ-1', 'September 30, 2026', 212, 'Expiring', 7],
    ]);
    expect((await get('expiring?days=-1', f.as.financeHead)).statusCode).toBe(400);
  });

  it.skipIf(skip)('values stock at cost in exact cents, per warehouse and in total', async () => {
    const inA = await read<StockValue>(`value?warehouse=${w.a}`, f.as.financeHead);
    // 100 x 0.30 + 300 x 0.35 + 3 x 0.10 + 7 x 12.10 + 57 x 0.50 (ZN, at the fixture's cost)
    expect(inA.total).toBe('248.50');
    expect(inA.warehouses).toEqual([
      { warehouse: w.a, warehouse_name: expect.any(String), value: '248.50', uncosted: 0 },
    ]);
    expect(inA.rows.find((row) => row.batch_number === 'PA-1')?.value).toBe('0.30');
    expect(inA.rows.find((row) => row.batch_number === 'GZ-1')?.value).toBe('84.70');
    const all = await read<StockValue>('value', f.as.financeHead);
    const mine = all.warehouses.filter((sum) => [w.a, w.b].includes(sum.warehouse));
    expect(mine.map((sum) => sum.value).sort()).toEqual(['13.50', '248.50']);
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(all.warehouses.reduce((sum, part) => sum + cents(part.value), 0)).toBe(cents(all.total));
    const sheet = await workbook(`value.xlsx?warehouse=${w.a}`);
    expect(sheet.rows.at(-1)).toEqual(['Total', ...Array(8).fill(undefined), 248.5]);
  });

  it.skipIf(skip)("keeps a product's running balance right on every page", async () => {
    const full = await read<ProductLedger>(`ledger?product=${p.moved}&order=oldest&pageSize=50`);
    expect(full.rows.map((row) => [row.quantity_in - row.quantity_out, row.balance])).toEqual([
      [10, 10],
      [5, 15],
      [20, 35],
      [30, 65],
      [7, 72],
      [1, 73],
      [-4, 69],
    ]);
    expect(full.rows.map((row) => row.warehouse_balance)).toEqual([10, 5, 30, 60, 12, 61, 57]);
    expect(full).toMatchObject({ opening: 0, closing: 69, total: 7 });
    for (const order of ['oldest', 'newest'] as const) {
      const expected = order === 'oldest' ? full.rows : [...full.rows].reverse();
      const seen = [];
      for (let page = 1; page <= 3; page++) {
        const part = await read<ProductLedger>(
          `ledger?product=${p.moved}&order=${order}&pageSize=3&page=${page}`,
        );
        const oldest = Math.min(...part.rows.map((row) => row.id));
        const before = full.rows.filter((row) => row.id < oldest).at(-1);
        expect(part.opening).toBe(before?.balance ?? 0);
        seen.push(...part.rows);
      }
      expect(seen).toEqual(expected);
    }
    const inB = await read<ProductLedger>(
      `ledger?product=${p.moved}&warehouse=${w.b}&order=oldest&pageSize=1&page=2`,
    );
    expect(inB).toMatchObject({ opening: 5, closing: 12, total: 2 });
    expect(inB.rows.map((row) => row.balance)).toEqual([12]);
    expect((await get(`ledger?product=${p.moved}`, f.as.pharmacyCashier)).statusCode).toBe(403);
    const sheet = await workbook(`ledger.xlsx?product=${p.moved}&order=oldest`);
    const lines = sheet.rows.slice(-7);
    expect(lines.map((row) => [row[1], row[6], row[7], row[10]])).toEqual([
      ['Receipt', 10, 0, 10],
      ['Receipt', 5, 0, 15],
      ['Receipt', 20, 0, 35],
      ['Receipt', 30, 0, 65],
      ['Receipt', 7, 0, 72],
      ['Receipt', 1, 0, 73],
      ['Adjustment', 0, 4, 69],
    ]);
  });

  it.skipIf(skip)('lists the lines a movement posted, for readers of that movement', async () => {
    const receipt = await f.receive(w.c, [
      { product: p.gauze, batch_number: 'GZ-9', expiry_date: '2027-03-31', quantity: 40 },
      { product: p.amox, batch_number: 'AM-9', expiry_date: '2027-03-31', quantity: 60 },
    ]);
    const url = `movement-lines?source_model=stockReceipt&source_id=${receipt.id}`;
    const lines = await read<PostedLines>(url, f.as.financeHead);
    expect(
      lines.rows.map((row) => [row.name, row.warehouse, row.batch_number, row.quantity_in]),
    ).toEqual([
      ['Gauze swab 10 x 10 cm', w.c, 'GZ-9', 40],
      ['Amoxicillin 250 mg capsule', w.c, 'AM-9', 60],
    ]);
    expect((await get(url, f.as.pharmacyCashier)).statusCode).toBe(403);
    expect(
      (await get('movement-lines?source_model=patient&source_id=1', f.as.financeHead)).statusCode,
    ).toBe(400);
  });

  it.skipIf(skip)('refuses readers without the stock rights and unknown warehouses', async () => {
    for (const report of ['on-hand', 'below-reorder', 'expiring', 'value', 'on-hand.xlsx'])
      expect((await get(report, f.as.reception)).statusCode).toBe(403);
    const unknown = await get('on-hand?warehouse=999999', f.as.storeManager);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No warehouse has id 999999.');
    expect((await get('ledger', f.as.storeManager)).statusCode).toBe(400);
  });
});
