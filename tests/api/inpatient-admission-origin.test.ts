// Where an admission comes from (issue 21, ward-fixes), on both databases: a visit ends Admitted
// only through an admission (its workflow's Admit is the server's: a doctor's move is 403, the
// status typed in an edit 422); an emergency is disposed Admitted only by its admission (its
// `auto` option typed by hand, on arrival or later, is 422 on disposition), an
// admission from a visit closes the emergency the visit began as, and an emergency already
// disposed (sent home, referred, died, left, or admitted before) is refused as an admission's
// origin with 422 on `emergency` saying what became of it; so is a visit that has already ended
// (422 on `visit`), and an emergency's visit a doctor ended first is not taken for its admission.
import { beforeAll, describe, expect, it } from 'vitest';
import impatientSchema from '../../schemas/impatient.json';
import { refFilterParams, resolveRefFilter } from '../../src/engine/form/ref-filter';
import type { FieldSchema, RefFilter } from '../../src/engine/types';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('where admissions come from on $dialect', ({ make, skip }) => {
  // 10:15 in the hospital (America/New_York) on 24 November 2026.
  const now = new Date('2026-11-24T15:15:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, read, move } = w;

  beforeAll(async () => {
    if (skip) return;
    const admin = (await signIn(w.app(), 'admin@tena.demo')).headers;
    const er = await call('POST', 'department', admin, {
      name: 'Emergency',
      code: 'ER',
      department_type: 'Clinical',
    });
    expect(er.statusCode, er.body).toBe(201);
  });

  const bed = async () => (await w.f.newRoom(w.f.ward, 1)).beds[0] as number;
  const admitting = async (patient: number, more: Row, headers: Headers = w.f.as.doctor) =>
    call('POST', 'impatient', headers, await w.f.admissionBody(patient, await bed(), more));
  const emergencyOf = async (patient: number) => {
    const made = await call('POST', 'emergency', w.f.as.emergencyNurse, {
      patient,
      arrival_mode: 'Walk-in',
      chief_complaint: 'Fever and cough for five days',
      triage_category: 'Yellow',
    });
    expect(made.statusCode, made.body).toBe(201);
    return made.json() as Row & { id: number; version: number; visit: number };
  };

  it.skipIf(skip)('a visit ends Admitted only through an admission', async () => {
    const patient = await w.f.patient();
    const visit = await call('POST', 'visit', w.f.as.reception, {
      patient,
      department: w.f.department,
      visit_type: 'New',
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const id = Number(visit.json().id);
    expect((await move('visit', id, 'In Consultation', w.f.as.doctor)).statusCode).toBe(200);
    const byHand = await move('visit', id, 'Admitted', w.f.as.doctor);
    expect(byHand.statusCode).toBe(403);
    expect(byHand.json().message).toBe(
      'A visit record moves to "Admitted" only by the server, from other records.',
    );
    // Nor is the status typed in an edit: it changes only through the workflow.
    const { version } = await read('visit', id, w.f.as.doctor);
    const typed = await call('PUT', `visit/${id}`, w.f.as.doctor, { version, status: 'Admitted' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().details).toEqual([
      { field: 'status', message: 'Status changes only through a workflow transition' },
    ]);
    expect((await read('visit', id, w.f.as.doctor)).status).toBe('In Consultation');

    const admitted = await admitting(patient, { visit: id });
    expect(admitted.statusCode, admitted.body).toBe(201);
    expect(await read('visit', id, w.f.as.doctor)).toMatchObject({
      status: 'Admitted',
      outcome_notes: `Admitted as ${admitted.json().admission_number}`,
    });
  });

  it.skipIf(skip)(
    "an emergency's disposition Admitted is its admission's, which closes it from its visit too",
    async () => {
      const patient = await w.f.patient();
      const emergency = await emergencyOf(patient);
      const byHand = await call('PUT', `emergency/${emergency.id}`, w.f.as.doctor, {
        version: emergency.version,
        disposition: 'Admitted',
        disposition_notes: 'Medical ward',
      });
      // The option is `auto` (emergency.json): the server's check of every person's write.
      const admittedByHand = [
        {
          field: 'disposition',
          message:
            'Disposition "Admitted" is set by admitting the patient to a ward and bed (Admit on the emergency board, or under Admission on this emergency), not typed',
        },
      ];
      expect(byHand.statusCode).toBe(422);
      expect(byHand.json().details).toEqual(admittedByHand);
      // ... as on arrival (a new emergency) ...
      const arriving = await call('POST', 'emergency', w.f.as.emergencyNurse, {
        patient,
        arrival_mode: 'Walk-in',
        chief_complaint: 'Chest pain',
        disposition: 'Admitted',
      });
      expect(arriving.statusCode).toBe(422);
      expect(arriving.json().details).toEqual(admittedByHand);
      expect(await read('emergency', emergency.id, w.f.as.doctor)).toMatchObject({
        status: 'Active',
        disposition: null,
      });
      expect((await read('visit', emergency.visit, w.f.as.doctor)).status).toBe('Triaged');

      // Admitted from the emergency's visit (the visit page's Admit to ward): the emergency the
      // visit began as is named and disposed Admitted too, not left on the board.
      expect(
        (await move('visit', emergency.visit, 'In Consultation', w.f.as.doctor)).statusCode,
      ).toBe(200);
      const admitted = await admitting(patient, { visit: emergency.visit });
      expect(admitted.statusCode, admitted.body).toBe(201);
      expect(admitted.json().emergency).toBe(emergency.id);
      expect(await read('emergency', emergency.id, w.f.as.doctor)).toMatchObject({
        status: 'Disposed',
        disposition: 'Admitted',
        disposition_notes: `Admitted as ${admitted.json().admission_number}`,
      });
      expect((await read('visit', emergency.visit, w.f.as.doctor)).status).toBe('Admitted');
    },
  );

  it.skipIf(skip)(
    'refuses an admission from an emergency already disposed, saying what became of it',
    async () => {
      const outcomes: [string, Row][] = [
        ['Discharged', {}],
        ['Referred', { disposition_notes: 'Black Lion Hospital: neurosurgery' }],
        ['Died', { disposition_notes: 'Cardiac arrest, resuscitation failed' }],
        ['Left', {}],
      ];
      for (const [disposition, more] of outcomes) {
        const patient = await w.f.patient();
        const emergency = await emergencyOf(patient);
        const disposed = await call('PUT', `emergency/${emergency.id}`, w.f.as.doctor, {
          version: emergency.version,
          disposition,
          ...more,
        });
        expect(disposed.statusCode, disposed.body).toBe(200);
        const refused = await admitting(
          patient,
          { emergency: emergency.id },
          w.f.as.emergencyNurse,
        );
        expect(refused.statusCode, disposition).toBe(422);
        expect(refused.json().details).toEqual([
          {
            field: 'emergency',
            message: `Emergency ${emergency.emergency_number} was already disposed: ${disposition} at 24 Nov 2026 10:15. A patient is admitted from an emergency still open on the board: leave Emergency empty to admit them without it`,
          },
        ]);
        const held = await call('GET', `impatient?filter[patient]=${patient}`, w.f.as.doctor);
        expect(held.json().rows).toEqual([]);
      }

      // Admitted once, the admission cancelled (admitted in error): the emergency is closed.
      const patient = await w.f.patient();
      const emergency = await emergencyOf(patient);
      const first = await admitting(patient, { emergency: emergency.id }, w.f.as.emergencyNurse);
      expect(first.statusCode, first.body).toBe(201);
      const cancelled = await move(
        'impatient',
        Number(first.json().id),
        'Cancelled',
        w.f.as.doctor,
        {
          cancellation_reason: 'Admitted under the wrong ward',
        },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const again = await admitting(patient, { emergency: emergency.id }, w.f.as.emergencyNurse);
      expect(again.statusCode).toBe(422);
      expect(again.json().details).toEqual([
        {
          field: 'emergency',
          message: `Emergency ${emergency.emergency_number} was already admitted as ${first.json().admission_number} (24 Nov 2026 10:15). A patient is admitted from an emergency still open on the board: leave Emergency empty to admit them without it`,
        },
      ]);
      // Without the emergency the patient is admitted.
      expect((await admitting(patient, {})).statusCode).toBe(201);
    },
  );

  it.skipIf(skip)(
    "the Visit picker offers only the patient's visits still open, as the server accepts",
    async () => {
      const patient = await w.f.patient();
      const visits: Record<string, number> = {};
      for (const state of ['Waiting', 'In Consultation', 'Completed', 'Left Without Being Seen']) {
        const made = await call('POST', 'visit', w.f.as.reception, {
          patient,
          department: w.f.department,
          visit_type: 'New',
        });
        expect(made.statusCode, made.body).toBe(201);
        const id = Number(made.json().id);
        if (state === 'In Consultation' || state === 'Completed')
          expect((await move('visit', id, 'In Consultation', w.f.as.doctor)).statusCode).toBe(200);
        if (state === 'Completed')
          expect((await move('visit', id, 'Completed', w.f.as.doctor)).statusCode).toBe(200);
        if (state === 'Left Without Being Seen')
          expect((await move('visit', id, state, w.f.as.reception)).statusCode).toBe(200);
        visits[state] = id;
      }
      // The picker's list query, as the form builds it from the shipped schema's refFilter.
      const field = impatientSchema.fields.visit as FieldSchema;
      const conditions = resolveRefFilter(field.refFilter as RefFilter, (name) =>
        name === 'patient' ? patient : undefined,
      );
      const query = new URLSearchParams(refFilterParams(conditions)).toString();
      const offered = await call('GET', `visit?${query}`, w.f.as.doctor);
      expect(offered.statusCode, offered.body).toBe(200);
      const ids = (offered.json().rows as Row[]).map((row) => Number(row.id)).sort((a, b) => a - b);
      expect(ids).toEqual(
        [visits.Waiting, visits['In Consultation']].sort((a, b) => Number(a) - Number(b)),
      );
      // What the picker leaves out the server refuses; what it offers is admitted.
      const refused = await admitting(patient, { visit: visits.Completed });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details[0].field).toBe('visit');
      const admitted = await admitting(patient, { visit: visits['In Consultation'] });
      expect(admitted.statusCode, admitted.body).toBe(201);
    },
  );

  it.skipIf(skip)(
    'refuses an admission naming a visit that has already ended, saying what to do instead',
    async () => {
      const visitOf = async (patient: number) => {
        const made = await call('POST', 'visit', w.f.as.reception, {
          patient,
          department: w.f.department,
          visit_type: 'New',
        });
        expect(made.statusCode, made.body).toBe(201);
        return made.json() as Row & { id: number; visit_number: string };
      };
      const ended: [string, (id: number) => Promise<void>][] = [
        [
          'Completed',
          async (id) => {
            expect((await move('visit', id, 'In Consultation', w.f.as.doctor)).statusCode).toBe(
              200,
            );
            expect((await move('visit', id, 'Completed', w.f.as.doctor)).statusCode).toBe(200);
          },
        ],
        [
          'Left Without Being Seen',
          async (id) => {
            const left = await move('visit', id, 'Left Without Being Seen', w.f.as.reception);
            expect(left.statusCode, left.body).toBe(200);
          },
        ],
      ];
      for (const [status, end] of ended) {
        const patient = await w.f.patient();
        const visit = await visitOf(patient);
        await end(visit.id);
        const refused = await admitting(patient, { visit: visit.id });
        expect(refused.statusCode, status).toBe(422);
        expect(refused.json().details).toEqual([
          {
            field: 'visit',
            message: `Visit ${visit.visit_number} has already ended: ${status} at November 24, 2026, 10:15 AM. A patient is admitted from a visit still open: start a new visit for them (or admit them from their emergency on the board), or leave Visit empty`,
          },
        ]);
        expect(
          (await call('GET', `impatient?filter[patient]=${patient}`, w.f.as.doctor)).json().rows,
        ).toEqual([]);
        // A new visit of the same patient is one to admit from.
        const again = await admitting(patient, { visit: (await visitOf(patient)).id });
        expect(again.statusCode, again.body).toBe(201);
      }

      // Admitted once and discharged: that visit ended Admitted and takes no second admission.
      const patient = await w.f.patient();
      const visit = await visitOf(patient);
      const first = await admitting(patient, { visit: visit.id });
      expect(first.statusCode, first.body).toBe(201);
      const cancelled = await move(
        'impatient',
        Number(first.json().id),
        'Cancelled',
        w.f.as.doctor,
        {
          cancellation_reason: 'Admitted in error',
        },
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const second = await admitting(patient, { visit: visit.id });
      expect(second.statusCode).toBe(422);
      expect(second.json().details[0]).toMatchObject({
        field: 'visit',
        message: expect.stringContaining(
          `Visit ${visit.visit_number} has already ended: Admitted at`,
        ),
      });

      // An emergency still on the board whose visit a doctor ended first: admitted from the
      // emergency, the admission names no visit (the ended one is not taken) and is made.
      const brought = await w.f.patient();
      const emergency = await emergencyOf(brought);
      expect(
        (await move('visit', emergency.visit, 'In Consultation', w.f.as.doctor)).statusCode,
      ).toBe(200);
      expect((await move('visit', emergency.visit, 'Completed', w.f.as.doctor)).statusCode).toBe(
        200,
      );
      const fromBoard = await admitting(
        brought,
        { emergency: emergency.id },
        w.f.as.emergencyNurse,
      );
      expect(fromBoard.statusCode, fromBoard.body).toBe(201);
      expect(fromBoard.json()).toMatchObject({ emergency: emergency.id, visit: null });
      expect((await read('visit', emergency.visit, w.f.as.doctor)).status).toBe('Completed');
    },
  );
});
