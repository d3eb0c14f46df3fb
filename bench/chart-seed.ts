// The patient the chart bench opens: a long-standing hypertensive, diabetic outpatient with 200
// visits over about three years, each with two sets of vital signs, a diagnosis and a lab
// request (when those models exist), and 100 invoices. Written through the model service's
// pipeline and rules (createMany), as the API would, as the demo administrator.
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../src/server/models/any-db';
import type { Actor } from '../src/server/models/read-rule';
import { tableName } from '../src/server/models/table-plan';

export interface ChartPatient {
  id: number;
  visits: number;
  vitals: number;
  diagnoses: number;
  labRequests: number;
  invoices: number;
}

const DAY_MS = 86_400_000;
/**
 * The diagnoses, from WHO's ICD-10 (2019 edition, icd.who.int/browse10): code, title, and
 * chapter (number, range, title), for a database whose catalogue lacks them.
 */
const DISEASES = [
  [
    'I10',
    'Essential (primary) hypertension',
    'IX',
    'I00-I99',
    'Diseases of the circulatory system',
  ],
  [
    'E11.9',
    'Non-insulin-dependent diabetes mellitus without complications',
    'IV',
    'E00-E90',
    'Endocrine, nutritional and metabolic diseases',
  ],
  ['B54', 'Unspecified malaria', 'I', 'A00-B99', 'Certain infectious and parasitic diseases'],
  [
    'J06.9',
    'Acute upper respiratory infection, unspecified',
    'X',
    'J00-J99',
    'Diseases of the respiratory system',
  ],
  ['K29.7', 'Gastritis, unspecified', 'XI', 'K00-K93', 'Diseases of the digestive system'],
] as const;
const CODES = DISEASES.map(([code]) => code);

async function ids(app: FastifyInstance, model: string, where?: [string, unknown]) {
  if (!app.registry.models[model]) return [];
  let query = (app.database.db as unknown as AnyDb)
    .selectFrom(tableName(model))
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(50);
  if (where) query = query.where(where[0], '=', where[1] as never);
  return (await query.execute()).map((row) => Number(row.id));
}

async function inBatches(
  app: FastifyInstance,
  actor: Actor,
  model: string,
  bodies: Record<string, unknown>[],
) {
  const made: number[] = [];
  for (let at = 0; at < bodies.length; at += 50)
    made.push(...(await app.models.createMany(model, actor, bodies.slice(at, at + 50))));
  return made;
}

/** The ids of the diagnoses' diseases, made with their chapters when the catalogue lacks them. */
async function diseasesOf(app: FastifyInstance, actor: Actor): Promise<number[]> {
  const db = app.database.db as unknown as AnyDb;
  const found = async () =>
    (
      await db.selectFrom(tableName('disease')).select('id').where('code', 'in', CODES).execute()
    ).map((row) => Number(row.id));
  const known = await found();
  if (known.length > 0) return known;
  const chapters = await app.models.createMany(
    'diseaseCategory',
    actor,
    DISEASES.map(([, , number, code_range, title]) => ({
      number,
      code_range,
      title,
      is_active: true,
    })),
  );
  await app.models.createMany(
    'disease',
    actor,
    DISEASES.map(([code, title], i) => ({
      code,
      title,
      category: chapters[i],
      is_common: true,
      is_active: true,
    })),
  );
  return found();
}

/** A reading that drifts with time, as a treated patient's does, and varies a little. */
const reading = (base: number, drift: number, i: number, spread: number, digits = 0) =>
  Number((base + drift * i + Math.sin(i * 1.7) * spread).toFixed(digits));

export async function seedChartPatient(
  app: FastifyInstance,
  actor: Actor,
  today: Date,
  visits = 200,
  invoices = 100,
): Promise<ChartPatient> {
  const models = app.registry.models;
  const [department] = await ids(app, 'department', ['department_type', 'Clinical']);
  const [physician] = department ? await ids(app, 'physician', ['department', department]) : [];
  const patient = await app.models.create('patient', actor, {
    first_name: 'Tadesse',
    middle_name: 'Alemu',
    last_name: 'Bekele',
    sex: 'Male',
    date_of_birth: '1961-05-14',
    phone: '911402233',
    region: 'Addis Ababa',
    city: 'Kirkos',
    emergency_contact_name: 'Meseret Tadesse',
    emergency_contact_relationship: 'Child',
    emergency_contact_phone: '912873301',
    has_insurance: false,
    blood_group: 'O+',
    allergies: 'Penicillin (rash)',
    chronic_conditions: 'Hypertension since 2015; type 2 diabetes since 2019',
  });
  const first = today.getTime() - visits * 5 * DAY_MS;
  const arrival = (i: number) => new Date(first + i * 5 * DAY_MS + (i % 6) * 3_600_000);
  const visitIds = await inBatches(
    app,
    actor,
    'visit',
    Array.from({ length: visits }, (_, i) => ({
      patient: patient.id,
      department,
      ...(physician ? { physician } : {}),
      visit_type: i === 0 ? 'New' : 'Follow-up',
      arrived_at: arrival(i).toISOString(),
    })),
  );
  const made = { vitals: 0, diagnoses: 0, labRequests: 0 };
  if (models.vitalSign) {
    const bodies = visitIds.flatMap((visit, i) =>
      [10, 120].map((minutes, n) => ({
        visit,
        patient: patient.id,
        taken_at: new Date(arrival(i).getTime() + minutes * 60_000).toISOString(),
        temperature: reading(36.8, 0, i + n, 0.4, 1),
        pulse: reading(84, -0.05, i + n, 6),
        respiratory_rate: reading(18, 0, i + n, 2),
        bp_systolic: reading(162, -0.15, i + n, 8),
        bp_diastolic: reading(98, -0.06, i + n, 5),
        spo2: reading(97, 0, i + n, 1.5),
        weight: reading(84, -0.03, i, 0.8, 1),
        height: 172,
      })),
    );
    made.vitals = (await inBatches(app, actor, 'vitalSign', bodies)).length;
  }
  const diseases = models.diagnosis ? await diseasesOf(app, actor) : [];
  if (models.diagnosis && diseases.length > 0) {
    const bodies = visitIds.map((visit, i) => ({
      patient: patient.id,
      visit,
      disease: diseases[i % diseases.length],
      rank: 'Primary',
      certainty: 'Confirmed',
    }));
    made.diagnoses = (await inBatches(app, actor, 'diagnosis', bodies)).length;
  }
  // A CBC of the catalogue the demo seeds (lab-catalogue-haematology.ts) at each visit.
  const [cbc] = await ids(app, 'test', ['code', 'CBC']);
  if (models.labRequest?.fields.visit && cbc) {
    const bodies = visitIds.map((visit) => ({
      patient: patient.id,
      visit,
      tests: [{ test: cbc }],
      priority: 'Routine',
    }));
    made.labRequests = (await inBatches(app, actor, 'labRequest', bodies)).length;
  }
  const [service] = await ids(app, 'service', ['category', 'Laboratory']);
  const invoiceIds = service
    ? await inBatches(
        app,
        actor,
        'invoice',
        Array.from({ length: invoices }, (_, i) => ({
          patient: patient.id,
          invoice_date: arrival(i * 2)
            .toISOString()
            .slice(0, 10),
          cashier_point: 'Lab',
          items: [{ service, quantity: 1 }],
        })),
      )
    : [];
  return { id: Number(patient.id), visits: visitIds.length, ...made, invoices: invoiceIds.length };
}
