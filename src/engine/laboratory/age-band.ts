/**
 * The age band a reference range is chosen by, on the day the sample was taken (a child's
 * haemoglobin is read against children's ranges even when the result is entered after their
 * birthday): Newborn 0 to 28 days, Child 29 days to 17 years, Adult 18 to 64, Elderly 65 and
 * over, counted in calendar days and whole calendar years (a birthday counts from its date).
 */
import { calendarAge } from '../clinical/patient-age';
import type { AgeBand } from './types';

export const AGE_BANDS: readonly AgeBand[] = ['Newborn', 'Child', 'Adult', 'Elderly'];

/** The last day of life that is still Newborn (WHO: the neonatal period is the first 28 days). */
export const NEWBORN_LAST_DAY = 28;
export const ADULT_FROM_YEARS = 18;
export const ELDERLY_FROM_YEARS = 65;

/**
 * The band of someone born on `dateOfBirth` on `day` (both yyyy-MM-dd); undefined when the date
 * of birth is unknown or after the day.
 */
export function ageBand(dateOfBirth: unknown, day: string): AgeBand | undefined {
  const age = calendarAge(dateOfBirth, day);
  if (!age) return undefined;
  if (age.days <= NEWBORN_LAST_DAY) return 'Newborn';
  if (age.years < ADULT_FROM_YEARS) return 'Child';
  if (age.years < ELDERLY_FROM_YEARS) return 'Adult';
  return 'Elderly';
}
