// Verification, release, completion and amendment of lab results (issue 19), on both
// databases: a Lab Manager who did not enter a result verifies it (the one who entered or
// amended it is refused, as is a Lab User); verifying releases one testResult per parameter
// with a value; the request is Completed only when every ordered test is verified; a verified
// result is locked, amended only with a reason, its history keeps the earlier values, and a
// second person's re-verification releases the new ones. A critical value notifies the doctor
// who ordered the request at once, with a task in their My Tasks.
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../helpers/accounts';
import { signIn } from '../helpers/app';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

type Headers = Record<string, string>;

describe.each(dialectCases)('lab result verification on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { app, f, call, move } = useLabSuite({ make, skip }, () => now);
  let secondManager: Headers;

  beforeAll(async () => {
    if (skip) return;
    const admin = (await signIn(app(), 'admin@tena.demo')).headers;
    const user = await createVerifiedUser(app(), admin, {
      first_name: 'Selam',
      last_name: 'Haile',
      email: 'selam.haile@tena.demo',
      role: 'Lab Manager',
    });
    secondManager = (await signIn(app(), user.email, user.password)).headers;
  }, 60_000);

  const enter = async (request: Row, test: number, parameters: Row[], headers = f.as.labUser) => {
    const response = await call('POST', 'labResult', headers, {
      lab_request: request.id,
      test,
      parameters,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const readRequest = async (request: Row) =>
    (await call('GET', `labRequest/${request.id}`, f.as.doctor)).json() as Row;
  const released = async (result: Row) =>
    (
      (await call('GET', 'testResult?pageSize=50&sort=id&direction=asc', f.as.doctor)).json()
        .rows as Row[]
    ).filter((row) => row.lab_result === result.id);
  const fullRequest = async () => {
    const request = await f.order([f.tests.cbc, f.tests.electrolytes]);
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    await f.collect(request.id as number, f.sampleTypes.serum);
    return request;
  };

  it.skipIf(skip)('is refused to the one who entered the result, and to a Lab User', async () => {
    const request = await fullRequest();
    const mine = await enter(
      request,
      f.tests.cbc,
      [{ parameter: 'WBC', value: '6.1' }],
      f.as.labManager,
    );
    const self = await move('labResult', mine.id as number, 'Verified', f.as.labManager);
    expect(self.statusCode, self.body).toBe(403);
    expect(self.json()).toMatchObject({
      code: 'SAME_PERSON',
      message:
        'You entered this result, so you may not verify it: another Lab Manager must check and verify it.',
    });
    const byLabUser = await move('labResult', mine.id as number, 'Verified', f.as.labUser);
    expect(byLabUser.statusCode, byLabUser.body).toBe(403);
    expect((await call('GET', `labResult/${mine.id}`, f.as.labUser)).json().status).toBe('Entered');
    expect(await released(mine)).toEqual([]);
  });

  it.skipIf(skip)('refuses to verify a result with no value', async () => {
    const request = await fullRequest();
    const empty = await enter(request, f.tests.cbc, []);
    const response = await move('labResult', empty.id as number, 'Verified', f.as.labManager);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().details).toEqual([
      {
        field: 'parameters',
        message: 'This result has no value entered: enter the results before verifying them',
      },
    ]);
  });

  it.skipIf(skip)(
    'releases verified values and completes the request only when all are verified',
    async () => {
      const request = await fullRequest();
      const cbc = await enter(request, f.tests.cbc, [
        { parameter: 'WBC', value: '6.1' },
        { parameter: 'HGB', value: '14.2' },
      ]);
      expect(await readRequest(request)).toMatchObject({
        status: 'In Progress',
        resulted_at: null,
      });
      const verified = await move('labResult', cbc.id as number, 'Verified', f.as.labManager);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json()).toMatchObject({
        status: 'Verified',
        verified_by: 'lab-manager@tena.demo',
        verified_at: now.toISOString(),
      });
      expect(
        (await released(cbc)).map(
          ({ parameter, value, value_number, unit, reference_range, flag }) => ({
            parameter,
            value,
            value_number,
            unit,
            reference_range,
            flag,
          }),
        ),
      ).toEqual([
        {
          parameter: 'WBC',
          value: '6.1',
          value_number: 6.1,
          unit: '10^9/L',
          reference_range: '4 - 11',
          flag: 'Normal',
        },
        {
          parameter: 'HGB',
          value: '14.2',
          value_number: 14.2,
          unit: 'g/dL',
          reference_range: '13.5 - 17.5',
          flag: 'Normal',
        },
      ]);
      expect((await released(cbc))[0]).toMatchObject({
        patient: f.patient,
        lab_request: request.id,
        test: f.tests.cbc,
        released_at: now.toISOString(),
      });
      // One of two tests verified: the request is still in progress.
      expect(await readRequest(request)).toMatchObject({
        status: 'In Progress',
        verified_at: null,
      });
      const elec = await enter(request, f.tests.electrolytes, [{ parameter: 'NA', value: '139' }]);
      expect(await readRequest(request)).toMatchObject({
        status: 'In Progress',
        resulted_at: now.toISOString(),
      });
      const second = await move('labResult', elec.id as number, 'Verified', secondManager);
      expect(second.statusCode, second.body).toBe(200);
      expect(await readRequest(request)).toMatchObject({
        status: 'Completed',
        verified_at: now.toISOString(),
      });
    },
  );

  it.skipIf(skip)(
    'amends a verified result with a reason, keeping the earlier values',
    async () => {
      const request = await f.order([f.tests.cbc]);
      await f.collect(request.id as number, f.sampleTypes.edtaBlood);
      const result = await enter(request, f.tests.cbc, [
        { parameter: 'WBC', value: '6.1' },
        { parameter: 'HGB', value: '14.2' },
      ]);
      await move('labResult', result.id as number, 'Verified', f.as.labManager);
      expect((await readRequest(request)).status).toBe('Completed');
      const stored = (await call('GET', `labResult/${result.id}`, f.as.labUser)).json();
      const locked = await call('PUT', `labResult/${result.id}`, f.as.labUser, {
        version: stored.version,
        parameters: [{ parameter: 'HGB', value: '12.2' }],
      });
      expect(locked.statusCode, locked.body).toBe(409);
      expect(locked.json().code).toBe('RECORD_LOCKED');
      const noReason = await move('labResult', result.id as number, 'Amended', f.as.labUser);
      expect(noReason.statusCode, noReason.body).toBe(422);
      expect(noReason.json().details).toEqual([
        { field: 'amendment_reason', message: 'Amendment Reason is required to move to "Amended"' },
      ]);

      const amended = await move('labResult', result.id as number, 'Amended', f.as.labManager, {
        amendment_reason: 'Haemoglobin transcribed from the wrong sample',
      });
      expect(amended.statusCode, amended.body).toBe(200);
      expect(amended.json()).toMatchObject({
        status: 'Amended',
        entered_by: 'lab-manager@tena.demo',
        verified_by: null,
        verified_at: null,
      });
      expect((await readRequest(request)).status).toBe('In Progress');
      const edited = await call('PUT', `labResult/${result.id}`, f.as.labUser, {
        version: amended.json().version,
        parameters: [
          { parameter: 'WBC', value: '6.1' },
          { parameter: 'HGB', value: '12.2' },
        ],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().entered_by).toBe('lab-user@tena.demo');
      // Until verified again the doctor still reads the verified 14.2.
      expect((await released(result)).find((r) => r.parameter === 'HGB')?.value).toBe('14.2');

      const reverified = await move('labResult', result.id as number, 'Verified', secondManager);
      expect(reverified.statusCode, reverified.body).toBe(200);
      const rows = await released(result);
      expect(rows.map((r) => [r.parameter, r.value, r.flag])).toEqual([
        ['WBC', '6.1', 'Normal'],
        ['HGB', '12.2', 'Low'],
      ]);
      expect((await readRequest(request)).status).toBe('Completed');

      const history = await call('GET', `labResult/${result.id}/history`, f.as.labManager);
      expect(history.statusCode, history.body).toBe(200);
      const changes = (history.json().rows as Row[]).map(
        (row) => row.changes as Record<string, Row | undefined>,
      );
      const hgbValues = changes
        .filter((c) => c.parameters)
        .map((c) => ((c.parameters?.to as Row[]) ?? []).find((r) => r.parameter === 'HGB')?.value);
      expect(hgbValues).toEqual(['14.2', '12.2']);
      expect(changes.map((c) => c.status?.to).filter(Boolean)).toEqual([
        'Entered',
        'Verified',
        'Amended',
        'Verified',
      ]);
      expect(changes.find((c) => c.amendment_reason)?.amendment_reason?.to).toBe(
        'Haemoglobin transcribed from the wrong sample',
      );
    },
  );

  it.skipIf(skip)('deletes an unverified result, never a released one', async () => {
    const request = await f.order([f.tests.cbc]);
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    const draft = await enter(request, f.tests.cbc, [{ parameter: 'WBC', value: '6.1' }]);
    expect((await readRequest(request)).status).toBe('In Progress');
    const gone = await call('DELETE', `labResult/${draft.id}`, f.as.labUser);
    expect(gone.statusCode, gone.body).toBe(200);
    // No result left: the request is back to its collected sample.
    expect((await readRequest(request)).status).toBe('Sample Collected');

    const result = await enter(request, f.tests.cbc, [{ parameter: 'WBC', value: '6.1' }]);
    await move('labResult', result.id as number, 'Verified', f.as.labManager);
    await move('labResult', result.id as number, 'Amended', f.as.labUser, {
      amendment_reason: 'Wrong patient label suspected',
    });
    const refused = await call('DELETE', `labResult/${result.id}`, f.as.labUser);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'status',
        message:
          'This result was verified and released to the doctor, so it cannot be deleted: amend its values and have them verified again',
      },
    ]);
    expect(await released(result)).toHaveLength(1);
  });

  it.skipIf(skip)('refuses the amender verifying their own amendment', async () => {
    const request = await f.order([f.tests.cbc]);
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    const result = await enter(request, f.tests.cbc, [{ parameter: 'WBC', value: '6.1' }]);
    await move('labResult', result.id as number, 'Verified', f.as.labManager);
    await move('labResult', result.id as number, 'Amended', secondManager, {
      amendment_reason: 'Comment added',
    });
    const self = await move('labResult', result.id as number, 'Verified', secondManager);
    expect(self.statusCode, self.body).toBe(403);
    expect(self.json().message).toBe(
      'You amended this result, so you may not verify it: another Lab Manager must check and verify it.',
    );
  });

  it.skipIf(skip)('notifies the ordering doctor of a critical value at once, once', async () => {
    const doctor = f.as.doctor;
    const before = (
      await app().inject({ method: 'GET', url: '/api/notifications?limit=100', headers: doctor })
    ).json().notifications.length as number;
    const request = await fullRequest();
    const result = await enter(request, f.tests.electrolytes, [
      { parameter: 'NA', value: '139' },
      { parameter: 'K', value: '9.8' },
    ]);
    expect(result.has_critical).toBe(true);
    const list = await app().inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: doctor,
    });
    expect(list.statusCode, list.body).toBe(200);
    const notifications = list.json().notifications as Row[];
    expect(notifications.length).toBe(before + 1);
    const mrn = (await call('GET', `patient/${f.patient}`, doctor)).json().mrn;
    expect(notifications[0]).toMatchObject({
      severity: 'critical',
      title: 'Critical value: Potassium 9.8 mmol/L',
      message: `Potassium 9.8 mmol/L (Critical High, reference 3.5 - 5.1) for Abebe Kebede Tesfaye (${mrn}), ${request.request_number} ELEC Serum Electrolytes. Entered by lab-user@tena.demo, not yet verified.`,
      link: `/admin/main/labRequest/l/detail/${request.id}`,
      source: { model: 'labResult', id: result.id },
      readAt: null,
    });
    const tasks = await app().inject({
      method: 'GET',
      url: '/api/models/myTasks?pageSize=100',
      headers: doctor,
    });
    expect(
      (tasks.json().rows as Row[]).filter(
        (t) => t.title === 'Critical value: Potassium 9.8 mmol/L',
      ),
    ).toHaveLength(1);

    // A comment added later is no new critical value: nothing more is sent.
    const stored = (await call('GET', `labResult/${result.id}`, f.as.labUser)).json();
    const commented = await call('PUT', `labResult/${result.id}`, f.as.labUser, {
      version: stored.version,
      comments: 'Sample not haemolysed; repeat requested',
    });
    expect(commented.statusCode, commented.body).toBe(200);
    const after = (
      await app().inject({ method: 'GET', url: '/api/notifications?limit=100', headers: doctor })
    ).json();
    expect(after.notifications.length).toBe(before + 1);
    // Nobody else was told: the lab user has no notification of it.
    const labUser = await app().inject({
      method: 'GET',
      url: '/api/notifications?limit=100',
      headers: f.as.labUser,
    });
    expect(
      ((labUser.json().notifications ?? []) as Row[]).some(
        (n) => (n.source as Row | null)?.id === result.id,
      ),
    ).toBe(false);
  });
});
