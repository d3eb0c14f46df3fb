// The server's own bed-day run (issue 21, ward-fixes), on both databases, with the server's
// clock and timers the test's: a server running through midnight charges the day that ended a
// minute after it (it waited 31 minutes from 23:30, not an hourly round), and a server started
// at 00:30 charges it as it starts, then waits for the next midnight.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seededApp, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { heldTimers } from '../helpers/held-timers';
import { type WardFixtures, wardFixtures } from '../helpers/ward-fixtures';

const MINUTE = 60_000;
const JOB = 'bed-days';
/** Sign-ins that outlast the days the clock is moved on. */
const auth = { accessTtlSeconds: 366 * 86_400 };

describe.each(dialectCases)('the bed-day run on the hospital clock on $dialect', (dialect) => {
  // 2 Dec 2026 10:15 in the hospital (America/New_York, UTC-5).
  let now = new Date('2026-12-02T15:15:00Z');
  const timers = heldTimers();
  const suite = useSeededApp(dialect, () => ({ clock: () => now, jobTimers: timers, auth }));

  const bedDays = async (app: FastifyInstance, f: WardFixtures, admission: unknown) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/models/charge?filter[source_model]=impatient&filter[source_id]=${admission}&sort=id&direction=asc`,
      headers: f.as.liaisonCashier,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().rows as { description: string }[]).map((c) =>
      c.description.replace(/, Bed .*$/, ''),
    );
  };

  it.skipIf(dialect.skip)(
    'charges the day that ended a minute after midnight, and on a start at 00:30',
    async () => {
      await suite.app.ready();
      // Started at 10:15: it ran, and waits for 3 Dec 00:01.
      expect(timers.latest(JOB).ms).toBe((13 * 60 + 46) * MINUTE);
      const f = await wardFixtures(suite.app);
      const room = await f.newRoom(f.ward, 1);
      // Admitted yesterday: the admission day is charged as it is recorded.
      const admission = await f.admit(await f.patient(), room.beds[0] as number, {
        admitted_at: '2026-12-01T15:15:00Z',
      });
      expect(await bedDays(suite.app, f, admission.id)).toEqual(['Bed-day 1 Dec 2026']);

      // 23:30: the run's wait is asked again from now (a timer firing early waits on).
      now = new Date('2026-12-03T04:30:00Z');
      await timers.fire(JOB);
      expect(timers.latest(JOB).ms).toBe(31 * MINUTE);
      expect(await bedDays(suite.app, f, admission.id)).toEqual(['Bed-day 1 Dec 2026']);
      // 00:01: 2 Dec has ended with the patient in, and is charged.
      now = new Date('2026-12-03T05:01:00Z');
      await timers.fire(JOB);
      expect(await bedDays(suite.app, f, admission.id)).toEqual([
        'Bed-day 1 Dec 2026',
        'Bed-day 2 Dec 2026',
      ]);
      expect(timers.latest(JOB).ms).toBe(24 * 60 * MINUTE);

      // Another server over the same database, started at 4 Dec 00:30: it charges 3 Dec as it
      // starts, then waits for 5 Dec 00:01.
      now = new Date('2026-12-04T05:30:00Z');
      const later = heldTimers();
      const restarted = await seededApp(suite.target, { clock: () => now, jobTimers: later, auth });
      try {
        await restarted.ready();
        expect(await bedDays(restarted, f, admission.id)).toEqual([
          'Bed-day 1 Dec 2026',
          'Bed-day 2 Dec 2026',
          'Bed-day 3 Dec 2026',
        ]);
        expect(later.latest(JOB).ms).toBe((23 * 60 + 31) * MINUTE);
      } finally {
        await restarted.close();
      }
    },
  );
});
