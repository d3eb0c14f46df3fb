// Lab samples (issue 19), on both databases: the patient, time and collector kept by the
// server (never a time in the future), only a type the request's tests need, one Collected
// sample of a type per request (409 naming it, also when two arrive at once), the request
// moving to Sample Collected once all are collected and back when one is rejected with its
// reason (a new one is then accepted), and when a test added later needs another sample.
import { describe, expect, it } from 'vitest';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

const MINUTE = 60_000;

describe.each(dialectCases)('lab samples on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const { f, call, move } = useLabSuite({ make, skip }, () => now);

  const post = (body: Row) => call('POST', 'labSample', f.as.labUser, body);
  const request = async (id: unknown) =>
    (await call('GET', `labRequest/${id}`, f.as.labUser)).json() as Row;

  it.skipIf(skip)('keeps the patient, time and collector of a sample', async () => {
    expect(f.sample).toMatchObject({
      sample_number: expect.stringMatching(/^SMP-2026-\d{6}$/),
      patient: f.patient,
      collected_at: now.toISOString(),
      collected_by: 'lab-user@tena.demo',
      status: 'Collected',
    });
    // The fixtures' request needs serum too (ELEC): one sample is not all of it.
    expect(await request(f.request.id)).toMatchObject({ status: 'Requested', collected_at: null });
  });

  it.skipIf(skip)('moves the request on once every sample it needs is collected', async () => {
    const order = await f.order([f.tests.cbc, f.tests.electrolytes, f.tests.malaria]);
    const earlier = new Date(now.getTime() - 20 * MINUTE).toISOString();
    await f.collect(order.id as number, f.sampleTypes.serum, { collected_at: earlier });
    expect(await request(order.id)).toMatchObject({ status: 'Requested' });
    const blood = new Date(now.getTime() - 5 * MINUTE).toISOString();
    await f.collect(order.id as number, f.sampleTypes.edtaBlood, { collected_at: blood });
    // Collected when the last sample it needed was taken.
    expect(await request(order.id)).toMatchObject({
      status: 'Sample Collected',
      collected_at: blood,
    });
  });

  it.skipIf(skip)('refuses a time in the future', async () => {
    const order = await f.order([f.tests.malaria]);
    const response = await post({
      lab_request: order.id,
      sample_type: f.sampleTypes.edtaBlood,
      collected_at: new Date(now.getTime() + MINUTE).toISOString(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'collected_at',
        message:
          'Collected At cannot be in the future (it is now March 2, 2026, 3:00 AM): enter when the sample was taken',
      },
    ]);
  });

  it.skipIf(skip)(
    'refuses a sample type the tests do not need, naming those they need',
    async () => {
      const order = await f.order([f.tests.cbc, f.tests.malaria]);
      const response = await post({ lab_request: order.id, sample_type: f.sampleTypes.serum });
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual([
        {
          field: 'sample_type',
          message: `Serum is not a sample ${order.request_number} needs: it needs Whole blood (EDTA) for CBC, BF`,
        },
      ]);
    },
  );

  it.skipIf(skip)('refuses a second collected sample of a type with 409 naming it', async () => {
    const response = await post({
      lab_request: f.request.id,
      sample_type: f.sampleTypes.edtaBlood,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SAMPLE_ALREADY_COLLECTED',
      details: [
        {
          field: 'sample_type',
          message: `${f.request.request_number} already has a Whole blood (EDTA) sample collected: ${f.sample.sample_number}. Reject that sample (with its reason) to collect a new one`,
        },
      ],
    });
  });

  it.skipIf(skip)('collects one of two samples of a type sent at once', async () => {
    const order = await f.order([f.tests.malaria]);
    const body = { lab_request: order.id, sample_type: f.sampleTypes.edtaBlood };
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const listed = await call('GET', `labSample?pageSize=50`, f.as.labUser);
    const mine = (listed.json().rows as Row[]).filter((s) => s.lab_request === order.id);
    expect(mine).toHaveLength(1);
  });

  it.skipIf(skip)('keeps the patient for the server', async () => {
    const order = await f.order([f.tests.malaria]);
    const other = await f.newPatient({ first_name: 'Almaz', sex: 'Female' });
    const response = await post({
      lab_request: order.id,
      sample_type: f.sampleTypes.edtaBlood,
      patient: other,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0].field).toBe('patient');
  });

  it.skipIf(skip)('a rejected sample asks for a new one', async () => {
    const order = await f.order([f.tests.malaria]);
    const first = await f.collect(order.id as number, f.sampleTypes.edtaBlood);
    expect(await request(order.id)).toMatchObject({ status: 'Sample Collected' });
    const stamped = (await request(order.id)).collected_at;

    const bare = await move('labSample', first.id as number, 'Rejected', f.as.labUser);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().details).toEqual([
      { field: 'rejection_reason', message: 'Rejection Reason is required to move to "Rejected"' },
    ]);
    const rejected = await move('labSample', first.id as number, 'Rejected', f.as.labUser, {
      rejection_reason: 'Haemolysed',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'Rejected',
      rejection_reason: 'Haemolysed',
      rejected_by: 'lab-user@tena.demo',
    });
    expect(await request(order.id)).toMatchObject({ status: 'Requested', collected_at: stamped });

    const again = await f.collect(order.id as number, f.sampleTypes.edtaBlood);
    expect(again.sample_number).not.toBe(first.sample_number);
    // The first collection's time stays the request's: the turnaround counts from it.
    expect(await request(order.id)).toMatchObject({
      status: 'Sample Collected',
      collected_at: stamped,
    });
  });

  it.skipIf(skip)(
    'a test added later that needs another sample takes the request back',
    async () => {
      const order = await f.order([f.tests.malaria]);
      await f.collect(order.id as number, f.sampleTypes.edtaBlood);
      const stored = await request(order.id);
      expect(stored.status).toBe('Sample Collected');
      const edited = await call('PUT', `labRequest/${order.id}`, f.as.doctor, {
        version: stored.version,
        tests: [...(stored.tests as Row[]), { test: f.tests.electrolytes }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(await request(order.id)).toMatchObject({ status: 'Requested' });
      await f.collect(order.id as number, f.sampleTypes.serum);
      expect(await request(order.id)).toMatchObject({ status: 'Sample Collected' });
    },
  );

  it.skipIf(skip)('keeps a sample a result was entered on', async () => {
    const order = await f.order([f.tests.cbc]);
    const sample = await f.collect(order.id as number, f.sampleTypes.edtaBlood);
    const entered = await call('POST', 'labResult', f.as.labUser, {
      lab_request: order.id,
      test: f.tests.cbc,
      parameters: [{ parameter: 'HGB', value: '13.2' }],
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json().sample).toBe(sample.id);
    const rejected = await move('labSample', sample.id as number, 'Rejected', f.as.labUser, {
      rejection_reason: 'Clotted',
    });
    expect(rejected.statusCode).toBe(422);
    expect(rejected.json().details).toEqual([
      {
        field: 'status',
        message: `${sample.sample_number} cannot be rejected: results of CBC are entered on it`,
      },
    ]);
  });

  it.skipIf(skip)('lets the laboratory, not the doctor, collect', async () => {
    const order = await f.order([f.tests.malaria]);
    const response = await call('POST', 'labSample', f.as.doctor, {
      lab_request: order.id,
      sample_type: f.sampleTypes.edtaBlood,
    });
    expect(response.statusCode).toBe(403);
  });
});
