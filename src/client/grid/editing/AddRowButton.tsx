import type { Ref } from 'react';

/** The grid's add button (spec 9 default text "Add Item"). */
export function AddRowButton({
  text,
  onClick,
  ref,
}: {
  text: string;
  onClick(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      data-action="add"
      onClick={onClick}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-md bg-sky-700 px-3 text-sm font-medium text-white shadow-sm hover:bg-sky-800 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400"
    >
      <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
        <path d="M9 4h2v5h5v2h-5v5H9v-5H4V9h5V4Z" />
      </svg>
      {text}
    </button>
  );
}
