/**
 * `fetchAs`: a fetched value stored as an engine function reads it, so the browser's form and the
 * server copy the same thing from the picked record. A chart entry's `patient_age_band` fetches
 * the patient's date of birth as `bloodPressureBand`: the child's blood-pressure age band on the
 * day (engine/clinical/child-blood-pressure.ts), which its warnings read while the nurse types;
 * the server's rule (clinical.vital-sign-flags) stores the band on the observation's day with
 * the same `bloodPressureBandAt`.
 */
import { bloodPressureBand } from '../clinical/child-blood-pressure';
import { calendarDay } from '../format/dates';
import { DEFAULT_SETTINGS, type FieldSchema } from '../types';

/** The blood-pressure age band of someone born on `dateOfBirth` at `at`, on the hospital's day. */
export function bloodPressureBandAt(dateOfBirth: unknown, at: Date | number): string | null {
  const day = calendarDay(at, DEFAULT_SETTINGS.timeZone);
  return bloodPressureBand(dateOfBirth, day) ?? null;
}

const READERS: Record<
  NonNullable<FieldSchema['fetchAs']>,
  (value: unknown, at: Date) => unknown
> = {
  bloodPressureBand: bloodPressureBandAt,
};

/** `value` fetched for a field with `fetchAs` (as it is without one), read at `at`. */
export function fetchedAs(
  fetchAs: FieldSchema['fetchAs'],
  value: unknown,
  at: Date = new Date(),
): unknown {
  return fetchAs ? READERS[fetchAs](value, at) : value;
}
