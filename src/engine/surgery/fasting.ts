/**
 * Preoperative fasting at the booked start of an operation (ASA Practice Guidelines for
 * Preoperative Fasting, 2023, for healthy patients having elective procedures): at least 6 hours
 * since a light meal or solids and at least 2 hours since clear fluids. The hours are counted to
 * the case's scheduled start, one decimal, rounded down so 5.99 h never reads as 6.
 */

export const FASTING_SOURCE = 'ASA Practice Guidelines for Preoperative Fasting, 2023';
export const SOLIDS_FASTING_HOURS = 6;
export const CLEAR_FLUIDS_FASTING_HOURS = 2;

/** Hours from `last` to `at` (one decimal, rounded down); null when either is not a time. */
export function fastingHours(last: unknown, at: unknown): number | null {
  const from = Date.parse(String(last ?? ''));
  const to = Date.parse(String(at ?? ''));
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  return Math.floor((to - from) / 360_000) / 10;
}

export interface FastingHours {
  solids: number | null;
  fluids: number | null;
}

/** What is short of the guideline, each naming the hours and the source; empty when met. */
export function fastingFlags({ solids, fluids }: FastingHours): string[] {
  const flags: string[] = [];
  if (solids !== null && solids < SOLIDS_FASTING_HOURS)
    flags.push(
      `Solids ${solids} h before the booked start: ${SOLIDS_FASTING_HOURS} h needed (${FASTING_SOURCE})`,
    );
  if (fluids !== null && fluids < CLEAR_FLUIDS_FASTING_HOURS)
    flags.push(
      `Clear fluids ${fluids} h before the booked start: ${CLEAR_FLUIDS_FASTING_HOURS} h needed (${FASTING_SOURCE})`,
    );
  return flags;
}
