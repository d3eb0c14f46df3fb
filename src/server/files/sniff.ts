/**
 * What an upload really is, read from its first bytes (magic numbers), not from the name or the
 * type the browser claims. Executables and scripts are refused outright; a file that claims to
 * be an image or a PDF must be one. The stored MIME type is the sniffed one where it is known.
 */
import { HttpError } from '../errors';

/** How many leading bytes the checks look at. */
export const HEAD_BYTES = 4100;

export type FileKind = 'image' | 'pdf' | 'office' | 'archive' | 'video' | 'audio';

export interface Sniffed {
  kind: FileKind;
  mimetype: string;
  /** Extension the stored copy gets, without the dot. */
  ext: string;
}

/** What the stored copy is: its MIME type and the extension of its stored name ('' for none). */
export interface UploadType {
  mimetype: string;
  ext: string;
}

/** Programs, scripts and pages that run code when opened: never stored. */
const REFUSED_EXTENSIONS = new Set([
  'exe',
  'dll',
  'bat',
  'cmd',
  'com',
  'sh',
  'bash',
  'zsh',
  'ps1',
  'psm1',
  'js',
  'mjs',
  'cjs',
  'jse',
  'vbs',
  'vbe',
  'wsf',
  'wsh',
  'hta',
  'jar',
  'msi',
  'msp',
  'scr',
  'pif',
  'cpl',
  'lnk',
  'reg',
  'apk',
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'php8',
  'phtml',
  'pht',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'cgi',
  'vb',
  'ws',
  'msc',
  'scf',
  'url',
  'inf',
  'gadget',
  'application',
  'appx',
  'msix',
  'py',
  'pl',
  'rb',
  // Pages and vector images carry scripts a browser runs.
  'html',
  'htm',
  'xhtml',
  'xht',
  'shtml',
  'shtm',
  'mhtml',
  'mht',
  'svg',
  'svgz',
]);

const REFUSED_TYPES = new Set([
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-dosexec',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-sh',
  'application/x-csh',
  'text/x-shellscript',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'text/javascript',
  'text/ecmascript',
  'application/java-archive',
  'application/x-java-archive',
  'application/x-msi',
  'application/x-ms-installer',
  'application/vnd.android.package-archive',
  'application/x-httpd-php',
  'application/x-php',
  'text/x-php',
  'text/x-python',
  'text/x-script.python',
  'application/x-python-code',
  'application/x-bat',
  'application/x-powershell',
  'text/vbscript',
  'application/hta',
  'application/x-ms-shortcut',
  'application/wasm',
  'text/html',
  'application/xhtml+xml',
  'image/svg+xml',
]);

const IMAGE_EXTENSIONS = new Set([
  'png',
  'jpg',
  'jpeg',
  'jpe',
  'gif',
  'webp',
  'bmp',
  'tif',
  'tiff',
  'ico',
  'avif',
  'heic',
  'heif',
]);

const OFFICE_ZIP: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
};

const OFFICE_OLE: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Types for files with no signature (text), by extension. */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  rtf: 'application/rtf',
  json: 'application/json',
  md: 'text/markdown',
  dcm: 'application/dicom',
};

/** Types a browser would render as active content: kept only as an opaque download. */
const ACTIVE_TYPES = new Set(['text/xml', 'application/xml', 'text/xsl', 'application/xslt+xml']);

const starts = (head: Buffer, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (head: Buffer, text: string, at = 0) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;

/** The lower-case extension of a file name, '' when none (trailing dots and spaces ignored). */
export function extensionOfName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[.\s]+$/, '');
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A declared MIME type reduced to `type/subtype` in lower case, '' when it is not one. */
export function cleanMimetype(declared: string | undefined): string {
  const mime = (declared ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,99}$/.test(mime)
    ? mime
    : '';
}

