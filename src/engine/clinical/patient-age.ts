/**
 * A patient's age as clinicians write it beside the name on a board or chart: whole years from
 * 2 years old ("34 y"), whole months below that ("8 mo"), days in the first month ("12 d").
 * Counted in calendar days, so a birthday counts from its date on the hospital's clock.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function parts(iso: string): [number, number, number] | undefined {
  const match = ISO_DATE.exec(iso.trim());
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** Whole days, months and years from a date of birth to a day (yyyy-MM-dd); null when unknown or unborn. */
export function calendarAge(
  dateOfBirth: unknown,
  today: string,
): { days: number; months: number; years: number } | null {
  if (typeof dateOfBirth !== 'string') return null;
  const born = parts(dateOfBirth);
  const now = parts(today);
  if (!born || !now) return null;
  const [by, bm, bd] = born;
  const [ty, tm, td] = now;
  const days = (Date.UTC(ty, tm - 1, td) - Date.UTC(by, bm - 1, bd)) / 86_400_000;
  if (!Number.isFinite(days) || days < 0) return null;
  let months = (ty - by) * 12 + (tm - bm);
  if (td < bd) months -= 1;
  return { days, months, years: Math.floor(months / 12) };
}

/** The age on `today` (yyyy-MM-dd) of someone born on `dateOfBirth`; null when unknown or unborn. */
export function ageText(dateOfBirth: unknown, today: string): string | null {
  const age = calendarAge(dateOfBirth, today);
  if (!age) return null;
  if (age.months >= 24) return `${age.years} y`;
  if (age.months >= 1) return `${age.months} mo`;
  return `${age.days} d`;
}
