import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx in memory: the first array is row 1 (headers); extra sheets hold filler. */
export async function workbook(rows: unknown[][], sheets = 1): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (let i = 0; i < sheets; i += 1) {
    const sheet = book.addWorksheet(`Sheet ${i + 1}`);
    if (i === 0) for (const row of rows) sheet.addRow(row);
    else sheet.addRow(['unused']);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A multipart/form-data body built by hand, so the test sends exactly these bytes. */
export function multipart(
  parts: { name: string; content: Buffer | string; filename?: string; type?: string }[],
) {
  const boundary = `----tena-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The file as the form field "file" of a multipart upload. */
export const fileUpload = (content: Buffer, filename = 'upload.xlsx', type = XLSX) =>
  multipart([{ name: 'file', content, filename, type }]);

/**
 * A raw deflate stream of `megabytes` MB of zeros at about 1 KB per MB: one compressed megabyte
 * (ending byte-aligned, so copies can follow it) repeated, then an empty final block.
 */
export function deflatedZeros(megabytes: number): Buffer {
  const megabyte = deflateRawSync(Buffer.alloc(1024 * 1024), {
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  return Buffer.concat([...Array<Buffer>(megabytes).fill(megabyte), Buffer.from([0x03, 0x00])]);
}

export interface RawZipEntry {
  name: string;
  /** The bytes as stored: deflated already when `method` is 8. */
  data: Buffer;
  method: 0 | 8;
  /** The unpacked size the directory claims (a bomb lies here). */
  claimedSize: number;
  crc?: number;
}

/** A zip written by hand, so that an entry may claim whatever it likes. */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.claimedSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.claimedSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    directory.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const size = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** The entries of a workbook as stored, uncompressed entries of a hand-written zip. */
export async function storedEntries(file: Buffer): Promise<RawZipEntry[]> {
  const zip = await JSZip.loadAsync(file);
  const entries: RawZipEntry[] = [];
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    const data = await entry.async('nodebuffer');
    entries.push({ name: entry.name, data, method: 0, claimedSize: data.length, crc: crc32(data) });
  }
  return entries;
}

/**
 * A zip bomb: a valid workbook of `rows` plus a picture whose directory entry claims 100 bytes
 * but which inflates to `megabytes` MB (1,024 MB take about 1 MB on disk).
 */
export async function workbookBomb(rows: unknown[][], megabytes: number): Promise<Buffer> {
  const entries = await storedEntries(await workbook(rows));
  entries.push({
    name: 'xl/media/image1.png',
    data: deflatedZeros(megabytes),
    method: 8,
    claimedSize: 100,
  });
  return rawZip(entries);
}
