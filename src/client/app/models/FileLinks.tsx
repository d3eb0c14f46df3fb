import { useState } from 'react';
import type { FileEntry } from '../../../engine/format';
import { FileViewer } from '../../widgets/viewers/FileViewer';

/** The file entries a file (one object) or files (a list) field holds. */
export function fileEntries(value: unknown): FileEntry[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter(
    (entry): entry is FileEntry =>
      !!entry && typeof entry === 'object' && typeof (entry as FileEntry).filename === 'string',
  );
}

/**
 * A record's stored files as buttons that open them in the browser's viewers (images, PDF,
 * office documents, media; anything else as a download), on detail pages and related lists.
 */
export function FileLinks({ value }: { value: unknown }) {
  const [open, setOpen] = useState<FileEntry>();
  const entries = fileEntries(value);
  if (entries.length === 0) return <>-</>;
  return (
    <>
      <span className="flex flex-wrap gap-x-3 gap-y-1">
        {entries.map((entry) => (
          <button
            key={entry.filepath ?? entry.filename}
            type="button"
            onClick={() => setOpen(entry)}
            className="rounded text-left text-sky-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-400"
            aria-label={`Preview ${entry.filename}`}
          >
            {entry.filename}
          </button>
        ))}
      </span>
      <FileViewer entry={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
