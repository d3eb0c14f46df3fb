/**
 * `GET /api/inpatient/admissions/{id}/mar?date=YYYY-MM-DD`: an admission's medication
 * administration record for one hospital day (today on the server's clock when no date is
 * given): its allergies, the grid of each order's doses (engine/inpatient marRows), each Given
 * dose with what it took, and the vials and bottles opened for the stay (mar-containers.ts). For
 * readers of medication orders (403 otherwise, logged); 404 for no such admission.
 */
import type { FastifyInstance } from 'fastify';
import { calendarDay } from '../../engine/format/dates';
import { dayBounds, HOSPITAL_TIME_ZONE, marRows } from '../../engine/inpatient';
import type { MarAnswer } from '../../engine/wire/medication-record';
import { badQuery, HttpError } from '../errors';
import { marContainers } from '../repositories/mar-containers';
import {
  marAdmission,
  marAllergies,
  marOrders,
  marRecordings,
} from '../repositories/medication-record';
import { RECORD_ID_PARAMS } from './record-id';

const schema = {
  params: RECORD_ID_PARAMS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } },
  },
} as const;

export async function medicationRecordRoutes(app: FastifyInstance) {
  app.get(
    '/inpatient/admissions/:id/mar',
    { schema, preHandler: app.authenticate },
    async (request): Promise<MarAnswer> => {
      await app.assertCan(request, 'medicationOrder', 'view');
      const { id } = request.params as { id: number };
      const now = app.clock();
      const date =
        (request.query as { date?: string }).date ?? calendarDay(now, HOSPITAL_TIME_ZONE);
      const day = dayBounds(date, HOSPITAL_TIME_ZONE);
      if (Number.isNaN(day.from.getTime()) || calendarDay(day.from, HOSPITAL_TIME_ZONE) !== date)
        throw badQuery('date', `${date} is not a date: use YYYY-MM-DD.`);
      const db = app.database.reads as never;
      const admission = await marAdmission(db, id);
      if (!admission) throw new HttpError(404, 'NOT_FOUND', `No admission with id ${id}.`);
      const [allergies, orders, containers] = await Promise.all([
        marAllergies(db, id),
        marOrders(db, id, day.to),
        marContainers(db, id),
      ]);
      const recordings = await marRecordings(
        db,
        orders.map((order) => order.order),
        day.from,
        day.to,
      );
      return {
        admission: id,
        admission_number: admission.admission_number,
        date,
        time_zone: HOSPITAL_TIME_ZONE,
        known_allergies: admission.known_allergies,
        allergies,
        rows: marRows(orders, recordings, day, now, HOSPITAL_TIME_ZONE),
        containers,
      };
    },
  );
}
