import { useState } from 'react';
import { joinInstant, splitInstant } from '../../../engine/format';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { DateWidget } from './DateWidget';

/**
 * datetime: the day as the date widget takes it (dd-MM-yyyy or the calendar) and the time
 * from a time input, both on the hospital's wall clock (spec 9 time zone); stored as ISO-8601
 * with that zone's offset. Until both parts are there the value is the day alone, which the
 * engine reports as not yet valid.
 */
export function DateTimeWidget(props: WidgetProps) {
  const { label, state, inputId, disabled, readOnly, settings, onChange, onBlur } = props;
  const zone = settings.timeZone;
  const stored = splitInstant(state.value, zone);
  // The day typed before a time is chosen (or the other way round) is kept here.
  const [draft, setDraft] = useState({ date: stored?.date ?? '', time: stored?.time ?? '' });
  const parts = stored ?? draft;

  const store = (date: string, time: string) => {
    setDraft({ date, time });
    onChange(joinInstant(date, time, zone) ?? (date || undefined));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <div className="min-w-[12rem] flex-1">
        <DateWidget
          {...props}
          state={{ ...state, value: parts.date || undefined }}
          onChange={(date) => store(typeof date === 'string' ? date : '', parts.time)}
        />
      </div>
      <input
        id={`${inputId}-time`}
        type="time"
        step={300}
        aria-label={`${label}: time`}
        value={parts.time}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => store(parts.date, event.target.value)}
        onBlur={onBlur}
        className={`${inputClass} w-40 shrink-0 dark:scheme-dark`}
      />
    </div>
  );
}

registerWidget({
  name: 'datetime',
  rank: 1,
  tester: isType('datetime'),
  component: DateTimeWidget,
});
