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

/** A worklist's status filter: "All open (n)" and each open state with its count. */
export function WorklistStatusFilter<State extends string>({
  states,
  counts,
  value,
  onChange,
}: {
  states: readonly State[];
  counts: Record<State, number>;
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  return (
    <WorklistFilter
      label="Status"
      value={value}
      all={`All open (${states.reduce((n, state) => n + counts[state], 0)})`}
      choices={states.map((state) => ({ value: state, label: `${state} (${counts[state]})` }))}
      onChange={onChange}
    />
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
