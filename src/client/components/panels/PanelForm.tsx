import type { FormEvent, ReactNode } from 'react';

export const cancelButtonClass =
  'rounded-[5px] border border-slate-300 px-4 py-2 text-sm outline-none hover:bg-slate-100 ' +
  'focus-visible:ring-2 focus-visible:ring-sky-600 dark:border-slate-600 dark:hover:bg-slate-800';

export const submitButtonClass =
  'rounded-[5px] bg-sky-700 px-4 py-2 text-sm font-medium text-white outline-none hover:bg-sky-800 ' +
  'focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-1 disabled:opacity-50 ' +
  'dark:focus-visible:ring-offset-slate-900';

/** The form inside a form dialog or form sidebar: fields, then Cancel and the submit button. */
export function PanelForm({
  onSubmit,
  onCancel,
  submitLabel = 'Save',
  submitting = false,
  padded,
  children,
}: {
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  onCancel(): void;
  submitLabel?: string;
  submitting?: boolean;
  /** Dialogs pad their own content; the sidebar's padding already comes from the sidebar. */
  padded: boolean;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event);
      }}
      className={`flex flex-col gap-4 ${padded ? 'p-5' : ''}`}
    >
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <button type="button" onClick={onCancel} className={cancelButtonClass}>
          Cancel
        </button>
        <button type="submit" disabled={submitting} className={submitButtonClass}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
