import type { EngineUser, FieldSchema, GroupSchema } from '../types';
import { passesAccess } from './access';

/** What the rule reads of a model: its fields and the groups they sit in. */
export interface FieldsAndGroups {
  fields: Record<string, FieldSchema>;
  groups?: readonly GroupSchema[];
}

/** The group a field names, when the model has it (a field may name none, or a missing one). */
export function groupOf(
  groups: readonly GroupSchema[] | undefined,
  field: FieldSchema,
): GroupSchema | undefined {
  return field.group === undefined ? undefined : groups?.find((g) => g.id === field.group);
}

/**
 * Spec 5.1, 6.4: a field is the user's to see and write only when its own permissions/roles
 * AND those of its group let them in. A group gated to Finance hides every field in it, even
 * one without a rule of its own. The form session and the server both ask this one function,
 * so the browser never shows what the server would leave out, nor the other way round.
 */
export function mayAccessField(
  field: FieldSchema,
  group: GroupSchema | undefined,
  user: EngineUser,
): boolean {
  return passesAccess(field, user) && (group === undefined || passesAccess(group, user));
}

/** The names of the fields of `model` this user may not see, in schema order. */
export function hiddenFieldNames(model: FieldsAndGroups, user: EngineUser): string[] {
  return Object.entries(model.fields)
    .filter(([, field]) => !mayAccessField(field, groupOf(model.groups, field), user))
    .map(([name]) => name);
}

/**
 * Whether the user may see the field `name`. A name the model does not hold (a field since
 * removed from the schema, say) is not gated by anything, so it counts as visible.
 */
export function mayAccessFieldNamed(
  model: FieldsAndGroups,
  name: string,
  user: EngineUser,
): boolean {
  const field = Object.hasOwn(model.fields, name) ? model.fields[name] : undefined;
  return !field || mayAccessField(field, groupOf(model.groups, field), user);
}
