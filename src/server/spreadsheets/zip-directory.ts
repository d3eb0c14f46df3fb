/** One file inside a zip, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 = stored, 8 = deflated; anything else no spreadsheet reader unpacks. */
  method: number;
  /** Bit 0 set means the entry is encrypted. */
  flags: number;
  compressedSize: number;
  /** What the entry claims it unpacks to: a claim only, a zip bomb lies here. */
  claimedSize: number;
  /** Where the entry's local header starts; its data follows that header. */
  localHeaderOffset: number;
}

/** What a zip file's central directory says it holds. */
export interface ZipDirectory {
  entries: ZipEntry[];
  names: string[];
  /** The sum of the sizes the entries claim once unpacked. */
  claimedBytes: number;
}

const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;
const UNKNOWN_32 = 0xffffffff;

/**
 * Reads the central directory without unpacking anything, so a file that is not a zip, or is
 * cut short (the directory sits at the end), is refused before anything is inflated. Undefined
 * when the bytes are not a complete zip. Sizes here are claims: unpacked-size.ts counts what
 * the entries really inflate to.
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

/** The 64-bit sizes and offset of a ZIP64 extra field, for those its entry marks 0xffffffff. */
function zip64Values(bytes: Buffer, start: number, length: number, wanted: number): number[] {
  for (let at = start; at + 4 <= start + length; ) {
    const id = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA && size >= wanted * 8 && at + 4 + size <= start + length) {
      return Array.from({ length: wanted }, (_, i) =>
        Number(bytes.readBigUInt64LE(at + 4 + i * 8)),
      );
    }
    at += 4 + size;
  }
  return [];
}

function readEntries(bytes: Buffer, end: number): ZipDirectory | undefined {
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  const offset = bytes.readUInt32LE(end + 16);
  if (offset + size > end) return undefined;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength + extraLength > end) return undefined;
    // A ZIP64 entry keeps, in this order, each 32-bit field marked 0xffffffff in its extra field.
    const fields = [at + 24, at + 20, at + 42].map((position) => bytes.readUInt32LE(position));
    const wide = zip64Values(
      bytes,
      at + 46 + nameLength,
      extraLength,
      fields.filter((value) => value === UNKNOWN_32).length,
    );
    const [claimedSize, compressedSize, localHeaderOffset] = fields.map((value) =>
      value === UNKNOWN_32 ? wide.shift() : value,
    );
    if (claimedSize === undefined || compressedSize === undefined) return undefined;
    if (localHeaderOffset === undefined) return undefined;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      flags: bytes.readUInt16LE(at + 8),
      compressedSize,
      claimedSize,
      localHeaderOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return {
    entries,
    names: entries.map((entry) => entry.name),
    claimedBytes: entries.reduce((sum, entry) => sum + entry.claimedSize, 0),
  };
}

/**
 * An entry's packed bytes: after its local header (whose own name and extra lengths count, as
 * every zip reader takes them), `compressedSize` long. Undefined when they lie outside the file.
 */
export function entryData(bytes: Buffer, entry: ZipEntry): Buffer | undefined {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) return undefined;
  const start = header + 30 + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.compressedSize > bytes.length) return undefined;
  return bytes.subarray(start, start + entry.compressedSize);
}
