/**
 * Which viewer opens a file (spec 2.10 image viewer and document preview, spec 9 previewable
 * kinds). Everything is shown in the browser from the hospital's own server: Word documents
 * (.docx) and spreadsheets (.xlsx) are rendered here; older and other office formats (.doc,
 * .xls, .ppt, .pptx) would need a third-party viewer, which patient documents never go to,
 * so they are offered as a download, like any kind that cannot be previewed.
 */
import { extensionOf, mimeOf, type PreviewKind, previewKind } from '../../../engine/format';

export type ViewerKind = 'image' | 'pdf' | 'word' | 'sheet' | 'video' | 'audio' | 'download';

const WORD_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SHEET_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function officeKind(filename: string, mimetype: string): ViewerKind {
  const mime = mimeOf(mimetype);
  const extension = extensionOf(filename);
  if (mime === WORD_MIME || (mime !== SHEET_MIME && extension === 'docx')) return 'word';
  if (mime === SHEET_MIME || extension === 'xlsx') return 'sheet';
  return 'download';
}

/** The viewer for a file entry: by its MIME type, else by its name. */
export function viewerKind(entry: { filename?: unknown; mimetype?: unknown }): ViewerKind {
  const filename = typeof entry.filename === 'string' ? entry.filename : '';
  const mimetype = typeof entry.mimetype === 'string' ? entry.mimetype : '';
  const kind: PreviewKind | undefined = previewKind(mimetype) ?? previewKind(filename);
  if (!kind) return 'download';
  return kind === 'office' ? officeKind(filename, mimetype) : kind;
}
