/**
 * How often a prescribed medicine is taken (prescriptionItem.frequency, its options): the
 * administrations a day each means, as the quantity to dispense counts them. "Once only" is one
 * dose in all, whatever the duration; "As needed" has no count, so its quantity is the
 * prescriber's or the pharmacist's. "With meals" is three a day, with breakfast, lunch and
 * supper (on the ward at the hospital's meal times, engine/inpatient/ward-dose-times.ts).
 */

export type Frequency =
  | 'Once only'
  | 'Once daily'
  | 'Twice daily'
  | 'Three times daily'
  | 'Four times daily'
  | 'Every 4 hours'
  | 'Every 6 hours'
  | 'Every 8 hours'
  | 'Every 12 hours'
  | 'At night'
  | 'Weekly'
  | 'With meals'
  | 'As needed';

const PER_DAY: Readonly<Record<string, number>> = {
  'Once daily': 1,
  'Twice daily': 2,
  'Three times daily': 3,
  'Four times daily': 4,
  'Every 4 hours': 6,
  'Every 6 hours': 4,
  'Every 8 hours': 3,
  'Every 12 hours': 2,
  'At night': 1,
  Weekly: 1 / 7,
  'With meals': 3,
};

/** What a frequency means for counting doses. */
export type DoseCount =
  /** A fixed number of administrations a day (1/7 for weekly). */
  | { kind: 'daily'; perDay: number }
  /** One administration in all ("Once only"). */
  | { kind: 'once' }
  /** No count: "As needed", or a frequency this engine does not know. */
  | { kind: 'none' };

export function doseCountOf(frequency: string): DoseCount {
  if (frequency === 'Once only') return { kind: 'once' };
  const perDay = PER_DAY[frequency];
  return perDay === undefined ? { kind: 'none' } : { kind: 'daily', perDay };
}

/** Administrations over `days` days: "Once only" is 1; weekly over 10 days is 2 (rounded up). */
export function administrations(frequency: string, days: number): number | undefined {
  const count = doseCountOf(frequency);
  if (count.kind === 'once') return 1;
  if (count.kind === 'none') return undefined;
  // A weekly dose over 10 days is taken on day 1 and day 8: round up, never short.
  return Math.ceil(count.perDay * days - 1e-9);
}
