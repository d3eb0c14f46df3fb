// The 300-bed hospital the bed-board bench reads: 6 wards of 10 rooms of 5 beds, about 85% of
// the beds held by admissions made over the last ten days (their patients registered for it),
// each admission with three regular vital-sign chart entries (a third of them with a fever and
// a fast pulse, flagged by clinical.vital-sign-flags), an allergy sheet entry on every fifth,
// a discharge ordered on every twelfth, a medication order (paracetamol 1 g four times daily)
// on each when the formulary and the medication rules take it; 9 beds out of service. Written through the model service's
// pipeline and rules (create, createMany, transition), as the API would, on a clock set back
// to each admission's day. Diagnoses are ICD-10 codes of the seeded catalogue (WHO ICD-10 2019).
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../src/server/models/any-db';
import type { RecordValues } from '../src/server/models/model-runtime';
import { tableName } from '../src/server/models/table-plan';
import { demoActor } from '../src/server/seed/demo-hospital';
import { actorAs } from '../src/server/seed/seed-billing-activity';
import { seedClock } from '../src/server/seed/seed-clock';

const WARDS = [
  ['BB-MED', 'Medical Ward A', 'Medical'],
  ['BB-MED2', 'Medical Ward B', 'Medical'],
  ['BB-SUR', 'Surgical Ward', 'Surgical'],
  ['BB-PED', 'Pediatric Ward', 'Pediatric'],
  ['BB-MAT', 'Maternity Ward', 'Maternity'],
  ['BB-ICU', 'Intensive Care Unit', 'Intensive Care'],
] as const;
const ROOMS_PER_WARD = 10;
const BEDS_PER_ROOM = 5;
const OCCUPIED_SHARE = 0.85;
const OUT_OF_SERVICE = 9;
/** Common inpatient diagnoses (ICD-10 2019): pneumonia, malaria, heart failure, sepsis... */
const CODES = ['J18.9', 'B50.9', 'I50.9', 'A41.9', 'E11.9', 'K35.8', 'N39.0', 'A09', 'I10'];
const FIRST = ['Abebe', 'Almaz', 'Dawit', 'Hana', 'Kebede', 'Meseret', 'Tigist', 'Yonas', 'Sara'];
const LAST = ['Bekele', 'Tesfaye', 'Alemu', 'Haile', 'Girma', 'Mengistu', 'Wolde', 'Tadesse'];
const DAY_MS = 86_400_000;

async function idsWhere(app: FastifyInstance, model: string, column: string, values: string[]) {
  const db = app.database.db as unknown as AnyDb;
  return db
    .selectFrom(tableName(model))
    .select(['id', column])
    .where(column, 'in', values)
    .where('deleted_at', 'is', null)
    .execute();
}

export interface BedBoardHospital {
  wards: number[];
  beds: number;
  admissions: number;
  charts: number;
  allergies: number;
  medicationOrders: number;
  note: string;
}

