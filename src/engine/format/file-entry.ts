/**
 * Existing file entries of a grid or upload list (spec 3.3). Two uploads of one file get
 * different paths, so the path cannot tell duplicates apart; name and size can.
 */

export interface FileEntry {
  filename: string;
  size: number;
  mimetype?: string;
  filepath?: string;
}

type MaybeEntry = Partial<FileEntry> | null | undefined;

/** Spec 3.3: identity is filename plus size (used to skip a file picked twice). */
export function sameFile(a: MaybeEntry, b: MaybeEntry): boolean {
  if (!a || !b || typeof a.filename !== 'string') return false;
  return a.filename === b.filename && a.size === b.size;
}

/**
 * Spec 3.3: for removal the mimetype must match too, so removing "scan.pdf" never also takes
 * an image that happens to share its name and size.
 */
export function sameFileForRemoval(a: MaybeEntry, b: MaybeEntry): boolean {
  return sameFile(a, b) && a?.mimetype === b?.mimetype;
}
