/**
 * The records playground's JSON: `{columns, rows}` for an inline record table (spec 3.3),
 * checked as it is typed, with every problem located by a JSON pointer. Columns are
 * checked against what inline tables know; rows only need to be objects.
 */
import { INLINE_COLUMN_TYPES, type TableColumnDef } from '../../../widgets/table/columns';
import type { Row } from '../../../widgets/table/rows';
import { type SchemaProblem, syntaxProblem } from '../check-schema';

export interface RecordsDoc {
  columns: TableColumnDef[];
  rows: Row[];
}

export interface RecordsCheck {
  /** The table, when the JSON describes one (problems of single rows do not block it). */
  doc?: RecordsDoc;
  problems: SchemaProblem[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function columnProblems(columns: unknown[]): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const say = (pointer: string, message: string) =>
    problems.push({ source: 'model', pointer, message });
  const fields = columns.map((c) => (isObject(c) ? c.field : undefined));
  for (const [i, column] of columns.entries()) {
    const at = `/columns/${i}`;
    if (!isObject(column)) {
      say(at, 'A column must be an object.');
      continue;
    }
    if (typeof column.field !== 'string' || column.field === '')
      say(`${at}/field`, 'A column needs a field name.');
    else if (fields.indexOf(column.field) !== i)
      say(`${at}/field`, `The field "${column.field}" is used by an earlier column.`);
    const type = column.type;
    if (type !== undefined && !(INLINE_COLUMN_TYPES as readonly unknown[]).includes(type))
      say(`${at}/type`, `Unknown column type; use one of ${INLINE_COLUMN_TYPES.join(', ')}.`);
    if (column.options !== undefined && !Array.isArray(column.options))
      say(`${at}/options`, 'Options must be a list.');
    if (type === 'select' && !Array.isArray(column.options))
      say(`${at}/options`, 'A select column needs its options.');
    if (column.relatedFrom !== undefined && !fields.includes(column.relatedFrom))
      say(`${at}/relatedFrom`, 'relatedFrom must name another column.');
    const digits = column.fractionDigits;
    if (
      digits !== undefined &&
      !(Number.isInteger(digits) && Number(digits) >= 0 && Number(digits) <= 8)
    )
      say(`${at}/fractionDigits`, 'Cells allow 0 to 8 fraction digits.');
    if (type === 'custom' && typeof column.key !== 'string')
      say(`${at}/key`, 'A custom column needs the key of its registered cell.');
  }
  return problems;
}

function rowProblems(rows: unknown[]): SchemaProblem[] {
  return rows.flatMap((row, i): SchemaProblem[] => {
    if (!isObject(row))
      return [{ source: 'model', pointer: `/rows/${i}`, message: 'A row must be an object.' }];
    return (['disableEdit', 'disableDelete'] as const)
      .filter((flag) => row[flag] !== undefined && typeof row[flag] !== 'boolean')
      .map((flag) => ({
        source: 'model',
        pointer: `/rows/${i}/${flag}`,
        message: `${flag} is true or false.`,
      }));
  });
}

export function checkRecordsText(text: string): RecordsCheck {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [syntaxProblem(text, error as Error)] };
  }
  if (!isObject(data))
    return {
      problems: [
        { source: 'model', pointer: '', message: 'Write an object with columns and rows.' },
      ],
    };
  const problems: SchemaProblem[] = [];
  if (!Array.isArray(data.columns) || data.columns.length === 0)
    problems.push({
      source: 'model',
      pointer: '/columns',
      message: 'columns must be a list of at least one column.',
    });
  if (data.rows !== undefined && !Array.isArray(data.rows))
    problems.push({ source: 'model', pointer: '/rows', message: 'rows must be a list.' });
  if (problems.length > 0) return { problems };
  const columns = data.columns as unknown[];
  const rows = (data.rows ?? []) as unknown[];
  const columnIssues = columnProblems(columns);
  problems.push(...columnIssues, ...rowProblems(rows));
  if (columnIssues.length > 0) return { problems };
  return {
    doc: { columns: columns as TableColumnDef[], rows: rows.filter(isObject) as Row[] },
    problems,
  };
}

/**
 * The JSON text with its rows replaced (the table saved a change). When the text no longer
 * parses, the table was showing the last good JSON, so that is what the saved rows go into.
 */
export function withRows(text: string, rows: Row[], lastGood: RecordsDoc): string {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const base = isObject(data) ? data : lastGood;
  return JSON.stringify({ ...base, rows }, null, 2);
}
