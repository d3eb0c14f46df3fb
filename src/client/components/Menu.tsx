import {
  Menu as HeadlessMenu,
  MenuButton,
  MenuItem,
  MenuItems,
  MenuSeparator,
} from '@headlessui/react';
import type { ReactNode } from 'react';

export interface MenuEntry {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Shown in red: a destructive action such as delete. */
  danger?: boolean;
  /** Draws a separator above this entry. */
  separated?: boolean;
}

/**
 * Spec 2.5 menu: a button opening a list of actions. Headless UI gives the WAI-ARIA menu
 * button pattern: Enter, Space or the arrows open it, arrows and typed letters move, Enter
 * chooses, Escape closes and gives focus back to the button.
 */
export function Menu({
  label,
  items,
  buttonContent,
  align = 'end',
}: {
  /** The button's accessible name (and its text unless `buttonContent` is given). */
  label: string;
  items: MenuEntry[];
  buttonContent?: ReactNode;
  align?: 'start' | 'end';
}) {
  return (
    <HeadlessMenu>
      <MenuButton
        aria-label={buttonContent ? label : undefined}
        className="inline-flex items-center gap-1.5 rounded-[5px] border border-slate-300 px-3 py-2 text-sm font-medium outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-600 data-open:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800 dark:data-open:bg-slate-800"
      >
        {buttonContent ?? label}
        <span aria-hidden="true" className="text-xs opacity-70">
          ▾
        </span>
      </MenuButton>
      <MenuItems
        anchor={`bottom ${align}`}
        transition
        className="z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm shadow-lg outline-none [--anchor-gap:6px] transition duration-100 data-closed:scale-95 data-closed:opacity-0 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {items.map((item) => [
          item.separated ? (
            <MenuSeparator
              key={`${item.label}-separator`}
              className="my-1 h-px bg-slate-200 dark:bg-slate-700"
            />
          ) : null,
          <MenuItem key={item.label} disabled={item.disabled}>
            <button
              type="button"
              onClick={item.onSelect}
              className={`block w-full rounded px-3 py-1.5 text-left data-disabled:opacity-40 data-focus:bg-slate-100 dark:data-focus:bg-slate-800 ${
                item.danger ? 'text-red-600 dark:text-red-400' : ''
              }`}
            >
              {item.label}
            </button>
          </MenuItem>,
        ])}
      </MenuItems>
    </HeadlessMenu>
  );
}
