import type { ModelSchema } from '../../engine/types';
import { type LogicalType, planTable, type TablePlan } from './table-plan';

/** A model's schema with its table plan and column types, computed once per schema object. */
export interface ModelRuntime {
  schema: ModelSchema;
  plan: TablePlan;
  types: Map<string, LogicalType>;
}

const runtimes = new WeakMap<ModelSchema, ModelRuntime>();

export function modelRuntime(schema: ModelSchema): ModelRuntime {
  let runtime = runtimes.get(schema);
  if (!runtime) {
    const plan = planTable(schema);
    runtime = { schema, plan, types: new Map(plan.columns.map((c) => [c.name, c.logical])) };
    runtimes.set(schema, runtime);
  }
  return runtime;
}

export type RecordValues = Record<string, unknown>;
