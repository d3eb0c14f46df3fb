import { useRef } from 'react';
import { formatFormDate, parseFormDate } from '../../../engine/format';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { resolveDateBound, tidyDateText } from './date-bounds';
import { fieldAria, iconButtonClass, useDraft } from './shared';

function CalendarIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * date: typed as dd-MM-yyyy (spec 5.3) or picked from the browser's calendar, stored as the
 * ISO calendar date. Text that is no date is stored as typed so the engine reports it.
 */
export function DateWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, settings, onChange, onBlur } = props;
  const zone = settings.timeZone;
  const show = (value: unknown) =>
    typeof value === 'string' ? formatFormDate(value, zone) || value : '';
  const { text, setText, remember } = useDraft(state.value, show);
  const picker = useRef<HTMLInputElement>(null);
  const min = resolveDateBound(field.minDate, zone);
  const max = resolveDateBound(field.maxDate, zone);
  const iso = typeof state.value === 'string' ? parseFormDate(show(state.value)) : undefined;

  const store = (next: string | undefined) => {
    remember(next);
    onChange(next);
  };
  const type = (raw: string) => {
    const tidy = tidyDateText(raw);
    setText(tidy);
    store(parseFormDate(tidy) ?? (tidy.trim() ? tidy : undefined));
  };
  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.focus();
      el.click();
    }
  };

  return (
    <div className="relative flex gap-2">
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={field.placeholder ?? 'dd-mm-yyyy'}
        maxLength={10}
        value={text}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => type(event.target.value)}
        onBlur={() => {
          const parsed = parseFormDate(text);
          if (parsed) setText(formatFormDate(parsed, zone));
          onBlur();
        }}
        className={inputClass}
        {...fieldAria(props)}
      />
      <div className="relative shrink-0">
        <button
          type="button"
          aria-label={`Choose ${label} from a calendar`}
          disabled={disabled || readOnly}
          onClick={openPicker}
          className={`${iconButtonClass} h-[50px] w-[50px] border-[1.5px] border-slate-300 dark:border-slate-600`}
        >
          <CalendarIcon />
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={iso ?? ''}
          min={min}
          max={max}
          onChange={(event) => {
            const picked = event.target.value;
            setText(picked ? formatFormDate(picked, zone) : '');
            store(picked || undefined);
            onBlur();
          }}
          className="pointer-events-none absolute inset-0 size-full opacity-0 dark:scheme-dark"
        />
      </div>
    </div>
  );
}

registerWidget({ name: 'date', rank: 1, tester: isType('date'), component: DateWidget });
