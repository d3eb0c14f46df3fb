/**
 * What a product or a warehouse holds, summed over its batches from the `quantity` table the
 * stock ledger keeps (stock-ledger.ts): a catalogue record that still holds stock is not deleted.
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

/** The units of one product in one warehouse, over its batches with something left. */
export interface Holding {
  product: number;
  warehouse: number;
  quantity: number;
}

/** The product's (or the warehouse's) holdings above zero, by product then warehouse. */
export async function holdingsOf(
  db: AnyDb,
  where: { product: number } | { warehouse: number },
): Promise<Holding[]> {
  const [column, id] =
    'product' in where ? ['product', where.product] : ['warehouse', where.warehouse];
  const rows = await db
    .selectFrom(tableName('quantity'))
    .select(['product', 'warehouse'])
    .select(({ fn }) => fn.sum<number | string>('quantity').as('held'))
    .where(column, '=', id)
    .where('quantity', '>', 0)
    .where('deleted_at', 'is', null)
    .groupBy(['product', 'warehouse'])
    .orderBy('product')
    .orderBy('warehouse')
    .execute();
  return rows.map((row) => ({
    product: Number(row.product),
    warehouse: Number(row.warehouse),
    quantity: Number(row.held),
  }));
}
