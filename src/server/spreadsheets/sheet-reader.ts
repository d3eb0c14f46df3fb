import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { notASpreadsheet } from './unpacked-size';

/** `[rowNumber, [[columnNumber, text], ...]]` for each row of the first sheet with any text. */
export type SheetCells = [row: number, cells: [column: number, text: string][]][];

type Reply = { rows: SheetCells } | { unreadable: true };

const WORKER_FILE = new URL('./sheet-reader-worker.mjs', import.meta.url);
/**
 * A checked workbook (at most the unpacked, row and cell limits) needs far less than this; the
 * cap keeps a file that still finds a way to swell from taking the server's memory with it.
 */
const WORKER_HEAP_MB = 512;
/** Each read holds a workbook in memory: more at once wait their turn. */
const PARALLEL_READS = 2;

let running = 0;
const queue: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL_READS) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

function readInWorker(bytes: Buffer): Promise<SheetCells> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, {
      // Copied, not transferred: the upload's Buffer may share its memory with others.
      workerData: { bytes: new Uint8Array(bytes) },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    let replied = false;
    worker.once('message', (reply: Reply) => {
      replied = true;
      if ('rows' in reply) resolve(reply.rows);
      else reject(notASpreadsheet());
    });
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') {
        reject(error);
        return;
      }
      reject(
        new HttpError(
          413,
          'FILE_TOO_LARGE',
          'The workbook needs more memory to read than the server allows. Split it into smaller files.',
        ),
      );
    });
    worker.once('exit', (code) => {
      if (!replied) reject(new Error(`The spreadsheet reader stopped with code ${code}.`));
    });
  });
}

/**
 * The cell texts of a workbook's first sheet, read by exceljs on a thread of its own so the
 * server keeps answering other requests meanwhile (415 when exceljs cannot read the file).
 * Check the bytes with checkUnpackedWorkbook first: this trusts them to unpack within limits.
 */
export function readFirstSheet(bytes: Buffer): Promise<SheetCells> {
  return inTurn(() => readInWorker(bytes));
}
