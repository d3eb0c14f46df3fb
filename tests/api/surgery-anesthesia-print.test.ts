// The printed anesthesia record (issue 21), on both databases: the JSON the print view draws and
// the A4 PDF with the same text: the patient and case (MRN, procedure, theatre, team, anesthesia,
// ASA from the assessment, the times wheeled in, incision and closure), the pre-anesthesia
// assessment, each series' entries with their times on the hospital's clock, each drug's total,
// the fluids' totals and balance, who recorded, and the vital signs' trend; a 12-hour record of
// 5-minute vital signs runs onto several pages with every entry printed once, in order, the
// table's header on each page; 403 for readers of the case who may not read its series (the OR
// Cashier) and for those who may not read cases, 404 for no such case.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnesthesiaRecordDocument } from '../../src/engine/documents/anesthesia-record-types';
import type { DocumentLine } from '../../src/engine/documents/document-types';
import { signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { a4PdfText, pdfPages } from '../helpers/pdf-text';
import type { Row } from '../helpers/surgery-fixtures';
import { useSurgerySuite } from '../helpers/surgery-suite';

type Headers = Record<string, string>;
const minutes = (at: string, n: number) => new Date(Date.parse(at) + n * 60_000).toISOString();
const lines = (list: DocumentLine[]) => Object.fromEntries(list.map((l) => [l.label, l.value]));

describe.each(dialectCases)('printed anesthesia record on $dialect', (dialect) => {
  // 10:00 on 1 March 2027 in the hospital's time zone (America/New_York, UTC-5).
  const T0 = '2027-03-01T15:00:00.000Z';
  let now = new Date(T0);
  const { app, f, s, call } = useSurgerySuite(dialect, () => now, { longSignIns: true });
  let nurse: Headers;

  const post = async (model: string, body: Row) => {
    const made = await call('POST', `/models/${model}`, nurse, body);
    expect(made.statusCode, `${model} ${made.body}`).toBe(201);
    return made.json();
  };
  const document = (id: unknown, headers: Headers, pdf = false) =>
    call('GET', `/surgery/cases/${id}/anesthesia-record/document${pdf ? '.pdf' : ''}`, headers);
  /** A case in theatre since `at` (Sign In signed, wheeled in), assessed before. */
  const inTheatre = async (at: string, patient: Row, assessment: Row | null) => {
    now = new Date(at);
    const c = await s.caseAt('Pre-op', { patient: await s.patient(patient) });
    const start = String(c.scheduled_start);
    if (assessment)
      await post('preAnesthesia', {
        surgical_case: c.id,
        last_solids_at: minutes(start, -600),
        last_clear_fluids_at: minutes(start, -180),
        ...assessment,
      });
    await s.signedChecklist(Number(c.id), 'Sign In');
    for (const to of ['Sign-in Done', 'In Theatre'])
      expect((await s.move(Number(c.id), to)).statusCode, to).toBe(200);
    return c;
  };

  beforeAll(() => {
    nurse = s.as.anesthesiaNurse;
  });

  it.skipIf(dialect.skip)(
    "prints the case, the assessment, every series with its totals, for the series' readers",
    async () => {
      const c = await inTheatre(
        T0,
        { first_name: 'Tsion', middle_name: 'Girma', last_name: 'Wolde', sex: 'Female' },
        {
          asa_class: 'ASA III',
          emergency_modifier: 'Yes',
          weight: 64,
          mallampati: 'II',
          allergies: 'Penicillin (rash)',
          comorbidities: 'Type 2 diabetes on metformin',
          plan: 'General (ETT)',
          plan_notes: 'Rapid sequence induction',
          fit_for_anesthesia: 'Yes, with precautions',
        },
      );
      // Time out at 10:15 (the incision); entries until 11:00; sign out at 11:10 (closure).
      now = new Date(minutes(T0, 15));
      await s.signedChecklist(Number(c.id), 'Time Out');
      expect((await s.move(Number(c.id), 'Time-out Done')).statusCode).toBe(200);
      now = new Date(minutes(T0, 60));
      const propofol = await f.newProduct({
        name: 'Propofol 10 mg/mL injection, 20 mL ampoule',
        generic_name: 'propofol',
        strength: '10 mg/mL',
        dosage_form: 'Injection',
        route: f.routes.iv,
      });
      const entries: [string, number, Row][] = [
        ['anesthesiaMonitoring', 2, { event: 'Monitoring attached', details: 'ECG, NIBP, SpO2' }],
        ['anesthesiaMonitoring', 4, { event: 'Induction', details: 'RSI with cricoid pressure' }],
        ['anesthesiaMonitoring', 55, { event: 'Extubation', details: 'Awake, airway clear' }],
        ['anesthesiaMedication', 4, { product: propofol, dose: 150, dose_unit: f.units.mg }],
        ['anesthesiaMedication', 20, { product: propofol, dose: 50, dose_unit: f.units.mg }],
        [
          'anesthesiaVitalSign',
          5,
          { heart_rate: 112, bp_systolic: 146, bp_diastolic: 91, spo2: 97, etco2: 38 },
        ],
        [
          'anesthesiaVitalSign',
          10,
          { heart_rate: 84, bp_systolic: 108, bp_diastolic: 64, spo2: 99, temperature: 36.4 },
        ],
        [
          'anesthesiaGas',
          6,
          { oxygen_flow: 1, air_flow: 1, agent: 'Sevoflurane', agent_percent: 2, fio2: 50 },
        ],
        ['anesthesiaVentilation', 8, { mode: 'Volume control', tidal_volume: 450, rate: 12 }],
        ['anesthesiaFluid', 10, { direction: 'In', fluid: "Ringer's lactate", volume: 500 }],
        ['anesthesiaFluid', 30, { direction: 'In', fluid: "Ringer's lactate", volume: 500 }],
        ['anesthesiaFluid', 35, { direction: 'In', fluid: 'Packed red cells', volume: 250 }],
        ['anesthesiaFluid', 40, { direction: 'Out', fluid: 'Blood loss', volume: 1300 }],
        ['anesthesiaFluid', 50, { direction: 'Out', fluid: 'Urine', volume: 150 }],
      ];
      for (const [model, at, body] of entries)
        await post(model, { surgical_case: c.id, recorded_at: minutes(T0, at), ...body });
      now = new Date(minutes(T0, 70));
      await post('countSheet', {
        surgical_case: c.id,
        second_counter: 'Tigist Haile',
        items: [{ item: 'Swabs (raytec)', before: 10, after: 10 }],
      });
      await s.signedChecklist(Number(c.id), 'Sign Out');
      expect((await s.move(Number(c.id), 'Sign-out Done')).statusCode).toBe(200);

      const answer = await document(c.id, s.as.doctor);
      expect(answer.statusCode, answer.body).toBe(200);
      const doc = answer.json() as AnesthesiaRecordDocument;
      expect(doc).toMatchObject({
        kind: 'anesthesiaRecord',
        title: 'Anesthesia Record',
        filename: `${c.case_number} anesthesia record.pdf`,
      });
      expect(lines(doc.patient)).toMatchObject({
        Name: 'Tsion Girma Wolde',
        MRN: expect.stringMatching(/\S/),
        Sex: 'Female',
      });
      expect(lines(doc.operation)).toMatchObject({
        'Case Number': c.case_number,
        Theatre: `Theatre ${s.room.code} (${s.room.code})`,
        Date: 'March 1, 2027',
        Status: 'Sign-out Done',
        Procedure: 'Open appendicectomy',
        Diagnosis: expect.stringMatching(/^K35\.8 /),
      });
      expect(lines(doc.team)).toEqual({
        Surgeon: 'Dr. Dawit Alemu',
        Anesthetist: 'Meron Tadesse',
        Anesthesia: 'General',
        ASA: 'ASA IIIE',
      });
      expect(lines(doc.times)).toEqual({
        'Into Theatre': '10:00',
        Incision: '10:15',
        Closure: '11:10',
        Anesthesia: '10:04 (induction) to 10:55 (extubation)',
        'Under Anesthesia': '51 min',
      });
      expect(lines(doc.preAnesthesia)).toMatchObject({
        'ASA Physical Status': 'ASA IIIE',
        Weight: '64 kg',
        Airway: 'Mallampati II',
        Fasting: 'Met',
        Allergies: 'Penicillin (rash)',
        Comorbidities: 'Type 2 diabetes on metformin',
        'Anesthesia Plan': 'General (ETT); Rapid sequence induction',
        'Fit for Anesthesia': 'Yes, with precautions',
      });
      expect(lines(doc.preAnesthesia)['Last Solid Food']).toMatch(
        /\(10 h before the booked start\)$/,
      );
      const section = (title: string) => doc.sections.find((one) => one.title === title);
      expect(doc.sections.map((one) => one.title)).toEqual([
        'Vital Signs',
        'Gases and Inhalation Agents',
        'IV Medication',
        'Ventilation',
        'Fluids In and Out',
        'Monitoring and Events',
      ]);
      expect(section('Vital Signs')?.table.rows).toEqual([
        ['10:05', '112', '146/91', '97', '38', '', ''],
        ['10:10', '84', '108/64', '99', '', '36.4', ''],
      ]);
      expect(section('Vital Signs')?.trend).toMatchObject({
        span: 5,
        ticks: [
          { minute: 0, label: '10:05' },
          { minute: 5, label: '10:10' },
        ],
        points: [
          { minute: 0, heart_rate: 112, bp_systolic: 146, bp_diastolic: 91, spo2: 97 },
          { minute: 5, heart_rate: 84, bp_systolic: 108, bp_diastolic: 64, spo2: 99 },
        ],
      });
      expect(section('IV Medication')?.table.rows.map((row) => row.slice(0, 4))).toEqual([
        ['10:04', 'Propofol 10 mg/mL injection, 20 mL ampoule', '150 mg', 'Intravenous'],
        ['10:20', 'Propofol 10 mg/mL injection, 20 mL ampoule', '50 mg', 'Intravenous'],
      ]);
      expect(section('IV Medication')?.totals).toEqual([
        {
          label: 'Total Propofol 10 mg/mL injection, 20 mL ampoule',
          value: '200 mg (2 doses)',
        },
      ]);
      expect(lines(section('Fluids In and Out')?.totals ?? [])).toEqual({
        "In: Ringer's lactate": '1,000 mL',
        'In: Packed red cells': '250 mL',
        'Total In': '1,250 mL',
        'Out: Blood loss': '1,300 mL',
        'Out: Urine': '150 mL',
        'Total Out': '1,450 mL',
        'Balance (in − out)': '-200 mL',
      });
      expect(section('Monitoring and Events')?.table.rows.map((row) => row[1])).toEqual([
        'Monitoring attached',
        'Induction',
        'Extubation',
      ]);
      expect(lines(doc.signatures)).toEqual({
        Anesthetist: 'Meron Tadesse',
        'Recorded By': expect.stringMatching(/ \(14 entries\)$/),
      });

      const pdf = await document(c.id, s.as.recoveryNurse, true);
      expect(pdf.headers['content-disposition']).toContain('anesthesia record.pdf');
      const text = await a4PdfText(pdf);
      for (const words of [
        'Anesthesia Record',
        'Tsion Girma Wolde',
        lines(doc.patient).MRN as string,
        String(c.case_number),
        'Open appendicectomy',
        'ASA IIIE',
        'Penicillin (rash)',
        '10:15',
        '11:10',
        '146/91',
        'Sevoflurane',
        'Volume control',
        '150 mg',
        'Total Propofol 10 mg/mL injection, 20 mL ampoule 200 mg (2 doses)',
        'Total In 1,250 mL',
        'Total Out 1,450 mL',
        'Balance (in − out) -200 mL',
        'RSI with cricoid pressure',
        'Heart rate (beats/min)',
        "Anesthetist's signature",
      ])
        expect(text).toContain(words);

      for (const role of ['or-cashier', 'reception']) {
        const { headers } = await signIn(app(), `${role}@tena.demo`);
        expect((await document(c.id, headers)).statusCode, role).toBe(403);
        expect((await document(c.id, headers, true)).statusCode, role).toBe(403);
      }
      expect((await document(999_999, s.as.doctor)).statusCode).toBe(404);
    },
    120_000,
  );

  it.skipIf(dialect.skip)(
    'prints a 12-hour record of 5-minute vital signs on several pages, every entry once',
    async () => {
      // 14:00 on 2 March 2027 in the hospital: the record runs past midnight.
      const T1 = '2027-03-02T19:00:00.000Z';
      const c = await inTheatre(T1, { first_name: 'Abebe' }, null);
      now = new Date(minutes(T1, 12 * 60 + 10));
      const COUNT = 145;
      for (let i = 1; i <= COUNT; i += 1)
        await post('anesthesiaVitalSign', {
          surgical_case: c.id,
          recorded_at: minutes(T1, 5 * i),
          heart_rate: 60 + (i % 30),
          bp_systolic: 100 + (i % 40),
          bp_diastolic: 60 + (i % 20),
          spo2: 95 + (i % 5),
        });
      const clock = (i: number) => {
        const at = 14 * 60 + 5 * i;
        const wall = `${String(Math.floor(at / 60) % 24).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
        return at >= 24 * 60 ? `2027-03-03 ${wall}` : wall;
      };
      const expected = Array.from({ length: COUNT }, (_, index) => clock(index + 1));

      const answer = await document(c.id, s.as.anesthesiaNurse);
      expect(answer.statusCode, answer.body).toBe(200);
      const doc = answer.json() as AnesthesiaRecordDocument;
      expect(doc.preAnesthesiaNote).toBe('No pre-anesthesia assessment recorded.');
      const vitals = doc.sections[0];
      expect(vitals?.table.rows.map((row) => row[0])).toEqual(expected);
      expect(vitals?.trend?.points).toHaveLength(COUNT);
      // 14:05 to 02:05: a mark every hour, on the hour.
      expect(vitals?.trend?.ticks.map((tick) => tick.label)).toEqual([
        '15:00',
        '16:00',
        '17:00',
        '18:00',
        '19:00',
        '20:00',
        '21:00',
        '22:00',
        '23:00',
        '00:00',
        '01:00',
        '02:00',
      ]);

      const pdf = await document(c.id, s.as.anesthesiaNurse, true);
      await a4PdfText(pdf);
      const pages = await pdfPages(pdf.rawPayload);
      // A time at the table's left edge (the page margin, 15 mm, and the cell's padding).
      const timeCells = (page: (typeof pages)[number]) =>
        page.spans
          .filter((span) => span.left < 50 && /^(2027-03-0\d )?\d\d:\d\d$/.test(span.text))
          .map((span) => span.text);
      const withRows = pages.filter((page) => timeCells(page).length > 0);
      expect(withRows.length).toBeGreaterThanOrEqual(3);
      expect(pages.flatMap(timeCells)).toEqual(expected);
      for (const page of withRows) expect(page.text).toContain('HR (beats/min)');
      expect(pages.at(-1)?.text).toMatch(new RegExp(`Page ${pages.length} of ${pages.length}`));
    },
    240_000,
  );
});
