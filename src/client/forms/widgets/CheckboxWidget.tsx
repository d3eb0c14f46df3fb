import { labelClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { fieldAria } from './shared';

/**
 * checkbox: draws its own label beside the box (the shell shows none). A required box must be
 * ticked; the engine's message reads "You have to agree first to continue".
 */
export function CheckboxWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const checked = state.value === true || state.value === 'true';
  return (
    <div className="flex min-h-[50px] items-center gap-3">
      <input
        id={inputId}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        onChange={(event) => {
          if (!readOnly) onChange(event.target.checked);
        }}
        onBlur={onBlur}
        className="size-5 shrink-0 cursor-pointer rounded accent-sky-600 dark:scheme-dark disabled:cursor-not-allowed"
        {...fieldAria(props)}
      />
      <label
        htmlFor={inputId}
        className={`${labelClass} cursor-pointer ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        {label}
        {/* aria-required on the box says it; the star is for the eye only (as in FieldRow). */}
        {field.required && (
          <span aria-hidden="true" className="text-red-500">
            {' '}
            *
          </span>
        )}
      </label>
    </div>
  );
}

registerWidget({
  name: 'checkbox',
  rank: 1,
  tester: isType('checkbox'),
  component: CheckboxWidget,
  ownLabel: true,
});
