import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { CalendarButton } from './CalendarButton';
import { resolveDateBound } from './date-bounds';
import { useDateText } from './date-text';
import { fieldAria } from './shared';

/**
 * date: typed as dd-MM-yyyy (spec 5.3) or picked from the browser's calendar, stored as the
 * ISO calendar date. Text that is no date is stored as typed so the engine reports it.
 */
export function DateWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, settings, onChange, onBlur } = props;
  const zone = settings.timeZone;
  const date = useDateText(state.value, zone, onChange);
  return (
    <div className="relative flex gap-2">
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={field.placeholder ?? 'dd-mm-yyyy'}
        maxLength={10}
        value={date.text}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => date.type(event.target.value)}
        onBlur={() => {
          date.settle();
          onBlur();
        }}
        className={inputClass}
        {...fieldAria(props)}
      />
      <CalendarButton
        label={label}
        iso={date.iso}
        min={resolveDateBound(field.minDate, zone)}
        max={resolveDateBound(field.maxDate, zone)}
        disabled={disabled || readOnly}
        className="h-[50px] w-[50px] border-[1.5px] border-slate-300 dark:border-slate-600"
        onPick={(picked) => {
          date.pick(picked);
          onBlur();
        }}
      />
    </div>
  );
}

registerWidget({ name: 'date', rank: 1, tester: isType('date'), component: DateWidget });
