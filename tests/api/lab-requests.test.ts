// Lab requests (issue 19), on both databases: who ordered and when, due by the longest
// turnaround of the tests, at least one test and none twice (the row named), cancellation with
// its reason and never once a result is entered; each test a charge (the Laboratory service with
// the test's code), following the tests as they change.
import { describe, expect, it } from 'vitest';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

const MINUTE = 60_000;

describe.each(dialectCases)('lab requests on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { f, call, move } = useLabSuite({ make, skip }, () => now);

  const post = (body: Row) => call('POST', 'labRequest', f.as.doctor, body);
  const read = async (id: unknown) => (await call('GET', `labRequest/${id}`, f.as.doctor)).json();

  it.skipIf(skip)('stamps who ordered and when, due by the longest turnaround', async () => {
    const request = await f.order([f.tests.cbc, f.tests.electrolytes], { priority: 'STAT' });
    expect(request).toMatchObject({
      status: 'Requested',
      ordered_by: 'doctor@tena.demo',
      ordered_at: now.toISOString(),
      // CBC's 60 minutes and ELEC's 120: the request is due when the slower one is.
      due_at: new Date(now.getTime() + 120 * MINUTE).toISOString(),
    });
    expect((request.tests as Row[]).map((row) => row.turnaround_minutes)).toEqual([60, 120]);
  });

  it.skipIf(skip)('works the due time out again when the tests change', async () => {
    const request = await f.order([f.tests.electrolytes]);
    const response = await call('PUT', `labRequest/${request.id}`, f.as.doctor, {
      version: request.version,
      tests: [{ test: f.tests.malaria }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      ordered_at: now.toISOString(),
      due_at: new Date(now.getTime() + 60 * MINUTE).toISOString(),
    });
  });

  it.skipIf(skip)('keeps ordered_by and due_at for the server', async () => {
    const response = await post({
      patient: f.patient,
      priority: 'Routine',
      tests: [{ test: f.tests.cbc }],
      ordered_by: 'someone@else.test',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'ordered_by',
        message: 'Ordered By is kept by the server from other records and cannot be written',
      },
    ]);
  });

  it.skipIf(skip)('refuses a request without tests', async () => {
    const response = await post({ patient: f.patient, priority: 'Routine', tests: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      { field: 'tests', message: 'Add at least one row to Tests' },
    ]);
  });

  it.skipIf(skip)('refuses a test ordered twice, naming both rows', async () => {
    const response = await post({
      patient: f.patient,
      visit: f.visit,
      priority: 'Routine',
      tests: [{ test: f.tests.cbc }, { test: f.tests.malaria }, { test: f.tests.cbc }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'tests[2].test',
        message:
          'Tests row 3: CBC Complete Blood Count is already ordered in row 1; order each test once',
      },
    ]);
  });

  it.skipIf(skip)('cancels with a reason only', async () => {
    const request = await f.order([f.tests.malaria]);
    const bare = await move('labRequest', request.id as number, 'Cancelled', f.as.doctor);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().details).toEqual([
      {
        field: 'cancellation_reason',
        message: 'Cancellation Reason is required to move to "Cancelled"',
      },
    ]);
    const done = await move('labRequest', request.id as number, 'Cancelled', f.as.doctor, {
      cancellation_reason: 'Ordered for the wrong patient',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await read(request.id)).toMatchObject({ status: 'Cancelled' });
  });

  it.skipIf(skip)('keeps a request and its tests once a result is entered', async () => {
    const request = await f.order([f.tests.cbc, f.tests.malaria]);
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    const entered = await call('POST', 'labResult', f.as.labUser, {
      lab_request: request.id,
      test: f.tests.cbc,
      parameters: [{ parameter: 'WBC', value: '6.1' }],
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const stored = await read(request.id);
    // The first result takes the request In Progress, which Cancel does not leave.
    expect(stored.status).toBe('In Progress');
    const cancel = await move('labRequest', request.id as number, 'Cancelled', f.as.doctor, {
      cancellation_reason: 'No longer needed',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(
      'A labRequest record cannot go from "In Progress" to "Cancelled".',
    );
    // The test with a result stays on the request; the other may go.
    const dropped = await call('PUT', `labRequest/${request.id}`, f.as.doctor, {
      version: stored.version,
      tests: [{ test: f.tests.malaria }],
    });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().details).toEqual([
      {
        field: 'tests',
        message: `CBC Complete Blood Count has a result entered on ${request.request_number}; a test with a result cannot be removed from its request`,
      },
    ]);
    const kept = (stored.tests as Row[]).filter((row) => row.test === f.tests.cbc);
    const trimmed = await call('PUT', `labRequest/${request.id}`, f.as.doctor, {
      version: stored.version,
      tests: kept,
    });
    expect(trimmed.statusCode, trimmed.body).toBe(200);
  });
});
