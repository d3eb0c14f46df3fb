import type { ModelSchema } from '../../engine/types';
import type { ModelSyncResult } from './sync';
import { planTable } from './table-plan';

/**
 * Which definition of each model its tables were last synced to. A model is served only while
 * the schema in force derives the same tables: a range sync reloads every schema file but
 * syncs a few models, so a changed schema outside the range must not be served (its new
 * columns do not exist yet) until a sync covers it; it answers 503 MODEL_NOT_SYNCED meanwhile.
 */
export interface SyncState {
  isSynced(model: string, schema: ModelSchema | undefined): boolean;
  /** Records a sync run's outcome for each model it touched, with the schemas it synced. */
  record(results: Iterable<ModelSyncResult>, models: Record<string, ModelSchema>): void;
}

/**
 * What the tables of a model look like, as text: a field moved within its schema or a label
 * changed derives the same tables, so it keeps the model open; a new, retyped or re-indexed
 * column does not. Searched fields keep their order, which the search index depends on.
 */
export function tableSignature(schema: ModelSchema): string {
  const plan = planTable(schema);
  const byName = <T extends { name: string }>(list: T[]) =>
    [...list].sort((a, b) => a.name.localeCompare(b.name));
  return JSON.stringify({
    table: plan.table,
    columns: byName(plan.columns),
    children: plan.children
      .map((c) => ({ table: c.table, columns: byName(c.columns) }))
      .sort((a, b) => a.table.localeCompare(b.table)),
    indexed: [...plan.indexed].sort(),
    sortable: [...plan.sortable].sort(),
    searched: plan.searched,
  });
}

export function createSyncState(): SyncState {
  const synced = new Map<string, string>();
  // Asked on every model request: a registry's schema objects are not changed once loaded
  // (a reload makes new ones), so each one's signature is worked out once.
  const signatures = new WeakMap<ModelSchema, string>();
  const signatureOf = (schema: ModelSchema) => {
    let signature = signatures.get(schema);
    if (signature === undefined) {
      signature = tableSignature(schema);
      signatures.set(schema, signature);
    }
    return signature;
  };
  return {
    isSynced(model, schema) {
      return schema !== undefined && synced.get(model) === signatureOf(schema);
    },
    record(results, models) {
      for (const { model, status } of results) {
        const schema = Object.hasOwn(models, model) ? models[model] : undefined;
        if (status === 'ok' && schema) synced.set(model, signatureOf(schema));
        else synced.delete(model);
      }
    },
  };
}
