// The server's own jobs on its clock (src/server/repeating-job.ts) and the bed-day run's moments
// (src/server/inpatient/bed-day-job.ts): once at start, then a minute after each midnight in the
// hospital's time zone (America/New_York), whenever the server started, a clock change's long
// or short day included; a failed run again within the hour; a timer that fires early waits
// again; closing stops the waits. The clock and the timers are the test's: nothing sleeps.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { nextBedDayRun } from '../../../src/server/inpatient/bed-day-job';
import { registerScheduledJob } from '../../../src/server/repeating-job';
import { type HeldTimers, heldTimers } from '../../helpers/held-timers';

const MINUTE = 60_000;
const JOB = 'bed-days';
const HOUR = 60 * MINUTE;
const at = (iso: string) => new Date(iso);

describe('the bed-day run shortly after each midnight on the hospital clock', () => {
  it('a server started at 00:30 runs then, and next a minute after the coming midnight', () => {
    // 3 Dec 2026 00:30 in New York (UTC-5): the start run charges 2 Dec at once.
    expect(nextBedDayRun(at('2026-12-03T05:30:00Z'), false)).toEqual(at('2026-12-04T05:01:00Z'));
  });

  it('a server running through midnight runs a minute after it, not up to an hour later', () => {
    expect(nextBedDayRun(at('2026-12-03T04:30:00Z'), false)).toEqual(at('2026-12-03T05:01:00Z'));
    expect(nextBedDayRun(at('2026-12-03T04:59:59Z'), false)).toEqual(at('2026-12-03T05:01:00Z'));
    // Run at 00:01, the next is the following night's.
    expect(nextBedDayRun(at('2026-12-03T05:01:00Z'), false)).toEqual(at('2026-12-04T05:01:00Z'));
  });

  it("follows the hospital's midnight across a clock change", () => {
    // 1 Nov 2026: New York leaves summer time (UTC-4 to UTC-5), a day of 25 hours.
    expect(nextBedDayRun(at('2026-11-01T04:01:00Z'), false)).toEqual(at('2026-11-02T05:01:00Z'));
    // 8 Mar 2026: summer time begins, a day of 23 hours.
    expect(nextBedDayRun(at('2026-03-08T05:01:00Z'), false)).toEqual(at('2026-03-09T04:01:00Z'));
  });

  it('tries a failed run again within the hour, never after the midnight run', () => {
    const now = at('2026-12-03T15:00:00Z');
    expect(nextBedDayRun(now, true)).toEqual(new Date(now.getTime() + HOUR));
    expect(nextBedDayRun(at('2026-12-03T04:30:00Z'), true)).toEqual(at('2026-12-03T05:01:00Z'));
  });
});

describe('a scheduled job', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  /** A bare server on the test's clock and timers, with a job whose runs are counted. */
  function server(start: Date, fails: () => boolean = () => false) {
    const clock = { now: start };
    const timers: HeldTimers = heldTimers();
    const runs: Date[] = [];
    const made = Fastify({ logger: false });
    made.decorate('clock', () => clock.now);
    made.decorate('jobTimers', timers);
    registerScheduledJob(made, {
      name: JOB,
      next: (now, failed) => nextBedDayRun(now, failed),
      async run() {
        runs.push(clock.now);
        if (fails()) throw new Error('the database is away');
      },
      failure: 'the test job failed',
    });
    app = made;
    return { app: made, clock, timers, runs };
  }

  it('runs once as the server starts, then at the moment it names', async () => {
    const s = server(at('2026-12-02T23:30:00-05:00'));
    await s.app.ready();
    expect(s.runs).toEqual([at('2026-12-02T23:30:00-05:00')]);
    expect(s.timers.latest(JOB).ms).toBe(31 * MINUTE);
    s.clock.now = at('2026-12-03T00:01:00-05:00');
    await s.timers.fire(JOB);
    expect(s.runs).toHaveLength(2);
    expect(s.timers.latest(JOB).ms).toBe(24 * HOUR);
  });

  it('waits again when its timer fires before the moment on the clock', async () => {
    const s = server(at('2026-12-02T23:30:00-05:00'));
    await s.app.ready();
    s.clock.now = at('2026-12-02T23:59:00-05:00');
    await s.timers.fire(JOB);
    expect(s.runs).toHaveLength(1);
    expect(s.timers.latest(JOB).ms).toBe(2 * MINUTE);
  });

  it('logs a failed run and tries again within the hour', async () => {
    let failing = true;
    const s = server(at('2026-12-02T10:00:00-05:00'), () => failing);
    await s.app.ready();
    expect(s.runs).toHaveLength(1);
    expect(s.timers.latest(JOB).ms).toBe(HOUR);
    failing = false;
    s.clock.now = at('2026-12-02T11:00:00-05:00');
    await s.timers.fire(JOB);
    expect(s.runs).toHaveLength(2);
    expect(s.timers.latest(JOB).ms).toBe(13 * HOUR + MINUTE);
  });

  it('stops waiting when the server closes', async () => {
    const s = server(at('2026-12-02T23:30:00-05:00'));
    await s.app.ready();
    const wait = s.timers.latest(JOB);
    await s.app.close();
    app = undefined;
    expect(wait.cleared).toBe(true);
    s.clock.now = at('2026-12-03T00:05:00-05:00');
    await wait.run();
    expect(s.runs).toHaveLength(1);
  });
});
