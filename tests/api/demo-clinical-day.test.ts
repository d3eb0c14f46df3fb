// The demo hospital's clinical day (src/server/seed/seed-clinical-activity.ts), as the pages a
// newcomer opens read it, on both databases: every clinic's queue with people waiting,
// triaged (vital signs and a nursing assessment), with a doctor (complaint, examination, SOAP
// note, a primary ICD-10 diagnosis) or gone; readings that fit the diagnosis, flagged; the
// followed patients' charts with months of falling blood pressure and blood sugar; the
// emergency board in triage order; numbers on every waiting screen for the Waiting Screen
// role; scanned documents that open; the paying patients' bills settled. The counts, the
// repeat and the seed cut short are tests/api/demo-hospital.test.ts's.
import { describe, expect, it } from 'vitest';
import type { RelatedListsAnswer } from '../../src/engine/wire/related-lists';
import { TRIAGE_ORDER } from '../../src/server/repositories/emergency-board';
import { dialectCases } from '../helpers/databases';
import { type Row, useSeededDemo } from '../helpers/demo-suite';

/** A Monday morning in the hospital's time zone (America/New_York, UTC-5 in March). */
const TODAY = new Date('2026-03-02T10:30:00-05:00');
const TODAY_ISO = '2026-03-02';
const ROLES = [
  'admin',
  'doctor',
  'triage-nurse',
  'reception',
  'lab-user',
  'emergency-nurse',
  'emergency-manager',
  'waiting-screen',
  'cashier-manager',
] as const;

