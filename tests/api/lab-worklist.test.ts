// The laboratory's worklist (issue 19), on both databases: open requests only, STAT first then
// Urgent then Routine, the oldest order first within each; filtered by state, paged; each
// with its age on the server's clock, overdue once past its due time, its tests and the
// samples it still lacks (a rejected one asks for a new one). The laboratory and doctors read
// it, reception may not.
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabWorklist } from '../../src/engine/wire/lab-worklist';
import { signIn } from '../helpers/app';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

const MINUTE = 60_000;

describe.each(dialectCases)('lab worklist on $dialect', ({ make, skip }) => {
  const start = new Date('2026-03-02T06:00:00Z');
  let now = start;
  const { app, f, move } = useLabSuite({ make, skip }, () => now);
  /** The requests made here, by name. */
  const made: Record<string, Row> = {};

  const at = async (minutes: number) => {
    now = new Date(start.getTime() + minutes * MINUTE);
    await f.signInAgain();
  };
  const worklist = async (query = '', headers = f.as.labUser) => {
    const response = await app().inject({
      method: 'GET',
      url: `/api/lab/worklist${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LabWorklist;
  };
  const numbers = (list: LabWorklist) => list.rows.map((row) => row.request_number);
  const numberOf = (name: string) => made[name]?.request_number;

  beforeAll(async () => {
    if (skip) return;
    made.fixture = f.request; // CBC + ELEC, Routine, at 06:00, its EDTA sample collected
    await at(10);
    made.urgent = await f.order([f.tests.electrolytes], { priority: 'Urgent' });
    await at(20);
    made.routineLater = await f.order([f.tests.malaria]);
    await at(30);
    made.stat = await f.order([f.tests.cbc], { priority: 'STAT' });
    await at(40);
    made.statLater = await f.order([f.tests.malaria], { priority: 'STAT' });
    made.cancelled = await f.order([f.tests.cbc], { priority: 'STAT' });
    const cancel = await move('labRequest', made.cancelled.id as number, 'Cancelled', f.as.doctor, {
      cancellation_reason: 'Duplicate order',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await f.collect(made.routineLater.id as number, f.sampleTypes.edtaBlood);
    await at(125);
  }, 60_000);

  it.skipIf(skip)('lists open requests, STAT first, the oldest first within each', async () => {
    const list = await worklist();
    expect(numbers(list)).toEqual(
      ['stat', 'statLater', 'urgent', 'fixture', 'routineLater'].map(numberOf),
    );
    expect(list).toMatchObject({
      total: 5,
      counts: { Requested: 4, 'Sample Collected': 1, 'In Progress': 0 },
      page: 1,
      limit: 25,
      at: now.toISOString(),
    });
  });

  it.skipIf(skip)('gives each its age, tests, patient and what it still lacks', async () => {
    const list = await worklist();
    const fixture = list.rows.find((row) => row.id === f.request.id);
    expect(fixture).toMatchObject({
      patient: f.patient,
      mrn: expect.stringMatching(/^MRN-\d{4}-\d{6}$/),
      priority: 'Routine',
      status: 'Requested',
      tests: [
        { id: f.tests.cbc, code: 'CBC', name: 'Complete Blood Count' },
        { id: f.tests.electrolytes, code: 'ELEC', name: 'Serum Electrolytes' },
      ],
      ordered_at: start.toISOString(),
      minutes_open: 125,
      // Due at 08:00 (ELEC's 120 minutes): 125 minutes on, it is late.
      overdue: true,
      samples_missing: ['Serum'],
      next_sample_type: f.sampleTypes.serum,
      samples_rejected: 0,
      samples_resample: [],
    });
    expect(list.titles.patient?.[String(f.patient)]).toMatch(/^Abebe /);
    // Ordered at 06:30, a CBC is due at 07:30; at 06:40 a blood film was due at 07:40.
    const stat = list.rows.find((row) => row.id === made.stat?.id);
    expect(stat).toMatchObject({
      minutes_open: 95,
      overdue: true,
      samples_missing: ['Whole blood (EDTA)'],
    });
    const urgent = list.rows.find((row) => row.id === made.urgent?.id);
    expect(urgent).toMatchObject({ minutes_open: 115, overdue: false });
  });

  it.skipIf(skip)('filters by state', async () => {
    const collected = await worklist('?status=Sample%20Collected');
    expect(numbers(collected)).toEqual([numberOf('routineLater')]);
    expect(collected.total).toBe(1);
    expect(collected.rows[0]).toMatchObject({
      samples_missing: [],
      next_sample_type: null,
      status: 'Sample Collected',
    });
    const requested = await worklist('?status=Requested');
    expect(numbers(requested)).toEqual(['stat', 'statLater', 'urgent', 'fixture'].map(numberOf));
  });

  it.skipIf(skip)('pages', async () => {
    const second = await worklist('?page=2&limit=2');
    expect(numbers(second)).toEqual(['urgent', 'fixture'].map(numberOf));
    expect(second).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect((await worklist('?page=4&limit=2')).rows).toEqual([]);
  });

  it.skipIf(skip)('asks for a new sample once one is rejected', async () => {
    const [sample] = (
      await app().inject({
        method: 'GET',
        url: `/api/models/labSample?filter[lab_request]=${made.routineLater?.id}`,
        headers: f.as.labUser,
      })
    ).json().rows as Row[];
    const rejected = await move('labSample', sample?.id as number, 'Rejected', f.as.labUser, {
      rejection_reason: 'Clotted',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const row = (await worklist('?status=Requested')).rows.find(
      (r) => r.id === made.routineLater?.id,
    );
    expect(row).toMatchObject({
      samples_missing: ['Whole blood (EDTA)'],
      next_sample_type: f.sampleTypes.edtaBlood,
      samples_rejected: 1,
      samples_resample: ['Whole blood (EDTA)'],
    });
  });

  it.skipIf(skip)('is read by the laboratory and doctors, not by reception', async () => {
    expect((await worklist('', f.as.labManager)).total).toBeGreaterThan(0);
    expect((await worklist('', f.as.doctor)).total).toBeGreaterThan(0);
    const reception = await app().inject({
      method: 'GET',
      url: '/api/lab/worklist',
      headers: f.as.reception,
    });
    expect(reception.statusCode).toBe(403);
    const nurse = (await signIn(app(), 'triage-nurse@tena.demo')).headers;
    const refused = await app().inject({ method: 'GET', url: '/api/lab/worklist', headers: nurse });
    expect(refused.statusCode).toBe(403);
  });

  it.skipIf(skip)('refuses a state that is not open and a page size past the limit', async () => {
    for (const query of ['?status=Completed', '?limit=101', '?page=0']) {
      const response = await app().inject({
        method: 'GET',
        url: `/api/lab/worklist${query}`,
        headers: f.as.labUser,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
