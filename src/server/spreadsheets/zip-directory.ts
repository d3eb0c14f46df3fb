/** What a zip file's central directory says it holds. */
export interface ZipDirectory {
  names: string[];
  /** The sum of the sizes the entries claim once unpacked (Infinity for ZIP64 entries). */
  unpackedBytes: number;
}

const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const MAX_COMMENT = 0xffff;

/**
 * Reads the central directory without unpacking anything, so a file that is not a zip, is cut
 * short (the directory sits at the end) or would unpack to something huge is refused before
 * the spreadsheet library buffers it all. Undefined when the bytes are not a complete zip.
 */
export function readZipDirectory(bytes: Buffer): ZipDirectory | undefined {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) return undefined;
  const lowest = Math.max(0, bytes.length - 22 - MAX_COMMENT);
  for (let end = bytes.length - 22; end >= lowest; end -= 1) {
    if (bytes.readUInt32LE(end) !== END_OF_DIRECTORY) continue;
    const directory = readEntries(bytes, end);
    if (directory) return directory;
  }
  return undefined;
}

function readEntries(bytes: Buffer, end: number): ZipDirectory | undefined {
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return undefined;
  const names: string[] = [];
  let unpackedBytes = 0;
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const unpacked = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return undefined;
    names.push(bytes.toString('utf8', at + 46, at + 46 + nameLength));
    unpackedBytes += unpacked === 0xffffffff ? Number.POSITIVE_INFINITY : unpacked;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return { names, unpackedBytes };
}
