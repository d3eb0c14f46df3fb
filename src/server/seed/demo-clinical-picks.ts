/**
 * Which patient of the demo plan each clinical story is about (demo-clinic-patients.ts says
 * who each must be), and what the plan does not hold but a nurse would write down about them:
 * a child's weight and height for their age, an allergy's reaction.
 */
import type { RecordValues } from '../models/model-runtime';
import type { Who } from './demo-clinical-types';
import type { PlannedPatient } from './demo-patients';

/** The child/adult boundary a widened age range never crosses. */
const ADULT_AGE = 15;

function fits(patient: PlannedPatient, who: Who, ages: readonly [number, number]) {
  const body = patient.body;
  return (
    patient.age >= ages[0] &&
    patient.age <= ages[1] &&
    (!who.sex || body.sex === who.sex) &&
    (!who.cash || patient.payer === undefined) &&
    (!who.noAllergy || body.allergies === 'None') &&
    (!who.bloodGroupKnown || (body.blood_group !== undefined && body.blood_group !== 'Unknown'))
  );
}

/** The age range five years wider each side, on the same side of childhood. */
function widened([low, high]: readonly [number, number]): [number, number] {
  return high < ADULT_AGE
    ? [Math.max(0, low - 5), Math.min(ADULT_AGE - 1, high + 5)]
    : [Math.max(ADULT_AGE, low - 5), high + 5];
}

/**
 * A patient for each story key, in the table's order, each used once: the first in plan order
 * who fits and is not `busy` (in the billing morning or booked today, `bookedToday` among
 * them). When nobody fits, the age range is widened, then patients booked later today
 * allowed; sex, paying cash, allergies and a known blood group always hold.
 */
export function pickStoryPatients(
  patients: readonly PlannedPatient[],
  wanted: Readonly<Record<string, Who>>,
  busy: ReadonlySet<number>,
  bookedToday: ReadonlySet<number>,
): Map<string, number> {
  const used = new Set<number>();
  const free = (index: number, booked: boolean) =>
    !used.has(index) && (!busy.has(index) || (booked && bookedToday.has(index)));
  const picked = new Map<string, number>();
  for (const [key, who] of Object.entries(wanted)) {
    const attempts: [readonly [number, number], boolean][] = [
      [who.ages, false],
      [widened(who.ages), false],
      [widened(who.ages), true],
    ];
    let found = -1;
    for (const [ages, booked] of attempts) {
      found = patients.findIndex(
        (patient, index) => free(index, booked) && fits(patient, who, ages),
      );
      if (found >= 0) break;
    }
    if (found < 0) throw new Error(`demo clinical day: no patient fits the story "${key}"`);
    used.add(found);
    picked.set(key, found);
  }
  return picked;
}

/**
 * A child's usual weight (kg) and height (cm) at an age in years, for the vital signs a story
 * leaves to the plan: APLS weight formulae ((months / 2) + 4 under one year, (age + 4) x 2 at
 * 1-5 years, 3 x age + 7 at 6-12) and WHO growth standards' median heights at whole years.
 */
export function childGrowth(years: number): { weight: number; height: number } {
  const heights = [50, 75, 87, 96, 103, 110];
  const round = (value: number) => Math.round(value * 10) / 10;
  if (years < 1) return { weight: round(years * 6 + 4), height: round(50 + years * 25) };
  const whole = Math.floor(years);
  const height =
    whole < 5
      ? (heights[whole] as number) +
        ((heights[whole + 1] as number) - (heights[whole] as number)) * (years - whole)
      : 110 + 6 * (years - 5);
  const weight = years < 6 ? (years + 4) * 2 : 3 * years + 7;
  return { weight: round(weight), height: round(height) };
}

/** What a patient's recorded allergy does to them, as the nurse asks it at triage. */
const REACTIONS: Record<string, string> = {
  Penicillin: 'Penicillin: itchy rash (hives)',
  'Sulfa drugs': 'Sulfa drugs (co-trimoxazole): skin rash',
  Aspirin: 'Aspirin: wheezing',
  Peanuts: 'Peanuts: swelling of the lips',
  Ibuprofen: 'Ibuprofen: stomach pain and rash',
};

/** A nursing assessment's allergy answers from the patient's record. */
export function allergyAnswers(patient: RecordValues): RecordValues {
  const allergy = String(patient.allergies ?? 'None');
  if (allergy === 'None') return { allergies_confirmed: 'No' };
  return { allergies_confirmed: 'Yes', allergy_details: REACTIONS[allergy] ?? allergy };
}
