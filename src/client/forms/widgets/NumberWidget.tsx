import {
  DEFAULT_FRACTION_DIGITS,
  filterNumberInput,
  numberOnBlur,
  parseNumber,
} from '../../../engine/format';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { boundsOf, fieldAria, useDraft } from './shared';

/**
 * number (spec 5.4): only digits, a minus sign and a decimal point can be typed; on blur the
 * number is clamped to minimum and maximum and shown with thousand separators and up to
 * `fractionDigits` (default 4) digits, then the engine checks it (custom check, errorNV).
 * The stored value is a number.
 */
export function NumberWidget(props: WidgetProps) {
  const { field, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const options = {
    ...boundsOf(field),
    fractionDigits: field.fractionDigits ?? DEFAULT_FRACTION_DIGITS,
    noFormat: field.noFormat,
  };
  const { text, setText, remember } = useDraft(state.value, (v) => numberOnBlur(v, options).text);
  const store = (value: number | undefined) => {
    remember(value);
    onChange(value);
  };
  return (
    <input
      id={inputId}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      placeholder={field.placeholder}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => {
        const typed = filterNumberInput(event.target.value);
        setText(typed);
        store(parseNumber(typed));
      }}
      onBlur={() => {
        if (!readOnly) {
          const result = numberOnBlur(text, options);
          setText(result.text);
          store(result.value);
        }
        onBlur();
      }}
      className={`${inputClass} tabular-nums`}
      {...fieldAria(props)}
    />
  );
}

registerWidget({ name: 'number', rank: 1, tester: isType('number'), component: NumberWidget });
