import { listOf } from '../../../engine/laboratory/numbers';
import type { EntryRow } from './entry-rows';

const inputClass =
  'w-full min-w-[8rem] rounded-[5px] border-[1.5px] border-slate-500 bg-white px-2 py-1.5 text-sm ' +
  'focus:outline-none focus:ring-2 focus:ring-sky-600 aria-[invalid=true]:border-red-700 ' +
  'dark:border-slate-600 dark:bg-slate-950 dark:aria-[invalid=true]:border-red-400';

/**
 * One parameter's value: a select of its options for an Option parameter, else a text input
 * (decimal keyboard for a Number). Labelled by the parameter's name (the row's header) and
 * described by its flag and, when there is one, what is wrong with it.
 */
export function ValueInput({
  row,
  id,
  describedBy,
  invalid,
  onChange,
}: {
  row: EntryRow;
  id: string;
  describedBy: string;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    className: inputClass,
  };
  if (row.parameter.kind === 'Option') {
    const options = listOf(row.parameter.options);
    return (
      <select {...common} value={row.typed} onChange={(event) => onChange(event.target.value)}>
        <option value="">Not entered</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      type="text"
      inputMode={row.parameter.kind === 'Number' ? 'decimal' : 'text'}
      autoComplete="off"
      value={row.typed}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
