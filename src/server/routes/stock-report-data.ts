/**
 * The stock reports assembled from the repositories' rows: batches grouped per product and
 * warehouse, days to expiry counted from the hospital's day, values at cost in exact cents
 * (quantity x unit cost per batch, summed per warehouse and in total). Costs are left out
 * (null) for a reader who may not see the batches' unit cost.
 */
import { calendarDay } from '../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type {
  Expiring,
  StockBatch,
  StockOnHandRow,
  StockValue,
  WarehouseValue,
} from '../../engine/wire/stock-reports';
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import {
  type BatchRow,
  expiringBatches,
  type StockScope,
  stockBatches,
} from '../repositories/stock-balances';

const DAY_MS = 86_400_000;

/** The hospital's calendar day at `now` ("2026-03-02"). */
export const hospitalDay = (now: Date) => calendarDay(now, DEFAULT_SETTINGS.timeZone);

/** Whole days from one calendar day to another (negative when `to` is before `from`). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The calendar day `days` after `day`. */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const itemOf = ({ batch_number, expiry_date, quantity, unit_cost_cents, ...item }: BatchRow) =>
  item;

function batchOf(row: BatchRow, seesCost: boolean): StockBatch {
  return {
    batch_number: row.batch_number,
    expiry_date: row.expiry_date,
    quantity: row.quantity,
    unit_cost: seesCost && row.unit_cost_cents !== null ? centsToMoney(row.unit_cost_cents) : null,
  };
}

/** Batches (in the reports' order) grouped into one row per product and warehouse. */
export function onHandRows(batches: readonly BatchRow[], seesCost: boolean): StockOnHandRow[] {
  const rows = new Map<string, StockOnHandRow>();
  for (const batch of batches) {
    const key = `${batch.warehouse}:${batch.product}`;
    let row = rows.get(key);
    if (!row) {
      row = { ...itemOf(batch), quantity: 0, batches: [] };
      rows.set(key, row);
    }
    row.quantity += batch.quantity;
    row.batches.push(batchOf(batch, seesCost));
  }
  return [...rows.values()];
}

export async function expiringReport(
  db: AnyDb,
  scope: StockScope,
  now: Date,
  days: number,
  seesCost: boolean,
): Promise<Expiring> {
  const today = hospitalDay(now);
  const batches = await expiringBatches(db, scope, dayAfter(today, days));
  return {
    warehouse: scope.warehouse ?? null,
    today,
    days,
    rows: batches.map((batch) => {
      const expiry = batch.expiry_date as string;
      const daysLeft = daysBetween(today, expiry);
      return {
        ...itemOf(batch),
        ...batchOf(batch, seesCost),
        expiry_date: expiry,
        days_left: daysLeft,
        // A batch expiring today still issues (rules/stock/ledger.ts): expired from tomorrow.
        expired: daysLeft < 0,
      };
    }),
  };
}

/** Every batch's value at cost; batches without a cost count 0 and are counted as uncosted. */
export async function valueReport(db: AnyDb, scope: StockScope): Promise<StockValue> {
  const batches = await stockBatches(db, scope);
  const byWarehouse = new Map<number, WarehouseValue & { cents: number }>();
  let total = 0;
  const rows = batches.map((batch) => {
    const cents = batch.quantity * (batch.unit_cost_cents ?? 0);
    total += cents;
    let sum = byWarehouse.get(batch.warehouse);
    if (!sum) {
      sum = {
        warehouse: batch.warehouse,
        warehouse_name: batch.warehouse_name,
        value: '0.00',
        uncosted: 0,
        cents: 0,
      };
      byWarehouse.set(batch.warehouse, sum);
    }
    sum.cents += cents;
    if (batch.unit_cost_cents === null) sum.uncosted += 1;
    return { ...itemOf(batch), ...batchOf(batch, true), value: centsToMoney(cents) };
  });
  return {
    warehouse: scope.warehouse ?? null,
    rows,
    warehouses: [...byWarehouse.values()].map(({ cents, ...sum }) => ({
      ...sum,
      value: centsToMoney(cents),
    })),
    total: centsToMoney(total),
  };
}
