import { useId } from 'react';
import { PagesNav } from '../../components/PagesNav';
import { inputClass } from '../../forms/field-style';

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
export function WorklistPager(props: {
  page: number;
  total: number;
  limit: number;
  onPage(page: number): void;
}) {
  return <PagesNav label="Worklist pages" pageSize={props.limit} {...props} />;
}
