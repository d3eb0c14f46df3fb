import { formatInTimeZone } from 'date-fns-tz';
import type { RecordValues } from '../models/model-runtime';
import {
  clockOf,
  slotStarts,
  type WorkingHours,
  weekdayOf,
  workingHoursOf,
} from '../rules/appointments/working-hours';
import { addDays, hospitalTime, ZONE } from './demo-calendar';
import { FEMALE_NAMES, MALE_NAMES, VISIT_REASONS } from './demo-names';
import { type PlannedPatient, planPatients } from './demo-patients';
import { pad, phoneBook, type Random, randomFrom } from './demo-random';
import { APPOINTMENTS_PER_DAY, DEPARTMENTS, PHYSICIAN_POSTS } from './demo-tables';
import { DEMO_DOMAIN } from './seed-accounts';

/**
 * The demo hospital as plain request bodies, planned from a fixed seed and `today`, so two empty
 * databases seeded with the same `today` hold the same records (demo-hospital.ts writes them).
 */

const SEED = 20_260_101;

interface PlannedPhysician {
  departmentCode: string;
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

/** Who a specialty sees: a patient's age and sex decide whether they fit its clinic. */
function fitsClinic(specialty: string, patient: PlannedPatient): boolean {
  if (specialty === 'Pediatrics') return patient.age < 15;
  if (specialty === 'Obstetrics and Gynecology')
    return patient.body.sex === 'Female' && patient.age >= 15 && patient.age <= 49;
  return patient.age >= 15;
}

function planPhysicians(random: Random, phone: () => string): PlannedPhysician[] {
  const names = new Set<string>();
  return PHYSICIAN_POSTS.map(([specialty, departmentCode, hours]) => {
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
        ...hours,
        working_days: [...hours.working_days],
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

function planAppointments(
  random: Random,
  physicians: PlannedPhysician[],
  patients: PlannedPatient[],
  today: string,
): PlannedAppointment[] {
  const clinics = physicians
    .map((physician, index) => ({
      index,
      specialty: String(physician.body.specialty),
      hours: workingHoursOf(physician.body) as WorkingHours,
    }))
    .filter(({ specialty }) => specialty in VISIT_REASONS);
  const planned: (PlannedAppointment & { day: number; slot: number })[] = [];
  for (const [day, count] of APPOINTMENTS_PER_DAY.entries()) {
    const date = addDays(today, day);
    // Each day's bookings go to the clinics working that day, on their own slots.
    const open = clinics.filter(({ hours }) => hours.days.includes(weekdayOf(date)));
    const taken = new Set<string>();
    const seen = new Set<number>();
    for (let n = 0; n < count && open.length > 0; n++) {
      const clinic = random.pick(open);
      const free = slotStarts(clinic.hours).filter((slot) => !taken.has(`${clinic.index}:${slot}`));
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
        scheduled_at: hospitalTime(date, clockOf(slot)),
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
