// The clinical form rules as the server enforces them, on both databases, through the nursing
// assessment (schemas/patientEvaluation.json): allergy details required only when allergies are
// confirmed (requiredWhen), an onset or LMP date after the visit date refused with the
// schema's message ($visit_date), pregnancy fields stored only for women aged 10 to 49 on the
// visit date (sex and date of birth fetched from the patient, age by ageOn), a MUAC warning
// that never refuses the write, and a ref fetched through another ref (visit -> patient -> sex).
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { type ClinicalFixtures, clinicalFixtures } from '../helpers/clinical-fixtures';
import { dialectCases } from '../helpers/databases';
import { useFixtureModelApp } from '../helpers/fixture-model';
import { created } from '../helpers/picking-models';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;

/** Family names, one per patient made: no two patients look like one registered twice. */
const FAMILY_NAMES =
  'Abebe Bekele Chala Demissie Gebre Haile Kassa Lemma Mekonnen Negash Tadesse Wolde';
let made = 0;
const another = () => ({ last_name: FAMILY_NAMES.split(' ')[made++] });

/** An update of one record, carrying the version it read. */
const put = (app: FastifyInstance, headers: Headers, url: string, payload: Body) =>
  app.inject({ method: 'PUT', url: `/api/models/${url}`, headers, payload });

/** A visit on 10 March 2026 (a morning in the hospital's zone): its queue day is that day. */
const VISIT_DAY = '2026-03-10';
const ARRIVED_AT = '2026-03-10T14:00:00Z';

describe.each(dialectCases)('clinical form rules on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let nurse: Headers;
  let fixtures: ClinicalFixtures;
  /** A visit of a new patient with these details: its id and its patient's id. */
  let visitOf: (patient: Body) => Promise<{ visit: number; patient: number }>;

  beforeAll(async () => {
    if (skip) return;
    fixtures = await clinicalFixtures(suite.app);
    nurse = (await signIn(suite.app, 'triage-nurse@tena.demo')).headers as Headers;
    visitOf = async (details) => {
      const patient = await fixtures.patient({ ...details, ...another() });
      const visit = await fixtures.visit(patient, { arrived_at: ARRIVED_AT });
      expect(visit.queue_date).toBe(VISIT_DAY);
      return { visit: visit.id as number, patient };
    };
  });

  const woman = { sex: 'Female', date_of_birth: '1995-06-01', first_name: 'Almaz' };
  const man = { sex: 'Male', date_of_birth: '1995-06-01', first_name: 'Dawit' };

  const post = (payload: Body, headers: Headers = nurse) =>
    suite.app.inject({ method: 'POST', url: '/api/models/patientEvaluation', headers, payload });

  const assessment = (visit: number, more: Body = {}): Body => ({
    visit,
    chief_concern: 'Fever and headache for three days',
    allergies_confirmed: 'No',
    ...more,
  });

  it.skipIf(skip)(
    "takes the visit's patient, fetches their sex and date of birth and the visit's day",
    async () => {
      const { visit, patient } = await visitOf(woman);
      const record = await created(suite.app, nurse, 'patientEvaluation', {
        ...assessment(visit),
        // Copies are the server's: what a client sends for them is replaced.
        sex: 'Male',
        visit_date: '2030-01-01',
      });
      expect(record).toMatchObject({
        patient,
        sex: 'Female',
        date_of_birth: '1995-06-01',
        visit_date: VISIT_DAY,
        age_at_visit: 30,
      });
      // No time given: assessed as it was recorded.
      expect(typeof record.evaluated_at).toBe('string');
    },
  );

  it.skipIf(skip)(
    'requires allergy details only when allergies are confirmed, with its own message',
    async () => {
      const { visit } = await visitOf(man);
      const refused = await post(assessment(visit, { allergies_confirmed: 'Yes' }));
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'allergy_details',
          message:
            'Allergy details are required when allergies are confirmed: name each allergen and its reaction',
        },
      ]);
      for (const allergies_confirmed of ['No', 'Unknown'])
        expect((await post(assessment(visit, { allergies_confirmed }))).statusCode).toBe(201);
      const withDetails = await post(
        assessment(visit, { allergies_confirmed: 'Yes', allergy_details: 'Penicillin: rash' }),
      );
      expect(withDetails.statusCode, withDetails.body).toBe(201);
    },
  );

  it.skipIf(skip)(
    "refuses an onset after the visit date with the schema's message; the visit date is the server's copy",
    async () => {
      const { visit } = await visitOf(man);
      // The visit date sent is not the one checked against: the visit's own day is.
      const late = await post(
        assessment(visit, { onset_date: '2026-03-11', visit_date: '2026-12-31' }),
      );
      expect(late.statusCode, late.body).toBe(422);
      expect(late.json().details).toEqual([
        { field: 'onset_date', message: 'Onset date cannot be after the visit date' },
      ]);
      const sameDay = await post(assessment(visit, { onset_date: VISIT_DAY }));
      expect(sameDay.statusCode, sameDay.body).toBe(201);
      // And on an update too.
      const id = sameDay.json().id as number;
      const edit = await put(suite.app, nurse, `patientEvaluation/${id}`, {
        onset_date: '2026-04-01',
        version: sameDay.json().version,
      });
      expect(edit.statusCode, edit.body).toBe(422);
      expect(edit.json().details[0]).toEqual({
        field: 'onset_date',
        message: 'Onset date cannot be after the visit date',
      });
    },
  );

  it.skipIf(skip)(
    'keeps pregnancy fields for a woman of 30, checks her LMP against the visit date and computes the gestational age',
    async () => {
      const { visit } = await visitOf(woman);
      const lateLmp = await post(
        assessment(visit, { pregnancy_status: 'Pregnant', lmp_date: '2026-03-20' }),
      );
      expect(lateLmp.statusCode, lateLmp.body).toBe(422);
      expect(lateLmp.json().details).toEqual([
        { field: 'lmp_date', message: 'LMP date cannot be after the visit date' },
      ]);
      const record = await created(
        suite.app,
        nurse,
        'patientEvaluation',
        assessment(visit, { pregnancy_status: 'Pregnant', lmp_date: '2025-12-01' }),
      );
      expect(record).toMatchObject({
        pregnancy_status: 'Pregnant',
        lmp_date: '2025-12-01',
        gestational_age_weeks: 14,
      });
    },
  );

  it.skipIf(skip)(
    'stores no pregnancy fields for a man, nor for a woman of 60: a value sent is dropped, not checked',
    async () => {
      for (const patient of [man, { ...woman, date_of_birth: '1965-06-01' }]) {
        const { visit } = await visitOf(patient);
        const record = await created(
          suite.app,
          nurse,
          'patientEvaluation',
          // An LMP after the visit date is not even checked: the field does not apply.
          assessment(visit, { pregnancy_status: 'Pregnant', lmp_date: '2026-03-20' }),
        );
        expect(record).toMatchObject({ pregnancy_status: null, lmp_date: null });
        const edit = await put(suite.app, nurse, `patientEvaluation/${record.id}`, {
          pregnancy_status: 'Unknown',
          notes: 'Reassessed',
          version: record.version,
        });
        expect(edit.statusCode, edit.body).toBe(200);
        expect(edit.json()).toMatchObject({ pregnancy_status: null, notes: 'Reassessed' });
      }
    },
  );

  it.skipIf(skip)(
    'accepts a write whose only fault is a warning (MUAC 20 cm in an adult); an impossible MUAC is refused',
    async () => {
      const { visit } = await visitOf(man);
      const low = await created(
        suite.app,
        nurse,
        'patientEvaluation',
        assessment(visit, { muac_cm: 20 }),
      );
      expect(low.muac_cm).toBe(20);
      const impossible = await post(assessment(visit, { muac_cm: 90 }));
      expect(impossible.statusCode).toBe(422);
      expect(impossible.json().details.map((d: Body) => d.field)).toEqual(['muac_cm']);
    },
  );

  it.skipIf(skip)(
    "refuses another patient's visit, and leaves the assessment to clinical roles",
    async () => {
      const { visit } = await visitOf(man);
      const other = await fixtures.patient({ first_name: 'Hirut', ...another() });
      const mismatch = await post(assessment(visit, { patient: other }));
      expect(mismatch.statusCode, mismatch.body).toBe(422);
      expect(mismatch.json().details[0].field).toBe('visit');
      const reception = (await signIn(suite.app, 'reception@tena.demo')).headers as Headers;
      expect((await post(assessment(visit), reception)).statusCode).toBe(403);
      const manager = (await signIn(suite.app, 'emergency-manager@tena.demo')).headers as Headers;
      expect((await post(assessment(visit), manager)).statusCode).toBe(403);
      const list = await suite.app.inject({
        method: 'GET',
        url: '/api/models/patientEvaluation',
        headers: manager,
      });
      expect(list.statusCode).toBe(200);
    },
  );
});

