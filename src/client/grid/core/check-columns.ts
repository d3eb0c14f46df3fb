/**
 * Column definitions and rows pasted as JSON (the grid playground): parsed and checked, with
 * one readable problem per mistake instead of a grid that silently shows nothing.
 */
import { withIds } from './rows';
import { GRID_COLUMN_TYPES, type GridColumn, type GridRow } from './types';

export interface Checked<T> {
  value?: T;
  problems: string[];
}

function parse(text: string): { json?: unknown; problem?: string } {
  try {
    return { json: JSON.parse(text) };
  } catch (error) {
    return { problem: `Not valid JSON: ${(error as Error).message}` };
  }
}

const NUMBER_KEYS = ['width', 'flex', 'rows'] as const;
const BOOLEAN_KEYS = ['required', 'hidden', 'editable', 'disabled', 'multiline'] as const;

function columnProblems(column: unknown, index: number, seen: Set<string>): string[] {
  const at = `Column ${index + 1}`;
  if (!column || typeof column !== 'object' || Array.isArray(column))
    return [`${at}: not an object`];
  const c = column as Record<string, unknown>;
  const problems: string[] = [];
  if (typeof c.field !== 'string' || c.field === '') problems.push(`${at}: "field" is required`);
  else if (seen.has(c.field)) problems.push(`${at}: the field "${c.field}" is used twice`);
  else seen.add(c.field);
  if (c.type !== undefined && !GRID_COLUMN_TYPES.includes(c.type as never)) {
    problems.push(`${at}: type must be one of ${GRID_COLUMN_TYPES.join(', ')}`);
  }
  for (const key of NUMBER_KEYS) {
    if (c[key] !== undefined && !(typeof c[key] === 'number' && c[key] > 0)) {
      problems.push(`${at}: "${key}" must be a positive number`);
    }
  }
  for (const key of BOOLEAN_KEYS) {
    if (c[key] !== undefined && typeof c[key] !== 'boolean') {
      problems.push(`${at}: "${key}" must be true or false`);
    }
  }
  if (c.options !== undefined && !Array.isArray(c.options)) {
    problems.push(`${at}: "options" must be a list`);
  }
  if (c.align !== undefined && !['left', 'center', 'right'].includes(c.align as string)) {
    problems.push(`${at}: "align" must be left, center or right`);
  }
  return problems;
}

/** A JSON list of spec 3.3 column definitions. */
export function checkColumnsText(text: string): Checked<GridColumn[]> {
  const { json, problem } = parse(text);
  if (problem) return { problems: [problem] };
  if (!Array.isArray(json)) return { problems: ['The columns must be a JSON list'] };
  const seen = new Set<string>();
  const problems = json.flatMap((column, index) => columnProblems(column, index, seen));
  return problems.length > 0 ? { problems } : { value: json as GridColumn[], problems };
}

/** A JSON list of row objects; rows without an id get the next free one. */
export function checkRowsText(text: string): Checked<GridRow[]> {
  const { json, problem } = parse(text);
  if (problem) return { problems: [problem] };
  if (!Array.isArray(json)) return { problems: ['The rows must be a JSON list'] };
  const bad = json.findIndex((row) => !row || typeof row !== 'object' || Array.isArray(row));
  if (bad >= 0) return { problems: [`Row ${bad + 1}: not an object`] };
  const rows = withIds(json as Record<string, unknown>[]) as GridRow[];
  const ids = new Set<string>();
  for (const row of rows) {
    if (ids.has(String(row.id))) return { problems: [`The id ${String(row.id)} is used twice`] };
    ids.add(String(row.id));
  }
  return { value: rows, problems: [] };
}
