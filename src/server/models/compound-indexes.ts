import type { ModelSchema } from '../../engine/types';
import type { AnyTrx } from './any-db';
import { createLiveIndexes, type RelatedIndex } from './related-indexes';
import { assertIdentifier, type TablePlan } from './table-plan';

/**
 * The indexes a model declares over several columns (its `indexes`, checked by check:schemas):
 * its columns in order, then id, over live rows, so a look-up by all of them reads its rows from
 * the index in order (a patient's haemoglobin results, newest first, without the others).
 */
export function compoundIndexes(schema: ModelSchema, plan: TablePlan): RelatedIndex[] {
  return (schema.indexes ?? []).map((columns) => ({
    name: `ix_${plan.table}_${columns.join('_')}_cx`.slice(0, 60),
    columns: [...columns, 'id'].map(assertIdentifier),
  }));
}

/** Creates the declared compound indexes of this table that are missing (never drops one). */
export async function syncCompoundIndexes(trx: AnyTrx, schema: ModelSchema, plan: TablePlan) {
  await createLiveIndexes(trx, plan, compoundIndexes(schema, plan));
}
