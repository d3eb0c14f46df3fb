import { useMemo } from 'react';
import { type GridColumn, resolveColumns } from '../../grid';

/** Edit and Delete beside a row, each named with the row's subject for screen readers. */
export function RowButtons({
  subject,
  tabbable,
  onEdit,
  onDelete,
}: {
  subject: string;
  /** Only the active grid row's buttons are in the tab order (the grid has one tab stop). */
  tabbable: boolean;
  onEdit?(): void;
  onDelete?(): void;
}) {
  return (
    <span className="flex gap-1">
      {onEdit && <RowButton verb="Edit" subject={subject} tabbable={tabbable} onClick={onEdit} />}
      {onDelete && (
        <RowButton verb="Delete" subject={subject} tabbable={tabbable} onClick={onDelete} />
      )}
    </span>
  );
}

const VERB_TONE = {
  Edit: 'text-sky-700 hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-sky-950',
  Delete: 'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950',
};

function RowButton({
  verb,
  subject,
  tabbable,
  onClick,
}: {
  verb: keyof typeof VERB_TONE;
  subject: string;
  tabbable: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={`${verb} ${subject}`}
      tabIndex={tabbable ? 0 : -1}
      onClick={onClick}
      className={`rounded-md px-2 py-1 text-xs font-medium ${VERB_TONE[verb]}`}
    >
      {verb}
    </button>
  );
}

/**
 * The grid columns as the rights allow, the actions column wide enough for Edit and Delete.
 * `columns` must be a constant: it is a dependency of the memo.
 */
export function useRowButtonColumns(
  columns: GridColumn[],
  may: { edit: boolean; delete: boolean },
) {
  return useMemo(
    () =>
      resolveColumns(columns, { editable: may.edit, deletable: may.delete }).map((c) =>
        c.type === 'actions' ? { ...c, width: 140 } : c,
      ),
    [columns, may.edit, may.delete],
  );
}

export const primaryButton =
  'inline-flex items-center gap-2 rounded-md bg-sky-700 px-4 py-2 text-sm font-semibold text-white shadow hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-60';

export const secondaryButton =
  'rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800';

export const controlClass =
  'rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-900 shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600 dark:scheme-dark dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100';

export const controlLabel = 'text-xs font-medium text-slate-700 dark:text-slate-300';
