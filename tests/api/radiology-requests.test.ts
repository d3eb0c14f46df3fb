// Radiology requests and reports (issue 19, radiology): a request is scheduled (time and room),
// performed (by whom, when) and reported by its result, which a Radiologist signs; the result
// is refused for another patient, on a request not performed and twice for one request; a
// signed report is locked, amended only with a reason, its earlier text kept in its history;
// doctors read reports once signed (the model's release rule).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls, type Row } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Who = 'doctor' | 'senior' | 'radiologist' | 'manager' | 'user' | 'cashier';

const ROLES: Record<Who, string> = {
  doctor: 'Doctor',
  senior: 'Senior Doctor',
  radiologist: 'Radiologist',
  manager: 'Radiology Manager',
  user: 'Radiology User',
  cashier: 'Radiology Cashier',
};

const tomorrow = () => new Date(Date.now() + 24 * 3600_000).toISOString();

describe.each(dialectCases)('radiology requests and reports on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<Who, Headers>;
  const { call, move, chargesOf } = chargeCalls(
    () => app,
    () => h.cashier,
  );
  const get = async (model: string, id: number, who: Headers = h.radiologist) =>
    (await call('GET', `${model}/${id}`, who)).json() as Row;

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    for (const [who, role] of Object.entries(ROLES))
      h[who as Who] = (await signIn(app, demoEmail(role))).headers;
  }, 60_000);

  /** A doctor's chest X-ray request for a patient, with no body part named. */
  const request = (patient = f.patients.cash) =>
    create(app, h.doctor, 'radiologyRequest', {
      patient,
      test: f.chestXrayTest,
      priority: 'Routine',
      clinical_notes: 'Cough for three weeks',
    });

  /** A request taken to Performed by the radiographer. */
  async function performed(patient = f.patients.cash) {
    const id = await request(patient);
    const done = await move('radiologyRequest', id, 'Performed', h.user);
    expect(done.statusCode, done.body).toBe(200);
    return id;
  }

  const result = (radiology_request: number, extra: object = {}) =>
    call('POST', 'radiologyResult', h.radiologist, {
      radiology_request,
      technique: 'PA erect chest radiograph.',
      findings: '<p>The lungs are clear. Normal heart size.</p>',
      impression: '<p>Normal chest radiograph.</p>',
      ...extra,
    });

  it.skipIf(skip)('keeps who requested it and takes the body part from its test', async () => {
    const before = Date.now();
    const id = await request();
    const stored = await get('radiologyRequest', id, h.doctor);
    expect(stored).toMatchObject({
      status: 'Requested',
      body_part: 'Chest',
      requested_by: 'doctor@tena.demo',
    });
    expect(Date.parse(String(stored.requested_at))).toBeGreaterThanOrEqual(before - 1000);
    // Derived: nobody sends them.
    const sent = await call('PUT', `radiologyRequest/${id}`, h.doctor, {
      version: stored.version,
      performed_by: 'someone@tena.demo',
    });
    expect(sent.statusCode).toBe(422);
    expect(sent.json().details).toEqual([
      {
        field: 'performed_by',
        message: 'Performed By is kept by the server from other records and cannot be written',
      },
    ]);
  });

  it.skipIf(skip)('is scheduled with a time and a room, never in the past', async () => {
    const id = await request();
    const bare = await move('radiologyRequest', id, 'Scheduled', h.user);
    expect(bare.statusCode).toBe(422);
    expect(bare.json().details).toEqual([
      { field: 'scheduled_at', message: 'Scheduled For is required to move to "Scheduled"' },
      { field: 'room', message: 'Room is required to move to "Scheduled"' },
    ]);
    const past = await move('radiologyRequest', id, 'Scheduled', h.user, {
      scheduled_at: new Date(Date.now() - 24 * 3600_000).toISOString(),
      room: 'X-ray room 1',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().details[0]).toMatchObject({ field: 'scheduled_at' });
    expect(past.json().details[0].message).toMatch(
      /^Scheduled For is in the past \(.+\): pick a time from .+ on$/,
    );
    const malformed = await move('radiologyRequest', id, 'Scheduled', h.user, {
      scheduled_at: 'tomorrow morning',
      room: 'X-ray room 1',
    });
    expect(malformed.json().details).toEqual([
      {
        field: 'scheduled_at',
        message:
          'Scheduled For must be a date and time with its offset (yyyy-MM-ddTHH:mm:ss+hh:mm or Z)',
      },
    ]);
    const at = tomorrow();
    const scheduled = await move('radiologyRequest', id, 'Scheduled', h.user, {
      scheduled_at: at,
      room: ' X-ray room 1 ',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: 'Scheduled', room: 'X-ray room 1' });
    expect(Date.parse(scheduled.json().scheduled_at)).toBe(Date.parse(at));
    // Rescheduled: the same step from Scheduled.
    const again = await move('radiologyRequest', id, 'Scheduled', h.manager, {
      scheduled_at: at,
      room: 'X-ray room 2',
    });
    expect(again.json()).toMatchObject({ status: 'Scheduled', room: 'X-ray room 2' });
    // Only the steps' fields travel with the move.
    const extra = await move('radiologyRequest', id, 'Performed', h.user, { room: 'CT' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().details).toEqual([
      { field: 'room', message: 'Moving to "Performed" sets no other field' },
    ]);
  });

  it.skipIf(skip)('is performed by the radiology staff, who keep its time', async () => {
    const id = await request();
    expect((await move('radiologyRequest', id, 'Performed', h.doctor)).statusCode).toBe(403);
    const done = await move('radiologyRequest', id, 'Performed', h.user);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'Performed',
      performed_by: 'radiology-user@tena.demo',
    });
    expect(done.json().performed_at).toEqual(expect.any(String));
    // Performed: the doctor's request is locked, and no longer cancelled.
    const { version } = done.json();
    const edit = await call('PUT', `radiologyRequest/${id}`, h.doctor, {
      version,
      clinical_notes: 'Changed',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('RECORD_LOCKED');
    const cancel = await move('radiologyRequest', id, 'Cancelled', h.doctor, {
      cancellation_reason: 'Not needed',
    });
    expect(cancel.statusCode).toBe(409);
  });

  it.skipIf(skip)('is cancelled with a reason, and its charge voided', async () => {
    const id = await request();
    const bare = await move('radiologyRequest', id, 'Cancelled', h.doctor);
    expect(bare.json().details).toEqual([
      {
        field: 'cancellation_reason',
        message: 'Cancellation Reason is required to move to "Cancelled"',
      },
    ]);
    expect(
      (await move('radiologyRequest', id, 'Cancelled', h.user, { cancellation_reason: 'x' }))
        .statusCode,
    ).toBe(403);
    const cancelled = await move('radiologyRequest', id, 'Cancelled', h.senior, {
      cancellation_reason: 'Chest X-ray done last week at another hospital',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await chargesOf('radiologyRequest', id)).map((c) => c.status)).toEqual(['Void']);
    const report = await result(id);
    expect(report.statusCode).toBe(422);
    expect(report.json().details).toEqual([
      {
        field: 'radiology_request',
        message: `${cancelled.json().request_number} is Cancelled: a cancelled study has nothing to report`,
      },
    ]);
  });

  it.skipIf(skip)('refuses a report before the study is performed', async () => {
    const id = await request();
    const { request_number } = await get('radiologyRequest', id);
    const early = await result(id);
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual([
      {
        field: 'radiology_request',
        message: `${request_number} is Requested: a report is written once the study is performed (the request's Perform step)`,
      },
    ]);
  });

  it.skipIf(skip)("writes the report for the request's patient only, once", async () => {
    const id = await performed();
    const { request_number } = await get('radiologyRequest', id);
    const other = await result(id, { patient: f.patients.insured });
    expect(other.statusCode, other.body).toBe(422);
    const onPatient = other.json().details.find((d: Row) => d.field === 'patient');
    expect(onPatient.message).toMatch(
      new RegExp(
        `^${request_number} is for .+ \\(MRN-\\d{4}-\\d{6}\\): its report is for that patient only$`,
      ),
    );
    const made = await result(id);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ patient: f.patients.cash, status: 'Draft' });
    const twice = await result(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'RESULT_EXISTS' });
    expect(twice.json().details).toEqual([
      {
        field: 'radiology_request',
        message: `${request_number} already has its report (radiology result ${made.json().id}, Draft): open it to write or amend the report`,
      },
    ]);
    // Moving the report to the patient's other request is refused too.
    const second = await performed();
    const moved = await call('PUT', `radiologyResult/${made.json().id}`, h.radiologist, {
      version: made.json().version,
      radiology_request: second,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().details[0]).toMatchObject({ field: 'radiology_request' });
  });

  it.skipIf(skip)('is signed by a Radiologist only, which reports the request', async () => {
    const id = await performed();
    const made = (await result(id, { impression: '<p><br></p>' })).json();
    const byManager = await move('radiologyResult', made.id, 'Signed', h.manager);
    expect(byManager.statusCode).toBe(403);
    const empty = await move('radiologyResult', made.id, 'Signed', h.radiologist);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details).toEqual([
      {
        field: 'impression',
        message: 'Impression is required to sign the report: write the conclusion before signing',
      },
    ]);
    // The Radiology Manager may write the draft (dictation typed), not sign it.
    const typed = await call('PUT', `radiologyResult/${made.id}`, h.manager, {
      version: made.version,
      impression: '<p>No active lung disease.</p>',
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const signed = await move('radiologyResult', made.id, 'Signed', h.radiologist);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({
      status: 'Signed',
      signed_by: 'radiologist@tena.demo',
    });
    const reported = await get('radiologyRequest', id);
    expect(reported).toMatchObject({ status: 'Reported' });
    expect(reported.reported_at).toBe(signed.json().signed_at);
    // Signed is locked: neither edited nor deleted.
    const edit = await call('PUT', `radiologyResult/${made.id}`, h.radiologist, {
      version: signed.json().version,
      impression: '<p>Changed</p>',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('RECORD_LOCKED');
    const removed = await call('DELETE', `radiologyResult/${made.id}`, h.radiologist);
    expect(removed.statusCode).toBe(409);
  });

  it.skipIf(skip)(
    'is amended with a reason, keeping the signed report in its history',
    async () => {
      const id = await performed();
      const made = (await result(id)).json();
      await move('radiologyResult', made.id, 'Signed', h.radiologist);
      const bare = await move('radiologyResult', made.id, 'Amended', h.radiologist);
      expect(bare.json().details).toEqual([
        { field: 'amendment_reason', message: 'Amendment Reason is required to move to "Amended"' },
      ]);
      expect(
        (await move('radiologyResult', made.id, 'Amended', h.manager, { amendment_reason: 'x' }))
          .statusCode,
      ).toBe(403);
      const amended = await move('radiologyResult', made.id, 'Amended', h.radiologist, {
        amendment_reason: 'Right upper lobe nodule missed on first reading',
      });
      expect(amended.statusCode, amended.body).toBe(200);
      expect(amended.json()).toMatchObject({ status: 'Amended', signed_by: null, signed_at: null });
      expect(amended.json().amended_at).toEqual(expect.any(String));
      // An amended report is corrected, never deleted.
      const removed = await call('DELETE', `radiologyResult/${made.id}`, h.radiologist);
      expect(removed.statusCode).toBe(409);
      expect(removed.json()).toMatchObject({ code: 'RESULT_SIGNED' });
      const corrected = await call('PUT', `radiologyResult/${made.id}`, h.radiologist, {
        version: amended.json().version,
        impression: '<p>8 mm nodule in the right upper lobe: CT chest advised.</p>',
      });
      expect(corrected.statusCode, corrected.body).toBe(200);
      const resigned = await move('radiologyResult', made.id, 'Signed', h.radiologist);
      expect(resigned.json()).toMatchObject({
        status: 'Signed',
        amendment_reason: 'Right upper lobe nodule missed on first reading',
      });
      const history = (
        await call('GET', `radiologyResult/${made.id}/history`, h.radiologist)
      ).json().rows as Row[];
      const impressions = history.flatMap((row) => {
        const change = (row.changes as Record<string, { from: unknown; to: unknown }> | null)
          ?.impression;
        return change ? [change] : [];
      });
      expect(impressions).toContainEqual({
        from: '<p>Normal chest radiograph.</p>',
        to: '<p>8 mm nodule in the right upper lobe: CT chest advised.</p>',
      });
      const statuses = history.flatMap((row) => {
        const change = (row.changes as Record<string, { to: unknown }> | null)?.status;
        return change ? [change.to] : [];
      });
      expect(statuses).toEqual(expect.arrayContaining(['Signed', 'Amended']));
      // The request stays reported.
      expect((await get('radiologyRequest', id)).status).toBe('Reported');
    },
  );

  it.skipIf(skip)('shows doctors the report once it is signed', async () => {
    const id = await performed();
    const made = (await result(id)).json();
    const listed = async (who: Headers) =>
      (
        (await call('GET', `radiologyResult?filter[radiology_request]=${id}`, who)).json()
          .rows as Row[]
      ).map((row) => row.id);
    const related = async (who: Headers) =>
      (
        (await call('GET', `radiologyRequest/${id}/related`, who)).json().lists as {
          model: string;
          rows: Row[];
        }[]
      ).find((list) => list.model === 'radiologyResult')?.rows.length;
    expect(await listed(h.doctor)).toEqual([]);
    expect((await call('GET', `radiologyResult/${made.id}`, h.doctor)).statusCode).toBe(404);
    expect(await related(h.doctor)).toBe(0);
    // The radiology staff read the draft.
    expect(await listed(h.user)).toEqual([made.id]);
    expect(await related(h.radiologist)).toBe(1);
    await move('radiologyResult', made.id, 'Signed', h.radiologist);
    expect(await listed(h.doctor)).toEqual([made.id]);
    expect(await listed(h.senior)).toEqual([made.id]);
    expect(await related(h.doctor)).toBe(1);
    const read = await call('GET', `radiologyResult/${made.id}`, h.doctor);
    expect(read.statusCode).toBe(200);
    expect(read.json().impression).toBe('<p>Normal chest radiograph.</p>');
    // Doctors read reports; they do not write them, and the cashier does not read them.
    expect((await result(id)).statusCode).not.toBe(201);
    const write = await call('POST', 'radiologyResult', h.doctor, { radiology_request: id });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', 'radiologyResult', h.cashier)).statusCode).toBe(403);
  });
});
