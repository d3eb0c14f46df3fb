// Lists and details carry the titles of the records they refer to, by the reader's rights; an
// appointment's time is an instant, kept in UTC.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededApp, signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';
import { copyRegistryDir, type RegistryDir } from '../helpers/registry-dir';

type Headers = Record<string, string>;

// A wing's name is the Doctor's to see; the Triage Nurse may open wings but not read names.
const WING = {
  title: 'Wing',
  groups: [{ id: 'main', name: 'Wing' }],
  fields: { name: { type: 'text', label: 'Name', group: 'main', permissions: ['Doctor'] } },
  list: { columns: ['name'] },
};
const REF_NOTE = {
  title: 'Ref Note',
  groups: [{ id: 'main', name: 'Note' }],
  fields: {
    patient: { type: 'select', label: 'Patient', group: 'main', ref: 'patient' },
    department: { type: 'select', label: 'Department', group: 'main', ref: 'department' },
    wing: { type: 'select', label: 'Wing', group: 'main', ref: 'wing' },
    text: { type: 'text', label: 'Text', group: 'main' },
  },
  list: { columns: ['patient', 'department', 'wing', 'text'] },
};

describe.each(dialectCases)('reference titles on $dialect', ({ make, skip }) => {
  let target: TestDatabase;
  let registry: RegistryDir;
  let app: FastifyInstance;
  const h: Record<'admin' | 'doctor' | 'nurse' | 'finance' | 'reception' | 'hr', Headers> =
    {} as never;
  let patient: number;
  let department: number;
  let physician: number;
  let wing: number;
  let note: number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, body?: object) =>
    app.inject({ method, url, headers, payload: body });

  beforeAll(async () => {
    if (skip) return;
    target = make();
    registry = copyRegistryDir();
    registry.writeSchema('wing', WING);
    registry.writeSchema('refNote', REF_NOTE);
    const everyone = ['Doctor', 'Triage Nurse'];
    registry.setMatrixEntity('wing', {
      view: everyone,
      detail: everyone,
      add: ['Doctor'],
      edit: ['Doctor'],
      delete: ['Doctor'],
    });
    const readers = ['Doctor', 'Triage Nurse', 'Finance Head'];
    registry.setMatrixEntity('refNote', {
      view: readers,
      detail: readers,
      add: ['Doctor'],
      edit: ['Doctor'],
      delete: ['Doctor'],
    });
    app = await seededApp(target, { registryDir: registry.root, registry: registry.load() });
    h.admin = (await signIn(app, 'admin@tena.demo')).headers;
    h.doctor = (await signIn(app, 'doctor@tena.demo')).headers;
    h.nurse = (await signIn(app, 'triage-nurse@tena.demo')).headers;
    h.finance = (await signIn(app, 'finance-head@tena.demo')).headers;
    h.reception = (await signIn(app, 'reception@tena.demo')).headers;
    h.hr = (await signIn(app, 'hr-manager@tena.demo')).headers;
    patient = (await call('POST', '/api/models/patient', h.reception, patientBody())).json().id;
    const outpatient = { name: 'Outpatient', code: 'OPD', department_type: 'Clinical' };
    department = (await call('POST', '/api/models/department', h.admin, outpatient)).json().id;
    physician = (
      await call('POST', '/api/models/physician', h.hr, physicianBody(department))
    ).json().id;
    wing = (await call('POST', '/api/models/wing', h.doctor, { name: 'East Wing' })).json().id;
    const body = { patient, department, wing, text: 'seen' };
    note = (await call('POST', '/api/models/refNote', h.doctor, body)).json().id;
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
    registry?.dispose();
  });

  it.skipIf(skip)('names the referenced records in a list and a detail', async () => {
    const expected = {
      patient: { [patient]: 'Abebe Kebede Tesfaye' },
      department: { [department]: 'Outpatient' },
      wing: { [wing]: 'East Wing' },
    };
    const list = await call('GET', '/api/models/refNote', h.doctor);
    expect(list.statusCode).toBe(200);
    expect(list.json().titles).toEqual(expected);
    expect(list.json().rows[0]).toMatchObject({ patient, department, wing });
    const detail = await call('GET', `/api/models/refNote/${note}`, h.doctor);
    expect(detail.json()).toMatchObject({ id: note, patient, titles: expected });
  });

  it.skipIf(skip)('gives no title of a model the reader may not read', async () => {
    // Finance Head may read notes and departments (accounts belong to them), but neither
    // patients nor wings: those two stay ids.
    const readable = { department: { [department]: 'Outpatient' } };
    const list = await call('GET', '/api/models/refNote', h.finance);
    expect(list.statusCode).toBe(200);
    expect(list.json().rows[0]).toMatchObject({ patient, department, wing });
    expect(list.json().titles).toEqual(readable);
    const detail = await call('GET', `/api/models/refNote/${note}`, h.finance);
    expect(detail.json().titles).toEqual(readable);
    expect(JSON.stringify(detail.json())).not.toContain('Abebe');
  });

  it.skipIf(skip)('makes a title only of the fields the reader may see', async () => {
    const list = await call('GET', '/api/models/refNote', h.nurse);
    expect(list.json().titles.wing).toEqual({ [wing]: `Wing #${wing}` });
    expect(list.json().titles.patient).toEqual({ [patient]: 'Abebe Kebede Tesfaye' });
    expect(list.body).not.toContain('East Wing');
  });

  it.skipIf(skip)('names no deleted record', async () => {
    const other = (await call('POST', '/api/models/wing', h.doctor, { name: 'Old Wing' })).json()
      .id;
    const body = { patient, department, wing: other, text: 'moved' };
    const moved = (await call('POST', '/api/models/refNote', h.doctor, body)).json().id;
    expect((await call('DELETE', `/api/models/wing/${other}`, h.doctor)).statusCode).toBe(200);
    const detail = await call('GET', `/api/models/refNote/${moved}`, h.doctor);
    expect(detail.json().wing).toBe(other);
    expect(detail.json().titles.wing).toEqual({});
  });

  it.skipIf(skip)('lists appointments with patient, physician and department names', async () => {
    const booked = await call('POST', '/api/models/appointment', h.nurse, {
      patient,
      department,
      physician,
      scheduled_at: '2026-03-02T09:30:00-05:00',
      visit_type: 'New Visit',
      reason: 'Headache',
    });
    expect(booked.statusCode).toBe(201);
    const list = await call('GET', '/api/models/appointment', h.nurse);
    expect(list.json().titles).toEqual({
      patient: { [patient]: 'Abebe Kebede Tesfaye' },
      department: { [department]: 'Outpatient' },
      physician: { [physician]: 'Hana Girma' },
    });
  });

  it.skipIf(skip)(
    'keeps appointment times as UTC instants, so they sort in time order',
    async () => {
      const book = (scheduled_at: string) =>
        call('POST', '/api/models/appointment', h.nurse, {
          patient,
          department,
          scheduled_at,
          visit_type: 'Follow-up',
          reason: 'Sorting',
        });
      // 13:30 UTC, written in New York's offset; 10:00 UTC is earlier, though its text sorts later.
      const later = await book('2026-04-06T09:30:00-04:00');
      const earlier = await book('2026-04-06T10:00:00Z');
      expect(later.statusCode).toBe(201);
      expect(later.json().scheduled_at).toBe('2026-04-06T13:30:00.000Z');
      expect(earlier.json().scheduled_at).toBe('2026-04-06T10:00:00.000Z');
      const list = await call(
        'GET',
        '/api/models/appointment?q=Sorting&sort=scheduled_at&direction=asc',
        h.nurse,
      );
      expect(list.json().rows.map((r: { id: number }) => r.id)).toEqual([
        earlier.json().id,
        later.json().id,
      ]);
    },
  );

  it.skipIf(skip)('refuses an appointment time without its offset, naming the field', async () => {
    const res = await call('POST', '/api/models/appointment', h.nurse, {
      patient,
      department,
      scheduled_at: '2026-03-02T09:30',
      visit_type: 'New Visit',
      reason: 'Headache',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details).toEqual([
      {
        field: 'scheduled_at',
        message:
          'Appointment Time must be a date and time with its offset (yyyy-MM-ddTHH:mm:ss+hh:mm or Z)',
      },
    ]);
  });
});
