/**
 * Records picked by a ref field or a ref column, read again by the server when a write picks
 * them: to refuse one the field's `refFilter` does not offer, and to copy the fields other
 * fields `fetchFrom` (the client's copy is never trusted).
 */
import {
  describeRefCondition,
  failedRefCondition,
  type RefFilterScope,
  resolveRefFilter,
} from '../../engine/form/ref-filter';
import { recordTitle } from '../../engine/format/record-title';
import type { Registry } from '../../engine/registry/types';
import type { ModelSchema, RefFilter } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import type { AnyDb } from './any-db';
import { fromDb, toDb } from './codecs';
import { type ModelRuntime, modelRuntime, type RecordValues } from './model-runtime';
import { decodeRow } from './record-reads';
import type { LogicalType } from './table-plan';

/** What the checks of a write's picks read. */
export interface RecordWrite {
  reader: AnyDb;
  registry: Registry;
  rt: ModelRuntime;
  /** The whole record as it will be stored (its other fields feed `$name` in filters). */
  values: RecordValues;
  /** The record as stored; undefined for a new record. */
  stored: RecordValues | undefined;
  /** The fields this write sets. */
  written: ReadonlySet<string>;
}

/** The live (not deleted) records of `model` among `ids`, by id, as the API shows them. */
export async function readPicked(
  reader: AnyDb,
  registry: Registry,
  model: string,
  ids: readonly number[],
): Promise<Map<number, RecordValues>> {
  const schema = registry.models[model];
  const found = new Map<number, RecordValues>();
  if (!schema || ids.length === 0) return found;
  const rt = modelRuntime(schema);
  const rows = await reader
    .selectFrom(rt.plan.table)
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .where('deleted_at', 'is', null)
    .execute();
  for (const row of rows) found.set(Number(row.id), decodeRow(rt, row));
  return found;
}

/**
 * Why `picked` may not be picked under `filter`, or undefined when it may: "INV-2026-000003 is
 * not one this payment may pick (its Status must be one of Submitted, Partly Paid)".
 */
export function refFilterRefusal(
  filter: RefFilter | undefined,
  scope: RefFilterScope,
  picked: RecordValues,
  target: ModelSchema,
  picker: ModelSchema,
): string | undefined {
  if (!filter) return undefined;
  const failed = failedRefCondition(resolveRefFilter(filter, scope), picked);
  if (!failed) return undefined;
  const field = target.fields[failed.field];
  const label = field ? labelOf(failed.field, field) : failed.field;
  return `${recordTitle(target, picked)} is not one this ${picker.title.toLowerCase()} may pick (${describeRefCondition(failed, label)})`;
}

/** A value as the API returns it once stored in a column of `logical` type. */
export function asStored(logical: LogicalType, value: unknown): unknown {
  return fromDb(logical, toDb(logical, value));
}

/** The runtime of the model a ref names, when it is served. */
export function targetRuntime(registry: Registry, model: string): ModelRuntime | undefined {
  const schema = registry.models[model];
  return schema ? modelRuntime(schema) : undefined;
}
