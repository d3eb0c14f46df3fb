// Pre-anesthesia assessment and the intra-operative anesthesia record (issue 21, anesthesia), on
// both databases: fasting hours counted to the booked start with the ASA guideline's flags, an
// Elective case not fit while fasting is not met, one assessment per case; the six series only
// from Sign-in Done to In Recovery and within the theatre time; an anesthesia drug draws nothing
// from stock and needs a route; the record's totals (fluids in and out, balance, drugs, time).
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnesthesiaRecordAnswer } from '../../src/engine/wire/anesthesia-record';
import { dialectCases } from '../helpers/databases';
import type { Row } from '../helpers/surgery-fixtures';
import { useSurgerySuite } from '../helpers/surgery-suite';

type Headers = Record<string, string>;
const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000).toISOString();
const ASA = 'ASA Practice Guidelines for Preoperative Fasting, 2023';

describe.each(dialectCases)('anesthesia records on $dialect', (dialect) => {
  // 10:00 in the hospital's time zone (America/New_York, UTC-5 in March).
  const T0 = '2027-03-01T15:00:00.000Z';
  let now = new Date(T0);
  const { f, s, call } = useSurgerySuite(dialect, () => now, { longSignIns: true });
  let nurse: Headers;

  const post = (model: string, body: Row, headers = nurse) =>
    call('POST', `/models/${model}`, headers, body);
  const assessment = (surgicalCase: unknown, start: string, more: Row = {}) => ({
    surgical_case: surgicalCase,
    asa_class: 'ASA II',
    mallampati: 'II',
    last_solids_at: minutes(start, -270),
    last_clear_fluids_at: minutes(start, -90),
    allergies: 'Penicillin (rash)',
    plan: 'General (ETT)',
    fit_for_anesthesia: 'No, postpone',
    ...more,
  });

  beforeAll(() => {
    nurse = s.as.anesthesiaNurse;
  });

  it.skipIf(dialect.skip)(
    'counts fasting to the booked start, flags it and refuses an Elective case fit while not met',
    async () => {
      const elective = await s.caseAt('Pre-op', { priority: 'Elective' });
      const start = String(elective.scheduled_start);
      const fit = await post(
        'preAnesthesia',
        assessment(elective.id, start, { fit_for_anesthesia: 'Yes' }),
      );
      expect(fit.statusCode).toBe(422);
      expect(fit.json().details).toEqual([
        {
          field: 'fit_for_anesthesia',
          message: `${elective.case_number} is Elective and fasting is not met at its booked start: solids 4.5 h (6 h needed), clear fluids 1.5 h (2 h needed) (${ASA}). Choose "No, postpone", or rebook the case for when fasting is met`,
        },
      ]);

      const made = await post('preAnesthesia', assessment(elective.id, start));
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        patient: elective.patient,
        recorded_by: 'anesthesia-nurse@tena.demo',
        fasting_solids_hours: 4.5,
        fasting_fluids_hours: 1.5,
        fasting_flags: [
          `Solids 4.5 h before the booked start: 6 h needed (${ASA})`,
          `Clear fluids 1.5 h before the booked start: 2 h needed (${ASA})`,
        ],
      });

      const again = await post('preAnesthesia', assessment(elective.id, start), s.as.seniorDoctor);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PRE_ANESTHESIA_EXISTS' });
      expect(again.json().details).toEqual([
        {
          field: 'surgical_case',
          message: `${elective.case_number} already has its pre-anesthesia assessment (recorded 2027-03-01 10:00 by Anesthesia Nurse Demo): open it to change it`,
        },
      ]);

      // Fasting met: fit; and an urgent case may be fit unfasted (a full-stomach anesthetic).
      const fasted = await s.caseAt('Pre-op', { priority: 'Elective' });
      const fastedStart = String(fasted.scheduled_start);
      const ok = await post(
        'preAnesthesia',
        assessment(fasted.id, fastedStart, {
          last_solids_at: minutes(fastedStart, -600),
          last_clear_fluids_at: minutes(fastedStart, -120),
          fit_for_anesthesia: 'Yes',
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({
        fasting_solids_hours: 10,
        fasting_fluids_hours: 2,
        fasting_flags: [],
      });
      const urgent = await s.caseAt('Pre-op');
      const urgentFit = await post(
        'preAnesthesia',
        assessment(urgent.id, String(urgent.scheduled_start), { fit_for_anesthesia: 'Yes' }),
      );
      expect(urgentFit.statusCode, urgentFit.body).toBe(201);
      expect(urgentFit.json().fasting_flags).toHaveLength(2);
    },
  );

  it.skipIf(dialect.skip)('refuses a last intake after the booked start', async () => {
    const booked = await s.caseAt('Scheduled');
    const start = String(booked.scheduled_start);
    const late = await post(
      'preAnesthesia',
      assessment(booked.id, start, { last_solids_at: minutes(start, 30) }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().details).toEqual([
      {
        field: 'last_solids_at',
        message: `Last Solid Food (${start.slice(0, 10)} 01:30) is after ${booked.case_number}'s booked start (${start.slice(0, 10)} 01:00): give when the patient last took it before the operation, or rebook the case`,
      },
    ]);
  });

  it.skipIf(dialect.skip)(
    'writes the series only from Sign-in Done, within the theatre time',
    async () => {
      now = new Date(T0);
      const preOp = await s.caseAt('Pre-op');
      const early = await post('anesthesiaVitalSign', { surgical_case: preOp.id, heart_rate: 80 });
      expect(early.statusCode).toBe(422);
      expect(early.json().details).toEqual([
        {
          field: 'surgical_case',
          message: `${preOp.case_number} is Pre-op: its anesthesia record is written from Sign-in Done until the patient is In Recovery`,
        },
      ]);

      const inTheatre = await s.caseAt('In Theatre'); // Sign In signed at 10:00
      now = new Date(minutes(T0, 60));
      const before = await post('anesthesiaVitalSign', {
        surgical_case: inTheatre.id,
        recorded_at: minutes(T0, -10),
        heart_rate: 80,
      });
      expect(before.statusCode).toBe(422);
      expect(before.json().details).toEqual([
        {
          field: 'recorded_at',
          message: `2027-03-01 09:50 is before ${inTheatre.case_number}'s anesthesia began: the WHO Sign In was signed at 2027-03-01 10:00`,
        },
      ]);
      const future = await post('anesthesiaVitalSign', {
        surgical_case: inTheatre.id,
        recorded_at: minutes(T0, 90),
        heart_rate: 80,
      });
      expect(future.statusCode).toBe(422);
      expect(future.json().details).toEqual([
        { field: 'recorded_at', message: 'This time is in the future: give the time it happened.' },
      ]);

      // Signed in, wheeled in and sent to recovery at 11:00 (the fixture's steps take no time).
      const recovering = await s.caseAt('In Recovery');
      now = new Date(minutes(T0, 75));
      const late = await post('anesthesiaFluid', {
        surgical_case: recovering.id,
        recorded_at: minutes(T0, 70),
        direction: 'In',
        fluid: "Ringer's lactate",
        volume: 250,
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().details).toEqual([
        {
          field: 'recorded_at',
          message: `2027-03-01 11:10 is after ${recovering.case_number} went to recovery (2027-03-01 11:00): observations in recovery go on its PACU record`,
        },
      ]);
      const lateEntry = await post('anesthesiaFluid', {
        surgical_case: recovering.id,
        recorded_at: minutes(T0, 60),
        direction: 'Out',
        fluid: 'Urine',
        volume: 100,
      });
      expect(lateEntry.statusCode, lateEntry.body).toBe(201);
    },
  );

  it.skipIf(dialect.skip)(
    'gives anesthesia drugs without touching stock, with a route, and totals the record',
    async () => {
      now = new Date(T0);
      const c = await s.caseAt('In Theatre');
      now = new Date(minutes(T0, 60));
      // Never received anywhere: a stock issue would be refused, so a 201 shows none is made.
      const propofol = await f.newProduct({
        name: 'Propofol 10 mg/mL injection, 20 mL ampoule',
        generic_name: 'propofol',
        strength: '10 mg/mL',
        dosage_form: 'Injection',
        route: f.routes.iv,
      });
      const dose = (at: number, amount: number, more: Row = {}) =>
        post('anesthesiaMedication', {
          surgical_case: c.id,
          recorded_at: minutes(T0, at),
          product: propofol,
          dose: amount,
          dose_unit: f.units.mg,
          ...more,
        });
      const zero = await dose(5, 0);
      expect(zero.statusCode).toBe(422);
      expect(zero.json().details).toEqual([
        { field: 'dose', message: 'Dose must be more than 0: give the amount given' },
      ]);
      const noRoute = await dose(5, 150, { route: 999_999 });
      expect(noRoute.statusCode).toBe(422);
      expect(noRoute.json().details.map((d: Row) => d.field)).toEqual(['route']);
      const given = await dose(5, 150);
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json()).toMatchObject({ route: f.routes.iv, patient: c.patient });
      expect((await dose(20, 50)).statusCode).toBe(201);

      const entries: [string, Row][] = [
        ['anesthesiaMonitoring', { recorded_at: minutes(T0, 4), event: 'Induction' }],
        ['anesthesiaMonitoring', { recorded_at: minutes(T0, 55), event: 'Extubation' }],
        [
          'anesthesiaFluid',
          { recorded_at: minutes(T0, 10), direction: 'In', fluid: "Ringer's lactate", volume: 500 },
        ],
        [
          'anesthesiaFluid',
          { recorded_at: minutes(T0, 30), direction: 'In', fluid: "Ringer's lactate", volume: 500 },
        ],
        [
          'anesthesiaFluid',
          { recorded_at: minutes(T0, 40), direction: 'Out', fluid: 'Blood loss', volume: 300 },
        ],
        [
          'anesthesiaFluid',
          { recorded_at: minutes(T0, 50), direction: 'Out', fluid: 'Urine', volume: 150 },
        ],
        [
          'anesthesiaVitalSign',
          {
            recorded_at: minutes(T0, 15),
            heart_rate: 92,
            bp_systolic: 118,
            bp_diastolic: 74,
            spo2: 99,
          },
        ],
        [
          'anesthesiaGas',
          {
            recorded_at: minutes(T0, 6),
            oxygen_flow: 1,
            air_flow: 1,
            agent: 'Sevoflurane',
            agent_percent: 2,
          },
        ],
        [
          'anesthesiaVentilation',
          {
            recorded_at: minutes(T0, 8),
            mode: 'Volume control',
            tidal_volume: 450,
            rate: 12,
            peep: 5,
          },
        ],
      ];
      for (const [model, body] of entries) {
        const made = await post(model, { surgical_case: c.id, ...body });
        expect(made.statusCode, `${model} ${made.body}`).toBe(201);
      }

      const read = await call('GET', `/surgery/cases/${c.id}/anesthesia-record`, s.as.doctor);
      expect(read.statusCode, read.body).toBe(200);
      const record = read.json() as AnesthesiaRecordAnswer;
      expect(record.surgical_case).toMatchObject({
        id: c.id,
        case_number: c.case_number,
        status: 'In Theatre',
      });
      expect(record.series.anesthesiaFluid.map((e) => e.volume)).toEqual([500, 500, 300, 150]);
      expect(
        record.series.anesthesiaMedication.map((e) => [e.dose, e.product_name, e.route_name]),
      ).toEqual([
        [150, 'Propofol 10 mg/mL injection, 20 mL ampoule', 'Intravenous'],
        [50, 'Propofol 10 mg/mL injection, 20 mL ampoule', 'Intravenous'],
      ]);
      expect(record.series.anesthesiaMonitoring.map((e) => e.event)).toEqual([
        'Induction',
        'Extubation',
      ]);
      expect(record.totals).toEqual({
        fluids_in: [{ fluid: "Ringer's lactate", volume: 1000 }],
        fluids_in_total: 1000,
        fluids_out: [
          { fluid: 'Blood loss', volume: 300 },
          { fluid: 'Urine', volume: 150 },
        ],
        fluids_out_total: 450,
        balance: 550,
        drugs: [
          {
            product: propofol,
            name: 'Propofol 10 mg/mL injection, 20 mL ampoule',
            unit: f.units.mg,
            unit_name: 'mg',
            total_dose: 200,
            doses: 2,
          },
        ],
        anesthesia_start: minutes(T0, 4),
        anesthesia_end: minutes(T0, 55),
        anesthesia_minutes: 51,
        anesthesia_start_from: 'Induction',
        anesthesia_end_from: 'Extubation',
      });
      expect(record.pre_anesthesia).toBeNull();

      const cashier = await call('GET', `/surgery/cases/${c.id}/anesthesia-record`, s.as.orCashier);
      expect(cashier.statusCode).toBe(403);
      const missing = await call('GET', '/surgery/cases/999999/anesthesia-record', s.as.doctor);
      expect(missing.statusCode).toBe(404);
    },
  );

  it.skipIf(dialect.skip)('shows the assessment with its allergies on the record', async () => {
    now = new Date(T0);
    const c = await s.caseAt('Sign-in Done');
    const made = await post('preAnesthesia', assessment(c.id, String(c.scheduled_start)));
    expect(made.statusCode, made.body).toBe(201);
    const read = await call('GET', `/surgery/cases/${c.id}/anesthesia-record`, nurse);
    expect(read.json().pre_anesthesia).toMatchObject({
      id: made.json().id,
      asa_class: 'ASA II',
      allergies: 'Penicillin (rash)',
      fit_for_anesthesia: 'No, postpone',
      fasting_solids_hours: 4.5,
      fasting_fluids_hours: 1.5,
    });
    expect(read.json().pre_anesthesia.fasting_flags).toHaveLength(2);
  });
});
