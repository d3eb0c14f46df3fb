import { type KeyboardEvent, useId, useState } from 'react';
import { nextActiveIndex, toggleChoice } from './pick-list-logic';

/**
 * One side of the pick-list: a multi-select listbox (WAI-ARIA listbox pattern with
 * aria-activedescendant). Arrows move, Space or click chooses, Enter or double-click moves the
 * chosen options (or the active one) to the other side.
 */
export function PickListBox({
  title,
  items,
  chosen,
  onChosenChange,
  onMove,
}: {
  title: string;
  items: string[];
  chosen: string[];
  onChosenChange(chosen: string[]): void;
  onMove(items: string[]): void;
}) {
  const id = useId();
  const [active, setActive] = useState(0);
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextActiveIndex(event.key, activeIndex, items.length);
    if (next !== null) {
      event.preventDefault();
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === ' ' && items[activeIndex] !== undefined) {
      event.preventDefault();
      onChosenChange(toggleChoice(chosen, items[activeIndex]));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const current = items[activeIndex];
      const moving = chosen.length > 0 ? chosen : current !== undefined ? [current] : [];
      if (moving.length > 0) onMove(moving);
    }
  };

  return (
    <div className="flex min-w-0 flex-col rounded-md border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-900">
      <h3
        id={`${id}-title`}
        className="flex items-center justify-between border-b border-slate-200 px-3 py-2 text-sm font-semibold dark:border-slate-700"
      >
        {title}
        <span className="text-xs font-normal text-slate-500 dark:text-slate-400">
          {items.length}
        </span>
      </h3>
      <div
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={`${id}-title`}
        aria-activedescendant={items.length > 0 ? optionId(activeIndex) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        data-testid={`pick-list-${title.toLowerCase()}`}
        className="group h-[24rem] overflow-y-auto p-1 outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-inset"
      >
        {items.length === 0 && (
          <p className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">Nothing here</p>
        )}
        {items.map((item, index) => {
          const isChosen = chosen.includes(item);
          return (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox itself handles the keys
            // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox (aria-activedescendant)
            <div
              key={item}
              id={optionId(index)}
              role="option"
              aria-selected={isChosen}
              onClick={() => {
                setActive(index);
                onChosenChange(toggleChoice(chosen, item));
              }}
              onDoubleClick={() => onMove([item])}
              className={`cursor-pointer rounded px-3 py-1.5 text-sm select-none ${
                isChosen ? 'bg-sky-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'
              } ${index === activeIndex ? 'group-focus-visible:ring-2 group-focus-visible:ring-sky-400 group-focus-visible:ring-inset' : ''}`}
            >
              {item}
            </div>
          );
        })}
      </div>
    </div>
  );
}
