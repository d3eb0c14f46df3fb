// Deterministic patients for the model benches: API-shaped bodies, and bulk seeding of
// m_patient stored as the model service stores them.
import type { AnyDb } from '../src/server/models/any-db';
import { modelRuntime, type RecordValues } from '../src/server/models/model-runtime';
import { namingParts } from '../src/server/models/naming-series';
import { encodeColumns } from '../src/server/models/record-writes';
import { registry } from './setup';

export const SEED_BATCH = 1_000;

/** mulberry32: the same "random" patients on every run and on both databases. */
export function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = ReturnType<typeof generator>;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

const MALE = [
  'Abebe',
  'Abel',
  'Alemayehu',
  'Alemu',
  'Amanuel',
  'Amare',
  'Asfaw',
  'Bekele',
  'Berhanu',
  'Biniam',
  'Daniel',
  'Dawit',
  'Desta',
  'Elias',
  'Ermias',
  'Fikru',
  'Gebre',
  'Getachew',
  'Girma',
  'Haile',
  'Hailu',
  'Henok',
  'Kebede',
  'Kidus',
  'Lemma',
  'Mekonnen',
  'Mesfin',
  'Mulugeta',
  'Nahom',
  'Negash',
  'Samuel',
  'Solomon',
  'Tadesse',
  'Tesfaye',
  'Tewodros',
  'Tilahun',
  'Worku',
  'Yared',
  'Yohannes',
  'Yonas',
  'Zerihun',
] as const;
const FEMALE = [
  'Almaz',
  'Aster',
  'Bethlehem',
  'Birtukan',
  'Eden',
  'Feven',
  'Genet',
  'Hanna',
  'Helen',
  'Hiwot',
  'Kidist',
  'Liya',
  'Lulit',
  'Mahlet',
  'Mariam',
  'Martha',
  'Mekdes',
  'Meron',
  'Meseret',
  'Mulu',
  'Rahel',
  'Ruth',
  'Sara',
  'Selam',
  'Sosina',
  'Tigist',
  'Tirunesh',
  'Tsion',
  'Yeshi',
  'Zewditu',
] as const;
const CITIES = [
  'Bole',
  'Yeka',
  'Kirkos',
  'Arada',
  'Lideta',
  'Gulele',
  'Kolfe Keranio',
  'Nifas Silk-Lafto',
  'Akaki Kality',
  'Adama',
  'Bahir Dar',
  'Hawassa',
  'Mekelle',
  'Gondar',
  'Jimma',
  'Dessie',
] as const;
/** The insurers seedPatients writes first, ids 1 to 3 in this order (schemas/insuranceCompany.json). */
const INSURERS = ['Ethiopian Insurance Corporation', 'Nyala Insurance S.C.', 'Awash Insurance'];
const ALLERGIES = ['None', 'Penicillin', 'Sulfa drugs', 'Peanuts', 'Aspirin'];
const choices = (field: string) =>
  (registry.models.patient?.fields[field]?.options ?? []).map((o) => String(o.id));
const REGIONS = choices('region');
const RELATIONSHIPS = choices('emergency_contact_relationship');
const BLOOD_GROUPS = choices('blood_group');

