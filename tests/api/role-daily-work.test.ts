// Issue 16 item 13: roles that could not do their daily work. Each case signs in as the demo user
// of the role and does, through the API, what that role's day consists of; spec 6.3's rows stay
// as written (the waiting screens are `waitingScreen` records whose boards carry numbers and
// first names, never the appointments or visits behind them; the emergencies page is the
// emergency board).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { slotSeries } from '../helpers/appointments';
import { dialectCases } from '../helpers/databases';
import { patientBody, physicianBody } from '../helpers/patients';
import { billingForProducts } from '../helpers/prescription-fixtures';
import { SPEC_ROLES } from '../helpers/spec-roles';
import { stockFixtures } from '../helpers/stock-fixtures';
import { type WardFixtures, wardFixtures } from '../helpers/ward-fixtures';

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
  let checkedIn: number;
  let department: number;
  let bed: number;
  let wards: WardFixtures;
  let prescription: number;
  const made = async (model: string, role: string, body: object) => {
    const response = await call(
      suite.app,
      'POST',
      `/api/models/${model}`,
      as[role] as Headers,
      body,
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };

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
    department = await made('department', 'Preferences', {
      name: 'Emergency',
      code: 'ER',
      department_type: 'Clinical',
    });
    const physician = await made('physician', 'HR Manager', physicianBody(department));
    const patient = await made('patient', 'Reception', patientBody());
    const nextSlot = slotSeries();
    const visit = (visit_type: string) =>
      made('appointment', 'Triage Nurse', {
        patient,
        department,
        physician,
        scheduled_at: nextSlot(),
        visit_type,
        reason: `Private reason of a ${visit_type} visit`,
      });
    await visit('Emergency');
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
    // A ward's room and bed as the Liaison Manager files them (tests/helpers/ward-fixtures.ts).
    wards = await wardFixtures(app);
    bed = wards.ward.rooms.private.beds[0] as number;
    prescription = await made('prescription', 'Doctor', {
      patient,
      physician,
      prescription_date: '2026-03-02',
      diagnosis: 'Otitis media',
      status: 'Active',
    });
  }, 60_000);

  it.skipIf(skip)(
    'the Waiting Screen role opens the waiting screens from its menu and reads only their boards',
    async () => {
      const headers = as['Waiting Screen'] as Headers;
      const meta = (await call(suite.app, 'GET', '/api/meta', headers)).json();
      const menu = meta.screens.menu.entries.map((entry: { route: string }) => entry.route);
      // The waiting screens and nothing else: no dashboard beside them, and /admin/main (where
      // signing in lands) opens them.
      expect(menu).toEqual(['waiting_screen']);
      expect(meta.home).toBe('waiting_screen');
      expect(meta.screens['waiting-screen']).toMatchObject({
        route: 'waiting_screen',
        model: 'waitingScreen',
      });
      // The department of the checked-in visit has a screen (Preferences sets it up).
      const made = await call(
        suite.app,
        'POST',
        '/api/models/waitingScreen',
        as.Preferences as Headers,
        {
          name: 'Emergency waiting area',
          department,
        },
      );
      expect(made.statusCode, made.body).toBe(201);
      const screens = await call(
        suite.app,
        'GET',
        '/api/models/waitingScreen?filter[is_active]=true',
        headers,
      );
      expect(screens.statusCode, screens.body).toBe(200);
      expect(screens.json().rows.map((row: { id: number }) => row.id)).toContain(made.json().id);
      const board = await call(suite.app, 'GET', `/api/queue/screens/${made.json().id}`, headers);
      expect(board.statusCode, board.body).toBe(200);
      // Only the checked-in visit waits, by its number and the patient's first name.
      expect(board.json()).toMatchObject({ called: [], next: [{ number: 1, firstName: 'Abebe' }] });
      expect(board.body).not.toContain('Private reason');
      expect(board.body).not.toContain('Tesfaye');
      // Nothing else opens: not the appointments, not the visits behind the board.
      for (const url of ['/api/models/appointment', '/api/models/visit', '/api/models/patient'])
        expect((await call(suite.app, 'GET', url, headers)).statusCode, url).toBe(403);
    },
  );

  it.skipIf(skip)(
    'whoever opens the department queue may read the departments its picker offers',
    async () => {
      const opening: string[] = [];
      for (const role of SPEC_ROLES.filter((r) => r !== 'Public Access')) {
        const { headers } = await signIn(suite.app, demoEmail(role));
        const meta = (await call(suite.app, 'GET', '/api/meta', headers)).json();
        const menu = meta.screens.menu.entries.map((entry: { route: string }) => entry.route);
        if (!menu.includes('visit_queue')) continue;
        opening.push(role);
        // The page's department picker reads this list (VisitQueuePage).
        const departments = await call(suite.app, 'GET', '/api/models/department', headers);
        expect(departments.statusCode, `${role}: ${departments.body}`).toBe(200);
      }
      // The emergency and ward nurses and the emergency manager read visits: they open it too.
      expect(opening).toEqual(
        expect.arrayContaining(['Emergency Nurse', 'Emergency Manager', 'IPD Nurse', 'Doctor']),
      );
    },
  );

  it.skipIf(skip).each(['Emergency Nurse', 'Emergency Manager'])(
    '%s opens the emergency board and registers an arrival',
    async (role) => {
      const headers = as[role] as Headers;
      const meta = (await call(suite.app, 'GET', '/api/meta', headers)).json();
      expect(meta.screens.emergencies).toMatchObject({
        route: 'emergencies',
        component: 'emergency-board',
      });
      expect(meta.screens.menu.entries.map((e: { route: string }) => e.route)).toContain(
        'emergencies',
      );
      const patient = (
        await call(suite.app, 'GET', '/api/models/patient?pageSize=1', headers)
      ).json().rows[0].id;
      const arrived = await call(suite.app, 'POST', '/api/models/emergency', headers, {
        patient,
        arrival_mode: 'Walk-in',
        triage_category: 'Yellow',
      });
      expect(arrived.statusCode, arrived.body).toBe(201);
      const board = await call(suite.app, 'GET', '/api/emergency/board', headers);
      expect(board.statusCode, board.body).toBe(200);
      expect(board.json().rows.map((row: { id: number }) => row.id)).toContain(arrived.json().id);
      // The board is theirs; appointments stay spec 6.3's (Triage Nurse, Doctor, front desk).
      expect((await call(suite.app, 'GET', '/api/models/appointment', headers)).statusCode).toBe(
        403,
      );
    },
  );

  it.skipIf(skip)('an IPD Nurse keeps beds: out of service, cleaned after a patient', async () => {
    const headers = as['IPD Nurse'] as Headers;
    const move = (to: string, who: Headers, values?: object) =>
      call(suite.app, 'POST', `/api/models/bed/${bed}/transition`, who, {
        to,
        ...(values ? { values } : {}),
      });
    // A bed's state is derived: only an admission occupies it (the server's `auto` move).
    expect((await move('Occupied', headers)).statusCode).toBe(403);
    const out = await move('Out of Service', headers, {
      out_of_service_reason: 'Broken side rail',
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toMatchObject({ status: 'Out of Service' });
    // Returning it to service is the Liaison Manager's (spec 6.3: Room, bed).
    expect((await move('Vacant', headers)).statusCode).toBe(403);
    expect((await move('Vacant', as['Liaison Manager'] as Headers)).statusCode).toBe(200);
    // A patient admitted in error leaves the bed to be cleaned; the nurse marks it clean.
    const admission = await wards.admit(await wards.patient(), bed);
    const cancelled = await call(
      suite.app,
      'POST',
      `/api/models/impatient/${admission.id}/transition`,
      headers,
      { to: 'Cancelled', values: { cancellation_reason: 'Admitted under the wrong patient' } },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const clean = await move('Vacant', headers);
    expect(clean.statusCode, clean.body).toBe(200);
    expect(clean.json().status).toBe('Vacant');
    // Editing the bed itself stays the Liaison Manager's.
    const edit = await call(suite.app, 'PUT', `/api/models/bed/${bed}`, headers, {
      version: clean.json().version,
      notes: 'x',
    });
    expect(edit.statusCode).toBe(403);
  });

  it.skipIf(skip)('a Pharmacist dispenses a prescription from the pharmacy', async () => {
    // Prescriptions are dispensed, not marked: the Doctor's medicine, in the pharmacy's stock,
    // handed out by the Pharmacist moves the prescription to Dispensed (issue 20).
    await billingForProducts(suite.app);
    const f = await stockFixtures(suite.app);
    await f.receive(f.warehouses.pharmacy, [
      {
        product: f.products.amoxicillin,
        batch_number: 'AMX-1',
        expiry_date: '2027-06-30',
        quantity: 100,
      },
    ]);
    const item = await made('prescriptionItem', 'Doctor', {
      prescription,
      product: f.products.amoxicillin,
      dose: 1,
      dose_unit: f.units.capsule,
      frequency: 'Three times daily',
      duration_days: 7,
    });
    const headers = as.Pharmacist as Headers;
    const detail = await call(
      suite.app,
      'GET',
      `/api/models/prescription/${prescription}`,
      headers,
    );
    expect(detail.json().status).toBe('Active');
    const dispensed = await call(suite.app, 'POST', '/api/models/dispensing', headers, {
      prescription,
      warehouse: f.warehouses.pharmacy,
      items: [{ prescription_item: item, quantity: 21 }],
    });
    expect(dispensed.statusCode, dispensed.body).toBe(201);
    const after = await call(suite.app, 'GET', `/api/models/prescription/${prescription}`, headers);
    expect(after.json().status).toBe('Dispensed');
  });
});
