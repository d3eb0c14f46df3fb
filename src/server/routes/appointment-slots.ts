/**
 * `GET /api/appointments/slots?physician&date&exclude`: the physician's slots that day, free or
 * taken, for the booking form (the booking rule decides; this only shows). For those who may
 * book (add or edit appointments). `exclude` leaves out the booking being moved.
 */
import type { FastifyInstance } from 'fastify';
import type { AppointmentSlots } from '../../engine/wire/appointment-slots';
import { HttpError } from '../errors';
import { slotsOfDay } from '../rules/appointments/day-slots';
import {
  clockOf,
  describeHours,
  weekdayOf,
  workingHoursOf,
} from '../rules/appointments/working-hours';
import { assertMayFill } from './form-helper-access';
import { actorOf } from './model-access';
import { RECORD_ID } from './record-id';

const isCalendarDate = (date: string) =>
  !Number.isNaN(Date.parse(`${date}T12:00:00Z`)) &&
  new Date(`${date}T12:00:00Z`).toISOString().startsWith(date);

export async function appointmentSlotRoutes(app: FastifyInstance) {
  app.get(
    '/appointments/slots',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['physician', 'date'],
          properties: {
            physician: RECORD_ID,
            date: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
            exclude: RECORD_ID,
          },
        },
      },
    },
    async (request): Promise<AppointmentSlots> => {
      const {
        physician: id,
        date,
        exclude,
      } = request.query as {
        physician: number;
        date: string;
        exclude?: number;
      };
      await assertMayFill(app, request, 'appointment');
      if (!isCalendarDate(date))
        throw new HttpError(
          400,
          'BAD_DATE',
          `date must be a day of the calendar (yyyy-MM-dd), not ${date}`,
        );
      // 404 for no such physician, or one this reader may not read.
      const physician = await app.models.get('physician', actorOf(request), id);
      const hours = workingHoursOf(physician);
      if (!hours) return { physician: id, date, hours: null, working: false, slots: [] };
      const slots = await slotsOfDay(app.database.reads as never, id, hours, date, exclude);
      return {
        physician: id,
        date,
        hours: describeHours(physician, hours),
        working: hours.days.includes(weekdayOf(date)),
        slots: slots.map((slot) => ({
          time: clockOf(slot.minute),
          start: slot.start,
          free: !slot.heldBy,
        })),
      };
    },
  );
}
