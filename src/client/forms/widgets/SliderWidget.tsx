import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { fieldAria } from './shared';

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** slider: a range input (spec 9 defaults: step 1, min 0, max 100) with its value shown. */
export function SliderWidget(props: WidgetProps) {
  const { field, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const min = numberOr(field.min, 0);
  const max = Math.max(min, numberOr(field.max, 100));
  const step = numberOr(field.step, 1) > 0 ? numberOr(field.step, 1) : 1;
  const raw = typeof state.value === 'string' ? Number(state.value) : state.value;
  const value = typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;
  const outputId = `${inputId}-value`;
  return (
    <div className="flex min-h-[50px] items-center gap-4">
      <input
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value ?? min}
        disabled={disabled || readOnly}
        // A slider may not carry aria-required: an unset required one says it in its value.
        aria-valuetext={
          value !== undefined ? String(value) : field.required ? 'Not set, required' : 'Not set'
        }
        onChange={(event) => onChange(Number(event.target.value))}
        onBlur={onBlur}
        className="h-2 flex-1 cursor-pointer accent-sky-600 dark:scheme-dark disabled:cursor-not-allowed disabled:opacity-60"
        {...fieldAria(props, { required: false })}
      />
      <output
        id={outputId}
        htmlFor={inputId}
        aria-live="polite"
        className="min-w-12 rounded-[5px] border border-slate-300 px-2 py-1 text-center text-sm tabular-nums text-slate-800 dark:border-slate-600 dark:text-slate-100"
      >
        {value ?? '–'}
      </output>
    </div>
  );
}

registerWidget({ name: 'slider', rank: 1, tester: isType('slider'), component: SliderWidget });
