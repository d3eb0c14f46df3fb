import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { tabDesigns } from '../../components/tabs/tab-designs';
import { nextIndexForKey } from '../../components/tabs/tab-keys';

export interface ReportTab {
  id: string;
  label: string;
}

/**
 * The stock page's report tabs (WAI-ARIA tabs: arrows move and select, Home and End jump),
 * chosen by the page's address so a link (a product's ledger) opens the right one.
 */
export function StockReportTabs({
  tabs,
  active,
  onSelect,
  children,
}: {
  tabs: ReportTab[];
  active: string;
  onSelect(id: string): void;
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const classes = tabDesigns.underline;
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === active),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const next = nextIndexForKey(event.key, index, tabs.length, 'horizontal');
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className={classes.root}>
      <div role="tablist" aria-label="Stock reports" onKeyDown={onKeyDown} className={classes.list}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}`}
            aria-selected={i === index}
            aria-controls={i === index ? `${baseId}-panel` : undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`${classes.tab} ${i === index ? classes.selected : classes.idle}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-${tabs[index]?.id}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel takes focus when its content has none
        tabIndex={0}
        className={`${classes.panel} rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-sky-600`}
      >
        {children}
      </div>
    </div>
  );
}
