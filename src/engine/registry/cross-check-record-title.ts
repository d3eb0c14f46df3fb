import { templateFields } from '../format/title-template';
import type { FieldType, ModelSchema } from '../types';
import { pointer, problem } from './problems';

/** Field types with no one-line text to call a record by. */
const UNSHOWN: ReadonlySet<FieldType> = new Set<FieldType>([
  'one_to_many',
  'password',
  'confirm_password',
  'divider',
  'submit',
]);

/**
 * A `recordTitle` template names fields of its model, each one that reads as a line of text:
 * `schemas/visit.json#/recordTitle: unknown field "arrivd_at"`. Braces around anything but a
 * field name are reported too, as they would show literally.
 */
export function checkRecordTitle(file: string, schema: ModelSchema): string[] {
  const template = schema.recordTitle;
  if (typeof template !== 'string') return [];
  const at = pointer('recordTitle');
  const problems: string[] = [];
  for (const name of templateFields(template)) {
    const field = schema.fields[name];
    if (!field) problems.push(problem(file, at, `unknown field "${name}"`));
    else if (UNSHOWN.has(field.type))
      problems.push(
        problem(file, at, `field "${name}" (${field.type}) cannot be shown in a title`),
      );
  }
  for (const [stray] of template.matchAll(/\{[^}]*\}/g)) {
    if (!/^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(stray))
      problems.push(problem(file, at, `"${stray}" is not a field name in braces`));
  }
  return problems;
}
