// Issue 16 item 13: roles that could not do their daily work. Each case signs in as the demo user
// of the role and does, through the API, what that role's day consists of; spec 6.3's rows stay
// as written (the waiting screen and the emergencies page read appointments through their own
// entities, not through the appointment view right that spec 6.3 gives Triage Nurse and Doctor).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';

type Headers = Record<string, string>;

async function call(
  app: FastifyInstance,
  method: string,
  url: string,
  headers: Headers,
  payload?: object,
) {
  return app.inject({ method: method as 'GET', url, headers, payload });
}

describe.each(dialectCases)('daily work of the roles on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  const as: Record<string, Headers> = {};
  let emergencyVisit: number;
  let checkedIn: number;
  let bed: number;
  let prescription: number;

  beforeAll(async () => {
    if (skip) return;
    const { app } = suite;
    for (const role of [
      'Preferences',
      'HR Manager',
      'Reception',
      'Triage Nurse',
      'Doctor',
      'Liaison Manager',
      'Waiting Screen',
      'Emergency Nurse',
      'Emergency Manager',
      'IPD Nurse',
      'Pharmacist',
    ])
      as[role] = (await signIn(app, demoEmail(role))).headers;
    const made = async (model: string, role: string, body: object) => {
      const response = await call(app, 'POST', `/api/models/${model}`, as[role] as Headers, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const department = await made('department', 'Preferences', {
      name: 'Emergency',
      code: 'ER',
      department_type: 'Clinical',
    });
    const physician = await made('physician', 'HR Manager', physicianBody(department));
    const patient = await made('patient', 'Reception', patientBody());
    const visit = (visit_type: string) =>
      made('appointment', 'Triage Nurse', {
        patient,
        department,
        physician,
        scheduled_at: '2026-03-02T09:00:00-05:00',
        visit_type,
        reason: `Private reason of a ${visit_type} visit`,
      });
    emergencyVisit = await visit('Emergency');
    await visit('New Visit');
    checkedIn = await visit('Follow-up');
    const moved = await call(
      app,
      'POST',
      `/api/models/appointment/${checkedIn}/transition`,
      as['Triage Nurse'] as Headers,
      { to: 'Checked In' },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const room = await made('room', 'Liaison Manager', {
      room_number: 'W-101',
      ward: 'Medical Ward',
      room_type: 'General',
      capacity: 4,
      status: 'Available',
    });
    bed = await made('bed', 'Liaison Manager', {
      bed_number: 'W-101-A',
      room,
      bed_type: 'Standard',
      status: 'Available',
    });
    prescription = await made('prescription', 'Doctor', {
      patient,
      physician,
      prescription_date: '2026-03-02',
      diagnosis: 'Otitis media',
      status: 'Active',
      items: [{ drug: 'Amoxicillin 500 mg', dose: '1 capsule', frequency: 'TID' }],
    });
  }, 60_000);

  it.skipIf(skip)(
    'the Waiting Screen role opens the waiting screen from its menu and reads only the queue it shows',
    async () => {
      const headers = as['Waiting Screen'] as Headers;
      const meta = (await call(suite.app, 'GET', '/api/meta', headers)).json();
      const menu = meta.screens.menu.entries.map((entry: { route: string }) => entry.route);
      expect(menu).toContain('waiting_screen');
      expect(meta.screens['waiting-screen']).toMatchObject({ route: 'waiting_screen' });

      const queue = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=waiting_screen',
        headers,
      );
      expect(queue.statusCode, queue.body).toBe(200);
      // Only the checked-in visit waits, and the screen's columns (beside the row's
      // bookkeeping) are all it carries: no reason for the visit, no notes.
      expect(queue.json().rows.map((row: { id: number }) => row.id)).toEqual([checkedIn]);
      const bookkeeping = ['id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by'];
      expect(Object.keys(queue.json().rows[0]).sort()).toEqual(
        [...bookkeeping, ...meta.screens['waiting-screen'].columns].sort(),
      );
      expect(meta.screens['waiting-screen'].schema.fields).not.toHaveProperty('reason');
      // The queue does not open the appointment list itself, nor its other fields.
      const list = await call(suite.app, 'GET', '/api/models/appointment', headers);
      expect(list.statusCode).toBe(403);
      const reason = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=waiting_screen&fields=reason',
        headers,
      );
      expect(reason.statusCode).toBe(403);
      expect(reason.json().code).toBe('FIELD_FORBIDDEN');
      const other = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=waiting_screen&filter[status]=Scheduled',
        headers,
      );
      expect(other.json().rows.map((row: { id: number }) => row.id)).toEqual([checkedIn]);
      // Nor with any other operator on the field the screen fixes: the screen's value is the one.
      const unfixed = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=waiting_screen&filter[status][ne]=Checked%20In',
        headers,
      );
      expect(unfixed.json().rows.map((row: { id: number }) => row.id)).toEqual([checkedIn]);
    },
  );

  it.skipIf(skip).each(['Emergency Nurse', 'Emergency Manager'])(
    '%s opens the emergencies page: emergency visits only',
    async (role) => {
      const headers = as[role] as Headers;
      const meta = (await call(suite.app, 'GET', '/api/meta', headers)).json();
      expect(meta.screens.emergencies).toMatchObject({ route: 'emergencies' });
      expect(meta.screens.menu.entries.map((e: { route: string }) => e.route)).toContain(
        'emergencies',
      );
      const page = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=emergencies&filter[visit_type]=Emergency',
        headers,
      );
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json().rows.map((row: { id: number }) => row.id)).toEqual([emergencyVisit]);
      // Asking the page for another visit type still lists emergencies only.
      const widened = await call(
        suite.app,
        'GET',
        '/api/models/appointment?screen=emergencies&filter[visit_type]=New%20Visit',
        headers,
      );
      expect(widened.json().rows.map((row: { id: number }) => row.id)).toEqual([emergencyVisit]);
      expect((await call(suite.app, 'GET', '/api/models/appointment', headers)).statusCode).toBe(
        403,
      );
    },
  );

  it.skipIf(skip)('an IPD Nurse moves a bed through its states', async () => {
    const headers = as['IPD Nurse'] as Headers;
    for (const to of ['Occupied', 'Cleaning', 'Available']) {
      const moved = await call(suite.app, 'POST', `/api/models/bed/${bed}/transition`, headers, {
        to,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().status).toBe(to);
    }
    // Editing the bed itself stays the Liaison Manager's (spec 6.3: Room, bed).
    const edit = await call(suite.app, 'PUT', `/api/models/bed/${bed}`, headers, {
      version: 4,
      notes: 'x',
    });
    expect(edit.statusCode).toBe(403);
  });

  it.skipIf(skip)('a Pharmacist marks a prescription dispensed', async () => {
    const headers = as.Pharmacist as Headers;
    const detail = await call(
      suite.app,
      'GET',
      `/api/models/prescription/${prescription}`,
      headers,
    );
    expect(detail.json().status).toBe('Active');
    const moved = await call(
      suite.app,
      'POST',
      `/api/models/prescription/${prescription}/transition`,
      headers,
      { to: 'Dispensed', version: detail.json().version },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().status).toBe('Dispensed');
  });
});
