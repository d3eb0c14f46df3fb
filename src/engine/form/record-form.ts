import type { FieldSchema, ModelSchema } from '../types';
import { serverOwned } from './server-owned';

type RecordSchema = Pick<ModelSchema, 'fields' | 'naming' | 'workflow'>;

/** What a model's new or edit form shows: its fields as offered, and which are read-only. */
export interface RecordForm {
  fields: Record<string, FieldSchema>;
  /** Shown but not changed here: the server alone writes them (a person could not save them). */
  readOnly: string[];
}

/**
 * A model's fields as its form offers them, so a form never offers what the server refuses.
 * A new record starts in the workflow's start state, so its status offers that state alone
 * (later states come through transitions, on the record's detail). Fields the server writes
 * (computed, numbered, the status of an existing record) are read-only.
 */
export function recordForm(schema: RecordSchema, isUpdate: boolean): RecordForm {
  // A fetched field (fetchFrom) is copied from the picked record: the server stores its own copy.
  const readOnly = Object.keys(schema.fields).filter(
    (name) => serverOwned(schema, name, isUpdate) || schema.fields[name]?.fetchFrom !== undefined,
  );
  const workflow = schema.workflow;
  const status = workflow && schema.fields[workflow.field];
  if (isUpdate || !workflow || !status) return { fields: schema.fields, readOnly };
  const startOnly: FieldSchema = { ...status };
  if (status.options)
    startOnly.options = status.options.filter(
      (option) => String(option.id ?? option.value) === workflow.initial,
    );
  if (status.allowedValues) startOnly.allowedValues = [workflow.initial];
  return {
    fields: { ...schema.fields, [workflow.field]: startOnly },
    readOnly: [...readOnly, workflow.field],
  };
}

/** The values a new record's form starts with: `given`, in the workflow's start state. */
export function newRecordValues(
  schema: RecordSchema,
  given: Record<string, unknown> = {},
): Record<string, unknown> {
  const workflow = schema.workflow;
  return workflow ? { ...given, [workflow.field]: workflow.initial } : { ...given };
}
