// What the bell shows from the server's answers and pushes: the unread count, live critical
// alerts, another tab's reading, the bell's accessible name, and which links it may open.
import { describe, expect, it } from 'vitest';
import {
  ALERT_LIMIT,
  appPath,
  BELL_LIMIT,
  badgeText,
  bellLabel,
  EMPTY_NOTIFICATIONS,
  withList,
  withNew,
  withoutAlert,
  withRead,
} from '../../../src/client/app/notifications/notification-state';
import type { NotificationEntry } from '../../../src/engine/wire/notifications';

const entry = (id: number, more: Partial<NotificationEntry> = {}): NotificationEntry => ({
  id,
  title: `Notice ${id}`,
  message: null,
  link: null,
  severity: 'info',
  source: null,
  task: null,
  sentAt: '2026-11-25T04:30:00.000Z',
  readAt: null,
  readBy: null,
  ...more,
});
const critical = (id: number) => entry(id, { severity: 'critical' });

describe('notification state', () => {
  it('counts a pushed notification unread and alerts only a critical one', () => {
    const listed = withList(EMPTY_NOTIFICATIONS, { notifications: [entry(1)], unread: 1 });
    const info = withNew(listed, entry(2));
    expect(info.entries.map((n) => n.id)).toEqual([2, 1]);
    expect(info.unread).toBe(2);
    expect(info.alerts).toEqual([]);
    const urgent = withNew(info, critical(3));
    expect(urgent.unread).toBe(3);
    expect(urgent.alerts.map((n) => n.id)).toEqual([3]);
    // The same push heard twice (a list read as it arrived) counts once.
    expect(withNew(urgent, critical(3))).toBe(urgent);
  });

  it('keeps at most the latest entries and alerts', () => {
    let state = EMPTY_NOTIFICATIONS;
    for (let id = 1; id <= BELL_LIMIT + 2; id++) state = withNew(state, critical(id));
    expect(state.entries).toHaveLength(BELL_LIMIT);
    expect(state.entries[0]?.id).toBe(BELL_LIMIT + 2);
    expect(state.unread).toBe(BELL_LIMIT + 2);
    expect(state.alerts.map((n) => n.id)).toEqual(
      Array.from({ length: ALERT_LIMIT }, (_, i) => BELL_LIMIT + 2 - i),
    );
  });

  it("counts one read once, whether this tab's answer or another tab's push comes first", () => {
    const state = withNew(withNew(EMPTY_NOTIFICATIONS, critical(1)), critical(2));
    const read = { ...critical(2), readAt: '2026-11-25T04:33:00.000Z', readBy: 'doctor@tena.demo' };
    const pushedFirst = withRead(state, read);
    expect(pushedFirst.unread).toBe(1);
    expect(pushedFirst.alerts.map((n) => n.id)).toEqual([1]);
    expect(withRead(pushedFirst, read, 1).unread).toBe(1);
    expect(withRead(pushedFirst, read).unread).toBe(1);
    // The server's count wins when it is given.
    expect(withRead(state, read, 0).unread).toBe(0);
  });

  it('puts an alert away unread, and drops one the list shows read', () => {
    const state = withNew(EMPTY_NOTIFICATIONS, critical(4));
    const dismissed = withoutAlert(state, 4);
    expect(dismissed.alerts).toEqual([]);
    expect(dismissed.unread).toBe(1);
    const relisted = withList(state, {
      notifications: [{ ...critical(4), readAt: '2026-11-25T04:40:00.000Z' }],
      unread: 0,
    });
    expect(relisted.alerts).toEqual([]);
    expect(relisted.unread).toBe(0);
  });

  it('names the bell by its unread count', () => {
    expect(bellLabel(2)).toBe('Notifications, 2 unread');
    expect(bellLabel(0)).toBe('Notifications, none unread');
    expect(badgeText(0)).toBe('');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });

  it("opens only this app's own paths", () => {
    expect(appPath('/admin/main/labRequest/l/detail/5')).toBe('/admin/main/labRequest/l/detail/5');
    for (const link of [
      null,
      '',
      'https://evil.test/',
      '//evil.test/x',
      'javascript:alert(1)',
      '/\\evil.test',
    ])
      expect(appPath(link)).toBeUndefined();
  });
});
