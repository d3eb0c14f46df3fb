/**
 * `GET /api/surgery/schedule?date=`: the theatre schedule of a day (the surgery page; wire type
 * engine/wire/theatre-schedule.ts), today by default on the hospital's clock: each active
 * operating room with the day's cases in time order and the day's counts by state
 * (surgery/theatre-schedule.ts). For those who may view surgical cases (403 otherwise, logged;
 * surgery/schedule-access.ts, which the schedule's socket watch asks too).
 */
import type { FastifyInstance } from 'fastify';
import { calendarDay, joinInstant } from '../../engine/format/dates';
import { DEFAULT_SETTINGS, type ModelSchema } from '../../engine/types';
import { badQuery } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { assertMayReadTheatreSchedule } from '../surgery/schedule-access';
import { readTheatreSchedule } from '../surgery/theatre-schedule';

/** The case's states as its status field lists them. */
const statesOf = (schema: ModelSchema) =>
  (schema.fields.status?.options ?? []).map((option) => String(option.id));

export async function theatreScheduleRoutes(app: FastifyInstance) {
  app.get('/surgery/schedule', { preHandler: app.authenticate }, async (request) => {
    const user = (request.auth as AuthContext).engineUser;
    try {
      assertMayReadTheatreSchedule(user, app.registry.matrix);
    } catch (error) {
      await app.audit(request, { action: 'permission_denied', entity: 'theatreSchedule' });
      throw error;
    }
    const { date: asked } = request.query as { date?: string };
    const date =
      asked === undefined || asked === ''
        ? calendarDay(app.clock(), DEFAULT_SETTINGS.timeZone)
        : asked;
    // A day of the calendar: 2026-02-30 has no first instant.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !joinInstant(date, '00:00')) {
      const message = `date must be a calendar day such as 2026-03-02, not "${date}".`;
      throw badQuery('date', message);
    }
    return readTheatreSchedule(
      app.database.reads as never,
      {
        user,
        matrix: app.registry.matrix,
        patientSchema: app.registry.models.patient as ModelSchema,
        states: statesOf(app.registry.models.surgicalCase as ModelSchema),
      },
      date,
    );
  });
}
