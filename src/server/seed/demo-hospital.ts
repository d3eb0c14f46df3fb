import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SETTINGS, type EngineUser } from '../../engine/types';
import type { AnyDb } from '../models/any-db';
import type { Actor } from '../models/model-service';
import type { RecordValues } from '../models/records';
import {
  ADDIS_SUB_CITIES,
  ALLERGIES,
  BLOOD_GROUPS,
  FEMALE_NAMES,
  INSURERS,
  MALE_NAMES,
  TOWNS_BY_REGION,
  VISIT_REASONS,
} from './demo-names';
import { ADMIN_PERMISSIONS, DEMO_DOMAIN } from './seed-accounts';

/**
 * A small demo hospital for a newcomer's first screens: departments, physicians, patients and
 * a week of appointments. Everything is planned from a fixed seed and `today`, so two empty
 * databases seeded with the same `today` hold the same records, and it is written only through
 * `app.models` (the validation, numbering and history of the API).
 */

const SEED = 20_260_101;
const MODELS = ['department', 'physician', 'patient', 'appointment'] as const;
const ZONE = DEFAULT_SETTINGS.timeZone;
const PATIENTS = 60;
/** Appointments per day, from today on. */
const APPOINTMENTS_PER_DAY = [8, 6, 6, 5, 6, 5, 4];
/** Hospital hours: half-hour slots, 08:30 to 11:30 and 13:30 to 16:30 (hospital time). */
const SLOTS = [
  '08:30',
  '09:00',
  '09:30',
  '10:00',
  '10:30',
  '11:00',
  '11:30',
  '13:30',
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
];

export interface DemoCounts {
  departments: number;
  physicians: number;
  patients: number;
  appointments: number;
}

interface PlannedPhysician {
  departmentCode: string;
  body: RecordValues;
}

interface PlannedPatient {
  age: number;
  body: RecordValues;
}

interface PlannedAppointment {
  patient: number;
  physician: number;
  scheduled_at: string;
  visit_type: string;
  reason: string;
  /** Workflow states to move through after the create, in order. */
  moves: string[];
}

export interface DemoPlan {
  departments: RecordValues[];
  physicians: PlannedPhysician[];
  patients: PlannedPatient[];
  appointments: PlannedAppointment[];
}

/** mulberry32: a small, fast, seeded generator; the same seed gives the same sequence. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  const weighted = <T>(pairs: readonly (readonly [T, number])[]): T => {
    let roll = next() * pairs.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of pairs) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return pairs[pairs.length - 1]?.[0] as T;
  };
  return { int, pick, weighted, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomFrom>;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyy-MM-dd` plus n days (calendar arithmetic, no time zone involved). */
function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A local time on a calendar day in the hospital's time zone, with its offset. */
function hospitalTime(day: string, time: string): string {
  const instant = fromZonedTime(`${day}T${time}:00`, ZONE);
  return formatInTimeZone(instant, ZONE, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/** Unique mobile numbers without the +251 prefix: Ethio Telecom 9..., Safaricom 7... */
function phoneBook(random: Random) {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const phone = random.chance(0.85)
        ? `9${random.int(1, 9)}${pad(random.int(0, 9_999_999), 7)}`
        : `7${random.int(0, 2)}${pad(random.int(0, 9_999_999), 7)}`;
      if (!used.has(phone)) {
        used.add(phone);
        return phone;
      }
    }
  };
}

const DEPARTMENTS = [
  { name: 'Internal Medicine', code: 'IM', department_type: 'Clinical', phone_extension: '201' },
  { name: 'Pediatrics', code: 'PED', department_type: 'Clinical', phone_extension: '202' },
  {
    name: 'Obstetrics & Gynecology',
    code: 'OBGYN',
    department_type: 'Clinical',
    phone_extension: '203',
  },
  { name: 'Surgery', code: 'SURG', department_type: 'Clinical', phone_extension: '204' },
  { name: 'Emergency', code: 'ER', department_type: 'Clinical', phone_extension: '100' },
  { name: 'Laboratory', code: 'LAB', department_type: 'Diagnostic', phone_extension: '301' },
  { name: 'Radiology', code: 'RAD', department_type: 'Diagnostic', phone_extension: '302' },
  { name: 'Pharmacy', code: 'PHARM', department_type: 'Support', phone_extension: '401' },
];

