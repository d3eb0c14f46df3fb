import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { useRemembered } from '../../state/remembered';
import { type TabDesign, tabDesigns } from './tab-designs';
import { nextIndexForKey, resolveTabIndex } from './tab-keys';

export interface TabItem {
  id: string;
  label: string;
  /** A second line, shown by the cards design. */
  description?: string;
  content: ReactNode;
}

/**
 * Spec 2.5 tabs in six designs. WAI-ARIA tabs with automatic activation: arrows (up and down for
 * the vertical design) move and select, Home and End jump. With `rememberKey` the chosen tab is
 * kept in browser storage and comes back after a reload.
 */
export function Tabs({
  label,
  tabs,
  design = 'underline',
  rememberKey,
  onChange,
}: {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: TabItem[];
  design?: TabDesign;
  rememberKey?: string;
  onChange?(id: string): void;
}) {
  const baseId = useId();
  const ids = tabs.map((tab) => tab.id);
  const [chosen, setChosen] = useRemembered<string | undefined>(
    rememberKey && `tabs.${rememberKey}`,
    undefined,
    (value) => typeof value === 'string' && ids.includes(value),
  );
  const activeIndex = resolveTabIndex(ids, chosen);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const classes = tabDesigns[design];
  const orientation = design === 'vertical' ? 'vertical' : 'horizontal';
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setChosen(tab.id);
    onChange?.(tab.id);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndexForKey(event.key, activeIndex, tabs.length, orientation);
    if (next === null) return;
    event.preventDefault();
    select(next);
    buttons.current[next]?.focus();
  };
  const active = tabs[activeIndex];

  return (
    <div className={classes.root} data-design={design}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation={orientation}
        onKeyDown={onKeyDown}
        className={classes.list}
      >
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              className={`${classes.tab} ${selected ? classes.selected : classes.idle}`}
            >
              <span className={design === 'cards' ? 'font-semibold' : undefined}>{tab.label}</span>
              {design === 'cards' && tab.description && (
                <span className="text-xs text-slate-500 dark:text-slate-400">
                  {tab.description}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {active && (
        // The key restarts the short fade (spec 9: tab switch about 100 ms) on every switch.
        <div
          key={active.id}
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(active.id)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus when its content has none
          tabIndex={0}
          className={`${classes.panel} rounded-sm transition-opacity duration-100 outline-none starting:opacity-0 focus-visible:ring-2 focus-visible:ring-sky-600`}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
