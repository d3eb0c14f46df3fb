import type { AnyDb } from './any-db';
import { toDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { assertIdentifier } from './table-plan';

/** Column values for the stored fields present in `values` (children excluded). */
export function encodeColumns(rt: ModelRuntime, values: RecordValues): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const logical = rt.types.get(name);
    if (logical) columns[assertIdentifier(name)] = toDb(logical, value);
  }
  return columns;
}

/** Replaces the rows of a one_to_many field, keeping their order. */
export async function writeChildren(
  db: AnyDb,
  rt: ModelRuntime,
  parentId: number,
  values: RecordValues,
) {
  for (const child of rt.plan.children) {
    const rows = values[child.field];
    if (rows === undefined) continue;
    await db.deleteFrom(child.table).where('parent_id', '=', parentId).execute();
    const list = (Array.isArray(rows) ? rows : []) as RecordValues[];
    if (list.length === 0) continue;
    await db
      .insertInto(child.table)
      .values(
        list.map((row, position) => {
          const out: Record<string, unknown> = { parent_id: parentId, position };
          for (const column of child.columns)
            out[column.name] = toDb(column.logical, row[column.name]);
          return out;
        }),
      )
      .execute();
  }
}

export async function insertRow(
  db: AnyDb,
  rt: ModelRuntime,
  columns: Record<string, unknown>,
  userId: number | null,
  at: string,
) {
  const row = await db
    .insertInto(rt.plan.table)
    .values({
      ...columns,
      version: 1,
      created_at: at,
      created_by: userId,
      updated_at: at,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Updates only when the stored version is still `version`; false when someone else won. */
export async function updateRow(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  version: number,
  columns: Record<string, unknown>,
  userId: number | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(rt.plan.table)
    .set({ ...columns, version: version + 1, updated_at: at, updated_by: userId })
    .where('id', '=', id)
    .where('version', '=', version)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Soft delete: the row stays, out of lists and reads, until restored. */
export async function markDeleted(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  userId: number | null,
  at: string,
) {
  await db
    .updateTable(rt.plan.table)
    .set({ deleted_at: at, deleted_by: userId })
    .where('id', '=', id)
    .execute();
}

export async function markRestored(
  db: AnyDb,
  rt: ModelRuntime,
  id: number,
  userId: number | null,
  at: string,
) {
  await db
    .updateTable(rt.plan.table)
    .set({ deleted_at: null, deleted_by: null, updated_at: at, updated_by: userId })
    .where('id', '=', id)
    .execute();
}
