/**
 * What the bell shows, as pure functions over the server's answers and pushes: the latest
 * notifications newest first, the unread count, the critical ones that arrived live and still
 * wait to be opened or dismissed, and the bell's accessible name.
 */
import type { NotificationEntry, NotificationList } from '../../../engine/wire/notifications';

/** How many notifications the bell lists (older ones are on the Notification list page). */
export const BELL_LIMIT = 20;
/** How many live critical alerts stay on screen at once (the oldest give way). */
export const ALERT_LIMIT = 3;

export interface NotificationState {
  entries: NotificationEntry[];
  unread: number;
  /** Critical notifications pushed live, not yet opened or dismissed, newest first. */
  alerts: NotificationEntry[];
}

export const EMPTY_NOTIFICATIONS: NotificationState = { entries: [], unread: 0, alerts: [] };

/** The server's list as it now stands; alerts still waiting stay unless read meanwhile. */
export function withList(state: NotificationState, list: NotificationList): NotificationState {
  const readIds = new Set(list.notifications.filter((n) => n.readAt).map((n) => n.id));
  return {
    entries: list.notifications.slice(0, BELL_LIMIT),
    unread: list.unread,
    alerts: state.alerts.filter((alert) => !readIds.has(alert.id)),
  };
}

/** A notification pushed live: first in the list, counted unread, a critical one alerted. */
export function withNew(state: NotificationState, entry: NotificationEntry): NotificationState {
  if (state.entries.some((known) => known.id === entry.id)) return state;
  return {
    entries: [entry, ...state.entries].slice(0, BELL_LIMIT),
    unread: state.unread + (entry.readAt ? 0 : 1),
    alerts:
      entry.severity === 'critical' && !entry.readAt
        ? [entry, ...state.alerts].slice(0, ALERT_LIMIT)
        : state.alerts,
  };
}

/** A notification read (here or in another tab): no longer counted, its alert gone. */
export function withRead(
  state: NotificationState,
  entry: NotificationEntry,
  unread?: number,
): NotificationState {
  const known = state.entries.find((n) => n.id === entry.id);
  const wasUnread = known ? !known.readAt : false;
  return {
    entries: state.entries.map((n) => (n.id === entry.id ? entry : n)),
    unread: unread ?? Math.max(0, state.unread - (wasUnread ? 1 : 0)),
    alerts: state.alerts.filter((alert) => alert.id !== entry.id),
  };
}

/** An alert put away unread: the notification stays in the bell, unread. */
export function withoutAlert(state: NotificationState, id: number): NotificationState {
  return { ...state, alerts: state.alerts.filter((alert) => alert.id !== id) };
}

/** The bell's accessible name: "Notifications, 2 unread" or "Notifications, none unread". */
export function bellLabel(unread: number): string {
  return `Notifications, ${unread === 0 ? 'none' : unread} unread`;
}

/** The bell's badge: the count, "99+" beyond; nothing when all are read. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Where a notification's link may take the browser: a path of this app only ("/admin/..."),
 * never another site or a script URL, whatever the stored text holds.
 */
export function appPath(link: string | null): string | undefined {
  if (!link?.startsWith('/') || link.startsWith('//') || link.includes('\\')) return undefined;
  return link;
}
