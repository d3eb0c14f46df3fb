/**
 * `POST /api/inpatient/bed-days/run`: charges every open admission's bed-days owed so far now,
 * as the daily run does (inpatient/bed-day-job.ts), for the Liaison Manager (whose wards they
 * are) and the Finance Head; answers how many admissions were looked at and days charged. The
 * charges are made by the person who asked. Registers the daily run too.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';
import { type BedDayRun, registerBedDayJob, runBedDays } from '../inpatient/bed-day-job';
import type { AuthContext } from '../plugins/auth';
import { actorOf } from './model-access';

/** The roles that may run the bed-day charges now. */
export const BED_DAY_RUNNERS = ['Liaison Manager', 'Finance Head'];

export async function inpatientBedDayRoutes(app: FastifyInstance) {
  registerBedDayJob(app);
  app.post('/inpatient/bed-days/run', { preHandler: app.authenticate }, async (request) => {
    const user = (request.auth as AuthContext).engineUser;
    if (!BED_DAY_RUNNERS.includes(user.role ?? '')) {
      await app.audit(request, { action: 'permission_denied', entity: 'bedDayRun' });
      throw new HttpError(
        403,
        'FORBIDDEN',
        `Only the ${BED_DAY_RUNNERS.join(' or the ')} may run the bed-day charges.`,
      );
    }
    const run: BedDayRun = await runBedDays(app, actorOf(request));
    return run;
  });
}
