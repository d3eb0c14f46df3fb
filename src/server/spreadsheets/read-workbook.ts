import ExcelJS from 'exceljs';
import { HttpError } from '../errors';
import { readZipDirectory } from './zip-directory';

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

/** Far more than any real user list unpacks to; a "zip bomb" would exhaust memory instead. */
export const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;

const notASpreadsheet = () =>
  new HttpError(415, 'NOT_A_SPREADSHEET', 'The file is not an Excel workbook (.xlsx).');

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

/** The text a person sees in a cell, whatever exceljs made of it (rich text, link, formula). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'object') return '';
  const cell = value as Record<string, unknown>;
  if (Array.isArray(cell.richText)) {
    return cell.richText
      .map((part) => (typeof part?.text === 'string' ? part.text : ''))
      .join('')
      .trim();
  }
  if ('result' in cell) return cellText(cell.result);
  if ('text' in cell) return cellText(cell.text);
  if ('error' in cell) return String(cell.error);
  return '';
}

async function loadWorkbook(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const directory = readZipDirectory(bytes);
  if (!directory?.names.includes('xl/workbook.xml')) throw notASpreadsheet();
  if (directory.unpackedBytes > MAX_UNPACKED_BYTES) {
    throw new HttpError(
      413,
      'FILE_TOO_LARGE',
      'The workbook unpacks to more than 100 MB. Split it into smaller files.',
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type (an ArrayBuffer); at run time it takes Node's.
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw notASpreadsheet();
  }
  return workbook;
}

/**
 * Reads the first worksheet of an uploaded .xlsx: row 1 holds the headers, every later row
 * with any value becomes a data row. Refuses what is not a workbook (415) and a sheet without
 * data rows (422 EMPTY_SPREADSHEET).
 */
export async function readWorkbook(bytes: Buffer): Promise<Sheet> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  const grid: { row: number; cells: Map<number, string> }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = new Map<number, string>();
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cellText(cell.value);
      if (text !== '') cells.set(column, text);
    });
    if (cells.size > 0) grid.push({ row: rowNumber, cells });
  });
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
