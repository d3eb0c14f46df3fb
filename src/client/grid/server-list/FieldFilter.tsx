import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { FilterCondition } from '../../../engine/wire/list-filters';
import { columnChoices } from '../core/values';
import {
  CHOICES,
  type FieldFilterState,
  type FilterableColumn,
  type FilterChoice,
  type FilterKind,
  filterConditionsOf,
  filterStateOf,
  isRangeKind,
} from './field-filters';
import { controlClass, labelClass, SEARCH_DELAY_MS } from './ListToolbar';

const CHOICE_TEXT: Record<FilterChoice, string> = {
  any: 'Any',
  eq: 'Is',
  ne: 'Is not',
  in: 'Is one of',
  nin: 'Is none of',
  range: 'Between',
  empty: 'Is empty',
  filled: 'Is not empty',
};

const choiceText = (kind: FilterKind, choice: FilterChoice) =>
  kind === 'boolean' && choice !== 'any' ? (choice === 'eq' ? 'Yes' : 'No') : CHOICE_TEXT[choice];

/** What a bound input takes: the browser's date picker for dates, a number pad for amounts. */
function boundInput(kind: FilterKind) {
  if (kind === 'date' || kind === 'datetime') return { type: 'date' };
  if (kind === 'number') return { type: 'number', step: 'any' };
  return { type: 'text', inputMode: 'decimal' as const };
}

/**
 * One list column's filter: a condition and, for it, the values. Ticks and choices go into
 * the URL at once; typed values once typing pauses (Enter at once), as the search box does.
 * The control follows the URL: Back or a reload puts its filter back.
 */
export function FieldFilter({
  column,
  conditions,
  onChange,
}: {
  column: FilterableColumn;
  conditions: readonly FilterCondition[];
  onChange(conditions: FilterCondition[]): void;
}) {
  const id = useId();
  const { field, kind, label } = column;
  const key = JSON.stringify(conditions);
  const [draft, setDraft] = useState<FieldFilterState>(() => filterStateOf(kind, conditions));
  const timer = useRef<number | undefined>(undefined);
  // What this control last put in the URL: a change from elsewhere (Back) resets the control;
  // its own change coming back leaves a half-filled range or a "Between" without values alone.
  const reported = useRef(key);
  useEffect(() => {
    if (key === reported.current) return;
    reported.current = key;
    window.clearTimeout(timer.current);
    setDraft(filterStateOf(kind, JSON.parse(key)));
  }, [key, kind]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const report = (next: FieldFilterState) => {
    window.clearTimeout(timer.current);
    const wanted = filterConditionsOf(field, next);
    const text = JSON.stringify(wanted);
    if (text === reported.current) return;
    reported.current = text;
    onChange(wanted);
  };
  const change = (next: FieldFilterState, typed = false) => {
    setDraft(next);
    if (!typed) return report(next);
    window.clearTimeout(timer.current);
    // As the list's search: not onto a record opened before the delay ends.
    const typedAt = window.location.pathname;
    timer.current = window.setTimeout(() => {
      if (window.location.pathname === typedAt) report(next);
    }, SEARCH_DELAY_MS);
  };
  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') report(draft);
  };
  const ids = { choice: `${id}-choice`, from: `${id}-from`, to: `${id}-to`, value: `${id}-value` };
  const named = (text: string) => (
    <>
      <span className="sr-only">{label} </span>
      {text}
    </>
  );

  return (
    <fieldset className="flex min-w-48 flex-col gap-1.5 rounded-md border border-slate-300 p-2 dark:border-slate-600">
      <legend className="sr-only">{label} filter</legend>
      <label htmlFor={ids.choice} className={labelClass}>
        {label}
      </label>
      <select
        id={ids.choice}
        value={draft.choice}
        onChange={(event) => {
          const choice = event.target.value as FilterChoice;
          const values = kind === 'boolean' ? ['true'] : draft.values;
          change({ ...draft, choice, values });
        }}
        className={controlClass}
      >
        {CHOICES[kind].map((choice) => (
          <option key={choice} value={choice}>
            {choiceText(kind, choice)}
          </option>
        ))}
      </select>
      {kind === 'options' && ['any', 'in', 'nin'].includes(draft.choice) && (
        <fieldset className="flex max-h-40 flex-col gap-1 overflow-auto">
          <legend className="sr-only">{label} values</legend>
          {columnChoices(column).map((option) => {
            const checked = draft.values.includes(option.key);
            return (
              <label key={option.key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={checked}
                  onChange={() => {
                    const values = checked
                      ? draft.values.filter((value) => value !== option.key)
                      : [...draft.values, option.key];
                    // Ticking a value is asking for it: "Any" becomes "Is one of".
                    const choice = draft.choice === 'any' ? 'in' : draft.choice;
                    change({ ...draft, choice, values });
                  }}
                />
                {option.name}
              </label>
            );
          })}
        </fieldset>
      )}
      {isRangeKind(kind) && draft.choice === 'range' && (
        <div className="flex gap-2">
          {(['from', 'to'] as const).map((end) => (
            <div key={end} className="flex flex-col gap-1">
              <label htmlFor={ids[end]} className={labelClass}>
                {named(end === 'from' ? 'From' : 'To')}
              </label>
              <input
                id={ids[end]}
                {...boundInput(kind)}
                value={draft[end]}
                onChange={(event) => change({ ...draft, [end]: event.target.value }, true)}
                onKeyDown={onEnter}
                className={`${controlClass} w-36`}
              />
            </div>
          ))}
        </div>
      )}
      {kind === 'text' && (draft.choice === 'eq' || draft.choice === 'ne') && (
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.value} className={labelClass}>
            {named('Value')}
          </label>
          <input
            id={ids.value}
            type="text"
            value={draft.values[0] ?? ''}
            onChange={(event) => change({ ...draft, values: [event.target.value] }, true)}
            onKeyDown={onEnter}
            className={controlClass}
          />
        </div>
      )}
    </fieldset>
  );
}
