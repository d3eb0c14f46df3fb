import { useId } from 'react';
import { Labelled } from '../account/FilterSelect';
import { controlClass } from '../account/RowButtons';
import type { SalesFilterValues } from './sales-view';

/**
 * The period (days, and optionally the times of a shift) and, for those who see everyone, the
 * cashier. Dates and times are the hospital's.
 */
export function SalesFilters({
  values,
  problem,
  cashiers,
  onChange,
}: {
  values: SalesFilterValues;
  problem?: string;
  /** The cashiers to pick from; none for a reader who sees only their own money. */
  cashiers?: { id: string; name: string }[];
  onChange(values: SalesFilterValues): void;
}) {
  const id = useId();
  const input = (key: keyof SalesFilterValues, label: string, type: 'date' | 'time') => (
    <Labelled id={`${id}-${key}`} label={label}>
      <input
        id={`${id}-${key}`}
        type={type}
        value={values[key]}
        onChange={(event) => onChange({ ...values, [key]: event.target.value })}
        aria-invalid={problem ? true : undefined}
        className={controlClass}
      />
    </Labelled>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        {input('fromDate', 'From', 'date')}
        {input('fromTime', 'Shift starts', 'time')}
        {input('toDate', 'To', 'date')}
        {input('toTime', 'Shift ends', 'time')}
        {cashiers && (
          <Labelled id={`${id}-cashier`} label="Cashier">
            <select
              id={`${id}-cashier`}
              value={values.cashier}
              onChange={(event) => onChange({ ...values, cashier: event.target.value })}
              className={controlClass}
            >
              <option value="">All cashiers</option>
              {cashiers.map((cashier) => (
                <option key={cashier.id} value={cashier.id}>
                  {cashier.name}
                </option>
              ))}
            </select>
          </Labelled>
        )}
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </div>
  );
}