/** Specialty and department of each physician; the first of a department heads it. */
const PHYSICIAN_POSTS = [
  ['Internal Medicine', 'IM'],
  ['Cardiology', 'IM'],
  ['Pediatrics', 'PED'],
  ['Pediatrics', 'PED'],
  ['Obstetrics and Gynecology', 'OBGYN'],
  ['Obstetrics and Gynecology', 'OBGYN'],
  ['General Surgery', 'SURG'],
  ['Orthopedics', 'SURG'],
  ['General Practice', 'ER'],
  ['Radiology', 'RAD'],
] as const;

/** Who a specialty sees: a patient's age and sex decide whether they fit its clinic. */
function fitsClinic(specialty: string, patient: PlannedPatient): boolean {
  if (specialty === 'Pediatrics') return patient.age < 15;
  if (specialty === 'Obstetrics and Gynecology')
    return patient.body.sex === 'Female' && patient.age >= 15 && patient.age <= 49;
  return patient.age >= 15;
}

function planPhysicians(random: Random, phone: () => string): PlannedPhysician[] {
  const names = new Set<string>();
  return PHYSICIAN_POSTS.map(([specialty, departmentCode]) => {
    let first: string;
    let last: string;
    do {
      first = random.pick(random.chance(0.45) ? FEMALE_NAMES : MALE_NAMES);
      last = random.pick(MALE_NAMES);
    } while (first === last || names.has(`${first} ${last}`));
    names.add(`${first} ${last}`);
    const specialist = specialty !== 'General Practice';
    return {
      departmentCode,
      body: {
        first_name: first,
        last_name: last,
        phone: phone(),
        email: `${first}.${last}@${DEMO_DOMAIN}`.toLowerCase(),
        specialty,
        license_number: `MoH-MD-${pad(random.int(1000, 49_999), 5)}`,
        consultation_fee: `${specialist ? random.int(12, 18) * 50 : 400}.00`,
        commission_rate: random.pick([10, 12.5, 15, 20]),
      },
    };
  });
}

function planDepartments(random: Random, physicians: PlannedPhysician[]): RecordValues[] {
  return DEPARTMENTS.map((department) => {
    const doctor = physicians.find((p) => p.departmentCode === department.code);
    const head = doctor
      ? `Dr. ${doctor.body.first_name} ${doctor.body.last_name}`
      : `${random.pick(random.chance(0.5) ? FEMALE_NAMES : MALE_NAMES)} ${random.pick(MALE_NAMES)}`;
    return { ...department, head, is_active: true };
  });
}

const AGE_BANDS: [[number, number], number][] = [
  [[0, 4], 10],
  [[5, 14], 12],
  [[15, 29], 25],
  [[30, 49], 28],
  [[50, 69], 18],
  [[70, 89], 7],
];

const REGIONS: [string, number][] = [
  ['Addis Ababa', 60],
  ['Oromia', 12],
  ['Amhara', 6],
  ['Sidama', 3],
  ['Central Ethiopia', 3],
  ['South Ethiopia', 3],
  ['Tigray', 2],
  ['Dire Dawa', 2],
  ['Harari', 2],
  ['Somali', 2],
  ['Afar', 1],
  ['Benishangul-Gumuz', 1],
  ['Gambela', 1],
  ['South West Ethiopia Peoples', 2],
];