function isExecutable(head: Buffer): boolean {
  const afterBom = starts(head, [0xef, 0xbb, 0xbf]) ? 3 : 0;
  return (
    ascii(head, 'MZ') || // DOS / Windows PE
    starts(head, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts(head, [0xfe, 0xed, 0xfa, 0xce]) || // Mach-O 32
    starts(head, [0xfe, 0xed, 0xfa, 0xcf]) || // Mach-O 64
    starts(head, [0xce, 0xfa, 0xed, 0xfe]) ||
    starts(head, [0xcf, 0xfa, 0xed, 0xfe]) ||
    starts(head, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O universal, Java class
    starts(head, [0x00, 0x61, 0x73, 0x6d]) || // WebAssembly
    ascii(head, '#!', afterBom) // script with an interpreter line
  );
}

function isoMedia(head: Buffer, ext: string): Sniffed | undefined {
  if (!ascii(head, 'ftyp', 4)) return undefined;
  const brand = head.toString('latin1', 8, 12);
  if (brand === 'avif' || brand === 'avis')
    return { kind: 'image', mimetype: 'image/avif', ext: 'avif' };
  if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand))
    return {
      kind: 'image',
      mimetype: ext === 'heif' ? 'image/heif' : 'image/heic',
      ext: ext === 'heif' ? 'heif' : 'heic',
    };
  if (brand === 'M4A ' || brand === 'M4B ')
    return { kind: 'audio', mimetype: 'audio/mp4', ext: 'm4a' };
  if (brand === 'qt  ') return { kind: 'video', mimetype: 'video/quicktime', ext: 'mov' };
  if (brand.startsWith('3g')) return { kind: 'video', mimetype: 'video/3gpp', ext: '3gp' };
  return { kind: 'video', mimetype: 'video/mp4', ext: 'mp4' };
}

function riff(head: Buffer): Sniffed | undefined {
  if (!ascii(head, 'RIFF')) return undefined;
  const form = head.toString('latin1', 8, 12);
  if (form === 'WEBP') return { kind: 'image', mimetype: 'image/webp', ext: 'webp' };
  if (form === 'WAVE') return { kind: 'audio', mimetype: 'audio/wav', ext: 'wav' };
  if (form === 'AVI ') return { kind: 'video', mimetype: 'video/x-msvideo', ext: 'avi' };
  return undefined;
}

function isBmp(head: Buffer): boolean {
  if (!ascii(head, 'BM') || head.length < 18) return false;
  return [12, 40, 52, 56, 64, 108, 124].includes(head.readUInt32LE(14));
}

function isMp3(head: Buffer): boolean {
  if (ascii(head, 'ID3')) return true;
  // An MPEG audio frame header: 11 sync bits, then a layer that is not "reserved".
  return (
    head.length >= 2 &&
    head[0] === 0xff &&
    ((head[1] ?? 0) & 0xe0) === 0xe0 &&
    ((head[1] ?? 0) & 0x06) !== 0
  );
}

