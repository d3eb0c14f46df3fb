// The radiology worklist (carried defect: radiology had no worklist), on both databases: the
// open requests only (Requested to schedule, Scheduled to perform, Performed to report),
// today's first on the hospital's clock (scheduled today, or requested today and not yet
// scheduled), then STAT, Urgent, Routine, then the earliest; filtered by state and modality;
// each with its test, modality, schedule, report and age. What it answers per role: radiology
// staff and doctors read it (the MRN only for readers of patients), others get 403.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RadiologyWorklist } from '../../src/engine/wire/radiology-worklist';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
const ROLES = {
  radiologist: 'Radiologist',
  user: 'Radiology User',
  manager: 'Radiology Manager',
  doctor: 'Doctor',
  cashier: 'Radiology Cashier',
  reception: 'Reception',
  pharmacist: 'Pharmacist',
} as const;
type Who = keyof typeof ROLES;

// 09:00 in New York (the hospital's clock) on 2 March 2026; the day before, the same hour.
const TODAY = new Date('2026-03-02T14:00:00Z');
const YESTERDAY = new Date('2026-03-01T14:00:00Z');

describe.each(dialectCases)('radiology worklist on $dialect', ({ make, skip }) => {
  let now = YESTERDAY;
  const suite = useSeededApp({ make, skip }, () => ({ clock: () => now }));
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<Who, Headers>;
  const { call, move } = chargeCalls(
    () => app,
    () => h.cashier,
  );
  /** The requests made here, by letter, and their numbers. */
  const made: Record<string, number> = {};
  const numberOf: Record<number, string> = {};

  const signInAll = async () => {
    for (const [who, role] of Object.entries(ROLES))
      h[who as Who] = (await signIn(app, demoEmail(role))).headers;
  };
  const request = async (name: string, test: number, priority: string) => {
    const id = await create(app, h.doctor, 'radiologyRequest', {
      patient: f.patients.cash,
      test,
      priority,
    });
    made[name] = id;
    numberOf[id] = String(
      (await call('GET', `radiologyRequest/${id}`, h.doctor)).json().request_number,
    );
    return id;
  };
  const moved = async (id: number, to: string, values?: object) => {
    const response = await move('radiologyRequest', id, to, h.user, values);
    expect(response.statusCode, response.body).toBe(200);
  };
  const worklist = async (query = '', headers = h.radiologist) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/radiology/worklist${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RadiologyWorklist;
  };
  const letters = (list: RadiologyWorklist) =>
    list.rows.map((row) => Object.keys(made).find((name) => made[name] === row.id));

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    await signInAll();
    const ultrasound = await create(app, h.manager, 'radiologyTest', {
      name: 'Abdominal Ultrasound',
      code: 'RAD-USAB',
      modality: 'Ultrasound',
      body_part: 'Abdomen',
      price: '900.00',
      is_active: true,
    });
    // Yesterday: a Routine and a STAT X-ray still waiting to be scheduled.
    await request('A', f.chestXrayTest, 'Routine');
    await request('B', f.chestXrayTest, 'STAT');
    now = TODAY;
    await signInAll();
    await request('C', f.chestXrayTest, 'Routine');
    // An Urgent ultrasound scheduled for 13:00 today.
    await moved(await request('D', ultrasound, 'Urgent'), 'Scheduled', {
      scheduled_at: '2026-03-02T18:00:00.000Z',
      room: 'Ultrasound room',
    });
    // A STAT X-ray booked for tomorrow: not today's.
    await moved(await request('E', f.chestXrayTest, 'STAT'), 'Scheduled', {
      scheduled_at: '2026-03-03T15:00:00.000Z',
      room: 'X-ray room 1',
    });
    // Performed, its report begun by the Radiologist.
    await moved(await request('F', f.chestXrayTest, 'Routine'), 'Performed');
    const report = await call('POST', 'radiologyResult', h.radiologist, {
      radiology_request: made.F,
      technique: 'PA erect chest radiograph.',
    });
    expect(report.statusCode, report.body).toBe(201);
    // Cancelled: off the list.
    const cancelled = await request('G', f.chestXrayTest, 'Routine');
    const cancel = await move('radiologyRequest', cancelled, 'Cancelled', h.doctor, {
      cancellation_reason: 'Ordered twice',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  }, 120_000);

  it.skipIf(skip)("lists today's first, then by priority, then the earliest", async () => {
    const list = await worklist();
    expect(letters(list)).toEqual(['D', 'C', 'F', 'B', 'E', 'A']);
    expect(list.total).toBe(6);
    expect(list.counts).toEqual({ Requested: 3, Scheduled: 2, Performed: 1 });
    expect(list.at).toBe(TODAY.toISOString());
    expect(list.modality).toBeNull();
    expect(list.modalities.map((m) => m.id)).toEqual([
      'X-Ray',
      'Ultrasound',
      'CT Scan',
      'MRI',
      'Mammography',
      'Fluoroscopy',
    ]);
    const byLetter = (name: string) => list.rows.find((row) => row.id === made[name]);
    expect(byLetter('D')).toMatchObject({
      request_number: numberOf[made.D as number],
      priority: 'Urgent',
      status: 'Scheduled',
      test: { name: 'Abdominal Ultrasound', code: 'RAD-USAB', modality: 'Ultrasound' },
      body_part: 'Abdomen',
      scheduled_at: '2026-03-02T18:00:00.000Z',
      room: 'Ultrasound room',
      today: true,
      minutes_open: 0,
      report: null,
    });
    expect(byLetter('A')).toMatchObject({
      today: false,
      minutes_open: 24 * 60,
      status: 'Requested',
    });
    expect(byLetter('E')).toMatchObject({ today: false, status: 'Scheduled' });
    expect(byLetter('F')).toMatchObject({
      status: 'Performed',
      today: true,
      report: { status: 'Draft' },
    });
    expect(list.titles.patient?.[String(f.patients.cash)]).toMatch(/Kebede/);
  });

  it.skipIf(skip)('filters by state and modality, the counts following the modality', async () => {
    expect(letters(await worklist('?status=Requested'))).toEqual(['C', 'B', 'A']);
    const ultrasound = await worklist('?modality=Ultrasound');
    expect(letters(ultrasound)).toEqual(['D']);
    expect(ultrasound.counts).toEqual({ Requested: 0, Scheduled: 1, Performed: 0 });
    expect(ultrasound.modality).toBe('Ultrasound');
    expect(letters(await worklist('?modality=X-Ray&status=Scheduled'))).toEqual(['E']);
    const paged = await worklist('?limit=2&page=2');
    expect(letters(paged)).toEqual(['F', 'B']);
    expect(paged.total).toBe(6);
    for (const query of ['?modality=PET', '?status=Cancelled', '?page=0', '?limit=101']) {
      const bad = await app.inject({
        method: 'GET',
        url: `/api/radiology/worklist${query}`,
        headers: h.radiologist,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it.skipIf(skip)('answers radiology staff and doctors, others get 403', async () => {
    const seen: Record<string, [number, boolean, boolean]> = {};
    for (const who of Object.keys(ROLES) as Who[]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/radiology/worklist',
        headers: h[who],
      });
      if (response.statusCode !== 200) {
        expect(response.statusCode, who).toBe(403);
        expect(response.json().message).toBe(
          'You do not have permission to read radiology requests.',
        );
        continue;
      }
      const list = response.json() as RadiologyWorklist;
      seen[who] = [
        list.total,
        list.rows.some((row) => row.mrn !== null),
        list.titles.patient !== undefined,
      ];
    }
    // [open requests, MRNs shown, patients' names shown]
    expect(seen).toEqual({
      radiologist: [6, true, true],
      user: [6, true, true],
      manager: [6, true, true],
      doctor: [6, true, true],
      cashier: [6, true, true],
    });
  });
});
