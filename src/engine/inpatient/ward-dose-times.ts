/**
 * The hospital's standard ward medicine-round times, by frequency: the clock times (in the
 * hospital's time zone, DEFAULT_SETTINGS.timeZone) at which a continuous order's doses fall due.
 * These are this hospital's convention, in the pattern most wards use (a morning round at 08:00,
 * three- and four-times-daily doses spread evenly from 06:00, the night dose at 22:00); a ward
 * that rounds at other hours changes them here, and nowhere else: the medication order's rule,
 * the administration's check and the MAR grid all read this table.
 *
 * "24:00" is midnight at the end of the day (the next day's 00:00). Frequencies not listed have
 * no fixed clock: "Every N hours" counts from the first dose, "Once only" is the first dose
 * alone, "As needed" has no schedule.
 */

/**
 * The hospital's meal times (breakfast, lunch, supper), when the wards' meals are served: a
 * "With meals" order (mealtime insulin, a medicine taken with food) falls due at them, not at the
 * three-times-daily round's 06:00, 14:00 and 22:00, which would put a dose at 22:00 with no meal.
 * A default in the usual hospital pattern; a hospital that serves its meals at other hours
 * changes them here.
 */
export const MEAL_TIMES: readonly string[] = ['07:00', '12:00', '18:00'];

export const WARD_DOSE_TIMES: Readonly<Record<string, readonly string[]>> = {
  'Once daily': ['08:00'],
  'Twice daily': ['08:00', '20:00'],
  'Three times daily': ['06:00', '14:00', '22:00'],
  'Four times daily': ['06:00', '12:00', '18:00', '24:00'],
  'At night': ['22:00'],
  'With meals': MEAL_TIMES,
};

/** Hours between doses of the "every N hours" frequencies, counted from the first dose. */
export const EVERY_HOURS: Readonly<Record<string, number>> = {
  'Every 4 hours': 4,
  'Every 6 hours': 6,
  'Every 8 hours': 8,
  'Every 12 hours': 12,
};

export const ONCE_ONLY = 'Once only';
export const SINGLE_TIME_SHEET = 'Single-time';

/**
 * How far from its time a dose still counts as that dose, in minutes, at most: half the interval
 * to the next dose, capped at an hour (the usual "within 30 to 60 minutes of the scheduled time"
 * of ward medicine policies; an hour, since every scheduled frequency here is at least 4 hours
 * apart). A dose not recorded by the end of its window is overdue.
 */
export const DOSE_WINDOW_CAP_MINUTES = 60;
