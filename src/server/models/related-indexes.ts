import { sql } from 'kysely';
import { relatedSort } from '../../engine/related/related-lists';
import type { ModelSchema } from '../../engine/types';
import type { AnyTrx } from './any-db';
import { assertIdentifier, type TablePlan } from './table-plan';

export interface RelatedIndex {
  name: string;
  columns: string[];
}

/**
 * The indexes that answer the related lists other models declare over this one (a patient's
 * visits): (pointing field, sort field, id) over live rows, so a list's newest page and its
 * count are read from the index in order, without sorting all of a patient's visits.
 */
export function relatedIndexes(
  models: Readonly<Record<string, ModelSchema>>,
  plan: TablePlan,
): RelatedIndex[] {
  const stored = new Set([...plan.columns.map((c) => c.name), 'created_at', 'updated_at']);
  const indexes = new Map<string, RelatedIndex>();
  for (const schema of Object.values(models))
    for (const entry of schema.related ?? []) {
      if (entry.model !== plan.model) continue;
      const sort = relatedSort(entry).field;
      if (!stored.has(entry.field) || !stored.has(sort)) continue;
      const name = `ix_${plan.table}_${entry.field}_${sort}_rel`.slice(0, 60);
      indexes.set(name, { name, columns: [entry.field, sort, 'id'].map(assertIdentifier) });
    }
  return [...indexes.values()];
}

/** Creates the related-list indexes of this table that are missing (never drops one). */
export async function syncRelatedIndexes(
  trx: AnyTrx,
  plan: TablePlan,
  models: Readonly<Record<string, ModelSchema>>,
) {
  await createLiveIndexes(trx, plan, relatedIndexes(models, plan));
}

/** Creates these indexes over the table's live rows where they are missing (never drops one). */
export async function createLiveIndexes(trx: AnyTrx, plan: TablePlan, indexes: RelatedIndex[]) {
  for (const index of indexes)
    await trx.schema
      .createIndex(index.name)
      .ifNotExists()
      .on(plan.table)
      .columns(index.columns)
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
}
