/**
 * Notifications: what the server tells one member of staff (a critical lab value for the doctor
 * who ordered it). The routes under /api/notifications and the `notification:new` news on the
 * real-time connection, shared by the server that sends them and the browser that reads them.
 */

export type NotificationSeverity = 'critical' | 'info';

/** One notification as its recipient reads it. */
export interface NotificationEntry {
  id: number;
  title: string;
  message: string | null;
  /** An app path it opens, such as /admin/main/labRequest/l/detail/5; null when none. */
  link: string | null;
  severity: NotificationSeverity;
  /** The record it is about, when there is one. */
  source: { model: string; id: number } | null;
  /** Its task in My Tasks. */
  task: number | null;
  /** ISO instants; readAt null while unread. */
  sentAt: string;
  readAt: string | null;
  readBy: string | null;
}

/** `GET /api/notifications[?unread=1]`: the caller's notifications, newest first. */
export interface NotificationList {
  notifications: NotificationEntry[];
  /** How many of the caller's notifications are unread (whatever the list was asked for). */
  unread: number;
}

/** Pushed to every connection of the recipient once the write that made it has committed. */
export const NOTIFICATION_NEW = 'notification:new';

/** `POST /api/notifications/{id}/read`: the notification as it now stands, and what is left unread. */
export interface NotificationReadAnswer {
  notification: NotificationEntry;
  unread: number;
}

/** Pushed to the recipient's other connections when one of theirs is marked read. */
export const NOTIFICATION_READ = 'notification:read';
