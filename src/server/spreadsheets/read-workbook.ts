import { HttpError } from '../errors';
import { readFirstSheet } from './sheet-reader';
import { checkUnpackedWorkbook, type SpreadsheetLimits } from './unpacked-size';

/** One thing wrong in an uploaded sheet; `row` is the spreadsheet's own row number (1 = headers). */
export interface SheetProblem {
  row: number;
  column: string;
  message: string;
}

/** A data row: its number in the sheet and its trimmed cell texts keyed by header. */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export interface Sheet {
  /** Row 1, left to right: the text as written and its key ("First name" -> "first_name"). */
  headers: { text: string; key: string }[];
  rows: SheetRow[];
  /** Row-1 problems: repeated headers, values in a column without a header. */
  headerProblems: SheetProblem[];
}

export const headerKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function columnLetter(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

/**
 * Reads the first worksheet of an uploaded .xlsx: row 1 holds the headers, every later row
 * with any value becomes a data row. Refuses what is not a workbook (415), what unpacks past
 * the limits (413, before anything is parsed) and a sheet without data rows (422
 * EMPTY_SPREADSHEET).
 */
export async function readWorkbook(bytes: Buffer, limits: SpreadsheetLimits): Promise<Sheet> {
  await checkUnpackedWorkbook(bytes, limits);
  const grid = (await readFirstSheet(bytes)).map(([row, cells]) => ({
    row,
    cells: new Map(cells),
  }));
  const headerCells = grid[0]?.row === 1 ? (grid.shift()?.cells ?? new Map()) : new Map();
  if (grid.length === 0) {
    throw new HttpError(
      422,
      'EMPTY_SPREADSHEET',
      headerCells.size > 0
        ? 'The spreadsheet has headers but no rows to import.'
        : 'The spreadsheet is empty.',
    );
  }

  const headerProblems: SheetProblem[] = [];
  const headers: Sheet['headers'] = [];
  const byColumn = new Map<number, string>();
  for (const [column, text] of [...headerCells].sort(([a], [b]) => a - b)) {
    const key = headerKey(text);
    if ([...byColumn.values()].includes(key)) {
      headerProblems.push({ row: 1, column: text, message: `Column "${text}" appears twice` });
    }
    byColumn.set(column, key);
    headers.push({ text, key });
  }
  if (byColumn.size === 0) {
    const problem = { row: 1, column: 'A', message: 'Row 1 must hold the column headers' };
    return { headers: [], rows: [], headerProblems: [problem] };
  }
  const headless = new Set<number>();
  const rows = grid.map(({ row, cells }) => {
    const values: Record<string, string> = {};
    for (const key of byColumn.values()) values[key] = '';
    for (const [column, text] of cells) {
      const key = byColumn.get(column);
      if (key !== undefined) values[key] = text;
      else headless.add(column);
    }
    return { row, values };
  });
  for (const column of [...headless].sort((a, b) => a - b)) {
    const letter = columnLetter(column);
    headerProblems.push({
      row: 1,
      column: letter,
      message: `Column ${letter} has values but no header`,
    });
  }
  return { headers, rows, headerProblems };
}

/** "3 problems: row 3, email: Valid email is required; ..." (the first 20 spelled out). */
export function describeProblems(problems: SheetProblem[]): string {
  const shown = problems
    .slice(0, 20)
    .map((p) => `row ${p.row}, ${p.column}: ${p.message}`)
    .join('; ');
  const more = problems.length > 20 ? `; and ${problems.length - 20} more` : '';
  return `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}: ${shown}${more}`;
}
