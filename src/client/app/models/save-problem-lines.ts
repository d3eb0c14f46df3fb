import type { ModelSchema } from '../../../engine/types';
import type { SaveProblem } from './record-api';

/**
 * A field's name as a person reads it: its label, and a table cell's as "Items row 1,
 * Quantity" (the server names it `items[0].quantity`).
 */
export function problemFieldLabel(schema: ModelSchema, path: string): string {
  const cell = /^([^[\]]+)\[(\d+)\]\.(.+)$/.exec(path);
  if (!cell) return schema.fields[path]?.label ?? path;
  const [, table = '', index = '0', column = ''] = cell;
  const field = schema.fields[table];
  const columnLabel = field?.columns?.find((c) => c.field === column)?.label ?? column;
  return `${field?.label ?? table} row ${Number(index) + 1}, ${columnLabel}`;
}

/**
 * The lines under a refused save's message, one per field problem; a problem that only repeats
 * the message (a rule's single refusal) is not said twice.
 */
export function problemLines(problem: SaveProblem, schema: ModelSchema): string[] {
  return problem.fields
    .filter((item) => item.message !== problem.message)
    .map((item) => `${problemFieldLabel(schema, item.field)}: ${item.message}`);
}