const phone = (random: Random) =>
  `${random() < 0.8 ? 9 : 7}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;

/** A patient as the API takes it (no MRN, no computed age); optional fields only sometimes. */
export function patientValues(random: Random): RecordValues {
  const female = random() < 0.5;
  const first = pick(random, female ? FEMALE : MALE);
  const middle = pick(random, MALE);
  const dob = new Date(Date.UTC(1930, 0, 1) + random() * 95 * 365.25 * 86_400_000);
  const values: RecordValues = {
    first_name: first,
    middle_name: middle,
    sex: female ? 'Female' : 'Male',
    date_of_birth: dob.toISOString().slice(0, 10),
    phone: phone(random),
    region: pick(random, REGIONS),
    city: pick(random, CITIES),
    emergency_contact_name: `${pick(random, random() < 0.5 ? FEMALE : MALE)} ${middle}`,
    emergency_contact_relationship: pick(random, RELATIONSHIPS),
    emergency_contact_phone: phone(random),
    has_insurance: random() < 0.25,
  };
  if (random() < 0.9) values.last_name = pick(random, MALE);
  if (random() < 0.3) values.email = `${first}.${middle}${Math.floor(random() * 1000)}@mail.et`;
  if (random() < 0.6) values.woreda = `Woreda ${String(1 + Math.floor(random() * 14))}`;
  if (random() < 0.5) values.house_number = String(1 + Math.floor(random() * 2000));
  if (values.has_insurance) {
    values.insurer = 1 + Math.floor(random() * INSURERS.length);
    values.member_number = `POL-${String(Math.floor(random() * 1e7)).padStart(7, '0')}`;
    values.coverage_percent = pick(random, [80, 90, 100]);
  }
  if (random() < 0.7) values.blood_group = pick(random, BLOOD_GROUPS);
  if (random() < 0.4) values.allergies = pick(random, ALLERGIES);
  return values;
}

function yearsBetween(from: string, to: Date): number {
  const born = new Date(`${from}T00:00:00Z`);
  let years = to.getUTCFullYear() - born.getUTCFullYear();
  const beforeBirthday =
    to.getUTCMonth() < born.getUTCMonth() ||
    (to.getUTCMonth() === born.getUTCMonth() && to.getUTCDate() < born.getUTCDate());
  if (beforeBirthday) years -= 1;
  return years;
}

/** The insurers insured patients point at, straight into their table as seedPatients does. */
async function seedInsurers(db: AnyDb): Promise<void> {
  const schema = registry.models.insuranceCompany;
  if (!schema) throw new Error('schemas/insuranceCompany.json is missing');
  const rt = modelRuntime(schema);
  const empty = Object.fromEntries(rt.plan.columns.map((column) => [column.name, null]));
  const stamp = new Date(Date.UTC(2016, 0, 1)).toISOString();
  // A fresh table numbers them 1, 2, 3 in this order.
  const rows = INSURERS.map((name) => ({
    ...empty,
    ...encodeColumns(rt, { name, kind: 'Insurer', coverage_percent: 80, is_active: true }),
    version: 1,
    created_at: stamp,
    updated_at: stamp,
  }));
  await db.insertInto(rt.plan.table).values(rows).execute();
}

/**
 * Inserts `count` patients straight into m_patient, encoded as the service stores them, in
 * transactions of SEED_BATCH rows: registered over 2016-2025 with MRNs of those years, so the
 * naming series of the current year (used by the create bench) starts from 1 unharmed.
 */
export async function seedPatients(db: AnyDb, count: number): Promise<void> {
  const schema = registry.models.patient;
  if (!schema?.naming) throw new Error('schemas/patient.json has no naming series');
  const naming = schema.naming;
  const rt = modelRuntime(schema);
  const random = generator(20_26);
  await seedInsurers(db);
  const today = new Date();
  const start = Date.UTC(2016, 0, 1);
  const step = (Date.UTC(2026, 0, 1) - start) / count;
  const series = new Map<string, number>();
  const empty = Object.fromEntries(rt.plan.columns.map((column) => [column.name, null]));
  for (let from = 0; from < count; from += SEED_BATCH) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + SEED_BATCH); i += 1) {
      const at = new Date(start + i * step);
      const parts = namingParts(naming.pattern, at);
      const seq = (series.get(parts.series) ?? 0) + 1;
      series.set(parts.series, seq);
      const values = patientValues(random);
      values[naming.field] = parts.format(seq);
      values.age = yearsBetween(String(values.date_of_birth), today);
      const stamp = at.toISOString();
      rows.push({
        ...empty,
        ...encodeColumns(rt, values),
        version: 1,
        created_at: stamp,
        updated_at: stamp,
      });
    }
    await db.transaction().execute((trx) => trx.insertInto(rt.plan.table).values(rows).execute());
  }
  await db
    .insertInto('naming_series')
    .values([...series].map(([key, value]) => ({ series: `${schema.model}:${key}`, value })))
    .execute();
}