/** Someone to call, named the Ethiopian way from the patient's own names where family. */
function emergencyContact(random: Random, age: number, patient: RecordValues) {
  const [first, father, grandfather] = [
    patient.first_name,
    patient.middle_name,
    patient.last_name,
  ] as string[];
  const male = patient.sex === 'Male';
  const anyone = () => random.pick(random.chance(0.5) ? FEMALE_NAMES : MALE_NAMES);
  const relationship =
    age < 18
      ? 'Parent'
      : age >= 60 && random.chance(0.7)
        ? 'Child'
        : random.weighted<string>([
            ['Spouse', age >= 22 ? 45 : 0],
            ['Sibling', 25],
            ['Parent', age < 35 ? 15 : 0],
            ['Relative', 10],
            ['Friend', 10],
          ]);
  const name =
    {
      Parent: random.chance(0.6)
        ? `${father} ${grandfather}`
        : `${random.pick(FEMALE_NAMES)} ${random.pick(MALE_NAMES)}`,
      Child: `${anyone()} ${male ? first : random.pick(MALE_NAMES)}`,
      Spouse: `${random.pick(male ? FEMALE_NAMES : MALE_NAMES)} ${random.pick(MALE_NAMES)}`,
      Sibling: `${anyone()} ${father}`,
    }[relationship] ?? `${anyone()} ${random.pick(MALE_NAMES)}`;
  return { name, relationship };
}

function planPatients(random: Random, phone: () => string, today: string): PlannedPatient[] {
  const names = new Set<string>();
  const patients: PlannedPatient[] = [];
  while (patients.length < PATIENTS) {
    const sex = random.chance(0.52) ? 'Female' : 'Male';
    const first = random.pick(sex === 'Female' ? FEMALE_NAMES : MALE_NAMES);
    const middle = random.pick(MALE_NAMES);
    const last = random.pick(MALE_NAMES);
    if (first === middle || middle === last || names.has(`${first} ${middle}`)) continue;
    names.add(`${first} ${middle}`);
    const [youngest, oldest] = random.weighted(AGE_BANDS);
    const age = random.int(youngest, oldest);
    const region = random.weighted(REGIONS);
    const city =
      region === 'Addis Ababa'
        ? `${random.pick(ADDIS_SUB_CITIES)}, Addis Ababa`
        : random.pick(TOWNS_BY_REGION[region] ?? [region]);
    const body: RecordValues = {
      first_name: first,
      middle_name: middle,
      last_name: last,
      sex,
      // Between `age` and `age + 1` years old today.
      date_of_birth: addDays(today, -(Math.floor(age * 365.25) + random.int(1, 360))),
      phone: phone(),
      region,
      city,
      woreda: `Woreda ${pad(random.int(1, region === 'Addis Ababa' ? 14 : 6))}`,
    };
    if (random.chance(0.7)) body.house_number = String(random.int(100, 2999));
    if (age >= 18 && age < 65 && random.chance(0.3))
      body.email = `${first}.${middle}${random.int(1, 99)}@example.com`.toLowerCase();
    const contact = emergencyContact(random, age, body);
    body.emergency_contact_name = contact.name;
    body.emergency_contact_relationship = contact.relationship;
    body.emergency_contact_phone = phone();
    body.has_insurance = random.chance(age >= 18 && age < 65 ? 0.3 : 0.12);
    if (body.has_insurance) {
      const insurer = random.pick(INSURERS);
      body.insurance_company = insurer.name;
      body.policy_number = `${insurer.prefix}-${pad(random.int(1, 99_999), 6)}`;
    }
    if (random.chance(0.85)) body.blood_group = random.weighted(BLOOD_GROUPS);
    body.allergies = random.weighted(ALLERGIES);
    patients.push({ age, body });
  }
  return patients;
}

