import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import type { MenuEntry, MenuScreen } from '../../../engine/registry/types';
import { useMeta } from '../meta/MetaProvider';

export const ADMIN_BASE = '/admin/main';
export const NAVIGATION_WIDTH = 260;

/** A menu route is relative to /admin/main; '' is the dashboard itself. */
export function adminPath(route: string): string {
  return route ? `${ADMIN_BASE}/${route}` : ADMIN_BASE;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${
    isActive
      ? 'bg-sky-700 font-semibold text-white'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
  }`;

function MenuGroup({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <div className="flex items-center">
        <NavLink
          to={adminPath(entry.route)}
          className={(s) => `flex-1 ${linkClass(s)}`}
          onClick={onNavigate}
        >
          {entry.label}
        </NavLink>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${open ? 'Collapse' : 'Expand'} ${entry.label}`}
          onClick={() => setOpen(!open)}
          className="rounded-md px-2 py-2 text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        </button>
      </div>
      <ul
        id={listId}
        hidden={!open}
        className="ml-3 border-l border-slate-200 pl-2 dark:border-slate-700"
      >
        {entry.children?.map((child) => (
          <MenuItem key={`${child.route}:${child.label}`} entry={child} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

function MenuItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  if (entry.children?.length) return <MenuGroup entry={entry} onNavigate={onNavigate} />;
  return (
    <li>
      <NavLink
        to={adminPath(entry.route)}
        end={entry.route === ''}
        className={linkClass}
        onClick={onNavigate}
      >
        {entry.label}
      </NavLink>
    </li>
  );
}

/**
 * The side navigation (260 wide): the menu from `screens/menu.json`, already filtered by the
 * server to what this user may view. On small screens it is a drawer the header toggles.
 */
export function Navigation({
  id,
  open,
  onClose,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const meta = useMeta();
  const menu = Object.values(meta.screens).find((s): s is MenuScreen => s.kind === 'menu');
  return (
    <nav
      id={id}
      aria-label="Main"
      style={{ width: NAVIGATION_WIDTH }}
      className={`fixed inset-y-0 left-0 z-50 shrink-0 overflow-y-auto border-r border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950 lg:sticky lg:top-0 lg:block lg:h-screen ${
        open ? 'block' : 'hidden'
      }`}
    >
      <p className="mb-4 px-3 text-lg font-semibold text-sky-700 dark:text-sky-400">Tena</p>
      <ul className="space-y-1">
        {menu?.entries.map((entry) => (
          <MenuItem key={`${entry.route}:${entry.label}`} entry={entry} onNavigate={onClose} />
        ))}
      </ul>
    </nav>
  );
}
