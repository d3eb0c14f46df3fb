import type { ReactNode } from 'react';
import { controlClass, controlLabel } from './RowButtons';

/** A filter's control under its label. */
export function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={controlLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A labelled select of the values a list can be filtered by; its first option, '', is all. */
export function FilterSelect({
  id,
  label,
  allLabel,
  value,
  options,
  optionText = (option) => option,
  onChange,
}: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly string[];
  optionText?(option: string): string;
  onChange(value: string): void;
}) {
  return (
    <Labelled id={id} label={label}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionText(option)}
          </option>
        ))}
      </select>
    </Labelled>
  );
}
