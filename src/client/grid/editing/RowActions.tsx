/**
 * The actions cell of a row (spec 9: 120 px): Edit and Delete in view mode, Save and Cancel
 * while the row is edited inline. Icon buttons, each named with its row for screen readers.
 */
const base =
  'inline-flex size-8 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-40';
const tone = {
  edit: `${base} text-sky-700 hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-sky-950`,
  delete: `${base} text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950`,
  save: `${base} bg-sky-700 text-white hover:bg-sky-800 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400`,
  cancel: `${base} text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800`,
};

const paths = {
  edit: 'M4 13.5V16h2.5l7.4-7.4-2.5-2.5L4 13.5Zm11.7-6.8a.7.7 0 0 0 0-1L14.3 4.3a.7.7 0 0 0-1 0l-1.1 1.1 2.5 2.5 1-1.2Z',
  delete: 'M7 4V3h6v1h4v2H3V4h4Zm-2 3h10l-.8 10H5.8L5 7Zm3 2v6h1V9H8Zm3 0v6h1V9h-1Z',
  save: 'M8 13.2 4.8 10l-1.1 1.1L8 15.4l8.3-8.3-1.1-1.1L8 13.2Z',
  cancel:
    'm10 8.9 4.5-4.5 1.1 1.1-4.5 4.5 4.5 4.5-1.1 1.1-4.5-4.5-4.5 4.5-1.1-1.1 4.5-4.5-4.5-4.5 1.1-1.1L10 8.9Z',
};

type Action = keyof typeof paths;

function ActionButton({
  action,
  label,
  tabbable,
  disabled,
  onClick,
}: {
  action: Action;
  label: string;
  tabbable: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      data-action={action}
      aria-label={label}
      title={label}
      tabIndex={tabbable ? 0 : -1}
      disabled={disabled}
      onClick={onClick}
      className={tone[action]}
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d={paths[action]} />
      </svg>
    </button>
  );
}

export interface RowActionsProps {
  /** 1-based position, for the buttons' names. */
  number: number;
  /** Edited inline now: Save and Cancel instead of Edit and Delete. */
  inlineEdit: boolean;
  editable: boolean;
  deletable: boolean;
  saving?: boolean;
  /** Only the active row's buttons are in the tab order (the grid has one tab stop). */
  tabbable: boolean;
  onEdit(): void;
  onDelete(): void;
  onSave(): void;
  onCancel(): void;
}

export function RowActions(props: RowActionsProps) {
  const { number, tabbable } = props;
  if (props.inlineEdit) {
    return (
      <>
        <ActionButton
          action="save"
          label={`Save row ${number}`}
          tabbable
          disabled={props.saving}
          onClick={props.onSave}
        />
        <ActionButton
          action="cancel"
          label={`Cancel row ${number}`}
          tabbable
          onClick={props.onCancel}
        />
      </>
    );
  }
  return (
    <>
      {props.editable && (
        <ActionButton
          action="edit"
          label={`Edit row ${number}`}
          tabbable={tabbable}
          onClick={props.onEdit}
        />
      )}
      {props.deletable && (
        <ActionButton
          action="delete"
          label={`Delete row ${number}`}
          tabbable={tabbable}
          onClick={props.onDelete}
        />
      )}
    </>
  );
}
