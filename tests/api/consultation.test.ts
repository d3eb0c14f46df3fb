// The consultation (issue 18): chief complaint, OPD physical examination, the SOAP note and
// ICD-10 diagnoses of a visit, each taking the visit's patient and refusing another patient's
// visit; at most one primary diagnosis per visit; an onset not after the visit's day; who may
// read and write them; and a visit titled by its time and department wherever it is picked.
// Both databases, with the server's clock set by the test.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { seedIcd10Catalogue } from '../../src/server/seed/seed-icd10';
import { signIn, useSeededApp } from '../helpers/app';
import { type ClinicalFixtures, clinicalFixtures } from '../helpers/clinical-fixtures';
import { dialectCases } from '../helpers/databases';
import { type LabCatalogue, labCatalogue } from '../helpers/lab-fixtures';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

// 09:30 in the hospital (America/New_York) on 26 November 2026.
const ARRIVED = '2026-11-26T14:30:00.000Z';
const VISIT_TITLE = 'November 26, 2026, 9:30 AM · Internal Medicine';

describe.each(dialectCases)('consultation on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip }, { clock: () => new Date('2026-11-26T15:00:00Z') });
  let app: FastifyInstance;
  let f: ClinicalFixtures;
  let lab: LabCatalogue;
  const as: Record<string, Headers> = {};
  let almaz: number;
  let abebe: number;
  let visit: Row & { id: number };
  let otherVisit: Row & { id: number };
  const disease: Record<string, number> = {};

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    await app.ready();
    await seedIcd10Catalogue(app);
    f = await clinicalFixtures(app);
    lab = await labCatalogue(app);
    for (const role of [
      'Doctor',
      'Senior Doctor',
      'Triage Nurse',
      'Lab Cashier',
      'Lab User',
      'Radiologist',
    ])
      as[role] = (await signIn(app, demoEmail(role))).headers;
    almaz = await f.patient({ first_name: 'Almaz', last_name: 'Tesfaye' });
    abebe = await f.patient({ first_name: 'Abebe', last_name: 'Kebede' });
    visit = (await f.visit(almaz, { arrived_at: ARRIVED })) as Row & { id: number };
    otherVisit = (await f.visit(abebe)) as Row & { id: number };
    for (const code of ['B50.9', 'A01.0', 'D64.9']) {
      const found = await call('GET', `disease?filter[code]=${code}`, as.Doctor);
      disease[code] = found.json().rows[0].id;
    }
  }, 60_000);

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    headers?: Headers,
    payload?: object,
  ) => app.inject({ method, url: `/api/models/${path}`, headers, payload });
  const created = async (model: string, headers: Headers | undefined, payload: object) => {
    const response = await call('POST', model, headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row & { id: number; version: number };
  };
  const diagnosisOf = (more: Row) => ({
    visit: visit.id,
    disease: disease['B50.9'],
    rank: 'Secondary',
    certainty: 'Provisional',
    ...more,
  });

  it.skipIf(skip)(
    'takes the patient from the visit, and refuses another patient’s visit',
    async () => {
      const complaint = await created('chiefComplaint', as['Triage Nurse'], {
        visit: visit.id,
        complaint: 'Fever and headache',
        duration: 3,
        duration_unit: 'Days',
      });
      expect(complaint.patient).toBe(almaz);
      const read = await call('GET', `chiefComplaint/${complaint.id}`, as.Doctor);
      expect(read.json().titles).toMatchObject({ visit: { [visit.id]: VISIT_TITLE } });
      const mismatched = await call('POST', 'chiefComplaint', as.Doctor, {
        patient: abebe,
        visit: visit.id,
        complaint: 'Cough',
      });
      expect(mismatched.statusCode).toBe(422);
      // The patient the visit would need is named as lists name them (first, middle and last
      // name), never by a bare id.
      expect(mismatched.json().details).toEqual([
        {
          field: 'visit',
          message: expect.stringMatching(
            /^Visit: .+ is not one this chief complaint may pick \(its Patient must be Abebe Kebede Kebede\)$/,
          ),
        },
      ]);
      // The same for every consultation record.
      for (const [model, body] of [
        ['opdPhysicalExamination', { general_appearance: 'Conscious, febrile' }],
        ['opdEvaluation', { assessment: 'Malaria', plan: 'Artemether-lumefantrine' }],
        ['diagnosis', diagnosisOf({})],
      ] as const) {
        const refused = await call('POST', model, as.Doctor, {
          ...body,
          patient: abebe,
          visit: visit.id,
        });
        expect(refused.statusCode, model).toBe(422);
        expect(
          refused.json().details.map((d: Row) => d.field),
          model,
        ).toEqual(['visit']);
      }
      // Nor may an edit move the record to another patient while it keeps the visit.
      const moved = await call('PUT', `chiefComplaint/${complaint.id}`, as.Doctor, {
        version: complaint.version,
        patient: abebe,
      });
      expect(moved.statusCode, moved.body).toBe(422);
      expect(moved.json().details).toEqual([
        {
          field: 'visit',
          message: expect.stringMatching(/may pick \(its Patient must be Abebe Kebede Kebede\)$/),
        },
      ]);
      const kept = await call('GET', `chiefComplaint/${complaint.id}`, as.Doctor);
      expect(kept.json()).toMatchObject({ patient: almaz, version: complaint.version });
      // Moving both together is a correction: the visit is then Abebe's.
      const both = await call('PUT', `chiefComplaint/${complaint.id}`, as.Doctor, {
        version: complaint.version,
        patient: abebe,
        visit: otherVisit.id,
      });
      expect(both.statusCode, both.body).toBe(200);
    },
  );

  it.skipIf(skip)(
    'asks a duration for its unit, and the SOAP note for its assessment and plan',
    async () => {
      const unitless = await call('POST', 'chiefComplaint', as.Doctor, {
        visit: visit.id,
        complaint: 'Cough',
        duration: 2,
      });
      expect(unitless.statusCode).toBe(422);
      expect(unitless.json().details).toEqual([
        {
          field: 'duration_unit',
          message: 'Say whether the duration is in hours, days, weeks, months or years',
        },
      ]);
      const empty = await call('POST', 'opdEvaluation', as.Doctor, {
        visit: visit.id,
        subjective: 'Fever for three days',
      });
      expect(empty.statusCode).toBe(422);
      expect(
        empty
          .json()
          .details.map((d: Row) => d.field)
          .sort(),
      ).toEqual(['assessment', 'plan']);
      const note = await created('opdEvaluation', as.Doctor, {
        visit: visit.id,
        subjective: 'Fever, chills and headache for three days',
        objective: 'T 38.9 °C, no neck stiffness; RDT positive for P. falciparum',
        assessment: 'Uncomplicated falciparum malaria',
        plan: 'Artemether-lumefantrine for three days; review if vomiting',
      });
      expect(note.patient).toBe(almaz);
      const exam = await created('opdPhysicalExamination', as.Doctor, {
        visit: visit.id,
        general_appearance: 'Conscious, febrile, not in distress',
        abdomen: 'Soft, spleen just palpable',
      });
      expect(exam.patient).toBe(almaz);
    },
  );

  it.skipIf(skip)(
    'names the disease by code and title, and allows one primary diagnosis per visit',
    async () => {
      const primary = await created('diagnosis', as.Doctor, diagnosisOf({ rank: 'Primary' }));
      expect(primary.patient).toBe(almaz);
      expect((await call('GET', `diagnosis/${primary.id}`, as.Doctor)).json().titles).toMatchObject(
        {
          disease: {
            [disease['B50.9'] as number]: 'B50.9 Plasmodium falciparum malaria, unspecified',
          },
          visit: { [visit.id]: VISIT_TITLE },
        },
      );
      const second = await call(
        'POST',
        'diagnosis',
        as['Senior Doctor'],
        diagnosisOf({ disease: disease['A01.0'], rank: 'Primary' }),
      );
      expect(second.statusCode).toBe(422);
      expect(second.json().details).toEqual([
        {
          field: 'rank',
          message: `Visit ${String(visit.visit_number)} already has a primary diagnosis: B50.9 Plasmodium falciparum malaria, unspecified (diagnosis ${primary.id}). Mark this one Secondary, or make that one Secondary first.`,
        },
      ]);
      const secondary = await created(
        'diagnosis',
        as.Doctor,
        diagnosisOf({ disease: disease['D64.9'] }),
      );
      const promoted = await call('PUT', `diagnosis/${secondary.id}`, as.Doctor, {
        version: secondary.version,
        rank: 'Primary',
      });
      expect(promoted.statusCode).toBe(422);
      expect(promoted.json().details[0].field).toBe('rank');
      // Another visit has its own primary diagnosis.
      await created('diagnosis', as.Doctor, {
        visit: otherVisit.id,
        disease: disease['A01.0'],
        rank: 'Primary',
        certainty: 'Confirmed',
      });
      // Once the first is no longer primary, another may be.
      const demoted = await call('PUT', `diagnosis/${primary.id}`, as.Doctor, {
        version: primary.version,
        rank: 'Secondary',
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
      const now = await call('PUT', `diagnosis/${secondary.id}`, as.Doctor, {
        version: secondary.version,
        rank: 'Primary',
      });
      expect(now.statusCode, now.body).toBe(200);
    },
  );

  it.skipIf(skip)('lets only one of two primary diagnoses made at once through', async () => {
    const fresh = (await f.visit(almaz, { arrived_at: ARRIVED })) as Row & { id: number };
    const answers = await Promise.all(
      ['B50.9', 'A01.0'].map((code) =>
        call('POST', 'diagnosis', as.Doctor, {
          visit: fresh.id,
          disease: disease[code],
          rank: 'Primary',
          certainty: 'Provisional',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
  });

  it.skipIf(skip)('refuses an onset after the visit’s day', async () => {
    const late = await call(
      'POST',
      'diagnosis',
      as.Doctor,
      diagnosisOf({ onset_date: '2026-11-27' }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().details).toEqual([
      { field: 'onset_date', message: "Onset date cannot be after the visit's date" },
    ]);
    const sameDay = await created(
      'diagnosis',
      as.Doctor,
      diagnosisOf({ onset_date: '2026-11-26' }),
    );
    expect(sameDay).toMatchObject({ onset_date: '2026-11-26', visit_date: '2026-11-26' });
  });

  it.skipIf(skip)(
    'lets clinicians write, the radiologist read, and cashiers and the lab do neither',
    async () => {
      const refused = await call('POST', 'diagnosis', as['Lab Cashier'], diagnosisOf({}));
      expect(refused.statusCode).toBe(403);
      const nurse = await call('POST', 'diagnosis', as['Triage Nurse'], diagnosisOf({}));
      expect(nurse.statusCode).toBe(403);
      expect((await call('GET', 'diagnosis', as['Triage Nurse'])).statusCode).toBe(200);
      const radiologist = await call('GET', `diagnosis?filter[visit]=${visit.id}`, as.Radiologist);
      expect(radiologist.statusCode).toBe(200);
      expect(radiologist.json().total).toBeGreaterThan(0);
      for (const role of ['Lab Cashier', 'Lab User'])
        expect((await call('GET', 'diagnosis', as[role])).statusCode, role).toBe(403);
      for (const model of ['chiefComplaint', 'opdPhysicalExamination', 'opdEvaluation'])
        expect((await call('GET', model, as['Lab Cashier'])).statusCode, model).toBe(403);
      const exam = await call('POST', 'opdPhysicalExamination', as['Triage Nurse'], {
        visit: visit.id,
        chest: 'Clear',
      });
      expect(exam.statusCode).toBe(403);
    },
  );

  it.skipIf(skip)('titles a lab request’s visit by its time and department', async () => {
    const request = await created('labRequest', as.Doctor, {
      patient: almaz,
      visit: visit.id,
      tests: [{ test: lab.tests.malaria }],
      priority: 'Urgent',
    });
    const listed = await call('GET', `labRequest?filter[patient]=${almaz}`, as.Doctor);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().rows.map((r: Row) => r.id)).toContain(request.id);
    expect(listed.json().titles.visit).toEqual({ [visit.id]: VISIT_TITLE });
    // The picker's own list: the patient's visits, each by its time and department.
    const picker = await call('GET', `visit?filter[patient]=${almaz}&pageSize=20`, as.Doctor);
    expect(picker.json().titles.department).toEqual({
      [f.departments.medicine]: 'Internal Medicine',
    });
  });
});
