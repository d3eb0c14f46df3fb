import { useId } from 'react';
import { inputClass } from '../../forms/field-style';
import { buttonClass } from '../../forms/widgets/shared';

/** A worklist's labelled filter: "All ..." and each choice, with its count when known. */
export function WorklistFilter({
  label,
  value,
  all,
  choices,
  onChange,
}: {
  label: string;
  value: string | undefined;
  /** The words of the choice that filters nothing ("All open (12)"). */
  all: string;
  choices: readonly { value: string; label: string }[];
  onChange(value: string | undefined): void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className={`${inputClass} min-h-[38px] w-64 text-sm`}
      >
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Previous / Page n of m / Next under a worklist of more than one page. */
export function WorklistPager({
  page,
  total,
  limit,
  onPage,
}: {
  page: number;
  total: number;
  limit: number;
  onPage(page: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Worklist pages" className="flex items-center gap-3 text-sm">
      <button
        type="button"
        className={buttonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span>
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={buttonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
