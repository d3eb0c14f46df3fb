// A patient's lab trend (GET /api/lab/patients/:id/trend), on both databases, from results
// made through the real flow: twelve haemoglobins verified a minute apart answer the latest ten
// (or `limit`) oldest first with their ranges' bounds and flags; values not yet verified and
// another patient's are left out; the parameters the patient has values of, newest first;
// readers of testResult only (403), 404 for no such patient, 400 for a bad limit; the index the
// trend reads through.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LabTrendAnswer } from '../../src/engine/wire/lab-trends';
import type { AnyDb } from '../../src/server/models/any-db';
import { isPostgres } from '../../src/server/models/any-db';
import { trendPointsQuery } from '../../src/server/repositories/lab-trends';
import { signIn } from '../helpers/app';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

type Headers = Record<string, string>;
const START = Date.parse('2026-03-02T07:30:00Z');
/** Female adult haemoglobins, oldest first: 13.1 normal, then low, then critically low. */
const HGB = [
  '13.1',
  '12.8',
  '12.4',
  '11.9',
  '11.2',
  '10.6',
  '10.1',
  '9.4',
  '8.8',
  '8.1',
  '7.4',
  '6.8',
];

describe.each(dialectCases)('the lab trend of a patient on $dialect', ({ make, skip }) => {
  let now = new Date(START);
  const { app, f, call, move } = useLabSuite({ make, skip }, () => now);
  let patient: number;

  const trend = (id: number, query = '', headers: Headers = f.as.doctor) =>
    app().inject({ method: 'GET', url: `/api/lab/patients/${id}/trend${query}`, headers });
  const answer = async (id: number, query = '') => {
    const response = await trend(id, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LabTrendAnswer;
  };
  /** A CBC of `who` with these values, entered and (unless told) verified a minute after the last. */
  const cbc = async (who: number, values: Row[], verified = true) => {
    now = new Date(now.getTime() + 60_000);
    const request = await f.order([f.tests.cbc], { patient: who, visit: null });
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    const entered = await call('POST', 'labResult', f.as.labUser, {
      lab_request: request.id,
      test: f.tests.cbc,
      parameters: values,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    if (!verified) return;
    const moved = await move('labResult', entered.json().id, 'Verified', f.as.labManager);
    expect(moved.statusCode, moved.body).toBe(200);
  };

  beforeAll(async () => {
    if (skip) return;
    patient = await f.newPatient({
      first_name: 'Trend',
      sex: 'Female',
      date_of_birth: '1984-06-15',
    });
    for (const [index, value] of HGB.entries())
      await cbc(patient, [
        { parameter: 'HGB', value },
        ...(index === HGB.length - 1 ? [{ parameter: 'PLT', value: '210' }] : []),
      ]);
    // Entered but not verified: not released, not on the trend.
    await cbc(patient, [{ parameter: 'HGB', value: '15.0' }], false);
    // Another patient's haemoglobin.
    await cbc(await f.newPatient({ first_name: 'Other', sex: 'Female' }), [
      { parameter: 'HGB', value: '14.0' },
    ]);
    // The clock moved 15 minutes: sign in again on it.
    await f.signInAgain();
  }, 120_000);

  it.skipIf(skip)('answers the latest ten released values, oldest first', async () => {
    const trendOf = await answer(patient, '?parameter=HGB');
    expect(trendOf.parameter).toBe('HGB');
    expect(trendOf.points.map((point) => point.value)).toEqual(HGB.slice(2));
    const times = trendOf.points.map((point) => point.released_at);
    expect(times).toEqual([...times].sort());
    expect(times.at(-1)).toBe(new Date(START + 12 * 60_000).toISOString());
    expect(trendOf.points.map((point) => point.flag)).toEqual([
      'Normal',
      'Low',
      'Low',
      'Low',
      'Low',
      'Low',
      'Low',
      'Low',
      'Low',
      'Critical Low',
    ]);
    expect(trendOf.points[0]).toMatchObject({
      value_number: 12.4,
      unit: 'g/dL',
      reference_range: '12 - 15.5',
      low: 12,
      high: 15.5,
      collected_at: new Date(START + 3 * 60_000).toISOString(),
    });
  });

  it.skipIf(skip)(
    'answers as many as `limit` asks, and refuses a limit out of bounds',
    async () => {
      const three = await answer(patient, '?parameter=HGB&limit=3');
      expect(three.points.map((point) => point.value)).toEqual(['8.1', '7.4', '6.8']);
      const all = await answer(patient, '?parameter=HGB&limit=50');
      expect(all.points.map((point) => point.value)).toEqual(HGB);
      for (const limit of ['0', '51', 'ten']) {
        const refused = await trend(patient, `?parameter=HGB&limit=${limit}`);
        expect(refused.statusCode, limit).toBe(400);
      }
    },
  );

  it.skipIf(skip)('lists the parameters the patient has values of, newest first', async () => {
    const choices = await answer(patient);
    expect(choices.parameter).toBeNull();
    expect(choices.points).toEqual([]);
    expect(choices.parameters).toEqual([
      {
        code: 'HGB',
        name: 'Haemoglobin',
        unit: 'g/dL',
        count: 12,
        numeric: true,
        last_released_at: new Date(START + 12 * 60_000).toISOString(),
      },
      {
        code: 'PLT',
        name: 'Platelets',
        unit: '10^9/L',
        count: 1,
        numeric: true,
        last_released_at: new Date(START + 12 * 60_000).toISOString(),
      },
    ]);
    expect((await answer(patient, '?parameter=WBC')).points).toEqual([]);
    expect((await answer(f.patient)).parameters).toEqual([]);
  });

  it.skipIf(skip)('is for readers of released results only; 404 for no such patient', async () => {
    const cashier = (await signIn(app(), 'lab-cashier@tena.demo')).headers;
    expect((await trend(patient, '?parameter=HGB', f.as.labUser)).statusCode).toBe(200);
    for (const headers of [cashier, f.as.reception]) {
      const refused = await trend(patient, '?parameter=HGB', headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await trend(patient, '', {})).json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
    const missing = await trend(999_999, '?parameter=HGB');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No patient record with id 999999.',
    });
  });

  it.skipIf(skip)('reads through the index on patient, parameter and released_at', async () => {
    const db = app().database.db as unknown as AnyDb;
    const name = 'ix_m_test_result_patient_parameter_released_at_cx';
    const indexes = isPostgres(db)
      ? await sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename = 'm_test_result'`.execute(db)
      : await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = 'm_test_result'`.execute(
          db,
        );
    expect(indexes.rows.map((row) => row.name)).toContain(name);
    if (isPostgres(db)) return;
    const query = trendPointsQuery(db, patient, 'HGB', 10).compile();
    const plan = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    });
    const details = plan.rows.map((row) => row.detail).join(' | ');
    expect(details).toContain(name);
    expect(details).not.toContain('TEMP B-TREE');
  });
});
