// The theatre schedule of a day (issue 21, the surgery page), on both databases: each active
// operating room with the day's cases in time order on the hospital's clock (a case after
// UTC midnight but before midnight there belongs to that day), the team by name, the patient's name and MRN, the
// day's counts by state with a cancelled case counted, a room out of use left out; today by
// default; 400 for a day that is not one; 403 for those who may not view surgical cases.
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import type { ScheduleTheatre, TheatreSchedule } from '../../src/engine/wire/theatre-schedule';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T06:00:00Z');
/** A wall-clock time on the hospital's clock as the instant the API takes. */
const at = (wall: string) => fromZonedTime(wall, DEFAULT_SETTINGS.timeZone).toISOString();

describe.each(dialectCases)('theatre schedule on $dialect', ({ make, skip }) => {
  const { s, app, call } = useSurgerySuite({ make, skip }, () => NOW);

  it.skipIf(skip)(
    "lists each theatre's cases of the day in time order with the day's counts",
    async () => {
      const second = await s.newRoom({ name: 'Theatre Two' });
      const closed = await s.newRoom({ name: 'Theatre Closed', is_active: false });
      const book = async (start: string, room: number, first_name: string) => {
        const patient = await s.patient({ first_name, middle_name: 'Kebede', last_name: 'Bekele' });
        const made = await call(
          'POST',
          '/models/surgicalCase',
          s.as.doctor,
          s.caseBody(patient, at(start), { operation_room: room }),
        );
        expect(made.statusCode, made.body).toBe(201);
        return made.json();
      };
      const late = await book('2026-03-12 10:00', s.room.id, 'Hana');
      const early = await book('2026-03-12 07:30', s.room.id, 'Yonas');
      const other = await book('2026-03-12 12:00', second.id, 'Sara');
      // 21:00 on the 12th in New York is 01:00 UTC on the 13th: still the 12th's case.
      const evening = await book('2026-03-12 21:00', second.id, 'Abel');
      expect(evening.scheduled_start).toBe('2026-03-13T01:00:00.000Z');
      const nextDay = await book('2026-03-13 08:00', second.id, 'Lidya');
      expect((await s.move(Number(early.id), 'Pre-op')).statusCode).toBe(200);
      const cancelled = await s.move(Number(other.id), 'Cancelled', s.as.doctor, {
        cancellation_reason: 'Patient ate breakfast',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const answer = await call('GET', '/surgery/schedule?date=2026-03-12', s.as.scrubNurse);
      expect(answer.statusCode, answer.body).toBe(200);
      const day = answer.json() as TheatreSchedule;
      expect(day.date).toBe('2026-03-12');
      expect(day.timeZone).toBe(DEFAULT_SETTINGS.timeZone);
      const theatre = (id: number) => day.theatres.find((t) => t.id === id) as ScheduleTheatre;
      expect(day.theatres.map((t) => t.id)).not.toContain(closed.id);
      expect(theatre(s.room.id).cases.map((c) => c.case_number)).toEqual([
        early.case_number,
        late.case_number,
      ]);
      expect(theatre(s.room.id)).toMatchObject({ code: s.room.code, is_active: true });
      expect(theatre(s.room.id).cases[0]).toEqual({
        id: Number(early.id),
        case_number: early.case_number,
        scheduled_start: at('2026-03-12 07:30'),
        scheduled_end: at('2026-03-12 08:30'),
        procedure: 'Open appendicectomy',
        side: 'Right',
        priority: 'Urgent',
        status: 'Pre-op',
        surgeon: 'Dr. Dawit Alemu',
        anesthetist: 'Meron Tadesse',
        patient: {
          id: Number(early.patient),
          name: 'Yonas Kebede Bekele',
          mrn: expect.any(String),
        },
      });
      expect(theatre(second.id)).toMatchObject({ name: 'Theatre Two', is_active: true });
      expect(theatre(second.id).cases.map((c) => [c.case_number, c.status])).toEqual([
        [other.case_number, 'Cancelled'],
        [evening.case_number, 'Scheduled'],
      ]);
      expect(day.total).toBe(4);
      expect(day.counts).toEqual([
        { status: 'Scheduled', count: 2 },
        { status: 'Pre-op', count: 1 },
        ...['Sign-in Done', 'In Theatre', 'Time-out Done', 'Sign-out Done', 'In Recovery']
          .concat('Back to Ward')
          .map((status) => ({ status, count: 0 })),
        { status: 'Cancelled', count: 1 },
      ]);

      const thirteenth = await call('GET', '/surgery/schedule?date=2026-03-13', s.as.orCashier);
      expect(thirteenth.statusCode).toBe(200);
      const cases = (thirteenth.json() as TheatreSchedule).theatres.flatMap((t) => t.cases);
      expect(cases.map((c) => c.case_number)).toEqual([nextDay.case_number]);
      expect(cases[0]?.patient?.name).toBe('Lidya Kebede Bekele');
    },
    60_000,
  );

  it.skipIf(skip)('is today by default, refuses a day that is not one, and 403', async () => {
    const today = await call('GET', '/surgery/schedule', s.as.liaisonManager);
    expect(today.statusCode).toBe(200);
    expect(today.json().date).toBe('2026-03-02');
    const bad = await call('GET', '/surgery/schedule?date=2026-02-30', s.as.doctor);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      {
        field: 'date',
        message: 'date must be a calendar day such as 2026-03-02, not "2026-02-30".',
      },
    ]);
    for (const role of ['reception', 'lab-user', 'pharmacist']) {
      const { headers } = await signIn(app(), `${role}@tena.demo`);
      const refused = await call('GET', '/surgery/schedule?date=2026-03-12', headers);
      expect(refused.statusCode, role).toBe(403);
    }
  });
});
