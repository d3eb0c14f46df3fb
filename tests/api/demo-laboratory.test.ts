// The demo hospital's laboratory and radiology (src/server/seed/demo-order-steps.ts and the
// stories of demo-clinic-*.ts), as a newcomer signing in as each role finds them, on both
// databases: the lab worklist with requests in every open state (STAT, overdue, a haemolysed
// sample asking for a new one, a culture collected, results waiting for the Lab Manager that
// the Lab User entered), released results with their flags, the critical potassium that told
// the ordering doctor (an unread notification and an Urgent task), the kidney patient's
// haemoglobin trend, radiology requests in every state with signed reports and an image, and
// the charges the rules made of them. Counts are tests/api/demo-hospital.test.ts's.
import { describe, expect, it } from 'vitest';
import type { LabTrendAnswer } from '../../src/engine/wire/lab-trends';
import type { LabWorklist, LabWorklistRow } from '../../src/engine/wire/lab-worklist';
import type { NotificationList } from '../../src/engine/wire/notifications';
import { dialectCases } from '../helpers/databases';
import { type Row, useSeededDemo } from '../helpers/demo-suite';

/** A Monday morning in the hospital's time zone (America/New_York, UTC-5 in March). */
const TODAY = new Date('2026-03-02T10:30:00-05:00');
const TODAY_ISO = '2026-03-02';
const ROLES = [
  'doctor',
  'lab-user',
  'lab-manager',
  'lab-cashier',
  'radiologist',
  'radiology-cashier',
] as const;

