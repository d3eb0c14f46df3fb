import { Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { inputClass } from '../../field-style';
import type { WidgetProps } from '../../widget-registry';
import { blurOutside, fieldAria } from '../shared';
import type { Choice } from './choices';
import { EmptyOptions, GroupedOptions, OptionContent, optionsPanelClass } from './OptionContent';
import type { Selection } from './selection';

// A button matches :read-only, so the read-only tint of text inputs is left out here.
const buttonInputClass = inputClass
  .split(' ')
  .filter((c) => !c.includes('read-only:'))
  .join(' ');

/**
 * The button is a select-only combobox (WAI-ARIA APG), as a native select is to screen
 * readers: a combobox may say it is required (aria-required), a plain button may not.
 */
const SELECT_ROLE = 'combobox';

type Props = { widget: WidgetProps; choices: Choice[]; selection: Selection };

/**
 * A select with fewer than 10 options (spec 9: no search box). It first renders as a plain
 * button that looks the same, and becomes a Headless UI listbox when it is focused or pressed:
 * every Headless UI control renders twice when it mounts, which on a form of hundreds of
 * selects cost more than the rest of the form. Pressing opens the list as the listbox would.
 */
export function PlainSelect(props: Props) {
  const [woken, setWoken] = useState<{ open: boolean }>();
  if (woken) return <ListboxSelect {...props} openNow={woken.open} />;
  const { widget } = props;
  const inert = widget.disabled || widget.readOnly;
  return (
    <div>
      <button
        type="button"
        role={SELECT_ROLE}
        id={widget.inputId}
        disabled={inert}
        aria-haspopup="listbox"
        aria-expanded={false}
        className={`${buttonInputClass} flex items-center gap-2 text-left`}
        {...fieldAria(widget)}
        onFocus={() => setWoken({ open: false })}
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          if (event.button !== 0) return;
          // No focus here: the listbox button takes focus as it opens.
          event.preventDefault();
          setWoken({ open: true });
        }}
      >
        <ButtonFace {...props} />
      </button>
    </div>
  );
}

function ButtonFace({ widget, selection }: Props) {
  const { multiple, selected } = selection;
  const shown = selected.map((c) => c.name).join(', ');
  return (
    <>
      {!multiple && selected[0] ? (
        <OptionContent choice={{ ...selected[0], depth: 0 }} />
      ) : (
        <span className={`flex-1 truncate ${shown ? '' : 'text-slate-500 dark:text-slate-400'}`}>
          {shown || widget.field.placeholder || 'Select…'}
        </span>
      )}
      <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
        ▾
      </span>
    </>
  );
}

function ListboxSelect({ openNow, ...props }: Props & { openNow: boolean }) {
  const { widget, choices, selection } = props;
  const { inputId, disabled, readOnly, onBlur } = widget;
  const { multiple, selected } = selection;
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    button.current?.focus({ preventScroll: true });
    // A click that is not from a mouse toggles the listbox (Headless UI opens mouse presses on
    // pointerdown, which the plain button already took).
    if (openNow) button.current?.click();
  }, [openNow]);
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
        ref={button}
        id={inputId}
        role={SELECT_ROLE}
        className={`${buttonInputClass} flex items-center gap-2 text-left`}
        {...fieldAria(widget)}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          // Headless UI submits the whole form on Enter. Here Enter opens the list exactly as
          // Space does (the first option active when nothing is chosen yet), so a keyboard user
          // choosing an option does not send a half-filled form; in the open list Enter picks.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.currentTarget.dispatchEvent(
            new globalThis.KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true }),
          );
        }}
      >
        <ButtonFace {...props} />
      </ListboxButton>
      <ListboxOptions
        anchor="bottom start"
        className={optionsPanelClass.replace('--input-width', '--button-width')}
      >
        {choices.length === 0 && <EmptyOptions />}
        <GroupedOptions
          choices={choices}
          selected={selected}
          multiple={multiple}
          Option={ListboxOption}
        />
      </ListboxOptions>
    </Listbox>
  );
}