/** The kind and type the bytes show, when they carry a signature this server knows. */
export function sniff(head: Buffer, ext = '', declared = ''): Sniffed | undefined {
  if (starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimetype: 'image/png', ext: 'png' };
  if (starts(head, [0xff, 0xd8, 0xff]))
    return { kind: 'image', mimetype: 'image/jpeg', ext: 'jpg' };
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a'))
    return { kind: 'image', mimetype: 'image/gif', ext: 'gif' };
  if (isBmp(head)) return { kind: 'image', mimetype: 'image/bmp', ext: 'bmp' };
  if (starts(head, [0x49, 0x49, 0x2a, 0x00]) || starts(head, [0x4d, 0x4d, 0x00, 0x2a]))
    return { kind: 'image', mimetype: 'image/tiff', ext: 'tif' };
  if (starts(head, [0x00, 0x00, 0x01, 0x00]) && head.length >= 6 && head.readUInt16LE(4) > 0)
    return { kind: 'image', mimetype: 'image/x-icon', ext: 'ico' };
  // A PDF header may follow a little junk; readers accept it within the first kilobyte.
  if (head.subarray(0, 1024).indexOf('%PDF-', 0, 'latin1') >= 0)
    return { kind: 'pdf', mimetype: 'application/pdf', ext: 'pdf' };
  const riffType = riff(head);
  if (riffType) return riffType;
  const iso = isoMedia(head, ext);
  if (iso) return iso;
  if (starts(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    const webm = head.indexOf('webm', 0, 'latin1') >= 0;
    if (webm && (ext === 'weba' || declared.startsWith('audio/')))
      return { kind: 'audio', mimetype: 'audio/webm', ext: 'weba' };
    return webm
      ? { kind: 'video', mimetype: 'video/webm', ext: 'webm' }
      : { kind: 'video', mimetype: 'video/x-matroska', ext: 'mkv' };
  }
  if (ascii(head, 'OggS')) {
    const video = ext === 'ogv' || declared.startsWith('video/');
    return video
      ? { kind: 'video', mimetype: 'video/ogg', ext: 'ogv' }
      : { kind: 'audio', mimetype: 'audio/ogg', ext: ext === 'opus' ? 'opus' : 'ogg' };
  }
  if (ascii(head, 'fLaC')) return { kind: 'audio', mimetype: 'audio/flac', ext: 'flac' };
  if (isMp3(head)) return { kind: 'audio', mimetype: 'audio/mpeg', ext: 'mp3' };
  if (ascii(head, 'PK\x03\x04') || ascii(head, 'PK\x05\x06')) {
    const office = OFFICE_ZIP[ext];
    return office
      ? { kind: 'office', mimetype: office, ext }
      : { kind: 'archive', mimetype: 'application/zip', ext: 'zip' };
  }
  if (starts(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const office = OFFICE_OLE[ext];
    if (office) return { kind: 'office', mimetype: office, ext };
    return undefined;
  }
  if (starts(head, [0x1f, 0x8b]))
    return { kind: 'archive', mimetype: 'application/gzip', ext: 'gz' };
  if (starts(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { kind: 'archive', mimetype: 'application/x-7z-compressed', ext: '7z' };
  if (ascii(head, 'Rar!\x1a\x07'))
    return { kind: 'archive', mimetype: 'application/vnd.rar', ext: 'rar' };
  return undefined;
}

const refused = (what: string) =>
  new HttpError(
    415,
    'FILE_TYPE_REFUSED',
    `${what} cannot be uploaded: programs and scripts are refused.`,
  );

/**
 * Refuses by name and declared type alone, before a byte is read: a refused extension or a
 * program or script type.
 */
export function checkName(filename: string, declared: string | undefined): void {
  const ext = extensionOfName(filename);
  if (REFUSED_EXTENSIONS.has(ext)) throw refused(`A .${ext} file`);
  const mime = cleanMimetype(declared);
  if (REFUSED_TYPES.has(mime)) throw refused(`A file of type ${mime}`);
}

/**
 * Decides from the first bytes what the upload is: 415 FILE_TYPE_REFUSED for programs and
 * scripts, 415 FILE_TYPE_MISMATCH for a claimed image or PDF whose bytes are something else.
 */
export function classify(head: Buffer, filename: string, declared: string | undefined): UploadType {
  checkName(filename, declared);
  if (isExecutable(head)) throw refused('This file is a program or script and');
  const ext = extensionOfName(filename);
  const mime = cleanMimetype(declared);
  const found = sniff(head, ext, mime);
  const claimed = new Set<FileKind>();
  if (mime.startsWith('image/') || IMAGE_EXTENSIONS.has(ext)) claimed.add('image');
  if (mime === 'application/pdf' || ext === 'pdf') claimed.add('pdf');
  if (claimed.size > 0 && !(found && claimed.has(found.kind))) {
    const what = [...claimed].map((kind) => (kind === 'pdf' ? 'a PDF' : 'an image')).join(' or ');
    throw new HttpError(
      415,
      'FILE_TYPE_MISMATCH',
      `The file claims to be ${what}, but its content is ${found ? `${found.mimetype}` : 'something else'}.`,
    );
  }
  if (found) return { mimetype: found.mimetype, ext: found.ext };
  const fallback = Object.hasOwn(BY_EXTENSION, ext) ? BY_EXTENSION[ext] : undefined;
  const usable = mime && mime !== 'application/octet-stream' && !ACTIVE_TYPES.has(mime);
  return {
    mimetype: usable ? mime : (fallback ?? 'application/octet-stream'),
    // The stored copy takes only an extension of a known, inert type: a name the uploader
    // chose (say .phtml) would make it a script to any web server ever pointed at the store.
    ext: fallback ? ext : '',
  };
}
