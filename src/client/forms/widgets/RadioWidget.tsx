import { useMemo } from 'react';
import { offeredOptions } from '../../../engine/format';
import { labelClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { choicesOf } from './select/choices';

/**
 * radio: a fieldset whose legend is the field label, one native radio per option (spec 2.10).
 * Native radios sharing a name give the expected keys: Tab enters the group, arrows move and
 * pick. Options come from `options`, else from `allowedValues`; an `auto` one only when held.
 */
export function RadioWidget(props: WidgetProps) {
  const { field, label, state, inputId, errorId, disabled, readOnly, onChange, onBlur } = props;
  const current = state.value === undefined || state.value === null ? '' : String(state.value);
  // An `auto` option (the server's rules set it) only while the field holds it.
  const choices = useMemo(
    () => choicesOf(field, offeredOptions(field, [current])),
    [field, current],
  );
  return (
    <fieldset
      id={inputId}
      disabled={disabled}
      aria-invalid={state.error ? true : undefined}
      aria-describedby={state.error || state.warning ? errorId : undefined}
      className="min-w-0"
    >
      <legend className={`${labelClass} mb-1`}>
        {label}
        {field.required && (
          <>
            <span className="text-red-500" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2 py-2">
        {choices.length === 0 && (
          <span className="text-sm text-slate-500 dark:text-slate-400">No available options</span>
        )}
        {choices.map((choice) => (
          <label
            key={choice.key}
            className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-800 has-disabled:cursor-not-allowed has-disabled:opacity-60 dark:text-slate-100"
          >
            <input
              type="radio"
              name={`${inputId}-radio`}
              value={choice.key}
              checked={current === choice.key}
              onChange={() => {
                if (!readOnly) onChange(choice.value);
              }}
              onBlur={onBlur}
              className="size-4 accent-sky-600 dark:scheme-dark"
            />
            {choice.color && (
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ backgroundColor: choice.color }}
              />
            )}
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

registerWidget({
  name: 'radio',
  rank: 1,
  tester: isType('radio'),
  component: RadioWidget,
  ownLabel: true,
});
