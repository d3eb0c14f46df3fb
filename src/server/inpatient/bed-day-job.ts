/**
 * The daily bed-day run: every open admission's days owed so far become charges
 * (rules/inpatient/bed-day-charges.ts, the midnight census of src/engine/inpatient/bed-days.ts).
 * The server runs it when it starts (a server that was down catches up, whenever it starts) and
 * then a minute after each midnight on the hospital's clock (`DEFAULT_SETTINGS.timeZone`, the
 * census's own), so a day is charged as soon as it has ended rather than up to an hour later. A
 * run charges only days not yet charged, so running again is harmless; a run that failed (or
 * left an admission uncharged) is tried again within the hour. Each admission is charged in a
 * write transaction of its own, through the model pipeline as the server, with the same rule
 * code a transfer or discharge runs; one that fails is logged and the others go on.
 * `POST /api/inpatient/bed-days/run` runs it now.
 */
import type { FastifyInstance } from 'fastify';
import { nextMidnight } from '../../engine/inpatient/bed-days';
import { DEFAULT_SETTINGS } from '../../engine/types';
import type { Actor } from '../models/read-rule';
import { registerScheduledJob } from '../repeating-job';
import { chargeBedDays } from '../rules/inpatient/bed-day-charges';
import { OPEN_ADMISSION } from '../rules/inpatient/bed-hold';

/** How long after midnight the run starts: the day has surely ended on every clock. */
export const BED_DAY_AFTER_MIDNIGHT_MS = 60 * 1000;
/** How soon a failed run is tried again (never later than the next midnight's run). */
export const BED_DAY_RETRY_MS = 60 * 60 * 1000;

/** When the run after one at `now` starts: shortly after the next midnight, sooner after a failure. */
export function nextBedDayRun(now: Date, failed: boolean, timeZone = DEFAULT_SETTINGS.timeZone) {
  const daily = nextMidnight(now, timeZone).getTime() + BED_DAY_AFTER_MIDNIGHT_MS;
  return new Date(failed ? Math.min(daily, now.getTime() + BED_DAY_RETRY_MS) : daily);
}

/** Who charges bed-days on the daily run: the server itself, not a person. */
export const BED_DAY_ACTOR: Actor = {
  id: null,
  email: null,
  engineUser: { role: 'Server', permissions: [] },
  ip: null,
};

export interface BedDayRun {
  /** Open admissions looked at. */
  admissions: number;
  /** Bed-day charges made. */
  charged: number;
  /** Admissions whose charging failed (logged). */
  failed: number;
}

export async function runBedDays(app: FastifyInstance, actor: Actor = BED_DAY_ACTOR) {
  const open = await app.models.asRules(actor, (ctx) =>
    ctx.records.find('impatient', { status: OPEN_ADMISSION }),
  );
  const run: BedDayRun = { admissions: open.length, charged: 0, failed: 0 };
  for (const admission of open) {
    try {
      const days = await app.models.asRules(actor, (ctx) =>
        chargeBedDays(ctx, Number(admission.id)),
      );
      run.charged += days.length;
    } catch (error) {
      run.failed += 1;
      app.log.error({ err: error, admission: admission.id }, 'charging bed-days failed');
    }
  }
  return run;
}

/** Runs when the server starts (before it answers) and then as `nextBedDayRun` says. */
export function registerBedDayJob(app: FastifyInstance): void {
  registerScheduledJob(app, {
    name: 'bed-days',
    next: nextBedDayRun,
    async run() {
      const done = await runBedDays(app);
      if (done.charged > 0) app.log.info(done, 'bed-days charged');
      if (done.failed > 0) throw new Error(`${done.failed} admissions were not charged`);
    },
    failure: 'the bed-day run failed',
  });
}
