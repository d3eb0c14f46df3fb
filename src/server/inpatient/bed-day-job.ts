/**
 * The daily bed-day run: every open admission's days owed so far become charges
 * (rules/inpatient/bed-day-charges.ts, the midnight census of src/engine/inpatient/bed-days.ts).
 * The server runs it when it starts and every `BED_DAY_EVERY_MS` on the app's clock: a run
 * charges only days not yet charged, so running hourly charges each day within the first hour
 * after its midnight, and a server that was down catches up at start. Each admission is charged
 * in a write transaction of its own, through the model pipeline as the server, with the same
 * rule code a transfer or discharge runs; one that fails is logged and the others go on.
 * `POST /api/inpatient/bed-days/run` runs it now.
 */
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../models/read-rule';
import { registerRepeatingJob } from '../repeating-job';
import { chargeBedDays } from '../rules/inpatient/bed-day-charges';
import { OPEN_ADMISSION } from '../rules/inpatient/bed-hold';

export const BED_DAY_EVERY_MS = 60 * 60 * 1000;

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

/** Runs when the server starts (before it answers) and then every `everyMs` (repeating-job.ts). */
export function registerBedDayJob(app: FastifyInstance, everyMs = BED_DAY_EVERY_MS): void {
  registerRepeatingJob(
    app,
    everyMs,
    async () => {
      const done = await runBedDays(app);
      if (done.charged > 0) app.log.info(done, 'bed-days charged');
    },
    'the bed-day run failed',
  );
}
