import { useSortable } from '@dnd-kit/sortable';
import { type FileEntry, formatUploadSize, isImageFile } from '../../../../engine/format';
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

/** One file of the list: thumbnail, name, size, drag handle and remove button. */
export function FileRow({
  id,
  entry,
  draggable,
  removable,
  onRemove,
}: {
  id: string;
  entry: FileEntry;
  draggable: boolean;
  removable: boolean;
  onRemove(): void;
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
      <Thumbnail entry={entry} />
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm text-slate-800 dark:text-slate-100">{entry.filename}</div>
        <div className="text-xs tabular-nums text-slate-500 dark:text-slate-400">
          {formatUploadSize(entry.size)}
        </div>
      </div>
      {removable && (
        <button
          type="button"
          aria-label={`Remove ${entry.filename}`}
          onClick={onRemove}
          className={iconButtonClass}
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
    </li>
  );
}
