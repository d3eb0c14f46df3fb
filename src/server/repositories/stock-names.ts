/**
 * What the stock reports call a warehouse and a product in their headings: read by id among live
 * records, undefined when there is none (the route answers 400 or 404).
 */
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export async function warehouseNameOf(db: AnyDb, id: number): Promise<string | undefined> {
  const row = await db
    .selectFrom(tableName('wareHouse'))
    .select('name')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? String(row.name) : undefined;
}

/** A product's code, name and the name of the unit it is dispensed in. */
export async function productHeading(
  db: AnyDb,
  id: number,
): Promise<{ code: unknown; name: unknown; unit_name: unknown } | undefined> {
  return db
    .selectFrom(`${tableName('product')} as p`)
    .leftJoin(`${tableName('unitOfMeasurement')} as u`, 'u.id', 'p.unit')
    .select(['p.code', 'p.name', 'u.name as unit_name'])
    .where('p.id', '=', id)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
}
