import { formatUploadSize } from '../../engine/format';

/**
 * Spec 2.10: the upload progress bar card shown while a file is on its way to the server,
 * with its size as upload lists show it (spec 9: KB with 2 decimals, 1024-based).
 */
export function UploadProgressCard({
  filename,
  percent,
  size,
  label = `Uploading ${filename}`,
  onCancel,
}: {
  filename: string;
  percent: number;
  size?: number;
  /** The progress bar's accessible name. */
  label?: string;
  onCancel?(): void;
}) {
  const rounded = Math.max(0, Math.min(100, Math.round(percent)));
  const sizeText = formatUploadSize(size);
  return (
    <div className="flex items-center gap-3 rounded-[5px] border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="min-w-0 flex-1">
        <div className="flex justify-between gap-2 text-sm">
          <span className="truncate text-slate-800 dark:text-slate-100">{filename}</span>
          <span className="shrink-0 tabular-nums text-slate-500 dark:text-slate-400">
            {sizeText && <span className="mr-2">{sizeText}</span>}
            {rounded}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={rounded}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
        >
          <div
            className="h-full rounded-full bg-sky-600 transition-[width] duration-200 dark:bg-sky-400"
            style={{ width: `${rounded}%` }}
          />
        </div>
      </div>
      {onCancel && (
        <button
          type="button"
          onClick={onCancel}
          aria-label={`Cancel upload of ${filename}`}
          className="rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          Cancel
        </button>
      )}
    </div>
  );
}
