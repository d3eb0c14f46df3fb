import type { Registry } from '../../engine/registry/types';
import { createRuleSet, type RuleSet } from '../rules/rule-set';
import type { AnyDb } from './any-db';
import { createServiceContext } from './model-service-context';
import { createOperations } from './model-service-create';
import { lifecycleOperations } from './model-service-lifecycle';
import { readOperations } from './model-service-reads';
import { ruleOperations } from './model-service-rules';
import { updateOperations } from './model-service-update';
import type { CommitListener } from './model-service-writes';

export type { IndexedProblem } from './indexed-problems';
export { POSTGRES_COUNT_MAX_AGE_MS } from './model-service-context';
export type { CommitListener, CommittedWrite } from './model-service-writes';
// Callers name these through the service they use.
export type { Actor } from './read-rule';

const NO_RULES = createRuleSet([]);

/**
 * The generic resource behind /api/models/{model}: validation, versions, history, workflows.
 * Each kind of operation lives in its own file; every write among them runs in the one
 * transaction of model-service-writes.ts.
 */
export function createModelService(
  db: AnyDb,
  registry: () => Registry,
  now: () => Date,
  isSynced: (model: string) => boolean = () => true,
  // Lists read here (SQLite: reader threads), so a slow search does not hold up other requests.
  reads: AnyDb = db,
  /** The rules models may name (src/server/rules); none unless given. */
  rules: () => RuleSet = () => NO_RULES,
  /** PostgreSQL: where numbering series are drawn, outside the writes (naming-series.ts). */
  counters?: AnyDb,
) {
  const ctx = createServiceContext(db, registry, now, isSynced, reads, rules, counters);
  return {
    runtime: ctx.runtime,
    /** Hears the records of every committed write transaction; returns how to stop hearing. */
    onCommitted(listener: CommitListener): () => void {
      ctx.commitListeners.add(listener);
      return () => ctx.commitListeners.delete(listener);
    },
    ...readOperations(ctx),
    ...createOperations(ctx),
    ...updateOperations(ctx),
    ...lifecycleOperations(ctx),
    ...ruleOperations(ctx),
  };
}
export type ModelService = ReturnType<typeof createModelService>;
