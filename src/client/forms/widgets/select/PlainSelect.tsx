import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { inputClass } from '../../field-style';
import type { WidgetProps } from '../../widget-registry';
import { blurOutside, fieldAria } from '../shared';
import { type Choice, groupChoices } from './choices';
import {
  EmptyOptions,
  OptionContent,
  OptionGroup,
  optionClass,
  optionsPanelClass,
} from './OptionContent';
import type { Selection } from './selection';

// A button matches :read-only, so the read-only tint of text inputs is left out here.
const buttonInputClass = inputClass
  .split(' ')
  .filter((c) => !c.includes('read-only:'))
  .join(' ');

/** A select with fewer than 10 options (spec 9: no search box): a Headless UI listbox. */
export function PlainSelect({
  widget,
  choices,
  selection,
}: {
  widget: WidgetProps;
  choices: Choice[];
  selection: Selection;
}) {
  const { field, inputId, disabled, readOnly, onBlur } = widget;
  const { multiple, selected } = selection;
  const shown = selected.map((c) => c.name).join(', ');
  return (
    <Listbox
      as="div"
      onBlur={blurOutside(onBlur)}
      value={multiple ? selected : (selected[0] ?? null)}
      onChange={(next: Choice | Choice[] | null) => selection.pick(next)}
      by="key"
      multiple={multiple}
      disabled={disabled || readOnly}
    >
      <ListboxButton
        id={inputId}
        className={`${buttonInputClass} flex items-center gap-2 text-left`}
        {...fieldAria(widget)}
      >
        {!multiple && selected[0] ? (
          <OptionContent choice={{ ...selected[0], depth: 0 }} />
        ) : (
          <span className={`flex-1 truncate ${shown ? '' : 'text-slate-400'}`}>
            {shown || field.placeholder || 'Select…'}
          </span>
        )}
        <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
          ▾
        </span>
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className={optionsPanelClass.replace('--input-width', '--button-width')}
      >
        {choices.length === 0 && <EmptyOptions />}
        {groupChoices(choices).map(({ group, items }) => (
          <OptionGroup key={group ?? ''} group={group}>
            {items.map((choice) => (
              <ListboxOption key={choice.key} value={choice} className={optionClass}>
                {multiple && (
                  <span aria-hidden="true" className="w-4 text-sky-600">
                    {selected.some((c) => c.key === choice.key) ? '✓' : ''}
                  </span>
                )}
                <OptionContent choice={choice} />
              </ListboxOption>
            ))}
          </OptionGroup>
        ))}
      </ListboxOptions>
    </Listbox>
  );
}
