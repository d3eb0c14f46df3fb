// Bedside charts over time (issue 21, charts), on both databases, from records written through
// the API by the roles that write them: an admission's ward chart answers its entries oldest
// first (whatever order they were written in) with the flags the server set, between `from`
// and `to`; the GCS total and the MAP are the server's sums, not the client's; the admission's
// chart counts; the anesthetic record's vital signs of a case; readers of each chart model only.
import { describe, expect, it } from 'vitest';
import type { AdmissionCharts, ChartSeries } from '../../src/engine/wire/bedside-charts';
import { createRecord, signIn } from '../helpers/app';
import { dialectCases } from '../helpers/databases';
import { uniquePhone } from '../helpers/patients';
import { useWardSuite } from '../helpers/ward-suite';

type Headers = Record<string, string>;
const ADMITTED = '2026-11-20T06:00:00.000Z';
const at = (hh: string) => `2026-11-20T${hh}:00.000Z`;

describe.each(dialectCases)('bedside charts on $dialect', ({ make, skip }) => {
  let now = new Date(ADMITTED);
  const w = useWardSuite({ make, skip }, () => now);
  let admission: number;
  let nurse: Headers;

  const get = (url: string, headers: Headers = nurse) =>
    w.app().inject({ method: 'GET', url: `/api/${url}`, headers });
  const series = async (url: string, headers: Headers = nurse) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ChartSeries;
  };
  const chart = (model: string, body: Record<string, unknown>) =>
    createRecord(w.app(), nurse, model, { admission, ...body });

  /** Admits a new patient at ADMITTED and charts on them at midday (written out of order). */
  const setUp = async () => {
    if (admission) return;
    nurse = w.f.as.ipdNurse;
    now = new Date(ADMITTED);
    const patient = await w.f.patient();
    const bed = w.f.ward.rooms.general.beds[0] as number;
    admission = Number((await w.f.admit(patient, bed, { admitted_at: ADMITTED })).id);
    now = new Date(at('13:00'));
    const normal = { temperature: 36.8, respiratory_rate: 16, bp_systolic: 118, spo2: 97 };
    await chart('regularVitalChart', { recorded_at: at('10:00'), ...normal, pulse: 130 });
    await chart('regularVitalChart', { recorded_at: at('08:00'), ...normal, pulse: 76 });
    await chart('regularVitalChart', { recorded_at: at('12:00'), ...normal, pulse: 88 });
    await chart('neuroSignChart', {
      recorded_at: at('09:00'),
      gcs_eye: 2,
      gcs_verbal: 2,
      gcs_motor: 4,
    });
    await chart('neuroSignChart', { recorded_at: at('11:00'), gcs_eye: 3, gcs_motor: 5 });
    await chart('shockChart', {
      recorded_at: at('09:30'),
      bp_systolic: 82,
      bp_diastolic: 44,
    });
  };

  it.skipIf(skip)(
    "a ward chart answers its entries oldest first with the server's flags",
    async () => {
      await setUp();
      const answer = await series(`inpatient/admissions/${admission}/charts/regularVitalChart`);
      expect(answer).toMatchObject({
        model: 'regularVitalChart',
        parent: admission,
        truncated: false,
      });
      expect(answer.entries.map((e) => [e.recorded_at, e.values.pulse])).toEqual([
        [at('08:00'), 76],
        [at('10:00'), 130],
        [at('12:00'), 88],
      ]);
      const [calm, fast] = answer.entries;
      expect(calm?.flags).toEqual([]);
      expect(fast?.flags).toEqual(['Pulse high, tachycardia (130 beats/min)']);
      expect(fast?.flagged).toEqual({ pulse: 'Pulse high, tachycardia' });
      expect(fast?.recorded_by).toBe('ipd-nurse@tena.demo');
      expect(fast?.values).toMatchObject({ temperature: 36.8, spo2: 97, admission });
      expect(fast?.values).not.toHaveProperty('flags');
    },
  );

  it.skipIf(skip)('from and to bound the entries, inclusive; bad bounds are refused', async () => {
    await setUp();
    const url = `inpatient/admissions/${admission}/charts/regularVitalChart`;
    const bounded = await series(
      `${url}?from=${at('09:00')}&to=${encodeURIComponent('2026-11-20T15:00:00+03:00')}`,
    );
    expect(bounded.entries.map((e) => e.recorded_at)).toEqual([at('10:00'), at('12:00')]);
    expect(bounded.to).toBe(at('12:00'));
    const bad = await get(`${url}?from=yesterday`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      '"from" must be a date and time such as 2026-11-27T08:00:00Z; "yesterday" is not.',
    );
    const backwards = await get(`${url}?from=${at('12:00')}&to=${at('08:00')}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details[0].field).toBe('to');
  });

  it.skipIf(skip)('the GCS total and the MAP are stored as the server sums them', async () => {
    await setUp();
    const neuro = await series(`inpatient/admissions/${admission}/charts/neuroSignChart`);
    expect(neuro.entries.map((e) => e.values.gcs_total)).toEqual([8, null]);
    expect(neuro.entries[0]?.flags).toEqual(['GCS 8 or less: protect the airway (8)']);
    expect(neuro.entries[0]?.flagged).toEqual({ gcs_total: 'GCS 8 or less: protect the airway' });
    expect(neuro.entries[1]?.flags).toEqual([]);
    // A total sent by the client (15 where the parts sum to 8) is refused, not stored.
    const written = await w.call('POST', 'neuroSignChart', nurse, {
      admission,
      recorded_at: at('09:15'),
      gcs_eye: 2,
      gcs_verbal: 2,
      gcs_motor: 4,
      gcs_total: 15,
    });
    expect(written.statusCode).toBe(422);
    expect(written.json().details).toEqual([
      { field: 'gcs_total', message: 'GCS Total is computed and cannot be written' },
    ]);
    const shock = await series(`inpatient/admissions/${admission}/charts/shockChart`);
    expect(shock.entries[0]?.values.mean_arterial_pressure).toBe(57);
    expect(shock.entries[0]?.flags).toEqual([
      'Blood pressure low (82 mmHg)',
      'Diastolic pressure low (44 mmHg)',
      'MAP below 65 mmHg (57 mmHg)',
    ]);
  });

  it.skipIf(skip)(
    'the admission lists the charts its reader may view with their entries',
    async () => {
      await setUp();
      const response = await get(`inpatient/admissions/${admission}/charts`);
      expect(response.statusCode, response.body).toBe(200);
      const { charts } = response.json() as AdmissionCharts;
      expect(charts.filter((c) => c.count > 0)).toEqual([
        { model: 'regularVitalChart', count: 3 },
        { model: 'neuroSignChart', count: 2 },
        { model: 'shockChart', count: 1 },
      ]);
      expect(charts).toHaveLength(9);
      // The Liaison Manager reads admissions but no chart: none listed, each chart refused.
      const manager = w.f.as.liaisonManager;
      const listed = await get(`inpatient/admissions/${admission}/charts`, manager);
      expect(listed.json().charts).toEqual([]);
      const refused = await get(
        `inpatient/admissions/${admission}/charts/regularVitalChart`,
        manager,
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (await get(`inpatient/admissions/${admission}/charts`, w.f.as.reception)).statusCode,
      ).toBe(403);
    },
  );

  it.skipIf(skip)('an unknown admission or chart model is not found', async () => {
    await setUp();
    const missing = await get('inpatient/admissions/999999/charts/regularVitalChart');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No admission with id 999999.');
    const notChart = await get(`inpatient/admissions/${admission}/charts/patient`);
    expect(notChart.statusCode).toBe(404);
    expect(notChart.json().message).toContain('"patient" is not a ward chart');
  });

  it.skipIf(skip)(
    "a case's anesthesia vital signs come oldest first, for their readers",
    async () => {
      await setUp();
      const app = w.app();
      const as = async (role: string) => (await signIn(app, `${role}@tena.demo`)).headers;
      const [anesthesiaNurse, hr] = [await as('anesthesia-nurse'), await as('hr-manager')];
      const store = await createRecord(app, w.f.as.pharmacyManager, 'wareHouse', {
        code: 'ORC-STK',
        name: 'Charts OR Store',
        warehouse_type: 'OR Store',
        issuing_roles: ['Anesthesia Nurse', 'Scrub Nurse'],
        is_active: true,
      });
      const theatre = await createRecord(app, w.f.as.liaisonManager, 'operationRoom', {
        code: 'ORC-1',
        name: 'Charts theatre',
        room_type: 'Major',
        warehouse: store.id,
      });
      const anesthetist = await createRecord(app, hr, 'employee', {
        full_name: 'Hanna Tesfaye',
        sex: 'Female',
        phone: uniquePhone(),
        job_title: 'Anesthetist',
        department: w.f.department,
        employment_type: 'Permanent',
        hire_date: '2020-01-06',
      });
      const surgicalCase = await createRecord(app, w.f.as.doctor, 'surgicalCase', {
        patient: await w.f.patient(),
        procedure: 'Open appendicectomy',
        diagnosis: w.f.disease,
        priority: 'Urgent',
        side: 'Not applicable',
        operation_room: theatre.id,
        surgeon: w.f.physician,
        anesthetist: anesthetist.id,
        anesthesia_type: 'General',
        scheduled_start: at('14:00'),
        scheduled_end: at('15:30'),
      });
      now = new Date(at('13:55'));
      // The anesthetic record is written from Sign-in Done, after the WHO Sign In is signed.
      const moveCase = async (to: string) => {
        const moved = await w.move('surgicalCase', Number(surgicalCase.id), to, anesthesiaNurse);
        expect(moved.statusCode, moved.body).toBe(200);
      };
      await moveCase('Pre-op');
      const sheet = await createRecord(app, anesthesiaNurse, 'safetyChecklist', {
        surgical_case: surgicalCase.id,
        phase: 'Sign In',
        identity_site_procedure_consent_confirmed: true,
        site_marked: 'Not applicable',
        anaesthesia_safety_check_completed: true,
        pulse_oximeter_functioning: true,
        known_allergy: 'No',
        difficult_airway_risk: 'No',
        blood_loss_risk: 'No',
      });
      const signed = await w.move('safetyChecklist', Number(sheet.id), 'Signed', anesthesiaNurse);
      expect(signed.statusCode, signed.body).toBe(200);
      await moveCase('Sign-in Done');
      now = new Date(at('15:00'));
      for (const [time, heart_rate] of [
        ['14:10', 84],
        ['14:00', 92],
        ['14:05', 88],
      ] as const)
        await createRecord(app, anesthesiaNurse, 'anesthesiaVitalSign', {
          surgical_case: surgicalCase.id,
          recorded_at: at(time),
          heart_rate,
          bp_systolic: 118,
          bp_diastolic: 72,
          spo2: 99,
          etco2: 36,
        });
      const url = `surgery/cases/${surgicalCase.id}/vitals`;
      const answer = await series(url, anesthesiaNurse);
      expect(answer.model).toBe('anesthesiaVitalSign');
      expect(answer.entries.map((e) => [e.recorded_at, e.values.heart_rate])).toEqual([
        [at('14:00'), 92],
        [at('14:05'), 88],
        [at('14:10'), 84],
      ]);
      expect(answer.entries[0]?.values).toMatchObject({ bp_systolic: 118, etco2: 36 });
      expect((await get(url, nurse)).statusCode).toBe(403);
      expect((await get('surgery/cases/999999/vitals', anesthesiaNurse)).statusCode).toBe(404);
    },
  );
});
