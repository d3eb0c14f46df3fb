/**
 * `GET /api/radiology/worklist?status=&modality=&page=&limit=`: radiology's open requests (the
 * radiology worklist page): to schedule (Requested), to perform (Scheduled) and to report
 * (Performed), of one modality or all; today's first on the hospital's clock, then STAT, Urgent,
 * Routine, then the earliest; each with its test, modality, body part, schedule, report and its
 * minutes since requested on the server's clock. For whoever may view radiology requests
 * (radiology staff and doctors); others get 403. The order and the queries are the
 * repository's; what is shared with the lab worklist is worklist-reads.ts.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import { calendarDay, joinInstant } from '../../engine/format/dates';
import { DEFAULT_SETTINGS, type ModelSchema } from '../../engine/types';
import {
  RADIOLOGY_WORKLIST_STATES,
  type RadiologyWorklist,
  type RadiologyWorklistState,
} from '../../engine/wire/radiology-worklist';
import { type Day, readRadiologyWorklist } from '../repositories/radiology-worklist';
import { minutesOpen, worklistPage, worklistQuerystring, worklistReader } from './worklist-reads';

interface WorklistQuery {
  status?: RadiologyWorklistState;
  modality?: string;
  page: number;
  limit: number;
}

/** The modalities a radiology test offers (its schema's options), id and shown name. */
function modalitiesOf(schema: ModelSchema | undefined): { id: string; name: string }[] {
  return (schema?.fields.modality?.options ?? []).map((option) => ({
    id: String(option.id),
    name: String(option.name ?? option.id),
  }));
}

/** Today on the hospital's clock as [start, end) in UTC, as instants are stored. */
function todayAt(now: Date): Day {
  const zone = DEFAULT_SETTINGS.timeZone;
  const date = calendarDay(now, zone);
  const start = new Date(joinInstant(date, '00:00', zone) as string);
  // The next day's first instant, so a day of 23 or 25 hours ends where it does.
  const next = formatInTimeZone(new Date(start.getTime() + 26 * 3_600_000), zone, 'yyyy-MM-dd');
  const end = new Date(joinInstant(next, '00:00', zone) as string);
  return { start: start.toISOString(), end: end.toISOString() };
}

export async function radiologyWorklistRoutes(app: FastifyInstance) {
  const modalities = modalitiesOf(app.registry.models.radiologyTest);
  const querystring = worklistQuerystring(RADIOLOGY_WORKLIST_STATES, {
    modality: { type: 'string', enum: modalities.map((m) => m.id) },
  });
  app.get<{ Querystring: WorklistQuery }>(
    '/radiology/worklist',
    { preHandler: app.authenticate, schema: { querystring } },
    async (request): Promise<RadiologyWorklist> => {
      const user = await worklistReader(app, request, 'radiologyRequest', 'radiology requests');
      const { status, modality, page, limit } = request.query;
      const now = app.clock();
      const { entries, total, counts } = await readRadiologyWorklist(
        app.database.reads as never,
        { states: status ? [status] : RADIOLOGY_WORKLIST_STATES, modality, day: todayAt(now) },
        RADIOLOGY_WORKLIST_STATES,
        (page - 1) * limit,
        limit,
      );
      const rows = entries.map((entry) => ({
        ...entry,
        minutes_open: minutesOpen(entry.requested_at, now),
      }));
      return {
        ...(await worklistPage(app, request, user, 'radiologyRequest', rows, {
          total,
          counts,
          page,
          limit,
          now,
        })),
        modalities,
        modality: modality ?? null,
      };
    },
  );
}
