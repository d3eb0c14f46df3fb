import type { AnyDb } from './any-db';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { type OwnerCondition, ownerCondition } from './owner-condition';
import { decodeRow, RECORD_COLUMNS } from './record-reads';
import { assertIdentifier } from './table-plan';

export interface RelatedRowsQuery {
  /** The ref field pointing at the parent, and the parent's id. */
  field: string;
  id: number;
  sort: { field: string; direction: 'asc' | 'desc' };
  limit: number;
  /** Stored fields each row carries, beside its bookkeeping. */
  fields: string[];
  owner?: OwnerCondition;
}

/** The live rows of a related list: its records pointing at the parent, by the read rules. */
function liveRows(db: AnyDb, rt: ModelRuntime, query: RelatedRowsQuery) {
  const base = db
    .selectFrom(rt.plan.table)
    .where('deleted_at', 'is', null)
    .where(assertIdentifier(query.field), '=', query.id);
  return query.owner ? base.where(ownerCondition(query.owner)) : base;
}

/** Beside each row of a page: how many rows the list has in all. Never a field's name. */
const TOTAL = '__related_total';

/**
 * A related list's page in one query: its newest rows in order, at most its limit, each with
 * the list's count (an uncorrelated subquery, computed once). Both read the (pointing field,
 * sort field, id) index the sync makes for declared lists; an empty page is an empty list.
 */
export function relatedPageQuery(db: AnyDb, rt: ModelRuntime, query: RelatedRowsQuery) {
  const { field, direction } = query.sort;
  const columns = [...RECORD_COLUMNS, ...query.fields.filter((name) => rt.types.has(name))];
  const total = liveRows(db, rt, query)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .as(TOTAL);
  return liveRows(db, rt, query)
    .select(columns.map(assertIdentifier))
    .select(total)
    .orderBy(assertIdentifier(field), direction)
    .orderBy('id', direction)
    .limit(query.limit);
}

/** The newest live rows of one related list and how many there are, in one round trip. */
export async function readRelatedRows(
  db: AnyDb,
  rt: ModelRuntime,
  query: RelatedRowsQuery,
): Promise<{ rows: RecordValues[]; total: number }> {
  const found = await relatedPageQuery(db, rt, query).execute();
  const rows = found.map((row) => decodeRow(rt, row, query.fields));
  return { rows, total: Number(found[0]?.[TOTAL] ?? 0) };
}
