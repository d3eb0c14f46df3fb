// What a theatre's staff find in the demo hospital (demo-surgery*.ts): three operating rooms on
// today's schedule with a case in every state, the cases past induction with their WHO steps
// signed, counts, anesthesia vitals every five minutes, a patient in recovery not yet fit to
// leave, operation notes of the finished cases, charges waiting for the OR Cashier, and
// tomorrow's elective list. Seeded once per database, on a Monday morning.
import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { dialectCases } from '../helpers/databases';
import { type Row, useSeededDemo } from '../helpers/demo-suite';

const TODAY = new Date('2026-03-02T07:15:00-05:00');
const ROLES = [
  'doctor',
  'senior-doctor',
  'anesthesia-nurse',
  'recovery-nurse',
  'or-cashier',
] as const;
const STATES = [
  'Scheduled',
  'Pre-op',
  'Sign-in Done',
  'In Theatre',
  'Time-out Done',
  'Sign-out Done',
  'In Recovery',
  'Back to Ward',
  'Cancelled',
];
const day = (at: Date) => formatInTimeZone(at, DEFAULT_SETTINGS.timeZone, 'yyyy-MM-dd');

describe.each(dialectCases)('the demo theatre on $dialect', ({ make, skip }) => {
  const demo = useSeededDemo({ make, skip }, ROLES, TODAY);
  const cases = () => demo.list('doctor', 'surgicalCase');

  it.skipIf(skip)("schedules today's list in three theatres, a case in every state", async () => {
    const schedule = await demo.get('doctor', `/api/surgery/schedule?date=${day(TODAY)}`);
    expect(schedule.theatres.map((t: Row) => t.code)).toEqual(['OR-1', 'OR-2', 'OR-3']);
    const today = schedule.theatres.flatMap((t: { cases: Row[] }) => t.cases);
    expect(new Set(today.map((c: Row) => c.status))).toEqual(new Set(STATES));
    for (const c of today) expect(c.surgeon && c.anesthetist && c.procedure).toBeTruthy();
    const tomorrow = await demo.get(
      'doctor',
      `/api/surgery/schedule?date=${day(new Date(TODAY.getTime() + 86_400_000))}`,
    );
    const list = tomorrow.theatres.flatMap((t: { cases: Row[] }) => t.cases);
    expect(list).toHaveLength(4);
    for (const c of list) expect(c).toMatchObject({ status: 'Scheduled', priority: 'Elective' });
  });

  it.skipIf(skip)('keeps the record of each case past its steps', async () => {
    const all = await cases();
    const byState = (state: string) => all.filter((c) => c.status === state);
    const checklists = await demo.list('anesthesia-nurse', 'safetyChecklist');
    for (const c of byState('Back to Ward')) {
      const signed = checklists.filter((l) => l.surgical_case === c.id && l.status === 'Signed');
      expect(signed.map((l) => l.phase).sort()).toEqual(['Sign In', 'Sign Out', 'Time Out']);
      expect(c.ward_at).toBeTruthy();
    }
    // The operation under way: five-minute vitals up to now, its counts still open.
    const [running] = byState('Time-out Done') as [Row];
    const vitals = (await demo.get('anesthesia-nurse', `/api/surgery/cases/${running.id}/vitals`))
      .entries as Row[];
    expect(vitals.length).toBeGreaterThan(10);
    const times = vitals.map((v) => Date.parse(String(v.recorded_at)));
    for (let i = 1; i < times.length; i++)
      expect((times[i] as number) - (times[i - 1] as number)).toBe(300_000);
    expect(times.at(-1) as number).toBeLessThanOrEqual(TODAY.getTime());
    const record = await demo.get(
      'anesthesia-nurse',
      `/api/surgery/cases/${running.id}/anesthesia-record`,
    );
    expect(record.pre_anesthesia).toBeTruthy();
    const sheets = await demo.list('anesthesia-nurse', 'countSheet');
    expect(sheets.find((s) => s.surgical_case === running.id)?.status).toBe('Open');
    // Every operated case has its assessment; the finished ones their operation note.
    const assessed = new Set(
      (await demo.list('anesthesia-nurse', 'preAnesthesia')).map((a) => a.surgical_case),
    );
    const notes = await demo.list('senior-doctor', 'operationNote');
    for (const c of all.filter((c) => c.wheeled_in_at)) expect(assessed.has(c.id)).toBe(true);
    for (const state of ['Sign-out Done', 'In Recovery', 'Back to Ward'])
      for (const c of byState(state))
        expect(notes.find((n) => n.surgical_case === c.id)?.findings).toBeTruthy();
  });

  it.skipIf(skip)('has a patient in recovery, not yet fit to leave', async () => {
    const [recovering] = (await cases()).filter((c) => c.status === 'In Recovery') as [Row];
    const records = await demo.list('recovery-nurse', 'pacuRecord');
    const pacu = records.find((r) => r.surgical_case === recovering.id) as Row;
    expect(pacu).toMatchObject({ latest_score: 8, discharged_at: null });
    expect(Boolean(pacu.discharge_criteria_met)).toBe(false);
    const left = records.find((r) => r.discharged_at) as Row;
    expect(Number(left.latest_score)).toBeGreaterThanOrEqual(9);
  });

  it.skipIf(skip)('leaves the OR Cashier theatre fees and consumables to bill', async () => {
    const charges = await demo.list(
      'or-cashier',
      'charge',
      '&filter[status]=Unbilled&filter[cashier_point]=OR',
    );
    const sources = new Set(charges.map((c) => c.source_model));
    expect(sources).toEqual(new Set(['surgicalCase', 'caseConsumable']));
    expect(charges.filter((c) => c.source_model === 'surgicalCase')).toHaveLength(5);
    for (const charge of charges) expect(Number(charge.amount)).toBeGreaterThan(0);
  });
});
