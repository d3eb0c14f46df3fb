/**
 * `GET /api/inpatient/board?ward=`: the ward bed board (the wards page), one active ward or
 * all, each bed with its patient, days since admission and alerts as far as the reader may read
 * them (inpatient/bed-board.ts). `GET /api/inpatient/census?date=`: each ward's beds and the
 * day's admissions, discharges and transfers (inpatient/ward-census.ts), today by default on
 * the hospital's clock. Both for those who may view beds (inpatient/board-access.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { calendarDay, joinInstant } from '../../engine/format/dates';
import { DEFAULT_SETTINGS, type ModelSchema } from '../../engine/types';
import { HttpError } from '../errors';
import { readBedBoard } from '../inpatient/bed-board';
import { assertMayReadBedBoard } from '../inpatient/board-access';
import { readWardCensus } from '../inpatient/ward-census';
import type { AuthContext } from '../plugins/auth';
import { boardChanges } from '../realtime/bed-board';

const badQuery = (field: string, message: string) =>
  new HttpError(400, 'BAD_QUERY', message, [{ field, message }]);

export async function inpatientBoardRoutes(app: FastifyInstance) {
  const allowed = async (request: FastifyRequest, entity: string) => {
    const auth = request.auth as AuthContext;
    try {
      assertMayReadBedBoard(auth.engineUser, app.registry.matrix);
    } catch (error) {
      await app.audit(request, { action: 'permission_denied', entity });
      throw error;
    }
    return auth.engineUser;
  };

  app.get('/inpatient/board', { preHandler: app.authenticate }, async (request) => {
    const user = await allowed(request, 'bedBoard');
    const { ward: asked } = request.query as { ward?: string };
    let ward: number | undefined;
    if (asked !== undefined && asked !== '') {
      ward = Number(asked);
      if (!/^\d{1,9}$/.test(asked) || ward < 1)
        throw badQuery('ward', `ward must be a ward's number (such as 3), not "${asked}".`);
    }
    // Counted before reading: news told after this may not be in what is read.
    const changes = boardChanges(app);
    const board = await readBedBoard(
      app.database.reads as never,
      {
        user,
        matrix: app.registry.matrix,
        schema: (model) => app.registry.models[model] as ModelSchema,
      },
      app.clock(),
      ward,
    );
    if (ward !== undefined && board.wards.length === 0)
      throw new HttpError(404, 'NOT_FOUND', `Ward ${ward} is not an active ward.`);
    return { ...board, changes };
  });

  app.get('/inpatient/census', { preHandler: app.authenticate }, async (request) => {
    await allowed(request, 'wardCensus');
    const now = app.clock();
    const { date: asked } = request.query as { date?: string };
    const date =
      asked === undefined || asked === '' ? calendarDay(now, DEFAULT_SETTINGS.timeZone) : asked;
    // A day of the calendar: 2026-02-30 has no first instant.
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !joinInstant(date, '00:00'))
      throw badQuery('date', `date must be a calendar day such as 2026-03-02, not "${date}".`);
    return readWardCensus(app.database.reads as never, date, now);
  });
}
