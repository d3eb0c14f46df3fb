import type { RecordValues } from '../models/model-runtime';
import { PAYERS } from './billing-reference';
import { addDays } from './demo-calendar';
import {
  ADDIS_SUB_CITIES,
  ALLERGIES,
  BLOOD_GROUPS,
  FEMALE_NAMES,
  MALE_NAMES,
  TOWNS_BY_REGION,
} from './demo-names';
import { pad, type Random } from './demo-random';
import { AGE_BANDS, PATIENTS, REGIONS } from './demo-tables';

export interface PlannedPatient {
  age: number;
  body: RecordValues;
  /** The insured patient's insurer or credit company, by name (billing-reference.ts). */
  payer?: string;
}

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

export function planPatients(random: Random, phone: () => string, today: string): PlannedPatient[] {
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
    let payer: (typeof PAYERS)[number] | undefined;
    if (body.has_insurance) {
      payer = random.pick(PAYERS);
      body.member_number = `${payer.memberPrefix}-${pad(random.int(1, 99_999), 6)}`;
      // The payer's usual cover: the demo's members have no plans of their own.
      body.coverage_percent = payer.coverage_percent;
    }
    if (random.chance(0.85)) body.blood_group = random.weighted(BLOOD_GROUPS);
    body.allergies = random.weighted(ALLERGIES);
    patients.push({ age, body, ...(payer ? { payer: payer.name } : {}) });
  }
  return patients;
}
