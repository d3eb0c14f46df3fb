import { type ChangeEvent, useLayoutEffect, useRef } from 'react';
import { formatPhone, phoneDigits } from '../../../engine/format';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { CountryCodePicker } from './phone/CountryCodePicker';
import { caretAfterDigits } from './phone/caret';
import { fieldAria } from './shared';

/**
 * Phone: a country-code picker and the number, shown grouped 2-3-4 with dashes (spec 5.4)
 * and stored as digits; the code travels in the field state's `countryCode`.
 */
export function PhoneWidget(props: WidgetProps) {
  const { field, state, inputId, disabled, readOnly, settings, label, onChange, onBlur } = props;
  const code = state.countryCode || settings.countryCode || '+251';
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | undefined>(undefined);
  const shown = formatPhone(state.value);

  // Reformatting moves the caret to the end; put it back after the same digit.
  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === undefined || !el || document.activeElement !== el) return;
    const at = caretAfterDigits(shown, caret.current);
    el.setSelectionRange(at, at);
    caret.current = undefined;
  }, [shown]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    caret.current = phoneDigits(value.slice(0, selectionStart ?? value.length)).length;
    const digits = phoneDigits(value);
    onChange(digits === '' ? undefined : digits, { countryCode: code });
  };

  return (
    <div className="flex gap-2">
      <CountryCodePicker
        code={code}
        label={label}
        disabled={disabled || readOnly}
        onChange={(next) => onChange(state.value, { countryCode: next })}
      />
      <input
        ref={input}
        id={inputId}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={shown}
        placeholder={field.placeholder ?? '91-123-4567'}
        disabled={disabled}
        readOnly={readOnly}
        onChange={change}
        onBlur={onBlur}
        className={inputClass}
        {...fieldAria(props)}
      />
    </div>
  );
}

registerWidget({ name: 'phone', rank: 1, tester: isType('phone'), component: PhoneWidget });
