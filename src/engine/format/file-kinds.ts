/**
 * Accepted file kinds (spec 5.5) and previewable kinds (spec 9). A kind stands for a list of
 * accept tokens: MIME types or wildcards for browsers that know the type, extensions for the
 * files whose type the browser leaves blank (common for office files on some systems).
 */
import type { EngineLogger } from '../types';

export const FILE_KINDS: Readonly<Record<string, readonly string[]>> = {
  all: [],
  video: ['video/*'],
  audio: ['audio/*'],
  image: ['image/*'],
  word_document: [
    '.doc',
    '.docx',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  pdf: ['.pdf', 'application/pdf'],
  archives: [
    '.zip',
    '.rar',
    '.7z',
    '.tar',
    '.gz',
    'application/zip',
    'application/x-zip-compressed',
    'application/vnd.rar',
    'application/x-rar-compressed',
    'application/x-7z-compressed',
    'application/x-tar',
    'application/gzip',
  ],
  excel: [
    '.xls',
    '.xlsx',
    '.csv',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/csv',
  ],
  power_point: [
    '.ppt',
    '.pptx',
    'application/vnd.ms-powerpoint',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
};

export interface FileLike {
  name: string;
  type: string;
}

/** Known kinds, each unknown one reported once per call; `all` wins over every other kind. */
function knownKinds(kinds: unknown, log?: EngineLogger): { tokens: string[]; all: boolean } {
  const list: unknown[] = Array.isArray(kinds) ? kinds : [];
  const tokens = new Set<string>();
  const reported = new Set<string>();
  let all = list.length === 0;
  for (const kind of list) {
    const tokensOfKind = typeof kind === 'string' && Object.hasOwn(FILE_KINDS, kind);
    if (tokensOfKind) {
      if (kind === 'all') all = true;
      for (const token of FILE_KINDS[kind] ?? []) tokens.add(token);
      continue;
    }
    const name = typeof kind === 'string' ? kind : `(${typeof kind})`;
    if (!reported.has(name)) log?.warn(`Invalid file kind: ${name}`);
    reported.add(name);
  }
  return { tokens: [...tokens], all };
}

/**
 * The HTML `accept` string for the kinds, e.g. ['pdf'] -> ".pdf,application/pdf". An empty
 * list or `all` accepts anything, which `accept` says with the empty string.
 */
export function acceptFor(kinds: string[], log?: EngineLogger): string {
  const { tokens, all } = knownKinds(kinds, log);
  return all ? '' : tokens.join(',');
}

/** The lower-case extension of a name or path ("a/b.PDF?x=1" -> "pdf"), '' when none. */
export function extensionOf(name: unknown): string {
  if (typeof name !== 'string') return '';
  const base = name.split(/[?#]/)[0] ?? '';
  const dot = base.lastIndexOf('.');
  return dot >= 0 && dot > base.lastIndexOf('/') ? base.slice(dot + 1).toLowerCase() : '';
}

/** A MIME type without parameters, lower-case ("Text/CSV; charset=utf-8" -> "text/csv"). */
export function mimeOf(type: unknown): string {
  return typeof type === 'string' ? (type.split(';')[0] ?? '').trim().toLowerCase() : '';
}

function matchesToken(file: FileLike, token: string): boolean {
  if (token.startsWith('.')) return extensionOf(file?.name) === token.slice(1);
  const mime = mimeOf(file?.type);
  return token.endsWith('/*') ? mime.startsWith(token.slice(0, -1)) : mime === token;
}

/**
 * Whether a picked file fits the kinds, checked again after picking because `accept` is only
 * a hint that drag-and-drop and "All files" in the dialog both bypass. Unknown kinds are
 * ignored here; acceptFor reports them.
 */
export function isAccepted(file: FileLike, kinds: string[]): boolean {
  const { tokens, all } = knownKinds(kinds);
  return all || tokens.some((token) => matchesToken(file, token));
}

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg', 'avif']);

/** Spec 5.5 image-only uploads: by MIME type, or by extension when the type is blank. */
export function isImageFile(file: FileLike): boolean {
  const mime = mimeOf(file?.type);
  if (mime) return mime.startsWith('image/');
  return IMAGE_EXTENSIONS.has(extensionOf(file?.name));
}
