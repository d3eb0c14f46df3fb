// The PACU record (issue 21, anesthesia), on both databases: each Aldrete row's total, the latest
// score and the discharge criteria worked out by the server; one record per case, opened from
// Sign-out Done, scored while In Recovery; discharge refused until the latest score is 9 or more.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useStockSuite } from '../helpers/stock-suite';
import { type Row, type SurgeryFixtures, surgeryFixtures } from '../helpers/surgery-fixtures';

type Headers = Record<string, string>;
const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000).toISOString();
const score = (at: string, [a, r, c, k, o]: number[], more: Row = {}) => ({
  scored_at: at,
  activity: a,
  respiration: r,
  circulation: c,
  consciousness: k,
  oxygen_saturation: o,
  ...more,
});

describe.each(dialectCases)('PACU record on $dialect', (dialect) => {
  // 10:00 in the hospital's time zone (America/New_York, UTC-5 in March).
  const T0 = '2027-03-02T15:00:00.000Z';
  let now = new Date(T0);
  const stock = useStockSuite(dialect, () => now, { prescriptions: true, longSignIns: true });
  let app: FastifyInstance;
  let s: SurgeryFixtures;
  let nurse: Headers;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/models/${url}`,
      headers: nurse,
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    if (dialect.skip) return;
    app = stock.suite.app;
    s = await surgeryFixtures(app, stock.f, () => now);
    nurse = s.as.recoveryNurse;
  }, 180_000);

  it.skipIf(dialect.skip)('is opened on arrival, from Sign-out Done, once per case', async () => {
    now = new Date(T0);
    const inTheatre = await s.caseAt('In Theatre');
    const early = await call('POST', 'pacuRecord', {
      surgical_case: inTheatre.id,
      scores: [score(T0, [1, 1, 2, 1, 1])],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().details).toEqual([
      {
        field: 'surgical_case',
        message: `${inTheatre.case_number} is In Theatre: its PACU record is opened when the patient arrives in recovery, once the case is Sign-out Done or In Recovery`,
      },
    ]);

    const signedOut = await s.caseAt('Sign-out Done');
    const made = await call('POST', 'pacuRecord', {
      surgical_case: signedOut.id,
      scores: [score(T0, [1, 1, 2, 1, 1])],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      patient: signedOut.patient,
      recorded_at: T0,
      recorded_by: 'recovery-nurse@tena.demo',
      latest_score: 6,
      discharge_criteria_met: false,
    });
    expect(made.json().scores[0].total).toBe(6);

    const again = await call('POST', 'pacuRecord', {
      surgical_case: signedOut.id,
      scores: [score(T0, [2, 2, 2, 2, 2])],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PACU_RECORD_EXISTS' });
    expect(again.json().details).toEqual([
      {
        field: 'surgical_case',
        message: `${signedOut.case_number} already has its PACU record (recorded 2027-03-02 10:00 by Recovery Nurse Demo): open it to change it`,
      },
    ]);
  });

  it.skipIf(dialect.skip)(
    'scores while In Recovery and refuses discharge until the latest score is 9 or more',
    async () => {
      now = new Date(T0);
      const c = await s.caseAt('Sign-out Done');
      const arrival = score(T0, [1, 1, 2, 1, 1]);
      let record = (
        await call('POST', 'pacuRecord', { surgical_case: c.id, scores: [arrival] })
      ).json();
      const put = async (body: Row) => {
        const answer = await call('PUT', `pacuRecord/${record.id}`, {
          version: record.version,
          ...body,
        });
        if (answer.statusCode === 200) record = answer.json();
        return answer;
      };
      const rows = () => (record.scores as Row[]).map(({ id, ...row }) => ({ id, ...row }));

      now = new Date(minutes(T0, 20));
      const tooEarly = await put({ scores: [...rows(), score(minutes(T0, 20), [2, 2, 1, 1, 1])] });
      expect(tooEarly.statusCode).toBe(422);
      expect(tooEarly.json().details).toEqual([
        {
          field: 'scores',
          message: `${c.case_number} is Sign-out Done: Aldrete scores are added once the case is In Recovery (its To recovery step)`,
        },
      ]);
      expect((await s.move(Number(c.id), 'In Recovery', s.as.recoveryNurse)).statusCode).toBe(200);

      now = new Date(minutes(T0, 45));
      const seven = await put({ scores: [...rows(), score(minutes(T0, 40), [2, 2, 1, 1, 1])] });
      expect(seven.statusCode, seven.body).toBe(200);
      expect(record).toMatchObject({ latest_score: 7, discharge_criteria_met: false });
      expect((record.scores as Row[]).map((row) => row.total)).toEqual([6, 7]);

      const discharge = await put({ discharged_at: minutes(T0, 45), handover_to: 'Ward nurse' });
      expect(discharge.statusCode).toBe(422);
      expect(discharge.json().details).toEqual([
        { field: 'discharged_at', message: 'Aldrete score 7 at 10:40: discharge needs 9 or more' },
      ]);

      const wrongTotal = await put({
        scores: [...rows(), score(minutes(T0, 44), [2, 2, 2, 1, 2], { total: 10 })],
      });
      expect(wrongTotal.statusCode).toBe(422);
      expect(wrongTotal.json().details).toEqual([
        {
          field: 'scores[2].total',
          message:
            'Aldrete Scores row 3: Total must be 9 (activity + respiration + circulation + consciousness + oxygen_saturation), not 10',
        },
      ]);
      const half = await put({ scores: [...rows(), score(minutes(T0, 44), [1.5, 2, 2, 2, 2])] });
      expect(half.statusCode).toBe(422);
      expect(half.json().details).toEqual([
        {
          field: 'scores[2].activity',
          message: 'Aldrete Scores row 3: Activity is scored 0, 1 or 2, not 1.5',
        },
      ]);
      const beforeArrival = await put({
        scores: [...rows(), score(minutes(T0, -10), [2, 2, 2, 2, 2])],
      });
      expect(beforeArrival.statusCode).toBe(422);
      expect(beforeArrival.json().details).toEqual([
        {
          field: 'scores[2].scored_at',
          message: 'Aldrete Scores row 3: 09:50 is before the patient arrived in recovery (10:00)',
        },
      ]);

      now = new Date(minutes(T0, 60));
      const nine = await put({
        scores: [...rows(), score(minutes(T0, 55), [2, 2, 2, 1, 2])],
        discharged_at: minutes(T0, 58),
        handover_to: 'Ward nurse',
      });
      expect(nine.statusCode, nine.body).toBe(200);
      expect(record).toMatchObject({
        latest_score: 9,
        discharge_criteria_met: true,
        discharged_at: minutes(T0, 58),
      });
      const back = await s.move(Number(c.id), 'Back to Ward', s.as.recoveryNurse);
      expect(back.statusCode, JSON.stringify(back.json())).toBe(200);
    },
  );
});
