// Booking appointments (issue 18): a physician's working hours and slots, one booking per slot
// (409 SLOT_TAKEN naming the slot and the other booking's number, never its patient), ten
// bookings of one slot at once, the booking form's free slots, and Reception booking and
// checking in.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentSlots } from '../../src/engine/wire/appointment-slots';
import { createRecord, signIn, useSeededApp } from '../helpers/app';
import { slotAt } from '../helpers/appointments';
import { dialectCases } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';

type Headers = Record<string, string>;

describe.each(dialectCases)('booking appointments on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  const h: Record<'admin' | 'hr' | 'reception' | 'manager' | 'nurse' | 'doctor', Headers> =
    {} as never;
  let department: number;
  /** Monday to Friday, 08:30 to 17:00, 15-minute slots. */
  let abebe: number;
  /** Tuesday, Thursday and Saturday, 08:00 to 12:30, 20-minute slots. */
  let meron: number;
  const patients: { id: number; mrn: string; name: string }[] = [];

  const call = (method: string, url: string, headers: Headers, payload?: object) =>
    app.inject({ method: method as 'GET', url, headers, payload });
  const book = (scheduled_at: string, physician = abebe, patient = 0, headers = h.reception) =>
    call('POST', '/api/models/appointment', headers, {
      patient: patients[patient]?.id,
      department,
      physician,
      scheduled_at,
      visit_type: 'New Visit',
      reason: 'Cough for two weeks',
    });
  const move = (id: number, to: string, headers: Headers, values?: object) =>
    call('POST', `/api/models/appointment/${id}/transition`, headers, { to, values });
  const slots = async (query: string, headers = h.reception) =>
    call('GET', `/api/appointments/slots?${query}`, headers);

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    for (const [key, email] of [
      ['admin', 'admin'],
      ['hr', 'hr-manager'],
      ['reception', 'reception'],
      ['manager', 'reception-manager'],
      ['nurse', 'triage-nurse'],
      ['doctor', 'doctor'],
    ] as const)
      h[key] = (await signIn(app, `${email}@tena.demo`)).headers;
    department = (
      await createRecord(app, h.admin, 'department', {
        name: 'Internal Medicine',
        code: 'IM',
        department_type: 'Clinical',
      })
    ).id as number;
    abebe = (
      await createRecord(
        app,
        h.hr,
        'physician',
        physicianBody(department, { first_name: 'Abebe', last_name: 'Kebede' }),
      )
    ).id as number;
    meron = (
      await createRecord(
        app,
        h.hr,
        'physician',
        physicianBody(department, {
          first_name: 'Meron',
          last_name: 'Haile',
          license_number: 'MD-0002',
          working_days: ['Tuesday', 'Thursday', 'Saturday'],
          start_time: '08:00',
          end_time: '12:30',
          slot_minutes: 20,
        }),
      )
    ).id as number;
    for (const first_name of ['Almaz', 'Tigist', 'Kebede']) {
      const patient = await createRecord(app, h.reception, 'patient', patientBody({ first_name }));
      patients.push({
        id: patient.id as number,
        mrn: String(patient.mrn),
        name: `${first_name} Kebede Tesfaye`,
      });
    }
  }, 60_000);

  it.skipIf(skip)('numbers a booking in hours APT-yyyy-nnnnnn, Reception booking it', async () => {
    const booked = await book(slotAt('2026-03-02', '08:30'));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      appointment_number: expect.stringMatching(/^APT-\d{4}-\d{6}$/),
      status: 'Scheduled',
      scheduled_at: '2026-03-02T13:30:00.000Z',
    });
    // The number is the server's: a client's own is refused.
    const own = await call('POST', '/api/models/appointment', h.reception, {
      patient: patients[0]?.id,
      department,
      scheduled_at: slotAt('2026-03-02', '10:00'),
      visit_type: 'New Visit',
      reason: 'Cough',
      appointment_number: 'APT-1999-000001',
    });
    expect(own.statusCode).toBe(422);
    expect(own.json().details.map((d: { field: string }) => d.field)).toEqual([
      'appointment_number',
    ]);
  });

  it.skipIf(skip)(
    'refuses a time outside the working week, hours or slots, saying what would do',
    async () => {
      const hours = 'Dr. Abebe Kebede works Monday to Friday, 08:30 to 17:00, in 15-minute slots';
      const cases: [string, string, string][] = [
        [
          '2026-03-08',
          '09:00',
          `${hours}, not on Sundays; pick Monday, March 9, 2026 at 08:30 or 08:45.`,
        ],
        [
          '2026-03-03',
          '07:45',
          `${hours}: 07:45 is before the working day starts; pick 08:30 or 08:45.`,
        ],
        ['2026-03-03', '09:10', `${hours}: 09:10 is not the start of a slot; pick 09:00 or 09:15.`],
        [
          '2026-03-03',
          '17:00',
          `${hours}: 17:00 is after the working day ends; pick 16:30 or 16:45.`,
        ],
      ];
      for (const [date, time, message] of cases) {
        const refused = await book(slotAt(date, time));
        expect(refused.statusCode, `${date} ${time}`).toBe(422);
        expect(refused.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          details: [{ field: 'scheduled_at', message }],
        });
      }
      // Twenty-minute slots from 08:00: the one at 12:20 would end after 12:30.
      const late = await book(slotAt('2026-03-03', '12:20'), meron);
      expect(late.json().details).toEqual([
        {
          field: 'scheduled_at',
          message:
            'Dr. Meron Haile works Tuesday, Thursday and Saturday, 08:00 to 12:30, in 20-minute slots: a slot at 12:20 would end after 12:30; pick 11:40 or 12:00.',
        },
      ]);
      expect((await book(slotAt('2026-03-07', '12:00'), meron)).statusCode).toBe(201);
      // Nothing refused was written.
      const list = await call('GET', '/api/models/appointment?pageSize=200', h.reception);
      expect(list.json().total).toBe(2);
    },
  );

  it.skipIf(skip)(
    'refuses a second booking of a slot with 409 naming it and the booking, not the patient',
    async () => {
      const first = await book(slotAt('2026-03-04', '09:30'), abebe, 0);
      expect(first.statusCode).toBe(201);
      const number = first.json().appointment_number;
      const second = await book(slotAt('2026-03-04', '09:30'), abebe, 1, h.nurse);
      expect(second.statusCode).toBe(409);
      const message = `Dr. Abebe Kebede's 09:30 slot on March 4, 2026 is already booked (${number}). Pick another time, such as 09:15 or 09:45.`;
      expect(second.json()).toEqual({
        status: 409,
        code: 'SLOT_TAKEN',
        message,
        details: [{ field: 'scheduled_at', message }],
      });
      for (const secret of [patients[0]?.name, patients[0]?.mrn, 'Almaz', 'Cough'])
        expect(second.body).not.toContain(secret);
      // Another physician's same time is free; so is the slot once the booking is cancelled.
      expect((await book(slotAt('2026-03-05', '09:20'), meron, 1)).statusCode).toBe(201);
      const cancelled = await move(first.json().id, 'Cancelled', h.manager);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await book(slotAt('2026-03-04', '09:30'), abebe, 1)).statusCode).toBe(201);
      // A No Show frees it too.
      const missed = await book(slotAt('2026-03-04', '10:00'), abebe, 2);
      expect((await move(missed.json().id, 'No Show', h.reception)).statusCode).toBe(200);
      expect((await book(slotAt('2026-03-04', '10:00'), abebe, 0)).statusCode).toBe(201);
    },
  );

  it.skipIf(skip)(
    'checks a move to another time or physician, leaving the booking itself out',
    async () => {
      const held = await book(slotAt('2026-03-06', '11:00'), abebe, 0);
      const moving = await book(slotAt('2026-03-06', '11:15'), abebe, 1);
      const { id, version } = moving.json();
      const put = (version: number, values: object) =>
        call('PUT', `/api/models/appointment/${id}`, h.reception, { version, ...values });
      const onto = await put(version, { scheduled_at: slotAt('2026-03-06', '11:00') });
      expect(onto.statusCode).toBe(409);
      expect(onto.json().message).toContain(`(${held.json().appointment_number})`);
      const offGrid = await put(version, { scheduled_at: slotAt('2026-03-06', '11:20') });
      expect(offGrid.statusCode).toBe(422);
      // Its own slot, a reason changed: nothing to check; a free slot: moved.
      expect((await put(version, { reason: 'Cough and fever' })).statusCode).toBe(200);
      const moved = await put(version + 1, { scheduled_at: slotAt('2026-03-06', '11:30') });
      expect(moved.statusCode, moved.body).toBe(200);
      // Moving to a physician whose slot at that time is free, but not a working day of theirs.
      const meronsDayOff = await put(version + 2, { physician: meron });
      expect(meronsDayOff.statusCode).toBe(422);
      expect(meronsDayOff.json().details[0].message).toMatch(
        /^Dr\. Meron Haile works .*not on Fridays/,
      );
    },
  );

  it.skipIf(skip)('refuses to restore a deleted booking whose slot was booked since', async () => {
    const deleted = await book(slotAt('2026-03-12', '15:00'), abebe, 0, h.nurse);
    const id = deleted.json().id;
    expect((await call('DELETE', `/api/models/appointment/${id}`, h.nurse)).statusCode).toBe(200);
    const since = await book(slotAt('2026-03-12', '15:00'), abebe, 1);
    expect(since.statusCode).toBe(201);
    const restored = await call('POST', `/api/models/appointment/${id}/restore`, h.admin);
    expect(restored.statusCode).toBe(409);
    expect(restored.json()).toMatchObject({
      code: 'SLOT_TAKEN',
      message: expect.stringContaining(`(${since.json().appointment_number})`),
    });
  });

  it.skipIf(skip)('lets exactly one of ten bookings of one slot at once through', async () => {
    const at = slotAt('2026-03-09', '14:00');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(at, abebe, i % patients.length)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('SLOT_TAKEN');
    const day = await call(
      'GET',
      `/api/models/appointment?filter[physician]=${abebe}&filter[scheduled_at][gte]=2026-03-09&filter[scheduled_at][lte]=2026-03-09`,
      h.reception,
    );
    expect(day.json().total).toBe(1);
  });

  it.skipIf(skip)(
    "answers a physician's slots of a day, free or taken, with no patient",
    async () => {
      const taken = await book(slotAt('2026-03-10', '08:45'), abebe, 0);
      const answer = await slots(`physician=${abebe}&date=2026-03-10`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as AppointmentSlots;
      expect(body).toMatchObject({
        physician: abebe,
        date: '2026-03-10',
        hours: 'Dr. Abebe Kebede works Monday to Friday, 08:30 to 17:00, in 15-minute slots',
        working: true,
      });
      expect(body.slots).toHaveLength(34);
      expect(body.slots[0]).toEqual({
        time: '08:30',
        start: '2026-03-10T08:30:00-04:00',
        free: true,
      });
      expect(body.slots[1]).toEqual({
        time: '08:45',
        start: '2026-03-10T08:45:00-04:00',
        free: false,
      });
      expect(body.slots.at(-1)?.time).toBe('16:45');
      expect(body.slots.filter((s) => !s.free)).toHaveLength(1);
      expect(answer.body).not.toContain(patients[0]?.name.split(' ')[0]);
      expect(answer.body).not.toContain(taken.json().appointment_number);
      // Moving that booking: its own slot shows free.
      const moving = await slots(`physician=${abebe}&date=2026-03-10&exclude=${taken.json().id}`);
      expect(moving.json().slots.every((s: { free: boolean }) => s.free)).toBe(true);
      // A day off: no slots.
      const sunday = await slots(`physician=${abebe}&date=2026-03-15`, h.nurse);
      expect(sunday.json()).toMatchObject({ working: false, slots: [] });
      // Only those who book may ask; a bad day or physician is named.
      expect((await slots(`physician=${abebe}&date=2026-03-10`, h.doctor)).statusCode).toBe(403);
      expect((await slots(`physician=${abebe}&date=2026-02-30`)).json()).toMatchObject({
        status: 400,
        code: 'BAD_DATE',
      });
      expect((await slots(`physician=${abebe}&date=tomorrow`)).statusCode).toBe(400);
      expect((await slots('physician=999999&date=2026-03-10')).statusCode).toBe(404);
    },
  );

  it.skipIf(skip)(
    'lets Reception and the Reception Manager book, check in and cancel',
    async () => {
      const booked = await book(slotAt('2026-03-11', '09:00'), abebe, 0, h.reception);
      expect(booked.statusCode).toBe(201);
      const checkedIn = await move(booked.json().id, 'Checked In', h.reception);
      expect(checkedIn.statusCode, checkedIn.body).toBe(200);
      expect(checkedIn.json().status).toBe('Checked In');
      const other = await book(slotAt('2026-03-11', '09:15'), abebe, 1, h.manager);
      expect(other.statusCode).toBe(201);
      const edited = await call('PUT', `/api/models/appointment/${other.json().id}`, h.manager, {
        version: 1,
        visit_type: 'Follow-up',
      });
      expect(edited.statusCode).toBe(200);
      expect((await move(other.json().id, 'Cancelled', h.manager)).statusCode).toBe(200);
      // Deleting a booking stays with the Triage Nurse (spec 6.3); the doctor still only reads.
      expect(
        (await call('DELETE', `/api/models/appointment/${other.json().id}`, h.reception))
          .statusCode,
      ).toBe(403);
      expect((await book(slotAt('2026-03-11', '09:30'), abebe, 2, h.doctor)).statusCode).toBe(403);
    },
  );

  it.skipIf(skip)(
    "keeps a physician's hours whole: the day ends after it starts, 15 minutes by default",
    async () => {
      const made = await createRecord(
        app,
        h.hr,
        'physician',
        physicianBody(department, { license_number: 'MD-0003', slot_minutes: undefined }),
      );
      expect(made.slot_minutes).toBe(15);
      const wrong = await call(
        'POST',
        '/api/models/physician',
        h.hr,
        physicianBody(department, {
          license_number: 'MD-0004',
          start_time: '17:00',
          end_time: '08:30',
        }),
      );
      expect(wrong.json()).toMatchObject({
        status: 422,
        details: [{ field: 'end_time', message: 'End Time must be after Start Time (17:00)' }],
      });
      const short = await call(
        'POST',
        '/api/models/physician',
        h.hr,
        physicianBody(department, {
          license_number: 'MD-0005',
          start_time: '08:30',
          end_time: '09:00',
          slot_minutes: 45,
        }),
      );
      expect(short.json().details).toEqual([
        {
          field: 'slot_minutes',
          message:
            'Slot Length must fit in the working day: 08:30 to 09:00 holds no 45-minute slot',
        },
      ]);
      const badTime = await call(
        'POST',
        '/api/models/physician',
        h.hr,
        physicianBody(department, { license_number: 'MD-0006', start_time: '8.30' }),
      );
      expect(badTime.json().details).toEqual([
        {
          field: 'start_time',
          message: 'Start Time is required, as a time of day (HH:mm, e.g. 08:30)',
        },
      ]);
    },
  );
});
