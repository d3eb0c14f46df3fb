import type { ReactNode } from 'react';
import { type FileEntry, formatFileSize } from '../../../engine/format';
import { StrokeIcon } from '../../components/IconButton';
import { LoggedBoundary } from '../../components/LoggedBoundary';
import { primaryButtonClass } from '../../forms/widgets/shared';

/**
 * What the preview shows instead of a file: why, and a way to have the file anyway. Kinds
 * without a viewer get this too (spec 2.10: anything else offers a download).
 */
export function FileUnavailable({
  entry,
  reason = 'This kind of file cannot be previewed here.',
  onDownload,
}: {
  entry: FileEntry;
  reason?: string;
  onDownload?(): void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <StrokeIcon className="size-12 text-slate-400" strokeWidth={1.5}>
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
        <path d="M14 3v5h5M12 11v6m0 0-3-3m3 3 3-3" />
      </StrokeIcon>
      <p className="font-medium text-slate-800 dark:text-slate-100">{entry.filename}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">
        {reason} {formatFileSize(entry.size) && `(${formatFileSize(entry.size)})`}
      </p>
      {onDownload && entry.filepath && (
        <button type="button" onClick={onDownload} className={primaryButtonClass}>
          Download {entry.filename}
        </button>
      )}
    </div>
  );
}

/**
 * A viewer that fails (a damaged file, a reader that throws, a chunk that did not load) is
 * logged and replaced by `fallback`; the dialog and the page stay.
 */
export function ViewerBoundary({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  return (
    <LoggedBoundary failure="A file viewer failed" fallback={fallback}>
      {children}
    </LoggedBoundary>
  );
}
