import { currencyOnBlur, filterCurrencyInput } from '../../../engine/format';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { boundsOf, fieldAria, useDraft } from './shared';

/** The decimal string a currency field stores: no separators ("1250.50"), or nothing. */
function decimalOf(text: string): string | undefined {
  const plain = text.replace(/,/g, '');
  return plain === '' ? undefined : plain;
}

/**
 * currency (spec 5.4): non-numeric characters are stripped while typing; on blur the amount
 * is clamped to minimum and maximum and shown with separators and 2 fraction digits (0 to 2
 * when the shared fraction setting is off). The currency code is shown before the input.
 */
export function CurrencyWidget(props: WidgetProps) {
  const { field, state, inputId, disabled, readOnly, settings, onChange, onBlur } = props;
  const options = { ...boundsOf(field), fixedFractionDigits: settings.fixedFractionDigits };
  const { text, setText, remember } = useDraft(state.value, (v) => currencyOnBlur(v, options).text);
  const code = field.currency || settings.currency || 'ETB';
  const codeId = `${inputId}-currency`;
  const store = (value: string | undefined) => {
    remember(value);
    onChange(value);
  };
  const aria = fieldAria(props);
  return (
    <div className="flex items-stretch">
      <span
        id={codeId}
        className="inline-flex items-center rounded-l-[5px] border-[1.5px] border-r-0 border-slate-300 bg-slate-50 px-3 text-sm font-medium text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300"
      >
        {code}
      </span>
      <input
        id={inputId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        placeholder={field.placeholder ?? '0.00'}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => {
          const typed = filterCurrencyInput(event.target.value);
          setText(typed);
          store(decimalOf(typed));
        }}
        onBlur={() => {
          if (!readOnly) {
            const result = currencyOnBlur(text, options);
            setText(result.text);
            store(decimalOf(result.text));
          }
          onBlur();
        }}
        className={`${inputClass} rounded-l-none tabular-nums`}
        {...aria}
        aria-describedby={[codeId, aria['aria-describedby']].filter(Boolean).join(' ')}
      />
    </div>
  );
}

registerWidget({
  name: 'currency',
  rank: 1,
  tester: isType('currency'),
  component: CurrencyWidget,
});
