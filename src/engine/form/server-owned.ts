import type { ModelSchema } from '../types';

/**
 * Why the server alone writes a field of a model record, if it does: a computed field
 * (formula or expression), a field the model's rules keep from other records (`derived`: an
 * invoice's paid amount), the field numbered by the naming series, or, on an update, the
 * workflow's status (changed only through a transition). The browser leaves these out of what
 * it sends; the server refuses them with this reason.
 */
export type ServerOwned = 'computed' | 'derived' | 'numbered' | 'workflow';

export function serverOwned(
  schema: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'>,
  name: string,
  isUpdate: boolean,
): ServerOwned | undefined {
  const field = schema.fields[name];
  if (!field) return undefined;
  if (field.formula || field.expression) return 'computed';
  if (field.derived) return 'derived';
  if (schema.naming?.field === name) return 'numbered';
  if (isUpdate && schema.workflow?.field === name) return 'workflow';
  return undefined;
}

/** The values a person may send: the form's values without the server-owned fields. */
export function writableValues(
  schema: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'>,
  values: Record<string, unknown>,
  isUpdate: boolean,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !serverOwned(schema, name, isUpdate)),
  );
}
