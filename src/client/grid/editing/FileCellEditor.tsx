import { useId } from 'react';
import { type FileEntry, sameFile, sameFileForRemoval } from '../../../engine/format';
import { entriesOf, fileRules, screenFiles } from '../../forms/widgets/files/file-rules';
import { readAsEntry } from '../../forms/widgets/files/read-file';
import { iconButtonClass } from '../../forms/widgets/shared';

/**
 * A file or files cell being edited (spec 3.3 `accept`): the current files, each removable,
 * and a picker. Picked files pass the upload rules of spec 5.5 and are kept as entries (name,
 * size, type, data); a file picked twice is skipped (same name and size).
 */
export function FileCellEditor({
  value,
  multiple,
  accept,
  label,
  invalid,
  autoFocus,
  onChange,
  onProblem,
}: {
  value: unknown;
  multiple: boolean;
  accept?: string;
  label: string;
  invalid: boolean;
  autoFocus?: boolean;
  onChange(value: unknown): void;
  onProblem?(message: string): void;
}) {
  const id = useId();
  const entries = entriesOf(value);
  const rules = fileRules({ accept });
  const store = (next: FileEntry[]) => onChange(multiple ? next : next[0]);

  const pick = async (files: File[]) => {
    const { accepted, alert } = screenFiles(files, rules, multiple);
    if (alert) onProblem?.(alert);
    const fresh = accepted.filter(
      (file) => !entries.some((e) => sameFile(e, { filename: file.name, size: file.size })),
    );
    const read = await Promise.all(fresh.map(readAsEntry));
    store(multiple ? [...entries, ...read] : read.slice(0, 1));
  };

  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
      {entries.map((entry) => (
        <span
          key={`${entry.filename}:${entry.size}`}
          className="inline-flex max-w-full items-center gap-1 rounded bg-slate-100 py-0.5 pl-2 dark:bg-slate-800"
        >
          <span className="truncate">{entry.filename}</span>
          <button
            type="button"
            aria-label={`Remove ${entry.filename}`}
            className={`${iconButtonClass} size-6`}
            onClick={() => store(entries.filter((e) => !sameFileForRemoval(e, entry)))}
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      ))}
      <label
        htmlFor={id}
        className="cursor-pointer rounded-[5px] border-[1.5px] border-dashed border-slate-300 px-2 py-1 text-xs text-slate-600 hover:border-sky-500 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600 aria-[invalid=true]:border-red-500 dark:border-slate-600 dark:text-slate-300"
        aria-invalid={invalid || undefined}
      >
        {entries.length > 0 && !multiple ? 'Replace' : 'Choose'}
        <input
          id={id}
          type="file"
          aria-label={label}
          aria-invalid={invalid || undefined}
          // biome-ignore lint/a11y/noAutofocus: a new or edited row starts on its name cell (spec 4)
          autoFocus={autoFocus}
          accept={rules.accept || undefined}
          multiple={multiple}
          className="sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void pick(files);
          }}
        />
      </label>
    </div>
  );
}
