import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import type { Section } from '../layout-registry';
import { Spinner } from './chrome';
import { nextTabIndex } from './section-plan';
import { useShownGroups } from './use-shown-groups';

/** Spec 9: the tab-switch transition lasts about 100 ms. */
export const TAB_SWITCH_MS = 100;

/** How one layout draws its tabbed area. */
export interface TabSkin {
  root: string;
  list: string;
  tab: string;
  active: string;
  idle: string;
  panel: string;
}

/**
 * The groups flagged as tab, in one tabbed area (WAI-ARIA tabs: arrow keys, Home and End move
 * and select). A hidden group loses its tab; a brief loader shows after each switch.
 */
export function TabbedSections({
  sections,
  renderFields,
  skin,
}: {
  sections: Section[];
  renderFields(section: Section): ReactNode;
  skin: TabSkin;
}) {
  const baseId = useId();
  const shown = useShownGroups(sections.map((s) => s.group.id));
  const [chosen, setChosen] = useState<string>();
  const [loading, setLoading] = useState<string>();
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (loading === undefined) return;
    const timer = setTimeout(() => setLoading(undefined), TAB_SWITCH_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  const visible = sections.filter((s) => shown.has(s.group.id));
  const active = visible.find((s) => s.group.id === chosen) ?? visible[0];
  if (!active) return null;
  const activeIndex = visible.indexOf(active);
  const tabId = (index: number) => `${baseId}-tab-${index}`;

  function select(section: Section, focus: boolean) {
    if (section !== active) {
      setChosen(section.group.id);
      setLoading(section.group.id);
    }
    if (focus) tabs.current.get(section.group.id)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = nextTabIndex(event.key, activeIndex, visible.length);
    const target = next === undefined ? undefined : visible[next];
    if (!target) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <div className={skin.root} data-tabs="">
      <div role="tablist" aria-orientation="horizontal" className={skin.list} onKeyDown={onKeyDown}>
        {visible.map((section, index) => {
          const selected = section === active;
          return (
            <button
              key={section.group.id}
              ref={(node) => {
                if (node) tabs.current.set(section.group.id, node);
                else tabs.current.delete(section.group.id);
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              data-group={section.group.id}
              className={`${skin.tab} ${selected ? skin.active : skin.idle}`}
              onClick={() => select(section, false)}
            >
              {section.group.name}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={tabId(activeIndex)}
        aria-busy={loading !== undefined}
        className={skin.panel}
      >
        {loading !== undefined ? <Spinner label="Loading tab" /> : renderFields(active)}
      </div>
    </div>
  );
}
