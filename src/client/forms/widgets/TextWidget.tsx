import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { fieldAria } from './shared';

/** text (single line or multiline with 4 rows by default) and email. */
export function TextWidget({
  field,
  state,
  inputId,
  errorId,
  disabled,
  readOnly,
  onChange,
  onBlur,
}: WidgetProps) {
  const common = {
    id: inputId,
    value: state.value === undefined || state.value === null ? '' : String(state.value),
    placeholder: field.placeholder,
    disabled,
    readOnly,
    ...fieldAria({ state, errorId, field }),
    onBlur,
  };
  if (field.multiline) {
    return (
      <textarea
        {...common}
        rows={field.rows ?? 4}
        onChange={(event) => onChange(event.target.value)}
        className={`${inputClass} py-3`}
      />
    );
  }
  return (
    <input
      {...common}
      type={field.type === 'email' ? 'email' : (field.inputType ?? 'text')}
      onChange={(event) => onChange(event.target.value)}
      className={inputClass}
    />
  );
}

registerWidget({ name: 'text', rank: 1, tester: isType('text', 'email'), component: TextWidget });
