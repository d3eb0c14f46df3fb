import { runSql, shapedSql } from '../db/compiled-sql';
import { insertRowsReturningIds } from '../db/insert-rows';
import type { AnyDb } from './any-db';
import { fromDb, toDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { forgetRecords } from './record-cache';
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

/**
 * Writes the rows of the one_to_many fields in `values`, in their order: a row with the `id`
 * of one of this record's rows is updated in place (its id stays, so another record may point
 * at it), a row without one is inserted, and stored rows not sent are deleted. Rows come
 * checked (table-rows.ts: every id is a row of this record). A new record (`isNew`) has no
 * stored rows to look up. New rows go in with one insert per table. Answers the rows as
 * stored, with their ids, by field, for the record's history.
 */
export async function writeChildren(
  db: AnyDb,
  rt: ModelRuntime,
  parentId: number,
  values: RecordValues,
  isNew = false,
): Promise<Record<string, RecordValues[]>> {
  const written: Record<string, RecordValues[]> = {};
  // Its child rows change: the transaction's cache forgets the record (record-cache.ts).
  if (rt.plan.children.length > 0) forgetRecords(db, rt.plan.table, [parentId]);
  for (const child of rt.plan.children) {
    const rows = values[child.field];
    if (rows === undefined) continue;
    const list = (Array.isArray(rows) ? rows : []) as RecordValues[];
    const storedIds = new Set(
      isNew
        ? []
        : (
            await db
              .selectFrom(child.table)
              .select('id')
              .where('parent_id', '=', parentId)
              .execute()
          ).map((row) => Number(row.id)),
    );
    const kept = new Set<number>();
    const out: RecordValues[] = [];
    const inserts: { cells: Record<string, unknown>; row: RecordValues }[] = [];
    for (const [position, row] of list.entries()) {
      const cells: Record<string, unknown> = { position };
      for (const column of child.columns)
        cells[column.name] = toDb(column.logical, row[column.name]);
      const asStored: RecordValues = {};
      for (const column of child.columns)
        asStored[column.name] = fromDb(column.logical, cells[column.name]);
      if (row.id === undefined || row.id === null) {
        const stored = { id: undefined as unknown, ...asStored };
        inserts.push({ cells, row: stored });
        out.push(stored);
        continue;
      }
      const id = Number(row.id);
      if (!storedIds.has(id) || kept.has(id))
        throw new Error(
          `${child.table}: row ${id} is not a row of record ${parentId} (unchecked write)`,
        );
      kept.add(id);
      await db
        .updateTable(child.table)
        .set(cells)
        .where('id', '=', id)
        .where('parent_id', '=', parentId)
        .execute();
      out.push({ id, ...asStored });
    }
    const gone = [...storedIds].filter((id) => !kept.has(id));
    if (gone.length > 0) await db.deleteFrom(child.table).where('id', 'in', gone).execute();
    if (inserts.length > 0) {
      const ids = await insertRowsReturningIds(
        db,
        child.table,
        inserts.map(({ cells }) => ({ parent_id: parentId, ...cells })),
      );
      for (const [i, { row }] of inserts.entries()) row.id = ids[i];
    }
    written[child.field] = out;
  }
  return written;
}

/** A new record's row: its columns and the version and stamps every row starts with. */
export function newRow(pending: {
  rt: ModelRuntime;
  written: RecordValues;
  actor: { id: number | null };
  at: Date;
}): Record<string, unknown> {
  const at = pending.at.toISOString();
  const userId = pending.actor.id;
  return {
    ...encodeColumns(pending.rt, pending.written),
    version: 1,
    created_at: at,
    created_by: userId,
    updated_at: at,
    updated_by: userId,
  };
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

/** Set by every update itself, after the record's own columns. */
const STAMPS = new Set(['version', 'updated_at', 'updated_by']);

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
  // SQL text kept per shape (compiled-sql.ts): every transition and edit sends one.
  const names = Object.keys(columns).filter((name) => !STAMPS.has(name));
  const text = shapedSql(db, `update-row\u0000${rt.plan.table}\u0000${names.join(',')}`, (p) => {
    const sets = [...names, 'version', 'updated_at', 'updated_by'].map(
      (name, i) => `"${assertIdentifier(name)}" = ${p(i)}`,
    );
    const n = sets.length;
    return `update "${assertIdentifier(rt.plan.table)}" set ${sets.join(', ')} where "id" = ${p(n)} and "version" = ${p(n + 1)} and "deleted_at" is null`;
  });
  const parameters = [...names.map((name) => columns[name]), version + 1, at, userId, id, version];
  const result = await runSql(db, text, parameters);
  forgetRecords(db, rt.plan.table, [id]);
  return Number(result.numAffectedRows) === 1;
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
  forgetRecords(db, rt.plan.table, [id]);
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
  forgetRecords(db, rt.plan.table, [id]);
}
