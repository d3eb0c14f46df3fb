/**
 * What the laboratory's tests need, made through the API by the roles that make it in a
 * hospital: a small catalogue (the Lab Manager), a patient and a walk-in visit (reception), a
 * lab request (a doctor) and a collected sample (a lab user).
 *
 * The catalogue is three tests whose codes are the seeded catalogue's (CBC, ELEC, BF), so a
 * test written against these reads like the demo hospital:
 * - CBC (whole blood EDTA, 60 min): WBC, haemoglobin by sex and age band, platelets; critical
 *   limits on all three;
 * - ELEC (serum, 120 min): sodium, potassium (critical below 2.5 and above 6.5 mmol/L), chloride;
 * - BF, blood film for malaria (whole blood EDTA, 60 min): an Option parameter Negative/Positive
 *   whose normal option is Negative, and the species as text.
 * Ranges and critical limits: adult values as printed in Tietz Clinical Guide to Laboratory Tests
 * (4th ed.) and the critical-value list of the College of American Pathologists' survey
 * (Wagar et al., Arch Pathol Lab Med 2007); the child and newborn haemoglobin bands from
 * Nathan and Oski's Hematology of Infancy and Childhood.
 *
 * Every helper makes new records on each call (nothing is cached), so a test may ask for as
 * many patients, requests and samples as it needs.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';
import { patientBody } from './patients';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/** The catalogue's ids. */
export interface LabCatalogue {
  groups: { haematology: number; chemistry: number; parasitology: number };
  sampleTypes: { edtaBlood: number; serum: number };
  tests: { cbc: number; electrolytes: number; malaria: number };
}

/** Signed-in headers of the roles the laboratory's work passes through. */
export interface LabRoles {
  labManager: Headers;
  labUser: Headers;
  doctor: Headers;
  reception: Headers;
}

export interface LabFixtures extends LabCatalogue {
  as: LabRoles;
  /** The Outpatient department the fixtures' visits are in. */
  department: number;
  /** A patient (reception), a walk-in visit of theirs, a CBC + ELEC request and its EDTA sample. */
  patient: number;
  visit: number;
  request: Row;
  sample: Row;
  /** A new patient registered by reception, with the given body overrides. */
  newPatient(overrides?: Row): Promise<number>;
  /** A new walk-in visit of `patient` in the fixtures' department. */
  newVisit(patient: number, more?: Row): Promise<Row>;
  /**
   * A lab request for these tests ordered by the doctor (Routine unless `more` says), for the
   * fixtures' patient and visit unless `more` names others; the stored record.
   */
  order(tests: readonly number[], more?: Row): Promise<Row>;
  /** A sample of `sampleType` for `request`, collected by the lab user; the stored record. */
  collect(request: number, sampleType: number, more?: Row): Promise<Row>;
  /** Signs every role in again: after a test moves the server's clock, tokens expire with it. */
  signInAgain(): Promise<void>;
}

const as = async (app: FastifyInstance, role: string) =>
  (await signIn(app, `${role}@tena.demo`)).headers as Headers;

async function labRoles(app: FastifyInstance): Promise<LabRoles> {
  return {
    labManager: await as(app, 'lab-manager'),
    labUser: await as(app, 'lab-user'),
    doctor: await as(app, 'doctor'),
    reception: await as(app, 'reception'),
  };
}

const numeric = (code: string, name: string, unit: string, decimals: number, more: Row = {}) => ({
  code,
  name,
  unit,
  kind: 'Number',
  decimals,
  min_value: 0,
  ...more,
});
const range = (parameter: string, low: number, high: number, sex = 'Any', age_band = 'Any') => ({
  parameter,
  sex,
  age_band,
  low,
  high,
});