describe.each(dialectCases)('the demo laboratory and radiology on $dialect', (dialect) => {
  const { skip } = dialect;
  const demo = useSeededDemo(dialect, ROLES, TODAY);
  const { call, get, list, headers } = demo;
  const worklist = (): Promise<LabWorklist> => get('lab-user', '/api/lab/worklist?limit=100');
  const codesOf = (row: LabWorklistRow) => row.tests.map((test) => test.code).sort();
  /** The patient whose released results hold this parameter's value. */
  const released = async (parameter: string, value: string) => {
    const rows = await list('doctor', 'testResult', `&filter[parameter]=${parameter}`);
    return rows.filter((row) => row.value === value);
  };

  it.skipIf(skip)('fills the lab worklist with requests in every open state', async () => {
    const { rows, counts, total } = await worklist();
    expect(total).toBe(rows.length);
    for (const state of ['Requested', 'Sample Collected', 'In Progress'] as const)
      expect(counts[state], state).toBeGreaterThan(0);
    // STAT first, the oldest first: the appendicitis patient's pre-operative tests, its serum
    // haemolysed; the head injury's blood, taken; the convulsing child's, just ordered.
    const stat = rows.filter((row) => row.priority === 'STAT');
    expect(rows.slice(0, stat.length)).toEqual(stat);
    expect(stat.map((row) => [row.status, codesOf(row).join()])).toEqual([
      ['Requested', 'BG,ELEC'],
      ['Sample Collected', 'BG,CBC'],
      ['Requested', 'BF,CBC'],
    ]);
    expect(stat[0]).toMatchObject({ samples_rejected: 1, samples_missing: ['Serum'] });
    expect(stat[1]).toMatchObject({ samples_rejected: 0, samples_missing: [] });
    // The new hypertensive's tests, never paid for nor collected, are past their target.
    const overdue = rows.filter((row) => row.overdue);
    expect(overdue.map((row) => row.status)).toContain('Requested');
    const hypertensive = overdue.find((row) => codesOf(row).join() === 'LIPID,RFT');
    expect(hypertensive).toMatchObject({ priority: 'Routine', samples_rejected: 0 });
    expect(Number(hypertensive?.minutes_open)).toBeGreaterThan(120);
    // The urine culture's sample is in; the antenatal glucose tolerance test has its values.
    const culture = rows.find((row) => codesOf(row).join() === 'UCS');
    expect(culture).toMatchObject({ status: 'Sample Collected', samples_missing: [] });
    const running = rows.find((row) => row.status === 'In Progress') as LabWorklistRow;
    expect(codesOf(running)).toEqual(['OGTT']);
    // Every order is the demo doctor's, the billing morning's as well as the clinics'.
    for (const request of await list('doctor', 'labRequest'))
      expect(request.ordered_by).toBe('doctor@tena.demo');
    for (const request of await list('doctor', 'radiologyRequest'))
      expect(request.requested_by).toBe('doctor@tena.demo');
  });

  it.skipIf(skip)('leaves results the Lab User entered for the Lab Manager to verify', async () => {
    const entered = await list('lab-manager', 'labResult', '&filter[status]=Entered');
    expect(entered).toHaveLength(1);
    const ogtt = await get('lab-manager', `/api/models/labResult/${entered[0]?.id}`);
    expect(ogtt.entered_by).toBe('lab-user@tena.demo');
    const values = (ogtt.parameters as Row[]).map((row) => [row.parameter, row.value, row.flag]);
    expect(values).toEqual([
      ['GLU0', '84', 'Normal'],
      ['GLU120', '126', 'Normal'],
    ]);
    // Nothing of it is released to the doctor until it is verified.
    expect(await list('doctor', 'testResult', `&filter[lab_result]=${ogtt.id}`)).toEqual([]);
    // Every verified result was checked by the Lab Manager, never by who entered it.
    for (const result of await list('lab-manager', 'labResult', '&filter[status]=Verified')) {
      expect(result.entered_by).toBe('lab-user@tena.demo');
      expect(result.verified_by).toBe('lab-manager@tena.demo');
    }
    // The Lab Manager verifies it, which releases it and completes its request.
    await call('lab-manager', 'POST', `/api/models/labResult/${ogtt.id}/transition`, {
      to: 'Verified',
    });
    const now = await list('doctor', 'testResult', `&filter[lab_result]=${ogtt.id}`);
    expect(now.map((row) => row.value)).toEqual(['84', '126']);
    const request = await get('doctor', `/api/models/labRequest/${ogtt.lab_request}`);
    expect(request.status).toBe('Completed');
  });

  it.skipIf(skip)(
    "tells the ordering doctor of the kidney patient's critical potassium",
    async () => {
      const [potassium, ...others] = await released('K', '6.8');
      expect(others).toEqual([]);
      expect(potassium).toMatchObject({ flag: 'Critical High', unit: 'mmol/L' });
      const request = await get('doctor', `/api/models/labRequest/${potassium?.lab_request}`);
      expect(request).toMatchObject({
        status: 'Completed',
        priority: 'Urgent',
        ordered_by: 'doctor@tena.demo',
      });
      const alerts: NotificationList = await get('doctor', '/api/notifications?unread=1');
      expect(alerts.unread).toBe(1);
      const [alert] = alerts.notifications;
      expect(alert).toMatchObject({
        severity: 'critical',
        title: 'Critical value: Potassium 6.8 mmol/L',
        link: `/admin/main/labRequest/l/detail/${request.id}`,
      });
      expect(alert?.readAt).toBeNull();
      expect(alert?.source?.model).toBe('labResult');
      expect(alert?.message).toMatch(/Entered by lab-user@tena\.demo, not yet verified\.$/);
      const tasks = await list('doctor', 'myTasks', '&filter[status]=Open');
      const task = tasks.find((row) => row.title === alert?.title);
      expect(task).toMatchObject({
        priority: 'Urgent',
        assigned_to: 'doctor@tena.demo',
        due_date: TODAY_ISO,
      });
      // The rest of the day's values are flagged as the stories' diagnoses expect.
      const flagOf = async (parameter: string, value: string) =>
        (await released(parameter, value)).map((row) => row.flag);
      expect(await flagOf('CREAT', '3.9')).toEqual(['High']);
      expect(await flagOf('HCO3', '16')).toEqual(['Low']);
      expect(await flagOf('PLT', '112')).toEqual(['Low']);
      expect(await flagOf('SPECIES', 'P. falciparum')).toEqual(['Abnormal']);
      expect(await flagOf('HBA1C', '10.2')).toEqual(['High']);
      expect(await flagOf('WBC', '14.6')).toEqual(['High']);
      // Its printed report marks the critical value; the PDF downloads.
      const printed = await get('doctor', `/api/lab/requests/${request.id}/report`);
      expect(JSON.stringify(printed)).toContain('CRITICAL HIGH');
      const pdf = await demo.app.inject({
        method: 'GET',
        url: `/api/lab/requests/${request.id}/report.pdf`,
        headers: headers.doctor,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    },
  );

  it.skipIf(skip)("draws the kidney patient's haemoglobin over six months", async () => {
    const [today] = await released('K', '6.8');
    const answer: LabTrendAnswer = await get(
      'doctor',
      `/api/lab/patients/${today?.patient}/trend?parameter=HGB`,
    );
    expect(answer.points.map((point) => point.value)).toEqual([
      '10.4',
      '9.9',
      '9.2',
      '9.8',
      '10.5',
      '10.9',
      '11.2',
    ]);
    expect(new Set(answer.points.map((point) => point.flag))).toEqual(new Set(['Low']));
    // Read against the adult range of the patient's sex (the story takes a man or a woman).
    const patient = await get('doctor', `/api/models/patient/${today?.patient}`);
    const range = patient.sex === 'Male' ? '13.5 - 17.5' : '12 - 16';
    expect(new Set(answer.points.map((point) => point.reference_range))).toEqual(new Set([range]));
    const months = new Set(answer.points.map((point) => point.collected_at?.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(answer.points.at(-1)?.collected_at?.slice(0, 10)).toBe(TODAY_ISO);
  });

  it.skipIf(skip)('shows radiology requests in every state, the reported ones signed', async () => {
    const requests = await list('doctor', 'radiologyRequest');
    const states = new Map<unknown, Row[]>();
    for (const row of requests) states.set(row.status, [...(states.get(row.status) ?? []), row]);
    expect([...states.keys()].sort()).toEqual(['Performed', 'Reported', 'Requested', 'Scheduled']);
    const [booked] = states.get('Scheduled') as [Row];
    expect(booked.room).toBe('Ultrasound room 1');
    expect(new Date(String(booked.scheduled_at)).getTime()).toBeGreaterThan(TODAY.getTime());
    const [waiting] = states.get('Performed') as [Row];
    expect(waiting.performed_by).toBe('radiology-user@tena.demo');
    const reports = await list('radiologist', 'radiologyResult');
    expect(reports).toHaveLength(3);
    const reported = states.get('Reported') as Row[];
    expect(reports.map((r) => r.radiology_request).sort()).toEqual(
      reported.map((r) => r.id).sort(),
    );
    for (const report of reports) {
      expect(report).toMatchObject({ status: 'Signed', signed_by: 'radiologist@tena.demo' });
      for (const part of ['technique', 'findings', 'impression'])
        expect(String(report[part]).length, part).toBeGreaterThan(30);
    }
    // The doctor reads the signed reports, the chest radiograph with its image.
    const studies = await list('doctor', 'radiologyResult');
    expect(studies).toHaveLength(3);
    const withImage = studies.filter((report) => (report.attachments as Row[] | null)?.length);
    expect(withImage).toHaveLength(1);
    const [report] = withImage as [Row];
    const [image] = report.attachments as [{ filepath: string; filename: string }];
    expect(image.filename).toBe('chest-radiograph.png');
    const file = await demo.app.inject({
      method: 'GET',
      url: `/api/${image.filepath}`,
      headers: headers.doctor,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Each signed report prints for the doctor.
    for (const study of studies) {
      const pdf = await demo.app.inject({
        method: 'GET',
        url: `/api/radiology/results/${study.id}/report.pdf`,
        headers: headers.doctor,
      });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  it.skipIf(skip)('charges each test and study; the cashiers hold what was not paid', async () => {
    const charges = await list('lab-cashier', 'charge', '&filter[cashier_point]=Lab');
    for (const { id } of await list('doctor', 'labRequest')) {
      const request = await get('doctor', `/api/models/labRequest/${id}`);
      const mine = charges.filter((c) => c.source_model === 'labRequest' && c.source_id === id);
      expect(mine, String(request.request_number)).toHaveLength((request.tests as Row[]).length);
      // The laboratory collected only what was paid for, but in the emergency department.
      const collected = ['Sample Collected', 'In Progress', 'Completed'].includes(
        String(request.status),
      );
      const visit = request.visit && (await get('doctor', `/api/models/visit/${request.visit}`));
      const emergency = visit?.visit_type === 'Emergency';
      if (collected && !emergency) for (const charge of mine) expect(charge.status).toBe('Billed');
    }
    const unbilled = charges.filter((c) => c.status === 'Unbilled');
    expect(unbilled.map((c) => c.source_label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^LAB-2026-\d{6}$/)]),
    );
    const studies = await list('radiology-cashier', 'charge', '&filter[cashier_point]=Radiology');
    for (const request of await list('doctor', 'radiologyRequest')) {
      const mine = studies.filter(
        (c) => c.source_model === 'radiologyRequest' && c.source_id === request.id,
      );
      expect(mine, String(request.request_number)).toHaveLength(1);
      // Performed once paid; the study booked for a later day is paid on that day.
      if (['Performed', 'Reported'].includes(String(request.status)))
        expect(mine[0]?.status).toBe('Billed');
      if (request.status === 'Scheduled') expect(mine[0]?.status).toBe('Unbilled');
    }
  });
});
