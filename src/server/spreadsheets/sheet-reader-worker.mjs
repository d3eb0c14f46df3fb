// Reads the first worksheet of an .xlsx on its own thread (see sheet-reader.ts): exceljs parses
// a workbook in long synchronous stretches, which on the main thread would hold up every other
// request. Plain JavaScript so that it starts the same under tsx, Vitest and plain Node, none
// of which load TypeScript into a worker the same way. The bytes were already checked
// (unpacked-size.ts), so what exceljs inflates here is bounded.
import { parentPort, workerData } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** The text a person sees in a cell, whatever exceljs made of it (rich text, link, formula). */
function cellText(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (typeof value !== 'object') return '';
  if (Array.isArray(value.richText)) {
    return value.richText
      .map((part) => (typeof part?.text === 'string' ? part.text : ''))
      .join('')
      .trim();
  }
  if ('result' in value) return cellText(value.result);
  if ('text' in value) return cellText(value.text);
  if ('error' in value) return String(value.error);
  return '';
}

/** `[rowNumber, [[columnNumber, text], ...]]` for each row of the first sheet with any text. */
async function firstSheetRows(bytes) {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch {
    return undefined;
  }
  const rows = [];
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = [];
    row.eachCell({ includeEmpty: false }, (cell, column) => {
      const text = cellText(cell.value);
      if (text !== '') cells.push([column, text]);
    });
    if (cells.length > 0) rows.push([rowNumber, cells]);
  });
  return rows;
}

const { bytes } = workerData;
const rows = await firstSheetRows(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
parentPort.postMessage(rows ? { rows } : { unreadable: true });
