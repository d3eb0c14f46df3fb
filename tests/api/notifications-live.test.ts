// Notifications live on socket.io, on both databases: a notification reaches every connection of
// its recipient (two tabs: both) once its write has committed, and nobody else's; a rolled-back
// write pushes nothing; marking one read tells the recipient's other tabs.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NOTIFICATION_NEW,
  NOTIFICATION_READ,
  type NotificationEntry,
} from '../../src/engine/wire/notifications';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { usePagerApp } from '../helpers/notification-pager';
import { connected, socketClients } from '../helpers/sockets';

type Headers = Record<string, string>;

describe.each(dialectCases)('notifications live on $dialect', (dialect) => {
  const now = new Date('2026-11-25T04:30:00Z');
  const suite = usePagerApp(dialect, () => now);
  const sockets = socketClients(() => url);
  let url: string;
  let app: FastifyInstance;
  const h = {} as Record<'lab' | 'doctor', Headers>;
  const tokens = {} as Record<'lab' | 'doctor' | 'senior', string>;

  beforeAll(async () => {
    if (dialect.skip) return;
    app = suite.app;
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    const who = {
      lab: 'lab-user@tena.demo',
      doctor: 'doctor@tena.demo',
      senior: 'senior-doctor@tena.demo',
    } as const;
    for (const [key, email] of Object.entries(who)) {
      const signed = await signIn(app, email);
      tokens[key as keyof typeof tokens] = signed.accessToken;
      if (key !== 'senior') h[key as keyof typeof h] = signed.headers;
    }
  });
  afterAll(() => sockets.closeAll());

  const page = async (to: string, title: string, explode = false) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/models/pageRequest',
      headers: h.lab,
      payload: { to, title, message: `${title}: see the request`, severity: 'critical', explode },
    });
    expect(res.statusCode, res.body).toBe(explode ? 500 : 201);
  };

  it.skipIf(dialect.skip)(
    "pushes a notification to each of its recipient's connections and nobody else's",
    async () => {
      const firstTab = sockets.open(tokens.doctor);
      const secondTab = sockets.open(tokens.doctor);
      const senior = sockets.open(tokens.senior);
      const lab = sockets.open(tokens.lab);
      for (const client of [firstTab, secondTab, senior, lab]) await connected(client.socket);
      const titles = (client: typeof lab) =>
        (client.heardOf(NOTIFICATION_NEW) as NotificationEntry[]).map((n) => n.title);

      // A write that rolls back made nothing, so it pushes nothing: the next push is heard first.
      await page('doctor@tena.demo', 'Rolled back', true);
      await page('doctor@tena.demo', 'Critical potassium');
      await expect.poll(() => titles(firstTab)).toEqual(['Critical potassium']);
      await expect.poll(() => titles(secondTab)).toEqual(['Critical potassium']);
      const [pushed] = firstTab.heardOf(NOTIFICATION_NEW) as NotificationEntry[];
      expect(pushed).toMatchObject({
        severity: 'critical',
        message: 'Critical potassium: see the request',
        source: { model: 'pageRequest', id: expect.any(Number) },
        sentAt: now.toISOString(),
        readAt: null,
      });
      // Each connection hears its pushes in order: one sent to the others after the first
      // shows that the first never reached them.
      await page('senior-doctor@tena.demo', 'For the senior doctor');
      await page('lab-user@tena.demo', 'For the lab');
      await expect.poll(() => titles(senior)).toEqual(['For the senior doctor']);
      await expect.poll(() => titles(lab)).toEqual(['For the lab']);
      await page('doctor@tena.demo', 'Second for the doctor');
      for (const tab of [firstTab, secondTab])
        await expect
          .poll(() => titles(tab))
          .toEqual(['Critical potassium', 'Second for the doctor']);

      // Reading it in one tab tells the other (and the first) that it is read.
      const read = await app.inject({
        method: 'POST',
        url: `/api/notifications/${pushed?.id}/read`,
        headers: h.doctor,
      });
      expect(read.statusCode, read.body).toBe(200);
      for (const tab of [firstTab, secondTab])
        await expect
          .poll(() => tab.heardOf(NOTIFICATION_READ))
          .toEqual([
            {
              ...pushed,
              readAt: now.toISOString(),
              readBy: 'doctor@tena.demo',
            },
          ]);
      // Nobody else heard of the reading: a later push to them arrives with nothing before it.
      await page('senior-doctor@tena.demo', 'Another for the senior doctor');
      await expect.poll(() => titles(senior)).toHaveLength(2);
      expect(senior.heardOf(NOTIFICATION_READ)).toEqual([]);
      expect(lab.heardOf(NOTIFICATION_READ)).toEqual([]);
    },
  );
});
