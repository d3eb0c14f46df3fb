// Emergency care (issue 18), on both databases, with the server's clock set by the test: an
// emergency opens its emergency visit; triage stamps its time and moves the visit; a
// disposition stamps its time, ends the emergency and moves the visit where the patient went
// (Admitted only by an admission: by hand it is refused, and the form does not offer it);
// the emergency board orders the active emergencies (those awaiting triage, then by triage
// category, the longest waiting first within each), with minutes since arrival on the server's
// clock; who may open it; and the board's news on socket.io after a committed write.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offeredOptions } from '../../src/engine/format';
import type { FieldSchema } from '../../src/engine/types';
import type { EmergencyBoard, EmergencyBoardWatchAck } from '../../src/engine/wire/emergency-board';
import { signIn, useSeededApp } from '../helpers/app';
import { type ClinicalFixtures, clinicalFixtures } from '../helpers/clinical-fixtures';
import { dialectCases } from '../helpers/databases';
import { connected, socketClients } from '../helpers/sockets';

type Headers = Record<string, string>;
type Row = Record<string, unknown> & { id: number; version: number };
type Who = 'nurse' | 'manager' | 'doctor' | 'triage' | 'reception' | 'admin';
const EMAILS: Record<Who, string> = {
  nurse: 'emergency-nurse@tena.demo',
  manager: 'emergency-manager@tena.demo',
  doctor: 'doctor@tena.demo',
  triage: 'triage-nurse@tena.demo',
  reception: 'reception@tena.demo',
  admin: 'admin@tena.demo',
};

