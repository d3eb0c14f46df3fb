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

/** The live rows of a related list: its records pointing at the parent, by the owner rule. */
function liveRows(db: AnyDb, rt: ModelRuntime, query: RelatedRowsQuery) {
  const base = db
    .selectFrom(rt.plan.table)
    .where('deleted_at', 'is', null)
    .where(assertIdentifier(query.field), '=', query.id);
  return query.owner ? base.where(ownerCondition(query.owner)) : base;
}

/** The query of a related list's page: its newest rows in order, at most its limit. */
export function relatedPageQuery(db: AnyDb, rt: ModelRuntime, query: RelatedRowsQuery) {
  const { field, direction } = query.sort;
  const columns = [...RECORD_COLUMNS, ...query.fields.filter((name) => rt.types.has(name))];
  return liveRows(db, rt, query)
    .select(columns.map(assertIdentifier))
    .orderBy(assertIdentifier(field), direction)
    .orderBy('id', direction)
    .limit(query.limit);
}

/**
 * The newest live rows of one related list and how many there are, asked side by side (two
 * round trips at once on PostgreSQL): the page is one ordered, limited walk along the
 * (pointing field, sort field, id) index the sync makes for declared lists, the count reads
 * the same index.
 */
export async function readRelatedRows(
  db: AnyDb,
  rt: ModelRuntime,
  query: RelatedRowsQuery,
): Promise<{ rows: RecordValues[]; total: number }> {
  const [found, counted] = await Promise.all([
    relatedPageQuery(db, rt, query).execute(),
    liveRows(db, rt, query)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  const rows = found.map((row) => decodeRow(rt, row, query.fields));
  return { rows, total: Math.max(rows.length, Number(counted?.n ?? 0)) };
}
