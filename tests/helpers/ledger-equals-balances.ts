/**
 * The stock ledger's invariant, read straight from a database's tables: each `quantity` row
 * equals the sum of its ledger lines (in - out) and is never negative, each ledger line's
 * balance_after is the running sum of its batch, and no batch has lines but no balance row.
 * Used by the ledger property test after each random series and by the demo hospital's test.
 */
import { expect } from 'vitest';
import type { AnyDb } from '../../src/server/models/any-db';
import { tableName } from '../../src/server/models/table-plan';

export interface LedgerCheck {
  /** How many ledger lines were checked. */
  lines: number;
  /** Non-empty balances by product: "warehouse/product/batch" -> quantity. */
  byProduct: Map<number, Record<string, number>>;
}

export async function ledgerEqualsBalances(db: AnyDb): Promise<LedgerCheck> {
  const rows = await db
    .selectFrom(tableName('quantity'))
    .select(['product', 'warehouse', 'batch_number', 'quantity'])
    .where('deleted_at', 'is', null)
    .execute();
  const lines = await db
    .selectFrom(tableName('stockLedger'))
    .select([
      'id',
      'product',
      'warehouse',
      'batch_number',
      'quantity_in',
      'quantity_out',
      'balance_after',
    ])
    .orderBy('id')
    .execute();
  const running = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.warehouse}/${line.product}/${line.batch_number}`;
    const sum = (running.get(key) ?? 0) + Number(line.quantity_in) - Number(line.quantity_out);
    expect(Number(line.balance_after), `ledger line ${line.id} of ${key}`).toBe(sum);
    running.set(key, sum);
  }
  const byProduct = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const key = `${row.warehouse}/${row.product}/${row.batch_number}`;
    expect(Number(row.quantity), key).toBe(running.get(key));
    expect(Number(row.quantity), key).toBeGreaterThanOrEqual(0);
    running.delete(key);
    const held = byProduct.get(Number(row.product)) ?? {};
    if (Number(row.quantity) !== 0) held[key] = Number(row.quantity);
    byProduct.set(Number(row.product), held);
  }
  expect([...running.keys()], 'ledger lines without a balance row').toEqual([]);
  return { lines: lines.length, byProduct };
}
