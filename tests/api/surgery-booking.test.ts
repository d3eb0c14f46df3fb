// Theatre bookings (issue 21), on both databases: operating rooms (code, OR Store), a case's
// times, overlapping bookings of a room, surgeon or anesthetist refused with 409 THEATRE_BUSY
// naming the other case (never its patient), ten bookings of one slot at once (one is made),
// and the procedure fee charged once when the case goes into theatre, for the OR Cashier.
import { fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { dialectCases } from '../helpers/databases';
import { useSurgerySuite } from '../helpers/surgery-suite';

const NOW = new Date('2026-03-02T06:00:00Z');
/** A wall-clock time on the hospital's clock as the instant the API takes. */
const at = (wall: string) => fromZonedTime(wall, DEFAULT_SETTINGS.timeZone).toISOString();

describe.each(dialectCases)('theatre booking on $dialect', ({ make, skip }) => {
  const { s, f, call } = useSurgerySuite({ make, skip }, () => NOW);

  it.skipIf(skip)('an operating room has its own code and an OR Store', async () => {
    const room = await call('GET', `/models/operationRoom/${s.room.id}`, s.as.liaisonManager);
    expect(room.json().is_active).toBe(true);
    const twin = await call('POST', '/models/operationRoom', s.as.liaisonManager, {
      code: ` ${s.room.code} `,
      name: 'Second theatre',
      room_type: 'Minor',
      warehouse: s.store,
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().details).toContainEqual({
      field: 'code',
      message: `Code ${s.room.code} is already the operating room Theatre ${s.room.code}: each operating room has its own code`,
    });
    const pharmacyRoom = await call('POST', '/models/operationRoom', s.as.liaisonManager, {
      code: 'OR-X9',
      name: 'Wrong store',
      room_type: 'Minor',
      warehouse: f.warehouses.pharmacy,
    });
    expect(pharmacyRoom.statusCode).toBe(422);
    expect(pharmacyRoom.json().details.map((d: { field: string }) => d.field)).toContain(
      'warehouse',
    );
  });

  it.skipIf(skip)('refuses a case that ends before it starts or lasts over a day', async () => {
    const patient = await s.patient();
    const backwards = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(patient, at('2026-03-10 09:00'), {
        scheduled_end: at('2026-03-10 08:00'),
      }),
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().details).toEqual([
      {
        field: 'scheduled_end',
        message: 'Ends At must be after Starts At (09:00–08:00 is backwards)',
      },
    ]);
    const long = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(patient, at('2026-03-10 09:00'), {
        scheduled_end: at('2026-03-11 11:30'),
      }),
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().details).toEqual([
      {
        field: 'scheduled_end',
        message:
          'A booking lasts at most 24 hours: this one lasts 26 h 30 min; book the time the operation needs',
      },
    ]);
  });

  it.skipIf(skip)('refuses a room, surgeon or anesthetist booked at that time', async () => {
    const first = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(await s.patient({ first_name: 'Hiwot' }), at('2026-03-11 09:00'), {
        scheduled_end: at('2026-03-11 11:00'),
      }),
    );
    expect(first.statusCode).toBe(201);
    const number = first.json().case_number;
    const other = await s.patient();
    // The same room, another team.
    const room = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(other, at('2026-03-11 10:30'), {
        surgeon: await s.newSurgeon(),
        anesthetist: await s.newAnesthetist(),
      }),
    );
    expect(room.statusCode).toBe(409);
    expect(room.json().code).toBe('THEATRE_BUSY');
    expect(room.json().details).toEqual([
      {
        field: 'operation_room',
        message: `${s.room.code} is booked 09:00–11:00 for ${number} (Open appendicectomy): pick another time or room`,
      },
    ]);
    expect(room.body ?? JSON.stringify(room.json())).not.toContain('Hiwot');
    // Another room, the same surgeon and anesthetist.
    const elsewhere = await s.newRoom();
    const team = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(other, at('2026-03-11 08:30'), { operation_room: elsewhere.id }),
    );
    expect(team.statusCode).toBe(409);
    expect(team.json().details).toEqual([
      {
        field: 'surgeon',
        message: `Dr. Dawit Alemu is booked 09:00–11:00 for ${number} (Open appendicectomy): pick another time or surgeon`,
      },
      {
        field: 'anesthetist',
        message: `Meron Tadesse is booked 09:00–11:00 for ${number} (Open appendicectomy): pick another time or anesthetist`,
      },
    ]);
    // Back to back is no overlap.
    const after = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(other, at('2026-03-11 11:00')),
    );
    expect(after.statusCode).toBe(201);
    // A cancelled case frees its time.
    const cancelled = await s.move(first.json().id, 'Cancelled', s.as.doctor, {
      cancellation_reason: 'List overran',
    });
    expect(cancelled.statusCode).toBe(200);
    const again = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(await s.patient(), at('2026-03-11 09:30')),
    );
    expect(again.statusCode).toBe(201);
  });

  it.skipIf(skip)('moving a case into a taken time is refused too', async () => {
    const first = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(await s.patient(), at('2026-03-12 09:00')),
    );
    const second = await call(
      'POST',
      '/models/surgicalCase',
      s.as.doctor,
      s.caseBody(await s.patient(), at('2026-03-12 11:00')),
    );
    expect(second.statusCode).toBe(201);
    const moved = await call('PUT', `/models/surgicalCase/${second.json().id}`, s.as.doctor, {
      version: second.json().version,
      scheduled_start: at('2026-03-12 09:30'),
      scheduled_end: at('2026-03-12 10:30'),
    });
    expect(moved.json()).toMatchObject({ code: 'THEATRE_BUSY' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().details[0].message).toContain(first.json().case_number);
    // Editing a case's own other fields keeps its time.
    const edited = await call('PUT', `/models/surgicalCase/${first.json().id}`, s.as.doctor, {
      version: first.json().version,
      priority: 'Emergency',
    });
    expect(edited.statusCode).toBe(200);
  });

  it.skipIf(skip)('of ten bookings of one slot at once, one is made', async () => {
    const patients = [];
    for (let i = 0; i < 10; i += 1) patients.push(await s.patient());
    const answers = await Promise.all(
      patients.map((patient) =>
        call(
          'POST',
          '/models/surgicalCase',
          s.as.doctor,
          s.caseBody(patient, at('2026-03-13 09:00')),
        ),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
  });

  it.skipIf(skip)('charges the procedure fee once, into theatre, for the OR Cashier', async () => {
    const signedIn = await s.caseAt('Sign-in Done');
    const before = await call(
      'GET',
      `/models/charge?filter[source_id]=${signedIn.id}&filter[source_model]=surgicalCase`,
      s.as.orCashier,
    );
    expect(before.json().rows).toEqual([]);
    const inTheatre = await s.move(Number(signedIn.id), 'In Theatre');
    expect(inTheatre.statusCode).toBe(200);
    expect(inTheatre.json().wheeled_in_at).toBe(NOW.toISOString());
    const charges = await call(
      'GET',
      `/models/charge?filter[source_id]=${signedIn.id}&filter[source_model]=surgicalCase`,
      s.as.orCashier,
    );
    expect(charges.json().rows).toEqual([
      expect.objectContaining({
        amount: '25000.00',
        cashier_point: 'OR',
        status: 'Unbilled',
        patient: signedIn.patient,
      }),
    ]);
  });

  it.skipIf(skip)(
    'an operation note takes the patient, surgeon and procedure of its case',
    async () => {
      const done = await s.caseAt('Sign-out Done');
      const note = await call('POST', '/models/operationNote', s.as.seniorDoctor, {
        surgical_case: done.id,
        findings: 'Inflamed, non-perforated appendix',
        procedure_details:
          'Gridiron incision; appendix ligated and removed; wound closed in layers',
        estimated_blood_loss: 50,
      });
      expect(note.statusCode).toBe(201);
      expect(note.json()).toMatchObject({
        patient: done.patient,
        surgeon: s.surgeon,
        procedure: 'Open appendicectomy',
        anesthesia_type: 'General',
        operation_date: '2026-03-02',
      });
    },
  );
});
