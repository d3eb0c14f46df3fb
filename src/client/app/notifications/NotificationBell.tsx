import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { type KeyboardEvent, useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../engine/format/dates';
import type { NotificationEntry } from '../../../engine/wire/notifications';
import { adminPath } from '../layout/Navigation';
import { badgeText, bellLabel } from './notification-state';

const ENTRY = 'data-notification-entry';

/** Up and Down (Home, End) move between the entries, as in a list box. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const entries = [...event.currentTarget.querySelectorAll<HTMLElement>(`[${ENTRY}]`)];
  if (entries.length === 0) return;
  event.preventDefault();
  const at = entries.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? entries.length - 1
        : event.key === 'ArrowDown'
          ? (at + 1) % entries.length
          : (at - 1 + entries.length) % entries.length;
  entries[next]?.focus();
}

/**
 * The bell in the header: its name says how many are unread ("Notifications, 2 unread"); it
 * opens a popover listing the latest, newest first, focus moving into it and back to the bell
 * on Escape or a click outside (Headless UI). Choosing one marks it read and opens its link.
 */
export function NotificationBell({
  entries,
  unread,
  error,
  onOpen,
}: {
  entries: NotificationEntry[];
  unread: number;
  error?: string;
  onOpen(entry: NotificationEntry): void;
}) {
  const headingId = useId();
  const badge = badgeText(unread);
  return (
    <Popover className="relative">
      <PopoverButton
        aria-label={bellLabel(unread)}
        className="relative rounded-md p-1.5 text-slate-700 outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-600 data-open:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800 dark:data-open:bg-slate-800"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" />
        </svg>
        {badge && (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] leading-[1.1rem] font-semibold text-white"
          >
            {badge}
          </span>
        )}
      </PopoverButton>
      <PopoverPanel
        focus
        anchor="bottom end"
        aria-labelledby={headingId}
        onKeyDown={moveFocus}
        className="z-50 w-[min(24rem,calc(100vw-1rem))] rounded-md border border-slate-200 bg-white p-2 text-sm shadow-lg outline-none [--anchor-gap:6px] dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {({ close }) => (
          <>
            <h2 id={headingId} className="px-2 py-1 font-semibold">
              Notifications
            </h2>
            {error && <p className="px-2 py-1 text-red-700 dark:text-red-300">{error}</p>}
            {entries.length === 0 ? (
              <p className="px-2 py-3 text-slate-600 dark:text-slate-300">No notifications.</p>
            ) : (
              <ul className="max-h-96 overflow-y-auto">
                {entries.map((entry) => (
                  <li key={entry.id}>
                    <button
                      type="button"
                      {...{ [ENTRY]: '' }}
                      onClick={() => {
                        close();
                        onOpen(entry);
                      }}
                      className="block w-full rounded px-2 py-2 text-left outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-600 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                    >
                      <span className="flex items-center gap-2">
                        {entry.severity === 'critical' && (
                          <span className="rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800 dark:bg-red-950 dark:text-red-200">
                            Critical
                          </span>
                        )}
                        <span className={entry.readAt ? '' : 'font-semibold'}>{entry.title}</span>
                        {!entry.readAt && <span className="sr-only">(unread)</span>}
                      </span>
                      {entry.message && (
                        <span className="mt-0.5 block text-slate-700 dark:text-slate-300">
                          {entry.message}
                        </span>
                      )}
                      <span className="mt-0.5 block text-xs text-slate-600 dark:text-slate-400">
                        {formatDateTime(entry.sentAt)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <Link
              to={adminPath('notification/l')}
              onClick={() => close()}
              className="mt-1 block rounded px-2 py-1.5 text-sky-700 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-sky-600 dark:text-sky-400"
            >
              All notifications
            </Link>
          </>
        )}
      </PopoverPanel>
    </Popover>
  );
}
