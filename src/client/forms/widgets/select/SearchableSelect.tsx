import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
} from '@headlessui/react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { inputClass } from '../../field-style';
import type { WidgetProps } from '../../widget-registry';
import { blurOutside, fieldAria, iconButtonClass } from '../shared';
import type { Choice } from './choices';
import { clearKeyAction } from './clear-keys';
import { EmptyOptions, GroupedOptions, optionsPanelClass } from './OptionContent';
import type { Selection } from './selection';
import { shownChoices } from './shown-choices';

function sameChoice(a: unknown, b: unknown): boolean {
  return (a as Choice | null)?.key === (b as Choice | null)?.key;
}

/**
 * Autocomplete, and selects with 10 or more options (spec 9): a combobox whose text searches,
 * prefix matches first, at most 100 shown. `onQuery` lets a model-backed list search the server.
 */
export function SearchableSelect({
  widget,
  choices,
  selection,
  loading,
  onQuery,
  answeredQuery,
}: {
  widget: WidgetProps;
  choices: Choice[];
  selection: Selection;
  loading?: boolean;
  onQuery?(query: string): void;
  /** The query `choices` are the server's answer to (records searched there), if any. */
  answeredQuery?: string;
}) {
  const { field, label, inputId, disabled, readOnly, onBlur } = widget;
  const { multiple, selected } = selection;
  const [query, setQuery] = useState('');
  const shown = useMemo(
    () => shownChoices(choices, query, answeredQuery),
    [choices, query, answeredQuery],
  );
  const search = (text: string) => {
    setQuery(text);
    onQuery?.(text);
  };
  const locked = disabled || readOnly;
  return (
    <div>
      <Combobox<Choice | null, boolean, 'div'>
        as="div"
        onBlur={blurOutside(onBlur)}
        value={multiple ? selected : (selected[0] ?? null)}
        // Headless UI's types cannot express "one or many" for a multiple flag known only at
        // run time; the value is a Choice, a list of them, or null.
        onChange={(next: unknown) => {
          selection.pick(next as Choice | Choice[] | null);
          if (multiple) search('');
        }}
        onClose={() => search('')}
        by={sameChoice}
        multiple={multiple}
        disabled={locked}
        immediate
      >
        <div className="relative">
          <ComboboxInput
            id={inputId}
            autoComplete="off"
            placeholder={field.placeholder ?? (multiple ? 'Search…' : 'Select…')}
            displayValue={(choice: Choice | null) => (multiple ? query : (choice?.name ?? ''))}
            onChange={(event) => search(event.target.value)}
            onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
              if (locked) return;
              const action = clearKeyAction({
                key: event.key,
                // Read before Headless UI handles the key (its state changes after the event).
                open: event.currentTarget.getAttribute('aria-expanded') === 'true',
                multiple,
                chosen: selected.length,
                text: event.currentTarget.value,
              });
              if (!action) return;
              // Cleared here, so a dialog around the form does not close on the same Escape.
              event.preventDefault();
              event.stopPropagation();
              if (action === 'clear') selection.pick(multiple ? [] : null);
              else selection.remove(selected[selected.length - 1]?.key ?? '');
            }}
            readOnly={readOnly}
            className={`${inputClass} pr-16`}
            {...fieldAria(widget)}
          />
          <div className="absolute inset-y-0 right-1 flex items-center">
            {!multiple && selected[0] && !locked && (
              <button
                type="button"
                // No Tab stop between fields: Escape in the input clears (clear-keys.ts).
                tabIndex={-1}
                aria-label={`Clear ${label}`}
                aria-keyshortcuts="Escape"
                onClick={() => selection.pick(null)}
                className={iconButtonClass}
              >
                ×
              </button>
            )}
            <ComboboxButton aria-label={`Show ${label} options`} className={iconButtonClass}>
              <span aria-hidden="true">▾</span>
            </ComboboxButton>
          </div>
        </div>
        <ComboboxOptions anchor="bottom start" className={optionsPanelClass}>
          {shown.length === 0 && <EmptyOptions loading={loading} />}
          <GroupedOptions
            choices={shown}
            selected={selected}
            multiple={multiple}
            Option={ComboboxOption}
          />
        </ComboboxOptions>
      </Combobox>
      {multiple && selected.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={`Selected ${label}`}>
          {selected.map((choice) => (
            <li
              key={choice.key}
              className="inline-flex items-center gap-1 rounded-full bg-sky-100 py-0.5 pr-1 pl-3 text-sm text-sky-900 dark:bg-sky-900 dark:text-sky-100"
            >
              {choice.name}
              {!locked && (
                <button
                  type="button"
                  // Backspace in the empty search takes the last; the list unticks any.
                  tabIndex={-1}
                  aria-label={`Remove ${choice.name}`}
                  onClick={() => selection.remove(choice.key)}
                  className="inline-flex size-6 items-center justify-center rounded-full hover:bg-sky-200 dark:hover:bg-sky-800"
                >
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
