// Notifications (issue 19) on both databases: notify() from a rule writes the notification and
// an Urgent My Tasks task in the rule's transaction (or neither, when the write rolls back);
// each person reads only their own (list and detail of another's answer nothing / 404);
// nobody writes them through the API; reading one is recorded once, with who and when.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationEntry,
  NotificationList,
  NotificationReadAnswer,
} from '../../src/engine/wire/notifications';
import { hospitalDay } from '../../src/server/rules/visits/queue-number';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { usePagerApp } from '../helpers/notification-pager';

type Headers = Record<string, string>;

const DOCTOR = 'doctor@tena.demo';

describe.each(dialectCases)('notifications on $dialect', (dialect) => {
  let now = new Date('2026-11-25T04:30:00Z');
  const later = (minutes: number) => {
    now = new Date(now.getTime() + minutes * 60_000);
  };
  // While `ticking`, every reading of the clock is a millisecond later: two writes at once
  // then stamp different instants.
  let ticking = false;
  const clock = () => {
    if (ticking) now = new Date(now.getTime() + 1);
    return now;
  };
  const suite = usePagerApp(dialect, clock);
  let app: FastifyInstance;
  const h = {} as Record<'lab' | 'doctor' | 'senior' | 'admin', Headers>;

  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    h.lab = (await signIn(app, 'lab-user@tena.demo')).headers;
    h.doctor = (await signIn(app, DOCTOR)).headers;
    h.senior = (await signIn(app, 'senior-doctor@tena.demo')).headers;
    h.admin = (await signIn(app, 'admin@tena.demo')).headers;
  });

  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const page = (payload: Record<string, unknown>) =>
    call(h.lab, 'POST', '/api/models/pageRequest', {
      to: DOCTOR,
      title: 'Critical potassium: Abebe Kebede',
      message: 'Potassium 6.8 mmol/L (critical high, above 6.0) on LAB-2026-000001',
      link: '/admin/main/labRequest/l/detail/1',
      severity: 'critical',
      ...payload,
    });
  const listOf = async (headers: Headers, query = '') => {
    const res = await call(headers, 'GET', `/api/notifications${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as NotificationList;
  };
  const read = (headers: Headers, id: number) =>
    call(headers, 'POST', `/api/notifications/${id}/read`);
  /** Pages the doctor and answers the notification it made, from the doctor's list. */
  const paged = async (payload: Record<string, unknown> = {}) => {
    const res = await page(payload);
    expect(res.statusCode, res.body).toBe(201);
    const [newest] = (await listOf(h.doctor)).notifications;
    return { pageId: res.json().id as number, notification: newest as NotificationEntry };
  };

  it.skipIf(dialect.skip)(
    'notifies the recipient with a notification and an Urgent task in their My Tasks',
    async () => {
      const before = await listOf(h.doctor);
      // The recipient is found by their email whatever its case.
      const { pageId, notification } = await paged({ to: 'Doctor@Tena.Demo' });
      expect(notification).toEqual({
        id: expect.any(Number),
        title: 'Critical potassium: Abebe Kebede',
        message: 'Potassium 6.8 mmol/L (critical high, above 6.0) on LAB-2026-000001',
        link: '/admin/main/labRequest/l/detail/1',
        severity: 'critical',
        source: { model: 'pageRequest', id: pageId },
        task: expect.any(Number),
        sentAt: now.toISOString(),
        readAt: null,
        readBy: null,
      });
      const after = await listOf(h.doctor);
      expect(after.unread).toBe(before.unread + 1);
      const task = await call(h.doctor, 'GET', `/api/models/myTasks/${notification.task}`);
      expect(task.statusCode, task.body).toBe(200);
      expect(task.json()).toMatchObject({
        title: 'Critical potassium: Abebe Kebede',
        details:
          'Potassium 6.8 mmol/L (critical high, above 6.0) on LAB-2026-000001\n/admin/main/labRequest/l/detail/1',
        assigned_to: DOCTOR,
        priority: 'Urgent',
        status: 'Open',
        due_date: hospitalDay(now),
      });
      const detail = await call(h.doctor, 'GET', `/api/models/notification/${notification.id}`);
      expect(detail.json()).toMatchObject({ recipient: DOCTOR, task: notification.task });
      // An information notice's task is Normal.
      const info = await paged({ severity: 'info', title: 'Result ready' });
      const infoTask = await call(h.doctor, 'GET', `/api/models/myTasks/${info.notification.task}`);
      expect(infoTask.json()).toMatchObject({ priority: 'Normal', title: 'Result ready' });
    },
  );

  it.skipIf(dialect.skip)(
    'writes neither notification nor task when the write that notified rolls back',
    async () => {
      const before = await listOf(h.doctor);
      const tasks = async () =>
        (await call(h.doctor, 'GET', '/api/models/myTasks?pageSize=1')).json().total as number;
      const taskCount = await tasks();
      const failed = await page({ explode: true, title: 'Never sent' });
      expect(failed.statusCode).toBe(500);
      const after = await listOf(h.doctor);
      expect(after.unread).toBe(before.unread);
      expect(after.notifications.map((n) => n.title)).not.toContain('Never sent');
      expect(await tasks()).toBe(taskCount);
    },
  );

  it.skipIf(dialect.skip)("shows nobody else a person's notifications", async () => {
    const { notification } = await paged({ title: 'For the doctor only' });
    const url = `/api/models/notification/${notification.id}`;
    for (const other of [h.senior, h.lab, h.admin]) {
      expect((await listOf(other)).notifications).toEqual([]);
      expect((await listOf(other)).unread).toBe(0);
      const list = await call(other, 'GET', '/api/models/notification');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().total).toBe(0);
      expect((await call(other, 'GET', url)).statusCode).toBe(404);
      expect((await read(other, notification.id)).statusCode).toBe(404);
    }
    // Its task is the doctor's too (the administrator sees every task: myTasks' seeAll).
    for (const other of [h.senior, h.lab])
      expect(
        (await call(other, 'GET', `/api/models/myTasks/${notification.task}`)).statusCode,
      ).toBe(404);
    // Their attempts to read it recorded nothing.
    const mine = await call(h.doctor, 'GET', url);
    expect(mine.json()).toMatchObject({ read_at: null, read_by: null, version: 1 });
    // A role without My Tasks has no notifications at all.
    const screen = (await signIn(app, 'waiting-screen@tena.demo')).headers;
    const refused = await call(screen, 'GET', '/api/notifications');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Notifications are for those who hold My Tasks: your role does not.',
    );
  });

  it.skipIf(dialect.skip)('lets nobody add, change or delete one through the API', async () => {
    const { notification } = await paged({ title: 'Not to be edited' });
    const url = `/api/models/notification/${notification.id}`;
    const body = { recipient: DOCTOR, title: 'Forged', severity: 'info' };
    for (const headers of [h.doctor, h.admin]) {
      expect((await call(headers, 'POST', '/api/models/notification', body)).statusCode).toBe(403);
      expect((await call(headers, 'PUT', url, { ...body, version: 1 })).statusCode).toBe(403);
      expect((await call(headers, 'DELETE', url)).statusCode).toBe(403);
    }
    expect((await call(h.doctor, 'GET', url)).json()).toMatchObject({ title: 'Not to be edited' });
  });

  it.skipIf(dialect.skip)('records the reading once, with who and when', async () => {
    const { notification } = await paged({ title: 'Read me once' });
    const before = (await listOf(h.doctor)).unread;
    later(3);
    const readAt = now.toISOString();
    const first = await read(h.doctor, notification.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      notification: { ...notification, readAt, readBy: DOCTOR },
      unread: before - 1,
    } satisfies NotificationReadAnswer);
    later(5);
    const again = await read(h.doctor, notification.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().notification).toMatchObject({ readAt, readBy: DOCTOR });
    const url = `/api/models/notification/${notification.id}`;
    expect((await call(h.doctor, 'GET', url)).json()).toMatchObject({
      read_at: readAt,
      read_by: DOCTOR,
      version: 2,
    });
    const history = (await call(h.doctor, 'GET', `${url}/history`)).json().rows as {
      action: string;
      user_email: string;
      changes: unknown;
    }[];
    const updates = history.filter((row) => row.action === 'update');
    expect(updates).toEqual([
      expect.objectContaining({
        user_email: DOCTOR,
        changes: {
          read_at: { from: null, to: readAt },
          read_by: { from: null, to: DOCTOR },
        },
      }),
    ]);
  });

  it.skipIf(dialect.skip)('records one reading of two made at once', async () => {
    const { notification } = await paged({ title: 'Opened in two tabs' });
    later(1);
    ticking = true;
    const answers = await Promise.all([
      read(h.doctor, notification.id),
      read(h.doctor, notification.id),
    ]).finally(() => {
      ticking = false;
    });
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const url = `/api/models/notification/${notification.id}`;
    const history = (await call(h.doctor, 'GET', `${url}/history`)).json().rows as {
      action: string;
    }[];
    expect(history.filter((row) => row.action === 'update')).toHaveLength(1);
    expect((await call(h.doctor, 'GET', url)).json().version).toBe(2);
  });

  it.skipIf(dialect.skip)('lists the unread ones newest first with their count', async () => {
    const all = await listOf(h.doctor);
    for (const n of all.notifications.filter((entry) => !entry.readAt))
      expect((await read(h.doctor, n.id)).statusCode).toBe(200);
    expect((await listOf(h.doctor)).unread).toBe(0);
    const older = await paged({ title: 'Older' });
    later(1);
    const newer = await paged({ title: 'Newer', severity: 'info' });
    const unread = await listOf(h.doctor, '?unread=1');
    expect(unread.unread).toBe(2);
    expect(unread.notifications.map((n) => n.id)).toEqual([
      newer.notification.id,
      older.notification.id,
    ]);
    const everything = await listOf(h.doctor);
    expect(everything.notifications.length).toBeGreaterThan(2);
    expect(everything.notifications[0]?.id).toBe(newer.notification.id);
    expect((await listOf(h.doctor, '?unread=1&limit=1')).notifications).toHaveLength(1);
    const bad = await call(h.doctor, 'GET', '/api/notifications?unread=yes');
    expect(bad.statusCode).toBe(400);
  });
});
