/**
 * Which viewer can show a stored file (spec 2.10 document preview, spec 9 previewable kinds):
 * images jpg, jpeg, png and gif; PDF; office documents; video mp4, webm and ogg; and audio.
 */
import { extensionOf, mimeOf } from './file-kinds';

export type PreviewKind = 'image' | 'pdf' | 'office' | 'video' | 'audio';

// Spec 9 previewable kinds. ogg is listed as video there, so an .ogg file opens in the video
// player (which plays sound-only files too); audio/ogg by MIME type still counts as audio.
const PREVIEW_BY_EXTENSION: Readonly<Record<string, PreviewKind>> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  gif: 'image',
  pdf: 'pdf',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
  mp4: 'video',
  webm: 'video',
  ogg: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  aac: 'audio',
  flac: 'audio',
  oga: 'audio',
  opus: 'audio',
};

const PREVIEW_BY_MIME: Readonly<Record<string, PreviewKind>> = {
  'image/jpeg': 'image',
  'image/jpg': 'image',
  'image/png': 'image',
  'image/gif': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/ogg': 'video',
};

const MIME_TYPE = /^(application|audio|image|video|text)\/[a-z0-9.+-]+$/;
const OFFICE_MIME_PARTS = ['msword', 'officedocument', 'ms-excel', 'ms-powerpoint'];

function previewByMime(mime: string): PreviewKind | undefined {
  if (!MIME_TYPE.test(mime)) return undefined;
  if (Object.hasOwn(PREVIEW_BY_MIME, mime)) return PREVIEW_BY_MIME[mime];
  if (mime.startsWith('audio/')) return 'audio';
  return OFFICE_MIME_PARTS.some((part) => mime.includes(part)) ? 'office' : undefined;
}

/**
 * How a file can be previewed, from its MIME type or else its name or path; undefined when it
 * cannot. Both are tried because stored file records carry both and either may be blank.
 */
export function previewKind(nameOrMime: unknown): PreviewKind | undefined {
  if (typeof nameOrMime !== 'string') return undefined;
  const byMime = previewByMime(mimeOf(nameOrMime));
  if (byMime) return byMime;
  const extension = extensionOf(nameOrMime);
  return Object.hasOwn(PREVIEW_BY_EXTENSION, extension)
    ? PREVIEW_BY_EXTENSION[extension]
    : undefined;
}
