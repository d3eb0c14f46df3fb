/**
 * Which picked files a file field takes (spec 5.5): the accepted kinds, and the image-only
 * rule with its two alerts. Pure, so the rules are tested without a browser.
 */
import {
  acceptFor,
  extensionOf,
  FILE_KINDS,
  type FileEntry,
  type FileLike,
  isAccepted,
  isImageFile,
  mimeOf,
} from '../../../../engine/format';
import type { EngineLogger, FieldSchema } from '../../../../engine/types';

export const IMAGE_ONLY_SINGLE = 'Please select an image file';
export const IMAGE_ONLY_MULTIPLE = 'Only image files are allowed';

export interface FileRules {
  /** Kinds of spec 5.5 named in `accept` (`image`, `pdf`, ...). */
  kinds: string[];
  /** MIME types and extensions written directly (`image/*`, `.dcm`). */
  raw: string[];
  /** The `accept` attribute of the input ('' accepts anything). */
  accept: string;
  imageOnly: boolean;
}

const consoleLogger: EngineLogger = { warn: (message) => console.warn(message) };

/** Reads `field.accept` ("image,pdf", "image/*", ".dcm") and `field.image`. */
export function fileRules(
  field: Pick<FieldSchema, 'accept' | 'image'>,
  log: EngineLogger = consoleLogger,
): FileRules {
  const tokens = (field.accept ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const raw = tokens.filter((t) => t.startsWith('.') || t.includes('/'));
  const kinds = tokens.filter((t) => !raw.includes(t));
  const all = kinds.includes('all') || tokens.length === 0;
  const accept = all ? '' : [acceptFor(kinds, log), ...raw].filter(Boolean).join(',');
  const imageToken = (t: string) => t === 'image' || mimeOf(t).startsWith('image/');
  const imageOnly = field.image === true || (!all && tokens.every(imageToken));
  return { kinds: kinds.filter((k) => Object.hasOwn(FILE_KINDS, k)), raw, accept, imageOnly };
}

function matchesRaw(file: FileLike, token: string): boolean {
  if (token.startsWith('.')) return extensionOf(file.name) === token.slice(1).toLowerCase();
  const mime = mimeOf(file.type);
  const wanted = mimeOf(token);
  return wanted.endsWith('/*') ? mime.startsWith(wanted.slice(0, -1)) : mime === wanted;
}

/** Whether a file fits `accept` (checked again: drag and drop ignores the attribute). */
export function fitsAccept(file: FileLike, rules: FileRules): boolean {
  if (rules.accept === '') return true;
  return (
    (rules.kinds.length > 0 && isAccepted(file, rules.kinds)) ||
    rules.raw.some((token) => matchesRaw(file, token))
  );
}

/**
 * The files to keep from a pick or a drop, and the alert to show. Image-only: a single upload
 * of a non-image is refused ("Please select an image file"); a multiple upload keeps the
 * images and says "Only image files are allowed". Other misfits are dropped and named.
 */
export function screenFiles<T extends FileLike>(
  files: readonly T[],
  rules: FileRules,
  multiple: boolean,
): { accepted: T[]; alert?: string } {
  const list = multiple ? [...files] : files.slice(0, 1);
  if (rules.imageOnly) {
    const images = list.filter((f) => isImageFile(f) && fitsAccept(f, rules));
    if (images.length === list.length) return { accepted: images };
    return { accepted: images, alert: multiple ? IMAGE_ONLY_MULTIPLE : IMAGE_ONLY_SINGLE };
  }
  const accepted = list.filter((f) => fitsAccept(f, rules));
  if (accepted.length === list.length) return { accepted };
  const refused = list.filter((f) => !accepted.includes(f)).map((f) => f.name);
  return { accepted, alert: `File type not accepted: ${refused.join(', ')}` };
}

/** A file or files value as a list of entries (a lone entry, a list, or nothing). */
export function entriesOf(value: unknown): FileEntry[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.filter(
    (e): e is FileEntry => !!e && typeof e === 'object' && typeof e.filename === 'string',
  );
}