function planAppointments(
  random: Random,
  physicians: PlannedPhysician[],
  patients: PlannedPatient[],
  today: string,
): PlannedAppointment[] {
  const clinics = physicians
    .map((physician, index) => ({ index, specialty: String(physician.body.specialty) }))
    .filter(({ specialty }) => specialty in VISIT_REASONS);
  const planned: (PlannedAppointment & { day: number; slot: number })[] = [];
  for (const [day, count] of APPOINTMENTS_PER_DAY.entries()) {
    const taken = new Set<string>();
    const seen = new Set<number>();
    for (let n = 0; n < count; n++) {
      const clinic = random.pick(clinics);
      const free = SLOTS.map((_, slot) => slot).filter(
        (slot) => !taken.has(`${clinic.index}:${slot}`),
      );
      const slot = random.pick(free);
      taken.add(`${clinic.index}:${slot}`);
      const fits = patients
        .map((_, index) => index)
        .filter((i) => !seen.has(i) && fitsClinic(clinic.specialty, patients[i] as PlannedPatient));
      const patient = random.pick(fits.length > 0 ? fits : patients.map((_, index) => index));
      seen.add(patient);
      const visitType = random.weighted<string>([
        ['New Visit', 40],
        ['Follow-up', 35],
        ['Referral', 10],
        ['Result Review', 15],
      ]);
      planned.push({
        day,
        slot,
        patient,
        physician: clinic.index,
        scheduled_at: hospitalTime(addDays(today, day), SLOTS[slot] as string),
        visit_type: visitType,
        reason:
          visitType === 'Result Review'
            ? 'Review of laboratory results'
            : random.pick(VISIT_REASONS[clinic.specialty] ?? ['Consultation']),
        moves: [],
      });
    }
  }
  planned.sort((a, b) => a.day - b.day || a.slot - b.slot || a.physician - b.physician);
  // The morning's first patients have arrived; one is already with the doctor.
  const todays = planned.filter((a) => a.day === 0);
  todays.slice(0, 3).forEach((a, i) => {
    a.moves = i === 0 ? ['Checked In', 'In Progress'] : ['Checked In'];
  });
  const cancelled = planned.filter((a) => a.day === 3).at(-1);
  if (cancelled) cancelled.moves = ['Cancelled'];
  return planned.map(({ day: _day, slot: _slot, ...appointment }) => appointment);
}

/** The whole demo hospital as plain request bodies; the same `today` gives the same plan. */
export function planDemoHospital(today: Date): DemoPlan {
  const random = randomFrom(SEED);
  const phone = phoneBook(random);
  const day = formatInTimeZone(today, ZONE, 'yyyy-MM-dd');
  const physicians = planPhysicians(random, phone);
  const departments = planDepartments(random, physicians);
  const patients = planPatients(random, phone, day);
  const appointments = planAppointments(random, physicians, patients, day);
  return { departments, physicians, patients, appointments };
}

/** Any row at all (deleted ones too) in a demo model's table means the hospital has data. */
async function hasData(app: FastifyInstance): Promise<boolean> {
  const db = app.database.db as unknown as AnyDb;
  for (const model of MODELS) {
    const table = app.models.runtime(model).plan.table;
    if (await db.selectFrom(table).select('id').limit(1).executeTakeFirst()) return true;
  }
  return false;
}

/**
 * The demo administrator, holding every permission the demo models' fields, groups and
 * workflow transitions ask for (`app.models` checks those; the entity matrix is the routes').
 */
async function demoActor(app: FastifyInstance): Promise<Actor> {
  const email = `admin@${DEMO_DOMAIN}`;
  const admin = await app.database.db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', email)
    .executeTakeFirst();
  const needed = new Set<string>(ADMIN_PERMISSIONS);
  for (const model of MODELS) {
    const schema = app.registry.models[model];
    for (const item of [
      ...Object.values(schema?.fields ?? {}),
      ...(schema?.groups ?? []),
      ...(schema?.workflow?.transitions ?? []),
    ])
      for (const permission of item.permissions ?? []) needed.add(permission);
  }
  const id = admin ? Number(admin.id) : null;
  const engineUser: EngineUser = {
    ...(id === null ? {} : { id }),
    role: admin?.role ?? 'Preferences',
    permissions: [...needed],
  };
  return { id, email: admin ? email : null, engineUser, ip: null };
}

