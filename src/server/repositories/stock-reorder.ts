/**
 * Items at or below their reorder level: each reorder row of an active product (product's
 * `reorder_levels`, one level per warehouse) against the product's balance in that warehouse,
 * summed over its batches; a product with a level and no stock at all there is included with 0.
 */
import type { BelowReorderRow } from '../../engine/wire/stock-reports';
import type { AnyDb } from '../models/any-db';
import { childTableName, tableName } from '../models/table-plan';
import { toItem } from './stock-balances';

const LEVELS = childTableName('product', 'reorder_levels');
const QUANTITY = tableName('quantity');

export async function belowReorder(
  db: AnyDb,
  warehouse: number | null,
): Promise<BelowReorderRow[]> {
  const balances = db
    .selectFrom(QUANTITY)
    .select(['product', 'warehouse', (eb) => eb.fn.sum('quantity').as('on_hand')])
    .where('deleted_at', 'is', null)
    .groupBy(['product', 'warehouse'])
    .as('b');
  let query = db
    .selectFrom(`${LEVELS} as r`)
    .innerJoin(`${tableName('product')} as p`, 'p.id', 'r.parent_id')
    .innerJoin(`${tableName('wareHouse')} as w`, 'w.id', 'r.warehouse')
    .leftJoin(`${tableName('unitOfMeasurement')} as u`, 'u.id', 'p.unit')
    .leftJoin(balances, (join) =>
      join.onRef('b.product', '=', 'r.parent_id').onRef('b.warehouse', '=', 'r.warehouse'),
    )
    .select([
      'r.parent_id as product',
      'r.warehouse',
      'r.reorder_level',
      'b.on_hand',
      'p.code',
      'p.name',
      'p.generic_name',
      'u.name as unit_name',
      'w.name as warehouse_name',
    ])
    .where('p.deleted_at', 'is', null)
    .where('w.deleted_at', 'is', null)
    .where((eb) => eb.or([eb('p.is_active', '=', 1), eb('p.is_active', 'is', null)]))
    .where('r.reorder_level', 'is not', null)
    .where((eb) => eb(eb.fn.coalesce('b.on_hand', eb.lit(0)), '<=', eb.ref('r.reorder_level')))
    .orderBy('w.name')
    .orderBy('r.warehouse')
    .orderBy('p.name')
    .orderBy('r.parent_id');
  if (warehouse) query = query.where('r.warehouse', '=', warehouse);
  const rows = await query.execute();
  return rows.map((row) => {
    const quantity = Number(row.on_hand ?? 0);
    const level = Number(row.reorder_level);
    return {
      ...toItem(row),
      reorder_level: level,
      quantity,
      shortfall: level - quantity,
    };
  });
}