/** The three tests' bodies (without their group and sample type ids). */
const CBC = {
  code: 'CBC',
  name: 'Complete Blood Count',
  price: '350.00',
  turnaround_minutes: 60,
  method: 'Automated haematology analyser',
  parameters: [
    numeric('WBC', 'White blood cells', '10^9/L', 1, { critical_low: 2, critical_high: 30 }),
    numeric('HGB', 'Haemoglobin', 'g/dL', 1, {
      max_value: 30,
      critical_low: 7,
      critical_high: 20,
    }),
    numeric('PLT', 'Platelets', '10^9/L', 0, { critical_low: 50, critical_high: 1000 }),
  ],
  reference_ranges: [
    range('WBC', 4, 11),
    range('HGB', 13.5, 17.5, 'Male', 'Adult'),
    range('HGB', 12, 15.5, 'Female', 'Adult'),
    range('HGB', 12.5, 17, 'Male', 'Elderly'),
    range('HGB', 11.5, 15.5, 'Female', 'Elderly'),
    range('HGB', 11, 14.5, 'Any', 'Child'),
    range('HGB', 14, 24, 'Any', 'Newborn'),
    range('PLT', 150, 450),
  ],
};
const ELECTROLYTES = {
  code: 'ELEC',
  name: 'Serum Electrolytes',
  price: '600.00',
  turnaround_minutes: 120,
  method: 'Ion-selective electrode',
  parameters: [
    numeric('NA', 'Sodium', 'mmol/L', 0, { critical_low: 120, critical_high: 160 }),
    numeric('K', 'Potassium', 'mmol/L', 1, { critical_low: 2.5, critical_high: 6.5 }),
    numeric('CL', 'Chloride', 'mmol/L', 0),
  ],
  reference_ranges: [range('NA', 135, 145), range('K', 3.5, 5.1), range('CL', 98, 107)],
};
const MALARIA = {
  code: 'BF',
  name: 'Blood Film for Malaria Parasites',
  price: '150.00',
  turnaround_minutes: 60,
  method: 'Giemsa-stained thick and thin films',
  parameters: [
    {
      code: 'MP',
      name: 'Malaria parasites',
      kind: 'Option',
      options: 'Negative, Positive',
      normal_options: 'Negative',
    },
    { code: 'SPECIES', name: 'Species', kind: 'Text' },
  ],
  reference_ranges: [],
};

/** The catalogue, made by the Lab Manager. */
export async function labCatalogue(
  app: FastifyInstance,
  labManager?: Headers,
): Promise<LabCatalogue> {
  const manager = labManager ?? (await as(app, 'lab-manager'));
  const add = async (model: string, body: Row) =>
    (await createRecord(app, manager, model, { is_active: true, ...body })).id as number;
  const groups = {
    haematology: await add('laboratoryGroup', { name: 'Haematology', code: 'HEM' }),
    chemistry: await add('laboratoryGroup', { name: 'Clinical Chemistry', code: 'CHEM' }),
    parasitology: await add('laboratoryGroup', { name: 'Parasitology', code: 'PARA' }),
  };
  const sampleTypes = {
    edtaBlood: await add('laboratorySampleType', {
      name: 'Whole blood (EDTA)',
      code: 'WB-EDTA',
      container: 'Lavender-top K2EDTA tube',
      volume: '2-3 mL',
    }),
    serum: await add('laboratorySampleType', {
      name: 'Serum',
      code: 'SER',
      container: 'Red-top plain tube',
      volume: '3-5 mL',
    }),
  };
  const tests = {
    cbc: await add('test', {
      ...CBC,
      laboratory_group: groups.haematology,
      sample_type: sampleTypes.edtaBlood,
    }),
    electrolytes: await add('test', {
      ...ELECTROLYTES,
      laboratory_group: groups.chemistry,
      sample_type: sampleTypes.serum,
    }),
    malaria: await add('test', {
      ...MALARIA,
      laboratory_group: groups.parasitology,
      sample_type: sampleTypes.edtaBlood,
    }),
  };
  return { groups, sampleTypes, tests };
}

/**
 * The catalogue, an Outpatient department (code OPD, by the administrator), a patient and visit,
 * a CBC + electrolytes request by the doctor and its EDTA sample collected by the lab user.
 */
export async function labFixtures(app: FastifyInstance): Promise<LabFixtures> {
  const roles = await labRoles(app);
  const catalogue = await labCatalogue(app, roles.labManager);
  const admin = await as(app, 'admin');
  const department = (
    await createRecord(app, admin, 'department', {
      name: 'Outpatient Clinic',
      code: 'OPD',
      department_type: 'Clinical',
    })
  ).id as number;
  const newPatient = async (overrides: Row = {}) =>
    (await createRecord(app, roles.reception, 'patient', patientBody(overrides))).id as number;
  const newVisit = (patient: number, more: Row = {}) =>
    createRecord(app, roles.reception, 'visit', {
      patient,
      department,
      visit_type: 'New',
      ...more,
    });
  const patient = await newPatient();
  const visit = (await newVisit(patient)).id as number;
  const order = (tests: readonly number[], more: Row = {}) =>
    createRecord(app, roles.doctor, 'labRequest', {
      patient,
      visit,
      priority: 'Routine',
      tests: tests.map((test) => ({ test })),
      ...more,
    });
  const collect = (request: number, sample_type: number, more: Row = {}) =>
    createRecord(app, roles.labUser, 'labSample', { lab_request: request, sample_type, ...more });
  const request = await order([catalogue.tests.cbc, catalogue.tests.electrolytes]);
  const sample = await collect(request.id as number, catalogue.sampleTypes.edtaBlood);
  return {
    ...catalogue,
    as: roles,
    department,
    patient,
    visit,
    request,
    sample,
    newPatient,
    newVisit,
    order,
    collect,
    async signInAgain() {
      Object.assign(roles, await labRoles(app));
    },
  };
}
