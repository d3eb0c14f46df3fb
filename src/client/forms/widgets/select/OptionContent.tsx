import type { ComponentType, ReactNode } from 'react';
import { type Choice, groupChoices } from './choices';

/** An option's picture or colour dot, its name (indented under its parent) and its count. */
export function OptionContent({ choice }: { choice: Choice }) {
  return (
    <span
      className="flex min-w-0 flex-1 items-center gap-2"
      style={{ paddingLeft: choice.depth * 16 }}
    >
      {choice.img && (
        <img src={choice.img} alt="" className="size-6 shrink-0 rounded-full object-cover" />
      )}
      {!choice.img && choice.color && (
        <span
          aria-hidden="true"
          className="size-3 shrink-0 rounded-full"
          style={{ backgroundColor: choice.color }}
        />
      )}
      <span className="truncate">{choice.name}</span>
      {choice.count !== undefined && (
        <span className="ml-auto rounded-full bg-slate-100 px-2 text-xs tabular-nums text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {choice.count}
        </span>
      )}
    </span>
  );
}

export const optionsPanelClass =
  'z-50 w-[var(--input-width)] min-w-48 overflow-auto rounded-[5px] border border-slate-200 bg-white py-1 ' +
  'text-sm text-slate-900 shadow-lg [--anchor-gap:4px] [--anchor-max-height:24rem] dark:border-slate-700 ' +
  'dark:bg-slate-900 dark:text-slate-100';

export const optionClass =
  'flex cursor-pointer items-center gap-2 px-3 py-2 data-disabled:opacity-50 data-focus:bg-sky-100 ' +
  'data-selected:font-semibold dark:data-focus:bg-slate-700';

export const groupHeadingClass =
  'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

export function EmptyOptions({ loading }: { loading?: boolean }) {
  return (
    <div className="px-3 py-2 text-slate-500 dark:text-slate-400" role="status">
      {loading ? 'Loading…' : 'No available options'}
    </div>
  );
}

/** Options of one `group` under its heading; ungrouped options need no wrapper. */
export function OptionGroup({ group, children }: { group?: string; children: ReactNode }) {
  if (!group) return <>{children}</>;
  return (
    // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (ARIA group), where a fieldset does not belong
    <div role="group" aria-label={group}>
      <div aria-hidden="true" className={groupHeadingClass}>
        {group}
      </div>
      {children}
    </div>
  );
}

/** Headless UI's ListboxOption or ComboboxOption: both take `value` and `className`. */
type OptionComponent = ComponentType<{ value: Choice; className: string; children: ReactNode }>;

/**
 * The options of a select under their group headings, each with its tick when several may be
 * chosen: the same list for the listbox (short selects) and the combobox (searchable ones).
 */
export function GroupedOptions({
  choices,
  selected,
  multiple,
  Option,
}: {
  choices: Choice[];
  selected: Choice[];
  multiple: boolean;
  Option: OptionComponent;
}) {
  return groupChoices(choices).map(({ group, items }) => (
    <OptionGroup key={group ?? ''} group={group}>
      {items.map((choice) => (
        <Option key={choice.key} value={choice} className={optionClass}>
          {multiple && (
            <span aria-hidden="true" className="w-4 text-sky-600">
              {selected.some((c) => c.key === choice.key) ? '✓' : ''}
            </span>
          )}
          <OptionContent choice={choice} />
        </Option>
      ))}
    </OptionGroup>
  ));
}
