import { useSortable } from '@dnd-kit/sortable';
import {
  type FileEntry,
  formatFileSize,
  formatUploadSize,
  isImageFile,
} from '../../../../engine/format';
import { IconButton, StrokeIcon } from '../../../components/IconButton';
import { useFileUrl } from '../../../components/use-file-url';
import { iconButtonClass, sortableStyle } from '../shared';

function Thumbnail({ entry }: { entry: FileEntry }) {
  const image = isImageFile({ name: entry.filename, type: entry.mimetype ?? '' });
  const src = useFileUrl(image ? entry.filepath : undefined);
  return src ? (
    <img src={src} alt="" className="size-10 shrink-0 rounded object-cover" />
  ) : (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded bg-slate-100 text-[10px] font-semibold text-slate-500 uppercase dark:bg-slate-800 dark:text-slate-400"
    >
      {entry.filename.split('.').pop()?.slice(0, 4) ?? 'file'}
    </span>
  );
}

function Details({
  entry,
  sizeFormat,
  link = false,
}: {
  entry: FileEntry;
  sizeFormat: SizeFormat;
  link?: boolean;
}) {
  return (
    <div className="min-w-0 flex-1">
      <div
        className={`truncate text-sm ${
          link
            ? 'text-sky-700 underline-offset-2 hover:underline dark:text-sky-300'
            : 'text-slate-800 dark:text-slate-100'
        }`}
      >
        {entry.filename}
      </div>
      <div className="text-xs tabular-nums text-slate-500 dark:text-slate-400">
        {sizeFormat === 'upload' ? formatUploadSize(entry.size) : formatFileSize(entry.size)}
      </div>
    </div>
  );
}

/** Spec 9: upload lists give KB on a 1024 base; other file lists decimal units. */
export type SizeFormat = 'upload' | 'decimal';

/**
 * One file of the list: drag handle, thumbnail and name (a button that opens the file when
 * `onOpen` is given), size, and download and remove buttons.
 */
export function FileRow({
  id,
  entry,
  draggable,
  removable,
  sizeFormat,
  onRemove,
  onOpen,
  onDownload,
}: {
  id: string;
  entry: FileEntry;
  draggable: boolean;
  removable: boolean;
  sizeFormat: SizeFormat;
  onRemove(): void;
  onOpen?(): void;
  onDownload?(): void;
}) {
  const sortable = useSortable({ id, disabled: !draggable });
  const style = sortableStyle(sortable);
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={`flex items-center gap-3 rounded-[5px] border border-slate-200 bg-white p-2 dark:border-slate-700 dark:bg-slate-900 ${
        sortable.isDragging ? 'relative z-10 shadow-lg' : ''
      }`}
    >
      {draggable && (
        <button
          type="button"
          aria-label={`Reorder ${entry.filename}`}
          className={`${iconButtonClass} cursor-grab touch-none active:cursor-grabbing`}
          {...sortable.attributes}
          {...sortable.listeners}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Open ${entry.filename}`}
          className="-m-1 flex min-w-0 flex-1 items-center gap-3 rounded-[5px] p-1 text-left hover:bg-slate-50 dark:hover:bg-slate-800"
        >
          <Thumbnail entry={entry} />
          <Details entry={entry} sizeFormat={sizeFormat} link />
        </button>
      ) : (
        <>
          <Thumbnail entry={entry} />
          <Details entry={entry} sizeFormat={sizeFormat} />
        </>
      )}
      {onDownload && entry.filepath && (
        <IconButton label={`Download ${entry.filename}`} title="Download" onClick={onDownload}>
          <StrokeIcon className="size-4">
            <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
          </StrokeIcon>
        </IconButton>
      )}
      {removable && (
        <IconButton label={`Remove ${entry.filename}`} onClick={onRemove}>
          <span aria-hidden="true">✕</span>
        </IconButton>
      )}
    </li>
  );
}