describe.each(dialectCases)('emergency care on $dialect', ({ make, skip }) => {
  // 08:00 in the hospital (America/New_York) on 2 March 2026.
  let now = new Date('2026-03-02T13:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  const sockets = socketClients(() => url);
  let url: string;
  let app: FastifyInstance;
  let f: ClinicalFixtures;
  const h = {} as Record<Who, Headers>;
  const tokens = {} as Record<Who, string>;

  /** Moves the server's clock; tokens follow it, so everyone signs in again. */
  const at = async (instant: string) => {
    now = new Date(instant);
    for (const who of Object.keys(EMAILS) as Who[]) {
      const signed = await signIn(app, EMAILS[who]);
      h[who] = signed.headers;
      tokens[who] = signed.accessToken;
    }
    await f?.signInAgain();
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    f = await clinicalFixtures(app);
    await at(now.toISOString());
  }, 60_000);
  afterAll(() => sockets.closeAll());

  const call = (method: string, path: string, headers: Headers, payload?: object) =>
    app.inject({ method: method as 'GET', url: `/api/${path}`, headers, payload });
  const arrive = async (patient: number, more: Record<string, unknown> = {}) => {
    const response = await call('POST', 'models/emergency', h.nurse, {
      patient,
      arrival_mode: 'Walk-in',
      ...more,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const read = async (model: string, id: unknown) => {
    const response = await call('GET', `models/${model}/${id}`, h.manager);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row;
  };
  const edit = async (emergency: Row, values: Record<string, unknown>, headers = h.nurse) =>
    call('PUT', `models/emergency/${emergency.id}`, headers, {
      version: (await read('emergency', emergency.id)).version,
      ...values,
    });
  const board = async (headers: Headers) => {
    const response = await call('GET', 'emergency/board', headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as EmergencyBoard;
  };
  const sameInstant = (value: unknown, instant: string) =>
    expect(new Date(String(value)).getTime()).toBe(Date.parse(instant));

  it.skipIf(skip)('opens the emergency visit of a new emergency', async () => {
    const patient = await f.patient({ first_name: 'Tsehay' });
    const emergency = await arrive(patient, {
      arrival_mode: 'Ambulance',
      brought_by: 'Red Cross ambulance crew',
      chief_complaint: 'Chest pain for two hours',
    });
    expect(emergency.emergency_number).toMatch(/^EMR-2026-\d{6}$/);
    expect(emergency.status).toBe('Active');
    sameInstant(emergency.arrived_at, '2026-03-02T13:00:00Z');
    const visit = await read('visit', emergency.visit);
    expect(visit).toMatchObject({
      patient,
      department: f.departments.emergency,
      visit_type: 'Emergency',
      status: 'Waiting',
      reason: 'Chest pain for two hours',
    });
    sameInstant(visit.arrived_at, '2026-03-02T13:00:00Z');

    // A visit given is kept, when it is the patient's own.
    const own = await f.visit(patient, { department: f.departments.emergency });
    expect((await arrive(patient, { visit: own.id })).visit).toBe(own.id);
    const other = await f.visit(await f.patient({ first_name: 'Yonas' }));
    const refused = await call('POST', 'models/emergency', h.nurse, {
      patient,
      arrival_mode: 'Walk-in',
      visit: other.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([
      expect.objectContaining({ field: 'visit', message: expect.stringMatching(/^Visit: /) }),
    ]);
  });

  it.skipIf(skip)(
    'refuses to open a visit when the hospital has no Emergency department',
    async () => {
      const patient = await f.patient({ first_name: 'Kalkidan' });
      const removed = await call('DELETE', `models/department/${f.departments.emergency}`, h.admin);
      expect(removed.statusCode, removed.body).toBe(200);
      try {
        const visits = async () =>
          (await call('GET', 'models/visit?pageSize=1', h.manager)).json().total;
        const before = await visits();
        const refused = await call('POST', 'models/emergency', h.nurse, {
          patient,
          arrival_mode: 'Walk-in',
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json().details).toEqual([
          {
            field: 'visit',
            message:
              'No Emergency department to open the visit in: pick the patient\'s visit, or have an administrator add a department named "Emergency"',
          },
        ]);
        expect(await visits()).toBe(before);
      } finally {
        const restored = await call(
          'POST',
          `models/department/${f.departments.emergency}/restore`,
          h.admin,
        );
        expect(restored.statusCode, restored.body).toBe(200);
      }
    },
  );

  it.skipIf(skip)('triage stamps its time and moves the visit to Triaged', async () => {
    await at('2026-03-02T13:00:00Z');
    const emergency = await arrive(await f.patient({ first_name: 'Hirut' }));
    expect(emergency.triage_at).toBeNull();
    await at('2026-03-02T13:04:00Z');
    const triaged = await edit(emergency, { triage_category: 'Orange' });
    expect(triaged.statusCode, triaged.body).toBe(200);
    sameInstant(triaged.json().triage_at, '2026-03-02T13:04:00Z');
    expect((await read('visit', emergency.visit)).status).toBe('Triaged');
    // Raising the category later keeps the first triage's time.
    await at('2026-03-02T13:09:00Z');
    const raised = await edit(emergency, { triage_category: 'Red' });
    sameInstant(raised.json().triage_at, '2026-03-02T13:04:00Z');
  });

  it.skipIf(skip)('a disposition ends the emergency and moves its visit', async () => {
    await at('2026-03-02T14:00:00Z');
    // Admitted is the admission's to write (tests/api/inpatient-admission-origin.test.ts): by
    // hand it is refused, and the emergency and its visit stay open.
    const admitting = await arrive(await f.patient({ first_name: 'PAdmitted' }), {
      triage_category: 'Yellow',
    });
    const byHand = await edit(admitting, { disposition: 'Admitted' }, h.doctor);
    expect(byHand.statusCode).toBe(422);
    expect(byHand.json().details[0].field).toBe('disposition');
    // ... and the form the browser builds from the served schema does not offer it (`auto`).
    const meta = await call('GET', 'meta', h.doctor);
    const field = meta.json().models.emergency.fields.disposition as FieldSchema;
    expect(offeredOptions(field, [])?.map((option) => option.id)).toEqual([
      'Discharged',
      'Referred',
      'Died',
      'Left',
    ]);
    expect((await read('emergency', admitting.id)).status).toBe('Active');
    expect((await read('visit', admitting.visit)).status).toBe('Triaged');
    const cases: [string, string, Record<string, unknown>][] = [
      ['Discharged', 'Completed', {}],
      ['Referred', 'Referred', { disposition_notes: 'Black Lion Hospital: neurosurgery' }],
      ['Died', 'Completed', { disposition_notes: 'Cardiac arrest, resuscitation failed' }],
    ];
    const arrived = [];
    for (const [disposition] of cases)
      arrived.push(
        await arrive(await f.patient({ first_name: `P${disposition}` }), {
          triage_category: 'Yellow',
        }),
      );
    await at('2026-03-02T14:10:00Z');
    for (const [i, [disposition, visitState, more]] of cases.entries()) {
      const emergency = arrived[i] as Row;
      const disposed = await edit(emergency, { disposition, ...more }, h.doctor);
      expect(disposed.statusCode, disposed.body).toBe(200);
      const stored = await read('emergency', emergency.id);
      expect(stored.status, disposition).toBe('Disposed');
      sameInstant(stored.disposition_at, '2026-03-02T14:10:00Z');
      const visit = await read('visit', emergency.visit);
      expect(visit.status, disposition).toBe(visitState);
      sameInstant(visit.ended_at, '2026-03-02T14:10:00Z');
      expect(visit.outcome_notes).toContain(
        `Emergency ${emergency.emergency_number}: ${disposition}`,
      );
      if (disposition === 'Referred')
        expect(visit.referred_to).toBe('Black Lion Hospital: neurosurgery');
      // A disposed emergency is closed to edits.
      const late = await edit(emergency, { interventions: 'More' });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('RECORD_LOCKED');
    }
  });

  it.skipIf(skip)(
    'an examination computes the GCS total and lists under its emergency',
    async () => {
      await at('2026-03-02T14:20:00Z');
      const emergency = await arrive(await f.patient({ first_name: 'Mulu' }));
      const exam = await call('POST', 'models/emergencyPhysicalExamination', h.doctor, {
        emergency: emergency.id,
        airway: 'Patent',
        breathing: 'Laboured',
        circulation: 'Normal',
        gcs_eye: '3',
        gcs_verbal: '4',
        gcs_motor: '6',
        impression: 'Community-acquired pneumonia; oxygen and antibiotics started',
      });
      expect(exam.statusCode, exam.body).toBe(201);
      expect(exam.json()).toMatchObject({ gcs_total: 13, patient: emergency.patient });
      sameInstant(exam.json().examined_at, '2026-03-02T14:20:00Z');
      const partial = await call('POST', 'models/emergencyPhysicalExamination', h.nurse, {
        emergency: emergency.id,
        gcs_eye: '4',
        impression: 'Awaiting the doctor',
      });
      expect(partial.statusCode, partial.body).toBe(201);
      expect(partial.json().gcs_total).toBeNull();
      const related = await call('GET', `models/emergency/${emergency.id}/related`, h.manager);
      expect(related.statusCode, related.body).toBe(200);
      const list = related
        .json()
        .lists.find((l: { model: string }) => l.model === 'emergencyPhysicalExamination');
      expect(list.rows.map((row: { id: number }) => row.id).sort()).toEqual(
        [exam.json().id, partial.json().id].sort(),
      );
      // The triage nurse reads examinations but does not write them.
      const refused = await call('POST', 'models/emergencyPhysicalExamination', h.triage, {
        emergency: emergency.id,
        impression: 'x',
      });
      expect(refused.statusCode).toBe(403);
    },
  );

  it.skipIf(skip)(
    'a patient who leaves unseen leaves the visit unseen; one seen, completed',
    async () => {
      const unseen = await arrive(await f.patient({ first_name: 'Selam' }));
      await edit(unseen, { disposition: 'Left' });
      expect((await read('visit', unseen.visit)).status).toBe('Left Without Being Seen');
      const seen = await arrive(await f.patient({ first_name: 'Abel' }));
      const started = await call('POST', `models/visit/${seen.visit}/transition`, h.doctor, {
        to: 'In Consultation',
        version: (await read('visit', seen.visit)).version,
      });
      expect(started.statusCode, started.body).toBe(200);
      await edit(seen, { disposition: 'Left', disposition_notes: 'Left against medical advice' });
      expect((await read('visit', seen.visit)).status).toBe('Completed');
    },
  );

  it.skipIf(skip)('a referral names where to; the disposition time is the server’s', async () => {
    const emergency = await arrive(await f.patient({ first_name: 'Genet' }));
    const noWhere = await edit(emergency, { disposition: 'Referred' });
    expect(noWhere.statusCode).toBe(422);
    expect(noWhere.json().details).toEqual([
      {
        field: 'disposition_notes',
        message: 'Disposition Notes is required for a referral: the facility referred to, and why',
      },
    ]);
    const stamped = await edit(emergency, {
      disposition: 'Discharged',
      disposition_at: '2026-03-01T08:00:00Z',
    });
    expect(stamped.statusCode).toBe(422);
    expect(stamped.json().details).toEqual([
      {
        field: 'disposition_at',
        message: 'Disposition At is kept by the server from other records and cannot be written',
      },
    ]);
    expect((await read('emergency', emergency.id)).status).toBe('Active');
  });

  it.skipIf(skip)(
    'the board lists those awaiting triage first, then by category, each longest waiting first',
    async () => {
      await at('2026-03-02T15:00:00Z');
      // Those left active by the cases above stay on the board: this case reads its own.
      const patient = (first_name: string, sex: string, date_of_birth: string) =>
        f.patient({ first_name, sex, date_of_birth });
      const made = {
        yellowLater: await arrive(await patient('Almaz', 'Female', '1990-03-02'), {
          triage_category: 'Yellow',
          arrived_at: '2026-03-02T14:00:00Z',
          chief_complaint: 'Abdominal pain',
        }),
        red: await arrive(await patient('Bekele', 'Male', '1958-07-19'), {
          triage_category: 'Red',
          arrived_at: '2026-03-02T14:40:00Z',
          arrival_mode: 'Ambulance',
          chief_complaint: 'Not breathing',
        }),
        yellowEarlier: await arrive(await patient('Chaltu', 'Female', '2025-11-20'), {
          triage_category: 'Yellow',
          arrived_at: '2026-03-02T13:30:00Z',
        }),
        waiting: await arrive(await patient('Dereje', 'Male', '2001-01-01'), {
          arrived_at: '2026-03-02T14:50:00Z',
        }),
        waitingLonger: await arrive(await patient('Hana', 'Female', '1999-09-09'), {
          arrived_at: '2026-03-02T14:20:00Z',
        }),
        green: await arrive(await patient('Eleni', 'Female', '1975-05-05'), {
          triage_category: 'Green',
          arrived_at: '2026-03-02T13:00:00Z',
        }),
        orange: await arrive(await patient('Fikru', 'Male', '1982-02-02'), {
          triage_category: 'Orange',
          arrived_at: '2026-03-02T14:55:00Z',
        }),
        gone: await arrive(await patient('Girma', 'Male', '1966-06-06'), {
          triage_category: 'Red',
          arrived_at: '2026-03-02T12:00:00Z',
          disposition: 'Referred',
          disposition_notes: 'Black Lion Hospital: cardiac surgery',
        }),
      };
      const ours = new Set(Object.values(made).map((e) => e.id));
      const read = await board(h.nurse);
      sameInstant(read.at, '2026-03-02T15:00:00Z');
      const rows = read.rows.filter((row) => ours.has(row.id));
      // Those awaiting triage come first: the triage nurse sees them before anyone is sorted.
      expect(rows.map((row) => row.id)).toEqual([
        made.waitingLonger.id,
        made.waiting.id,
        made.red.id,
        made.orange.id,
        made.yellowEarlier.id,
        made.yellowLater.id,
        made.green.id,
      ]);
      expect(rows.map((row) => row.minutes_waiting)).toEqual([40, 10, 20, 5, 90, 60, 120]);
      expect(rows.slice(0, 2).map((row) => row.triage_category)).toEqual([null, null]);
      expect(rows[2]).toMatchObject({
        emergency_number: made.red.emergency_number,
        patient: made.red.patient,
        triage_category: 'Red',
        chief_complaint: 'Not breathing',
        arrival_mode: 'Ambulance',
        age: '67 y',
        sex: 'Male',
      });
      expect(rows[4]).toMatchObject({ age: '3 mo', sex: 'Female' });
      expect(rows[5]).toMatchObject({ age: '36 y', triage_category: 'Yellow' });
      expect(read.titles.patient?.[String(made.red.patient)]).toMatch(/^Bekele /);
      // The whole board keeps the order: awaiting triage, then every category before the next,
      // oldest first within each.
      const rank = (row: (typeof read.rows)[number]) =>
        [null, 'Red', 'Orange', 'Yellow', 'Green', 'Blue'].indexOf(row.triage_category);
      const keys = read.rows.map((row) => [rank(row), Date.parse(row.arrived_at)] as const);
      expect(keys).toEqual([...keys].sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] - b[0])));
      expect(read.rows.some((row) => row.id === made.gone.id)).toBe(false);
      // The minutes are the server clock's: an hour later every wait is an hour longer.
      await at('2026-03-02T16:00:00Z');
      const later = (await board(h.manager)).rows.filter((row) => ours.has(row.id));
      expect(later.map((row) => row.minutes_waiting)).toEqual([100, 70, 80, 65, 150, 120, 180]);
    },
  );

  it.skipIf(skip)('is opened by the emergency roles, not by reception', async () => {
    await at('2026-03-02T16:00:00Z');
    for (const who of ['nurse', 'manager', 'triage', 'doctor'] as const) {
      const response = await call('GET', 'emergency/board', h[who]);
      expect(response.statusCode, who).toBe(200);
    }
    const refused = await call('GET', 'emergency/board', h.reception);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    for (const who of ['nurse', 'manager'] as const) {
      const meta = (await call('GET', 'meta', h[who])).json();
      expect(meta.screens.emergencies).toMatchObject({
        route: 'emergencies',
        model: 'emergency',
        component: 'emergency-board',
      });
      expect(meta.screens.menu.entries.map((e: { route: string }) => e.route)).toContain(
        'emergencies',
      );
      expect(meta.closedScreens ?? []).not.toContainEqual(
        expect.objectContaining({ routes: expect.arrayContaining(['emergencies']) }),
      );
    }
    const reception = (await call('GET', 'meta', h.reception)).json();
    expect(reception.screens.emergencies).toBeUndefined();
    expect(reception.closedScreens).toContainEqual(
      expect.objectContaining({
        routes: ['emergencies'],
        permissions: expect.arrayContaining(['Emergency Nurse', 'Emergency Manager']),
      }),
    );
    const added = await call('POST', 'models/emergency', h.reception, {
      patient: 1,
      arrival_mode: 'Walk-in',
    });
    expect(added.statusCode).toBe(403);
  });

  it.skipIf(skip)('tells the board’s watchers of every committed emergency write', async () => {
    await at('2026-03-02T16:00:00Z');
    const nurse = sockets.open(tokens.nurse);
    const manager = sockets.open(tokens.manager);
    const reception = sockets.open(tokens.reception);
    for (const client of [nurse, manager, reception]) await connected(client.socket);
    const watch = (client: typeof nurse) =>
      client.socket.emitWithAck('emergency:watch', {}) as Promise<EmergencyBoardWatchAck>;
    expect(await watch(nurse)).toEqual({ ok: true });
    expect(await watch(manager)).toEqual({ ok: true });
    expect(await watch(reception)).toEqual({
      ok: false,
      error: {
        status: 403,
        code: 'FORBIDDEN',
        message: 'The emergency board is for those who may view emergencies: your role may not.',
      },
    });
    const news = (client: typeof nurse) => client.heardOf('emergency:changed').length;
    const emergency = await arrive(await f.patient({ first_name: 'Hana' }));
    await expect.poll(() => news(nurse)).toBe(1);
    await expect.poll(() => news(manager)).toBe(1);
    await edit(emergency, { triage_category: 'Green' });
    await expect.poll(() => news(nurse)).toBe(2);
    // A refused write commits nothing, so nobody hears of it.
    const refused = await edit(emergency, { disposition: 'Referred' });
    expect(refused.statusCode).toBe(422);
    await edit(emergency, { disposition: 'Discharged' });
    await expect.poll(() => news(nurse)).toBe(3);
    expect(news(manager)).toBe(3);
    expect(news(reception)).toBe(0);
  });
});