export async function seedBedBoardHospital(app: FastifyInstance): Promise<BedBoardHospital> {
  const admin = await demoActor(app);
  const manager = await actorAs(app, admin, 'Liaison Manager');
  const reception = await actorAs(app, admin, 'Reception');
  const doctor = await actorAs(app, admin, 'Doctor');
  const nurse = await actorAs(app, admin, 'IPD Nurse');
  const clock = seedClock(app);
  const now = Date.now();
  const [service] = await idsWhere(app, 'service', 'category', ['Bed-day']);
  if (!service) throw new Error('no Bed-day service: the demo billing seed makes them');
  const diseases = (await idsWhere(app, 'disease', 'code', CODES)).map((row) => Number(row.id));
  const physician = await (app.database.db as unknown as AnyDb)
    .selectFrom(tableName('physician'))
    .select('id')
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();

  const wards: number[] = [];
  const beds: number[] = [];
  for (const [code, name, ward_type] of WARDS) {
    const ward = Number((await app.models.create('ward', manager, { code, name, ward_type })).id);
    wards.push(ward);
    for (let r = 1; r <= ROOMS_PER_WARD; r++) {
      const room_number = `${code}-${100 + r}`;
      const room = await app.models.create('room', manager, {
        room_number,
        ward,
        room_type: 'General',
        capacity: BEDS_PER_ROOM,
        bed_day_service: Number(service.id),
      });
      const bodies = Array.from({ length: BEDS_PER_ROOM }, (_, b) => ({
        bed_number: `${room_number}-${String.fromCharCode(65 + b)}`,
        room: Number(room.id),
        bed_type: ward_type === 'Intensive Care' ? 'ICU' : 'Standard',
      }));
      for (const body of bodies)
        beds.push(Number((await app.models.create('bed', manager, body)).id));
    }
  }
  const held = beds.filter((_, i) => (i * 37) % 100 < OCCUPIED_SHARE * 100);
  const free = beds.filter((bed) => !held.includes(bed));
  for (const bed of free.slice(0, OUT_OF_SERVICE))
    await app.models.transition('bed', manager, bed, 'Out of Service', undefined, {
      out_of_service_reason: 'Mattress replaced',
    });

  const admissions: number[] = [];
  let charts = 0;
  let allergies = 0;
  for (const [i, bed] of held.entries()) {
    const admittedAt = now - (1 + (i % 10)) * DAY_MS + (i % 7) * 3_600_000;
    clock.at(new Date(admittedAt).toISOString());
    const patient = await clock.models.create('patient', reception, {
      first_name: FIRST[i % FIRST.length],
      middle_name: LAST[(i * 3) % LAST.length],
      last_name: LAST[i % LAST.length],
      sex: i % 2 ? 'Female' : 'Male',
      date_of_birth: new Date(Date.UTC(1950, 0, 1) + i * 61 * DAY_MS).toISOString().slice(0, 10),
      phone: `91${String(1_000_000 + i * 7919).padStart(7, '0')}`,
      region: 'Addis Ababa',
      city: 'Bole',
      emergency_contact_name: 'Almaz Bekele',
      emergency_contact_relationship: 'Spouse',
      emergency_contact_phone: '912345678',
      has_insurance: false,
      allergies: i % 9 === 0 ? 'Sulfa drugs (rash)' : 'None',
    });
    const bedRow = await clock.models.get('bed', manager, bed);
    const admission = await clock.models.create('impatient', doctor, {
      patient: Number(patient.id),
      ward: bedRow.ward,
      bed,
      admitting_doctor: Number(physician.id),
      payer: 'Cash',
      admission_diagnosis: diseases[i % diseases.length],
      reason: 'Admitted for inpatient care',
    });
    admissions.push(Number(admission.id));
    clock.at(new Date(now - (i % 5) * 3_600_000 - 600_000).toISOString());
    const fever = i % 3 === 0;
    const readings: RecordValues[] = [0, 1, 2].map((n) => ({
      admission: Number(admission.id),
      recorded_at: new Date(now - (i % 5) * 3_600_000 - (3 - n) * 4 * 3_600_000).toISOString(),
      temperature: fever && n === 2 ? 38.9 : 36.8,
      pulse: fever && n === 2 ? 124 : 82,
      respiratory_rate: 18,
      bp_systolic: 118,
      bp_diastolic: 74,
      spo2: 96,
    }));
    charts += (await clock.models.createMany('regularVitalChart', nurse, readings)).length;
    if (i % 5 === 0) {
      await clock.models.create('allergySheet', doctor, {
        admission: Number(admission.id),
        allergen: 'Penicillin',
        allergen_type: 'Drug',
        reaction: 'Urticaria',
        severity: 'Moderate',
        source: 'Patient',
      });
      allergies += 1;
    }
  }
  const medicationOrders = await seedOrders(app, doctor, admissions);
  for (const admission of admissions.filter((_, i) => i % 12 === 0))
    await app.models.transition('impatient', doctor, admission, 'Discharge Ordered', undefined, {
      discharge_disposition: 'Home',
    });
  return {
    wards,
    beds: beds.length,
    admissions: admissions.length,
    charts,
    allergies,
    medicationOrders: medicationOrders.count,
    note: medicationOrders.note,
  };
}

/** A medication order per admission, when the formulary and the rules take it. */
async function seedOrders(
  app: FastifyInstance,
  doctor: Awaited<ReturnType<typeof actorAs>>,
  admissions: number[],
): Promise<{ count: number; note: string }> {
  const db = app.database.db as unknown as AnyDb;
  const product = await db
    .selectFrom(tableName('product'))
    .select(['id'])
    .where('product_type', '=', 'Medicine')
    .where('name', 'like', 'Paracetamol%')
    .executeTakeFirst();
  const [unit] = await idsWhere(app, 'unitOfMeasurement', 'code', ['mg']);
  if (!product || !unit)
    return { count: 0, note: 'medication orders left out: no paracetamol or mg' };
  let count = 0;
  try {
    for (const admission of admissions) {
      const body = {
        admission,
        sheet: 'Continuous',
        product: Number(product.id),
        dose: 1000,
        dose_unit: Number(unit.id),
        frequency: 'Four times daily',
        duration_days: 5,
        indication: 'Fever and pain',
      };
      await app.models.create('medicationOrder', doctor, body);
      count += 1;
    }
    return { count, note: '' };
  } catch (error) {
    return { count, note: `medication orders stopped at ${count}: ${(error as Error).message}` };
  }
}
