import { useMemo, useState } from 'react';
import { waitingHint } from '../../../engine/form/ref-filter-waits';
import { needsSearchBox, offeredOptions } from '../../../engine/format';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { choicesOf, toChoice, valueKeys } from './select/choices';
import { PlainSelect } from './select/PlainSelect';
import { SearchableSelect } from './select/SearchableSelect';
import { selectionOf } from './select/selection';
import { useRefFilter } from './select/use-ref-filter';
import { knownRecord, useRefOptions } from './select/use-ref-options';
import { useDropStalePick } from './select/use-stale-pick';

/**
 * Options written in the schema: a listbox below 10 options, a searchable combobox from 10. An
 * `auto` option (the server's rules set it) is offered only while the field holds it.
 */
function StaticSelect(props: WidgetProps) {
  const { field } = props;
  const held = valueKeys(props.state.value).join('\n');
  const choices = useMemo(
    () => choicesOf(field, offeredOptions(field, held.split('\n'))),
    [field, held],
  );
  const byKey = useMemo(() => new Map(choices.map((c) => [c.key, c])), [choices]);
  const selection = selectionOf(props, (key) => byKey.get(key));
  const searchable = field.type === 'autocomplete' || needsSearchBox(choices);
  // What a chosen option means (its `description`), read as the choice is made.
  const meaning = selection.selected.flatMap((c) => (c.description ? [c.description] : []));
  return (
    <>
      {searchable ? (
        <SearchableSelect widget={props} choices={choices} selection={selection} />
      ) : (
        <PlainSelect widget={props} choices={choices} selection={selection} />
      )}
      {choices.some((c) => c.description) && (
        <p role="status" className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {meaning.join(' ')}
        </p>
      )}
    </>
  );
}

/** The record behind a listed option (ref-options.ts keeps it on the option). */
function pickedRecord(ref: string, key: string): Readonly<Record<string, unknown>> | undefined {
  const record = knownRecord(ref, key)?.record;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : undefined;
}

/**
 * Options that are records of `field.ref`, searched on the server as the person types; only
 * those `filter` (a refFilter's list filter params) lets through. A table's ref cells use it too.
 */
export function RefSelect(
  props: WidgetProps & { refModel: string; filter?: readonly [string, string][] | null },
) {
  const { field, refModel } = props;
  const [query, setQuery] = useState('');
  const keys = valueKeys(props.state.value);
  const { options, loading, answeredQuery } = useRefOptions(refModel, query, keys, props.filter);
  // Records are already {id, name}: the schema's nameLabel and valueLabel describe static options.
  const choices = useMemo(() => choicesOf({ type: field.type }, options), [field.type, options]);
  // A single pick in a form hands on the picked record: fields that fetchFrom this one copy it.
  const { onPick } = props;
  const onChange =
    onPick && !field.multiple
      ? (value: unknown) =>
          onPick(value, value == null ? undefined : pickedRecord(refModel, String(value)))
      : props.onChange;
  const selection = selectionOf({ ...props, onChange }, (key) => {
    const option = knownRecord(refModel, key);
    return option ? toChoice(option) : undefined;
  });
  return (
    <SearchableSelect
      widget={props}
      choices={choices}
      selection={selection}
      loading={loading}
      onQuery={setQuery}
      answeredQuery={answeredQuery}
    />
  );
}

/**
 * select and autocomplete (spec 2.10, 3.4, 5.4, 9): single or multiple (maxSelectCount),
 * options with id or value, name, img, color, group, parent and count.
 */
export function SelectWidget(props: WidgetProps) {
  return props.field.ref ? (
    <FormRefSelect {...props} refModel={props.field.ref} />
  ) : (
    <StaticSelect {...props} />
  );
}

/**
 * A form's ref field: offers what its refFilter lets through given the record's other fields,
 * asked again as soon as one it reads changes; a pick that no longer fits is dropped, saying why.
 */
function FormRefSelect(props: WidgetProps & { refModel: string }) {
  const filter = useRefFilter(props.field.refFilter);
  const note = useDropStalePick(props, props.refModel, filter);
  // Nothing to offer until other fields are filled in (a Route before its medicine): disabled,
  // saying which.
  const waitsFor = filter?.waitsFor ?? [];
  const waiting = waitsFor.length > 0;
  const hint = waiting ? waitingHint(waitsFor) : undefined;
  return (
    <>
      <RefSelect
        {...props}
        disabled={props.disabled || waiting}
        filter={waiting ? null : filter?.params}
      />
      <p
        role="status"
        className={
          note
            ? 'mt-1 text-sm text-amber-800 dark:text-amber-300'
            : hint
              ? 'mt-1 text-sm text-slate-600 dark:text-slate-300'
              : ''
        }
      >
        {note ?? hint}
      </p>
    </>
  );
}

registerWidget({
  name: 'select',
  rank: 1,
  tester: isType('select', 'autocomplete'),
  component: SelectWidget,
});
