import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { normalizeHex } from './color-hex';
import { fieldAria, textValue, useDraft } from './shared';

/** color: the native colour picker plus the hex text, both editing one `#rrggbb` value. */
export function ColorWidget(props: WidgetProps) {
  const { state, inputId, label, disabled, readOnly, onChange, onBlur } = props;
  const value = normalizeHex(textValue(state.value));
  const { text, setText, remember } = useDraft(state.value, textValue);
  const emit = (next: string | undefined) => {
    remember(next);
    onChange(next);
  };
  return (
    <div className="flex items-center gap-2">
      <input
        id={inputId}
        type="color"
        value={value ?? '#000000'}
        disabled={disabled || readOnly}
        onChange={(event) => {
          setText(event.target.value);
          emit(event.target.value);
        }}
        onBlur={onBlur}
        className="h-[50px] w-16 shrink-0 cursor-pointer dark:scheme-dark rounded-[5px] border-[1.5px] border-slate-300 bg-white p-1 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900"
        {...fieldAria(props)}
      />
      <input
        type="text"
        aria-label={`${label} hex value`}
        value={text}
        placeholder="#rrggbb"
        maxLength={7}
        spellCheck={false}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => {
          setText(event.target.value);
          const hex = normalizeHex(event.target.value);
          if (hex && hex.length === 7 && event.target.value.replace('#', '').length === 6)
            emit(hex);
          else if (event.target.value.trim() === '') emit(undefined);
        }}
        onBlur={() => {
          const hex = normalizeHex(text);
          if (hex) {
            setText(hex);
            emit(hex);
          } else setText(value ?? '');
          onBlur();
        }}
        className={`${inputClass} font-mono`}
        aria-invalid={state.error ? true : undefined}
      />
    </div>
  );
}

registerWidget({ name: 'color', rank: 1, tester: isType('color'), component: ColorWidget });
