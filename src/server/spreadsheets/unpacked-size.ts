/**
 * Counts what an uploaded workbook really unpacks to before any spreadsheet library sees it.
 * A zip's directory may claim 100 bytes for an entry that inflates to a gigabyte, and the
 * spreadsheet libraries inflate every entry whole into memory, so the claim is not trusted:
 * each entry is inflated here, streaming in small chunks on zlib's thread pool (the event loop
 * keeps serving), its bytes counted and thrown away, and the upload refused as soon as the
 * total passes the limit. The worksheets' `<row>` and `<c>` elements are counted on the way,
 * so a sheet of millions of tiny cells is refused before a library builds a model of each.
 */
import { createInflateRaw } from 'node:zlib';
import { HttpError } from '../errors';
import { formatLimit } from '../files/store';
import { entryData, readZipDirectory, type ZipEntry } from './zip-directory';

export interface SpreadsheetLimits {
  /** Total bytes all entries of the workbook may inflate to. */
  maxUnpackedBytes: number;
  /** Rows over all worksheets (the reader parses every sheet, not only the first). */
  maxRows: number;
  /** Cells over all worksheets, empty styled cells included. */
  maxCells: number;
}

export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = {
  maxUnpackedBytes: 50 * 1024 * 1024,
  maxRows: 10_000,
  maxCells: 200_000,
};

/** Far more parts than a workbook has (a sheet, its strings, styles, relations, media). */
export const MAX_ZIP_ENTRIES = 1000;
const CHUNK_BYTES = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/**
 * The row and cell elements a reader builds objects for. Prefixed ones (`<x:c>`) are not
 * counted: exceljs matches the bare names only, so it skips those without building anything.
 */
const ROW_OR_CELL = /<(row|c)[\s/>]/g;
/** The longest start of a match that can be cut by a chunk boundary ("<row"). */
const LONGEST_PARTIAL = 4;

export const notASpreadsheet = () =>
  new HttpError(415, 'NOT_A_SPREADSHEET', 'The file is not an Excel workbook (.xlsx).');

const unpacksTooLarge = (limits: SpreadsheetLimits) =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `The workbook unpacks to more than ${formatLimit(limits.maxUnpackedBytes)}. Split it into smaller files.`,
  );

/** Counts rows and cells in worksheet XML that arrives in chunks, whatever the chunk borders. */
class SheetTally {
  rows = 0;
  cells = 0;
  private carry = '';

  constructor(private readonly limits: SpreadsheetLimits) {}

  add(chunk: Buffer): void {
    // Element names are ASCII, so latin1 finds them in UTF-8 text without decoding it.
    const text = this.carry + chunk.toString('latin1');
    let consumed = 0;
    for (const match of text.matchAll(ROW_OR_CELL)) {
      if (match[1] === 'row') this.rows += 1;
      else this.cells += 1;
      consumed = (match.index ?? 0) + match[0].length;
    }
    this.carry = text.slice(Math.max(consumed, text.length - LONGEST_PARTIAL));
    this.check();
  }

  /** A new worksheet: a match cannot run from the end of one part into the next. */
  nextPart(): void {
    this.carry = '';
  }

  private check(): void {
    const { maxRows, maxCells } = this.limits;
    if (this.rows > maxRows) {
      throw new HttpError(
        413,
        'TOO_MANY_ROWS',
        `The workbook has more than ${maxRows} rows. Split it into files of at most ${maxRows} rows.`,
      );
    }
    if (this.cells > maxCells) {
      throw new HttpError(
        413,
        'TOO_MANY_CELLS',
        `The workbook has more than ${maxCells} cells. Split it into smaller files.`,
      );
    }
  }
}

/**
 * Inflates one entry, handing each chunk to `onChunk`; answers the bytes it unpacked to.
 * Stops (413) once `budget` is passed, so at most one chunk beyond the limit is ever made.
 */
async function unpackEntry(
  data: Buffer,
  entry: ZipEntry,
  budget: number,
  onChunk: (chunk: Buffer) => void,
  limits: SpreadsheetLimits,
): Promise<number> {
  if (entry.method === STORED) {
    if (data.length > budget) throw unpacksTooLarge(limits);
    for (let at = 0; at < data.length; at += CHUNK_BYTES)
      onChunk(data.subarray(at, at + CHUNK_BYTES));
    return data.length;
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(data);
  let size = 0;
  try {
    // Leaving the loop early (a throw) destroys the stream: zlib stops inflating at once.
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > budget) throw unpacksTooLarge(limits);
      onChunk(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw notASpreadsheet();
  }
  return size;
}

/**
 * Refuses, before anything else reads it, an upload that is not a zip with a workbook in it
 * (415 NOT_A_SPREADSHEET), that unpacks to more than the limit (413 FILE_TOO_LARGE), or whose
 * worksheets hold more rows or cells than allowed (413 TOO_MANY_ROWS / TOO_MANY_CELLS).
 */
export async function checkUnpackedWorkbook(
  bytes: Buffer,
  limits: SpreadsheetLimits,
): Promise<void> {
  const directory = readZipDirectory(bytes);
  if (!directory?.names.includes('xl/workbook.xml')) throw notASpreadsheet();
  // An honest directory that already says too much saves the inflating.
  if (directory.claimedBytes > limits.maxUnpackedBytes) throw unpacksTooLarge(limits);
  if (directory.entries.length > MAX_ZIP_ENTRIES) {
    throw new HttpError(
      413,
      'FILE_TOO_LARGE',
      `The workbook holds ${directory.entries.length} parts; at most ${MAX_ZIP_ENTRIES} are read. Split it into smaller files.`,
    );
  }
  const tally = new SheetTally(limits);
  let unpacked = 0;
  for (const entry of directory.entries) {
    const data = entryData(bytes, entry);
    const encrypted = (entry.flags & 1) === 1;
    if (!data || encrypted || (entry.method !== STORED && entry.method !== DEFLATED))
      throw notASpreadsheet();
    const isSheet = WORKSHEET.test(entry.name);
    tally.nextPart();
    unpacked += await unpackEntry(
      data,
      entry,
      limits.maxUnpackedBytes - unpacked,
      isSheet ? (chunk) => tally.add(chunk) : () => {},
      limits,
    );
  }
}
