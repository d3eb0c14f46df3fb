import { useId, useState } from 'react';
import { PickListBox } from './pick-list/PickListBox';
import {
  filterByName,
  moveItems,
  type PickSide,
  remainingOptions,
} from './pick-list/pick-list-logic';

export interface PickListProps {
  label: string;
  /** Every option; the 'Available' list shows those not in `selected`. */
  available: string[];
  selected: string[];
  onChange(selected: string[]): void;
}

const moveButton =
  'rounded-[5px] border border-slate-300 px-3 py-1.5 text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:hover:bg-slate-800';

/**
 * Spec 2.5 pick-list: 'Available' and 'Selected' lists with one search by name filtering both.
 * Side by side from 1400px wide, stacked below; each list 24rem high (spec 9).
 */
export function PickList({ label, available, selected, onChange }: PickListProps) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Record<PickSide, string[]>>({
    available: [],
    selected: [],
  });
  const left = filterByName(remainingOptions(available, selected), search);
  const right = filterByName(selected, search);
  // Choices hidden by the search or already moved do not travel with the next move.
  const chosenLeft = chosen.available.filter((item) => left.includes(item));
  const chosenRight = chosen.selected.filter((item) => right.includes(item));

  const move = (items: string[], from: PickSide) => {
    if (items.length === 0) return;
    onChange(moveItems(selected, items, from));
    setChosen((prev) => ({ ...prev, [from]: [] }));
  };
  const moves: { glyph: string; label: string; items: string[]; from: PickSide }[] = [
    { glyph: '›', label: 'Move chosen to Selected', items: chosenLeft, from: 'available' },
    { glyph: '»', label: 'Move all to Selected', items: left, from: 'available' },
    { glyph: '‹', label: 'Move chosen to Available', items: chosenRight, from: 'selected' },
    { glyph: '«', label: 'Move all to Available', items: right, from: 'selected' },
  ];

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-2 text-sm font-semibold">{label}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-xs text-slate-600 dark:text-slate-400">
          Search by name
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="h-[40px] rounded-[5px] border-[1.5px] border-slate-300 bg-white px-3 text-sm outline-none focus:border-sky-600 focus:ring-[1.7px] focus:ring-sky-600 dark:border-slate-600 dark:bg-slate-900"
        />
      </div>
      <div
        data-testid="pick-list-layout"
        className="grid gap-3 min-[1400px]:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] min-[1400px]:items-center"
      >
        <PickListBox
          title="Available"
          items={left}
          chosen={chosenLeft}
          onChosenChange={(next) => setChosen((prev) => ({ ...prev, available: next }))}
          onMove={(items) => move(items, 'available')}
        />
        <div className="flex flex-row justify-center gap-2 min-[1400px]:flex-col">
          {moves.map((button) => (
            <button
              key={button.label}
              type="button"
              className={moveButton}
              disabled={button.items.length === 0}
              onClick={() => move(button.items, button.from)}
              aria-label={button.label}
            >
              {button.glyph}
            </button>
          ))}
        </div>
        <PickListBox
          title="Selected"
          items={right}
          chosen={chosenRight}
          onChosenChange={(next) => setChosen((prev) => ({ ...prev, selected: next }))}
          onMove={(items) => move(items, 'selected')}
        />
      </div>
    </fieldset>
  );
}
