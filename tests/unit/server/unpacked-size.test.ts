import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/server/errors';
import {
  checkUnpackedWorkbook,
  DEFAULT_SPREADSHEET_LIMITS,
  type SpreadsheetLimits,
} from '../../../src/server/spreadsheets/unpacked-size';
import { rawZip, storedEntries, workbook, workbookBomb } from '../../helpers/workbooks';

const MB = 1024 * 1024;

/** The error checkUnpackedWorkbook throws, or undefined when it accepts the bytes. */
async function refusal(bytes: Buffer, limits: Partial<SpreadsheetLimits> = {}) {
  try {
    await checkUnpackedWorkbook(bytes, { ...DEFAULT_SPREADSHEET_LIMITS, ...limits });
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
}

/** A sheet of `rows` rows by `columns` cells: large enough that its XML spans many chunks. */
const grid = (rows: number, columns: number) =>
  Array.from({ length: rows }, (_, r) => Array.from({ length: columns }, (_, c) => `r${r}c${c}`));

describe('checkUnpackedWorkbook', () => {
  it('refuses a workbook whose picture claims 100 bytes but inflates to 1 GB', async () => {
    const bomb = await workbookBomb([['email'], ['a@b.c']], 1024);
    expect(bomb.length).toBeLessThan(1.1 * MB);
    expect(await refusal(bomb)).toEqual({
      status: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The workbook unpacks to more than 50 MB. Split it into smaller files.',
    });
    // The limit counts what is inflated, not what the directory says.
    expect(await refusal(await workbookBomb([['email'], ['a@b.c']], 3))).toBeUndefined();
    expect(
      (await refusal(await workbookBomb([['email']], 3), { maxUnpackedBytes: 2 * MB }))?.code,
    ).toBe('FILE_TOO_LARGE');
  });

  it('counts rows and cells exactly, across chunk borders and in stored entries', async () => {
    const rows = grid(3000, 4);
    const deflated = await workbook(rows);
    const stored = rawZip(await storedEntries(deflated));
    for (const file of [deflated, stored]) {
      expect(await refusal(file, { maxRows: 3000, maxCells: 12_000 })).toBeUndefined();
      expect(await refusal(file, { maxRows: 2999 })).toEqual({
        status: 413,
        code: 'TOO_MANY_ROWS',
        message: 'The workbook has more than 2999 rows. Split it into files of at most 2999 rows.',
      });
      expect(await refusal(file, { maxCells: 11_999 })).toEqual({
        status: 413,
        code: 'TOO_MANY_CELLS',
        message: 'The workbook has more than 11999 cells. Split it into smaller files.',
      });
    }
  });

  it('refuses what no spreadsheet reader could unpack with 415', async () => {
    const entries = await storedEntries(await workbook([['email'], ['a@b.c']]));
    const [first, ...rest] = entries;
    if (!first) throw new Error('the workbook has no entries');
    const unknownMethod = rawZip([{ ...first, method: 9 as 0 }, ...rest]);
    const corruptDeflate = rawZip([
      { ...first, method: 8, data: Buffer.from('not deflate data at all') },
      ...rest,
    ]);
    const noWorkbook = rawZip(entries.filter((entry) => entry.name !== 'xl/workbook.xml'));
    for (const bytes of [unknownMethod, corruptDeflate, noWorkbook, Buffer.from('PK\x03\x04')]) {
      expect((await refusal(bytes))?.code).toBe('NOT_A_SPREADSHEET');
    }
  });
});
