// Stock reports over a long ledger (issue 20): 1,000,000 ledger lines written straight into the
// tables (300 products, 6 warehouses, 4 batches of each product in each warehouse, each batch a
// receipt then issues of 1 to 5 units, `quantity` holding every batch's last balance), then as
// the Store Manager (app.inject: routing, auth, the repositories' queries) GET /api/stock/on-hand
// for every warehouse and for one, on its first, middle and last page, and a product's ledger
// with its running balance, newest first and a deep page. On SQLite and (when a server is given)
// PostgreSQL. Target (issue 20): p99 under 50 ms on SQLite.
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../src/server/models/any-db';
import { tableName } from '../src/server/models/table-plan';
import { reportLatency } from './latency';
import { demoHospitalApp, onEachDatabase, signInDemo } from './setup';

const PASSWORD = 'bench-pass-1';
const PRODUCTS = 300;
const WAREHOUSES = 6;
const BATCHES = 4;
const LINES = 1_000_000;
const CHUNK = 1000;
const READS = 200;
const P99_TARGET_MS = 50;

const stamp = (at: string) => ({ version: 1, created_at: at, updated_at: at });

async function insertIds(db: AnyDb, table: string, rows: Record<string, unknown>[]) {
  const ids: number[] = [];
  for (let at = 0; at < rows.length; at += CHUNK) {
    const inserted = await db
      .insertInto(table)
      .values(rows.slice(at, at + CHUNK))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** Products, warehouses, batches and the ledger, in one transaction. */
async function writeStock(app: FastifyInstance) {
  const started = performance.now();
  const at = new Date().toISOString();
  const units = await (app.database.db as unknown as AnyDb)
    .selectFrom(tableName('unitOfMeasurement'))
    .select('id')
    .limit(1)
    .execute();
  const unit = units[0] ? Number(units[0].id) : null;
  return (app.database.db as unknown as AnyDb).transaction().execute(async (trx) => {
    const warehouses = await insertIds(
      trx,
      tableName('wareHouse'),
      Array.from({ length: WAREHOUSES }, (_, i) => ({
        ...stamp(at),
        code: `BW-${i}`,
        name: `Bench store ${i}`,
        warehouse_type: i === 0 ? 'Main Store' : 'Pharmacy',
        issuing_roles: JSON.stringify(['Store Manager']),
        is_active: 1,
      })),
    );
    const products = await insertIds(
      trx,
      tableName('product'),
      Array.from({ length: PRODUCTS }, (_, i) => ({
        ...stamp(at),
        code: `BP-${String(i).padStart(4, '0')}`,
        name: `Bench product ${String(i).padStart(4, '0')}`,
        product_type: 'Medicine',
        generic_name: `bench generic ${i}`,
        unit,
        unit_price: 100,
        is_active: 1,
      })),
    );
    // Batches: balance and lines per batch; a few products move far more than the rest.
    const batches = products.flatMap((product, p) =>
      warehouses.flatMap((warehouse) =>
        Array.from({ length: BATCHES }, (_, b) => ({
          product,
          warehouse,
          batch_number: `L${p}-${b}`,
          expiry_date: `${2026 + b}-${String((p % 12) + 1).padStart(2, '0')}-28`,
          unit_cost: 25 + ((p * 7 + b) % 400),
          weight: 1 + ((p * 13 + b) % 5),
        })),
      ),
    );
    const weights = batches.reduce((sum, batch) => sum + batch.weight, 0);
    let written = 0;
    let pending: Record<string, unknown>[] = [];
    const flush = async () => {
      if (pending.length > 0)
        await trx.insertInto(tableName('stockLedger')).values(pending).execute();
      written += pending.length;
      pending = [];
    };
    const balances: number[] = [];
    for (const [index, batch] of batches.entries()) {
      const lines =
        index === batches.length - 1
          ? LINES - written - pending.length
          : Math.max(1, Math.round((batch.weight / weights) * LINES));
      let balance = 0;
      for (let n = 0; n < lines; n++) {
        const receipt = n === 0;
        const change = receipt ? 1_000_000 : -(1 + (n % 5));
        balance += change;
        pending.push({
          ...stamp(at),
          posted_at: at,
          posted_by: 'bench@tena.test',
          movement: receipt ? 'Receipt' : 'Dispensing',
          product: batch.product,
          warehouse: batch.warehouse,
          batch_number: batch.batch_number,
          expiry_date: batch.expiry_date,
          quantity_in: receipt ? change : 0,
          quantity_out: receipt ? 0 : -change,
          balance_after: balance,
          unit_cost: batch.unit_cost,
          source_model: receipt ? 'stockReceipt' : 'dispensing',
          source_id: index * 1000 + n,
          source_label: `${receipt ? 'GRN' : 'DSP'}-BENCH-${index}-${n}`,
        });
        if (pending.length === CHUNK) await flush();
      }
      balances.push(balance);
    }
    await flush();
    await insertIds(
      trx,
      tableName('quantity'),
      batches.map((batch, i) => ({
        ...stamp(at),
        product: batch.product,
        warehouse: batch.warehouse,
        batch_number: batch.batch_number,
        expiry_date: batch.expiry_date,
        unit_cost: batch.unit_cost,
        quantity: balances[i],
        last_movement_at: at,
      })),
    );
    console.log(
      `${`${written} ledger lines, ${batches.length} batches written`.padEnd(60)} ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { warehouses, products };
  });
}

async function run(label: string, dataDir: string, databaseUrl?: string) {
  const { app, close } = await demoHospitalApp({ dataDir, databaseUrl, password: PASSWORD });
  try {
    const { warehouses, products } = await writeStock(app);
    const { headers } = await signInDemo(app, 'Store Manager', PASSWORD);
    const read = async (url: string) => {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/stock/${url}`, headers });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return { took, body: res.json() as { total: number } };
    };
    const measure = async (name: string, urls: string[]) => {
      for (let i = 0; i < 20; i++) await read(urls[i % urls.length] as string);
      const times: number[] = [];
      for (let i = 0; i < READS; i++)
        times.push((await read(urls[i % urls.length] as string)).took);
      reportLatency(`${name}, ${label}`, times, label === 'SQLite' ? P99_TARGET_MS : undefined);
    };
    const pagesOf = async (url: string) => {
      const last = Math.max(1, Math.ceil((await read(url)).body.total / 25));
      return [1, Math.ceil(last / 2), last].map((page) => `${url}&page=${page}&pageSize=25`);
    };
    await measure('on hand, all warehouses, pages 1/mid/last', await pagesOf('on-hand?'));
    await measure(
      'on hand, one warehouse, pages 1/mid/last',
      await pagesOf(`on-hand?warehouse=${warehouses[1]}`),
    );
    const busy = products[0] as number;
    const ledger = `ledger?product=${busy}&pageSize=25`;
    const { total } = (await read(ledger)).body;
    await measure(`product ledger (${total} lines), newest first, page 1`, [ledger]);
    await measure('product ledger, a deep page', [`${ledger}&page=${Math.ceil(total / 25 / 2)}`]);
  } finally {
    await close();
  }
}

await onEachDatabase(run);
