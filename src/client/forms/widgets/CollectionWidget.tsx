import { type KeyboardEvent, useState } from 'react';
import { inputClass } from '../field-style';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { buttonClass, fieldAria, iconButtonClass } from './shared';

function itemsOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' ? v : String(v ?? '')))
    : [];
}

/**
 * collection: a list of short text entries (allergies, phone numbers, aliases). Type one and
 * press Enter or Add; each entry has its own remove button. The value is a list of strings.
 */
export function CollectionWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const items = itemsOf(state.value);
  const [draft, setDraft] = useState('');
  const locked = disabled || readOnly;

  const add = () => {
    const text = draft.trim();
    if (!text || locked) return;
    setDraft('');
    if (!items.includes(text)) onChange([...items, text]);
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter adds the entry instead of submitting the form.
      event.preventDefault();
      add();
    }
  };

  return (
    <div>
      {!readOnly && (
        <div className="flex gap-2">
          <input
            id={inputId}
            type="text"
            value={draft}
            placeholder={field.placeholder ?? 'Type and press Enter'}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={keyDown}
            onBlur={onBlur}
            className={inputClass}
            {...fieldAria(props)}
          />
          <button
            type="button"
            onClick={add}
            disabled={disabled || draft.trim() === ''}
            className={`${buttonClass} min-h-[50px]`}
          >
            {field.addText ?? 'Add'}
          </button>
        </div>
      )}
      {items.length > 0 ? (
        <ul aria-label={`${label}: entries`} className="mt-2 flex flex-wrap gap-2">
          {items.map((item, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: entries are unique text, the index only breaks ties of blank legacy values
              key={`${item}-${index}`}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-1 pl-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
            >
              {item}
              {!locked && (
                <button
                  type="button"
                  aria-label={`Remove ${item}`}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                  className={`${iconButtonClass} size-6 rounded-full`}
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        readOnly && <p className="text-sm text-slate-500 dark:text-slate-400">–</p>
      )}
    </div>
  );
}

registerWidget({
  name: 'collection',
  rank: 1,
  tester: isType('collection'),
  component: CollectionWidget,
});