describe.each(dialectCases)('the demo clinical day on $dialect', (dialect) => {
  const { skip } = dialect;
  const demo = useSeededDemo(dialect, ROLES, TODAY);
  const { get, list, headers } = demo;
  const diseaseCode = async (id: unknown) =>
    (await get('doctor', `/api/models/disease/${id}`)).code as string;

  const clinics = async () =>
    (await list('admin', 'department')).filter((d) => d.department_type === 'Clinical');

  it.skipIf(skip)("fills every clinic's queue, for the doctor and the triage nurse", async () => {
    for (const department of await clinics()) {
      const url = `/api/queue/departments/${department.id}`;
      const queue = await get('doctor', url);
      expect(await get('triage-nurse', url)).toEqual(queue);
      expect(queue.day).toBe(TODAY_ISO);
      const states = (rows: Row[]) => new Set(rows.map((row) => row.status));
      if (department.code === 'ER') {
        // Emergencies wait triaged; the two who came early are gone, one admitted.
        expect(queue.waiting.length, 'ER').toBeGreaterThanOrEqual(5);
        expect(states(queue.waiting)).toEqual(new Set(['Triaged']));
        expect(states(queue.ended)).toEqual(new Set(['Admitted', 'Completed']));
        continue;
      }
      expect(states(queue.waiting), String(department.code)).toEqual(
        new Set(['Waiting', 'Triaged']),
      );
      expect(queue.waiting.length).toBeGreaterThanOrEqual(3);
      expect(queue.inConsultation.length).toBeGreaterThanOrEqual(1);
      for (const visit of queue.inConsultation) expect(visit.room).toMatch(/^OPD \d$/);
      // Queue numbers follow arrival: the walk-ins first, then the morning's check-ins.
      const all = [...queue.waiting, ...queue.inConsultation, ...queue.ended];
      expect(new Set(all.map((row) => row.number)).size).toBe(all.length);
    }
    const medicine = (await clinics()).find((d) => d.code === 'IM') as Row;
    const queue = await get('doctor', `/api/queue/departments/${medicine.id}`);
    expect(new Set(queue.ended.map((row: Row) => row.status))).toEqual(
      new Set(['Completed', 'Left Without Being Seen']),
    );
  });

  it.skipIf(skip)(
    'records what each step of a visit writes: vitals and assessment, then the doctor',
    async () => {
      const today = (await list('reception', 'visit', `&filter[queue_date]=${TODAY_ISO}`)).filter(
        (visit) => visit.appointment === null && visit.visit_type !== 'Emergency',
      );
      expect(today).toHaveLength(22);
      const statuses = new Map<unknown, number>();
      for (const visit of today) statuses.set(visit.status, (statuses.get(visit.status) ?? 0) + 1);
      expect(Object.fromEntries(statuses)).toEqual({
        Waiting: 7,
        Triaged: 5,
        'In Consultation': 4,
        Completed: 5,
        'Left Without Being Seen': 1,
      });
      for (const visit of today) {
        const of = (model: string) => list('doctor', model, `&filter[visit]=${visit.id}`);
        const seen = ['In Consultation', 'Completed'].includes(String(visit.status));
        const triaged = seen || visit.status === 'Triaged';
        expect((await of('vitalSign')).length > 0, `${visit.visit_number} vitals`).toBe(triaged);
        expect((await of('patientEvaluation')).length > 0).toBe(triaged);
        if (!seen) continue;
        expect(await of('chiefComplaint')).toHaveLength(1);
        expect(await of('opdEvaluation')).toHaveLength(1);
        const diagnoses = await of('diagnosis');
        expect(diagnoses.filter((d) => d.rank === 'Primary')).toHaveLength(1);
        for (const diagnosis of diagnoses) expect(diagnosis.visit_date).toBe(TODAY_ISO);
      }
    },
  );

  it.skipIf(skip)('flags the readings that go with the diagnosis', async () => {
    const expected: Record<string, RegExp[]> = {
      I10: [/^Systolic BP high \(1[4-9]\d mmHg\)$/, /^Diastolic BP high \(\d+ mmHg\)$/],
      'B50.9': [/^Fever \(3[89]\.\d °C\)$/, /^Pulse high/],
      'E11.9': [/^Blood sugar high \(\d+ mg\/dL\)$/],
      'J18.9': [/^Respiratory rate high/, /^SpO2 low/],
      // The kidney patient's hyperkalaemia slows his heart.
      'E87.5': [/^Pulse low/],
    };
    const seen = new Set<string>();
    const today = `&filter[rank]=Primary&filter[visit_date]=${TODAY_ISO}`;
    for (const diagnosis of await list('doctor', 'diagnosis', today)) {
      const code = await diseaseCode(diagnosis.disease);
      const wanted = expected[code];
      if (!wanted) continue;
      seen.add(code);
      const vitals = await list('doctor', 'vitalSign', `&filter[visit]=${diagnosis.visit}`);
      const flags = vitals.flatMap((v) => v.flags as string[]);
      for (const flag of wanted)
        expect(flags, `${code}: ${flags}`).toContainEqual(expect.stringMatching(flag));
    }
    expect(seen).toEqual(new Set(Object.keys(expected)));
  });

  it.skipIf(skip)("draws the followed patients' trends on their charts", async () => {
    const patientWith = async (code: string) => {
      const [disease] = await list('doctor', 'disease', `&filter[code]=${code}`);
      const diagnoses = await list('doctor', 'diagnosis', `&filter[disease]=${disease?.id}`);
      const counts = new Map<unknown, number>();
      for (const d of diagnoses) counts.set(d.patient, (counts.get(d.patient) ?? 0) + 1);
      return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    };
    const trend = async (patient: unknown, field: string) => {
      const chart: RelatedListsAnswer = await get(
        'doctor',
        `/api/models/patient/${patient}/related`,
      );
      const vitals = chart.lists.find((l) => l.model === 'vitalSign')?.rows ?? [];
      return { chart, values: vitals.map((v) => v[field]).reverse() };
    };
    // Monthly hypertension reviews, the pressure coming down on treatment.
    const hypertensive = await patientWith('I10');
    const pressure = await trend(hypertensive, 'bp_systolic');
    expect(pressure.values).toEqual([176, 166, 158, 148, 142]);
    const lists = new Map(pressure.chart.lists.map((l) => [l.model, l]));
    const visits = lists.get('visit')?.rows ?? [];
    expect(visits.map((v) => v.status)).toEqual([
      'Waiting',
      'Completed',
      'Completed',
      'Completed',
      'Completed',
      'Completed',
    ]);
    expect(lists.get('document')?.rows).toHaveLength(1);
    expect(lists.get('labRequest')?.rows).toEqual([
      expect.objectContaining({ status: 'Completed' }),
    ]);
    // Each past diagnosis is on the timeline at its own visit, months apart.
    const days = (lists.get('diagnosis')?.rows ?? []).map((d) => String(d.created_at).slice(0, 7));
    expect(new Set(days).size).toBeGreaterThanOrEqual(4);
    // A diabetic every six weeks, weight and sugar down, and back today.
    const diabetic = await patientWith('E11.9');
    expect((await trend(diabetic, 'weight')).values).toEqual([92.6, 91.2, 89.8, 88.4, 87]);
    // Blood sugar is no trend of the chart: the vital signs list has it (in the order taken).
    const sugar = await list('doctor', 'vitalSign', `&filter[patient]=${diabetic}`);
    expect(sugar.map((v) => v.random_blood_sugar)).toEqual([312, 248, 196, 174, 162]);
    const record = await get('doctor', `/api/models/patient/${diabetic}`);
    expect(record.chronic_conditions).toMatch(/^Type 2 diabetes mellitus/);
  });

  it.skipIf(skip)('ends past visits on their own day, paid', async () => {
    const past = (await list('reception', 'visit')).filter(
      (visit) => String(visit.queue_date) < TODAY_ISO,
    );
    expect(past).toHaveLength(20);
    for (const visit of past) {
      expect(visit.status).toBe('Completed');
      expect(String(visit.arrived_at) < String(visit.called_at)).toBe(true);
      expect(String(visit.called_at) < String(visit.ended_at)).toBe(true);
      expect(
        new Date(String(visit.ended_at)).getTime() - new Date(String(visit.arrived_at)).getTime(),
      ).toBeLessThan(4 * 3_600_000);
    }
    const unbilled = await list('cashier-manager', 'charge', '&filter[status]=Unbilled');
    const pastIds = new Set(past.map((visit) => visit.id));
    for (const charge of unbilled)
      if (charge.source_model === 'visit') expect(pastIds.has(charge.source_id)).toBe(false);
    for (const invoice of await list('cashier-manager', 'invoice'))
      if (String(invoice.invoice_date) < TODAY_ISO) expect(invoice.status).toBe('Paid');
    // The laboratory reported every past test it was paid for.
    for (const request of await list('lab-user', 'labRequest'))
      if (String(request.created_at) < TODAY_ISO) {
        expect(request.status).toBe('Completed');
        expect(
          (await list('lab-user', 'labResult', `&filter[lab_request]=${request.id}`)).length,
        ).toBeGreaterThan(0);
      }
  });

  it.skipIf(skip)(
    'lists the emergency board by triage category, then the longest wait',
    async () => {
      for (const role of ['emergency-nurse', 'emergency-manager'] as const) {
        const board = await get(role, '/api/emergency/board');
        expect(board.rows).toHaveLength(6);
        const rank = (row: Row) => TRIAGE_ORDER.indexOf(row.triage_category as never);
        for (const [i, row] of board.rows.entries()) {
          expect(row.minutes_waiting).toBeGreaterThanOrEqual(5);
          expect(row.minutes_waiting).toBeLessThanOrEqual(120);
          const before = board.rows[i - 1];
          if (!before) continue;
          expect(rank(before)).toBeLessThanOrEqual(rank(row));
          if (rank(before) === rank(row))
            expect(before.minutes_waiting).toBeGreaterThanOrEqual(row.minutes_waiting);
        }
        expect(new Set(board.rows.map((row: Row) => row.triage_category))).toEqual(
          new Set(['Red', 'Orange', 'Yellow', 'Green']),
        );
      }
      // The Red and Orange ones were examined by a doctor; two left earlier today.
      for (const emergency of await list('emergency-nurse', 'emergency')) {
        const exams = await list(
          'emergency-nurse',
          'emergencyPhysicalExamination',
          `&filter[emergency]=${emergency.id}`,
        );
        expect(exams.length > 0, String(emergency.emergency_number)).toBe(
          emergency.triage_category === 'Red' || emergency.triage_category === 'Orange',
        );
      }
      const disposed = await list('emergency-nurse', 'emergency', '&filter[status]=Disposed');
      expect(disposed.map((e) => e.disposition).sort()).toEqual(['Admitted', 'Discharged']);
      for (const emergency of disposed) {
        expect(String(emergency.disposition_at).slice(0, 10)).toBe(TODAY_ISO);
        expect(new Date(String(emergency.disposition_at)).getTime()).toBeLessThan(TODAY.getTime());
      }
    },
  );

  it.skipIf(skip)(
    'shows numbers on every waiting screen, and no more, to the Waiting Screen role',
    async () => {
      const screens = await list('waiting-screen', 'waitingScreen');
      expect(screens).toHaveLength((await clinics()).length);
      for (const screen of screens) {
        const board = await get('waiting-screen', `/api/queue/screens/${screen.id}`);
        expect(board.called.length + board.next.length, String(screen.name)).toBeGreaterThan(0);
        for (const entry of [...board.called, ...board.next])
          expect(Object.keys(entry).sort()).toEqual(
            board.called.includes(entry)
              ? ['calledAt', 'firstName', 'number', 'room']
              : ['firstName', 'number'],
          );
      }
    },
  );

  it.skipIf(skip)('keeps the scanned documents readable as PDF files', async () => {
    const documents = await list('reception', 'document');
    expect(documents.map((d) => d.category).sort()).toEqual([
      'Previous results',
      'Referral letter',
    ]);
    for (const document of documents) {
      const file = document.file as { filepath: string };
      const response = await demo.app.inject({
        method: 'GET',
        url: `/api/${file.filepath}`,
        headers: headers.doctor,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const referral = documents.find((d) => d.category === 'Referral letter') as Row;
    const visit = await get('reception', `/api/models/visit/${referral.visit}`);
    expect(visit).toMatchObject({ visit_type: 'Referral', referred_from: 'Kality Health Center' });
  });
});