/** A follow-up note whose patient is fetched from its visit, and the patient's sex from that. */
const FOLLOW_UP_SCHEMA = {
  title: 'Follow-up',
  groups: [{ id: 'main', name: 'Main' }],
  fields: {
    visit: { type: 'select', label: 'Visit', group: 'main', required: true, ref: 'visit' },
    patient: {
      type: 'select',
      label: 'Patient',
      group: 'main',
      ref: 'patient',
      fetchFrom: 'visit.patient',
    },
    sex: {
      type: 'select',
      label: 'Sex',
      group: 'main',
      fetchFrom: 'patient.sex',
      options: [
        { id: 'Male', name: 'Male' },
        { id: 'Female', name: 'Female' },
      ],
    },
    note: { type: 'text', label: 'Note', group: 'main' },
  },
  list: { columns: ['visit'] },
};

describe.each(dialectCases)('a ref fetched through another ref on $dialect', (dialect) => {
  const suite = useFixtureModelApp(dialect, 'followUp', FOLLOW_UP_SCHEMA);
  const { skip } = dialect;
  let fixtures: ClinicalFixtures;
  beforeAll(async () => {
    if (!skip) fixtures = await clinicalFixtures(suite.app);
  });

  it.skipIf(skip)(
    "copies the visit's patient, then that patient's sex, whatever the client sent",
    async () => {
      const almaz = await fixtures.patient({ sex: 'Female', first_name: 'Almaz' });
      const dawit = await fixtures.patient({
        sex: 'Male',
        first_name: 'Dawit',
        last_name: 'Haile',
      });
      const visit = (await fixtures.visit(almaz)).id as number;
      const { app, nurse } = suite;
      const note = await created(app, nurse, 'followUp', { visit, patient: dawit, sex: 'Male' });
      expect(note).toMatchObject({ patient: almaz, sex: 'Female' });
      // Picking another visit follows the chain again; a write leaving the visit keeps them.
      const other = (await fixtures.visit(dawit)).id as number;
      const moved = await put(app, nurse, `followUp/${note.id}`, {
        visit: other,
        version: note.version,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ patient: dawit, sex: 'Male' });
      const kept = await put(app, nurse, `followUp/${note.id}`, {
        note: 'Seen again',
        sex: 'Female',
        version: moved.json().version,
      });
      expect(kept.json()).toMatchObject({ patient: dawit, sex: 'Male', note: 'Seen again' });
    },
  );
});
