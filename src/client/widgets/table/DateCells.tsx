import { useState } from 'react';
import { CalendarButton } from '../../forms/widgets/CalendarButton';
import { useDateText } from '../../forms/widgets/date-text';
import { dateTimeCellParts, dateTimeCellValue } from './datetime-cell';

/** What a cell's inputs share: their name, their state and where they store. */
interface DateCellProps {
  label: string;
  value: unknown;
  timeZone: string;
  inputClass: string;
  aria: Record<string, unknown>;
  onChange(value: unknown): void;
}

/**
 * A date as the forms type it (dd-MM-yyyy, `useDateText`), not the browser's own date input,
 * whose order follows the computer's locale (03/02/2026 for 2 March in en-US) beside forms that
 * read 02-03-2026. The calendar is the mouse's; it is no Tab stop in a row.
 */
export function DateCell({ label, value, timeZone, inputClass, aria, onChange }: DateCellProps) {
  const date = useDateText(value, timeZone, onChange);
  return (
    <div className="flex items-center gap-1">
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd-mm-yyyy"
        maxLength={10}
        {...aria}
        value={date.text}
        onChange={(event) => date.type(event.target.value)}
        onBlur={date.settle}
        className={inputClass.replace('min-w-24', 'min-w-28')}
      />
      <CalendarButton
        label={label}
        iso={date.iso}
        disabled={false}
        tabIndex={-1}
        className=""
        onPick={date.pick}
      />
    </div>
  );
}

/**
 * A datetime as the form's datetime widget takes it: the day as above and the time from a
 * time input, on the hospital's clock (datetime-cell.ts). Until both are given the cell holds
 * nothing (a required column says so), while what was typed stays shown.
 */
export function DateTimeCell(props: DateCellProps) {
  const { label, timeZone, inputClass, aria, onChange } = props;
  const stored = dateTimeCellParts(props.value, timeZone);
  const [draft, setDraft] = useState(stored);
  const parts = stored.date && stored.time ? stored : draft;
  const store = (date: string, time: string) => {
    setDraft({ date, time });
    onChange(dateTimeCellValue(date, time, timeZone));
  };
  return (
    <div className="flex items-center gap-1">
      <DateCell
        {...props}
        value={parts.date || undefined}
        onChange={(date) => store(typeof date === 'string' ? date : '', parts.time)}
      />
      <input
        type="time"
        step={300}
        aria-label={`${label}: time`}
        aria-invalid={aria['aria-invalid'] as boolean | undefined}
        value={parts.time}
        onChange={(event) => store(parts.date, event.target.value)}
        className={`${inputClass.replace('w-full', 'w-28')} dark:scheme-dark`}
      />
    </div>
  );
}