/** Where the seed notes that it began (and on which day) and that it finished. */
const MARKER = 'demo_hospital_seed';
interface SeedMarker {
  today: string;
  done: boolean;
}

async function readMarker(app: FastifyInstance): Promise<SeedMarker | undefined> {
  const row = await app.database.db
    .selectFrom('tena_meta')
    .select('value')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as SeedMarker) : undefined;
}

async function writeMarker(app: FastifyInstance, marker: SeedMarker): Promise<void> {
  const value = JSON.stringify(marker);
  await app.database.db
    .insertInto('tena_meta')
    .values({ key: MARKER, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Ids of the records the seed's actor created in a model, oldest first (deleted ones too):
 * records are created one after another in the plan's order, each in its own transaction, so
 * these are exactly the plan's first entries.
 */
async function seededIds(app: FastifyInstance, model: string, actor: Actor): Promise<number[]> {
  const db = app.database.db as unknown as AnyDb;
  const rows = await db
    .selectFrom(app.models.runtime(model).plan.table)
    .select(['id'])
    .where('created_by', actor.id === null ? 'is' : '=', actor.id)
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Seeds the demo hospital on an empty database; undefined (and nothing written) when any
 * department, physician, patient or appointment exists. Needs synced tables (`app.ready()`).
 * A seed cut short (the server stopped halfway) is finished on the next call, from the day it
 * began, so the hospital is never left half-built.
 */
export async function seedDemoHospital(
  app: FastifyInstance,
  options: { today: Date },
): Promise<DemoCounts | undefined> {
  let marker = await readMarker(app);
  if (marker?.done) return undefined;
  if (!marker) {
    if (await hasData(app)) return undefined;
    marker = { today: options.today.toISOString(), done: false };
    await writeMarker(app, marker);
  }
  const plan = planDemoHospital(new Date(marker.today));
  const actor = await demoActor(app);
  const create = async (model: string, body: RecordValues) =>
    Number((await app.models.create(model, actor, body)).id);
  /** The ids of a model's planned records, creating those not yet created. */
  const ensure = async <T>(model: string, planned: T[], body: (item: T) => RecordValues) => {
    const ids = await seededIds(app, model, actor);
    for (const item of planned.slice(ids.length)) ids.push(await create(model, body(item)));
    return ids;
  };

  const departmentIds = new Map(
    (await ensure('department', plan.departments, (department) => department)).map(
      (id, i) => [plan.departments[i]?.code, id] as const,
    ),
  );
  const physicianIds = await ensure('physician', plan.physicians, (physician) => ({
    ...physician.body,
    department: departmentIds.get(physician.departmentCode),
  }));
  const patientIds = await ensure('patient', plan.patients, (patient) => patient.body);
  const appointmentIds = await ensure(
    'appointment',
    plan.appointments,
    ({ patient, physician, moves: _moves, ...rest }) => ({
      ...rest,
      patient: patientIds[patient],
      physician: physicianIds[physician],
      department: departmentIds.get(plan.physicians[physician]?.departmentCode),
    }),
  );
  const workflow = app.registry.models.appointment?.workflow;
  const statusField = workflow?.field ?? 'status';
  for (const [i, { moves }] of plan.appointments.entries()) {
    if (moves.length === 0) continue;
    const id = appointmentIds[i] as number;
    const current = (await app.models.get('appointment', actor, id))[statusField];
    // The moves already made are those up to the current status.
    for (const state of moves.slice(moves.indexOf(current as string) + 1))
      await app.models.transition('appointment', actor, id, state);
  }
  await writeMarker(app, { ...marker, done: true });
  return {
    departments: plan.departments.length,
    physicians: plan.physicians.length,
    patients: plan.patients.length,
    appointments: plan.appointments.length,
  };
}
