/**
 * Whether a dose may be recorded against its medication order (`inpatient.medication-
 * administration`): the order Active; the scheduled time one of the order's dose times (any time
 * within the order for As needed); the time recorded not in the future and, for a dose given, not
 * before its window opens; and never a second Given dose of the same scheduled dose (of an As
 * needed order: within the window, an hour, of another given dose): 409 DOSE_ALREADY_GIVEN
 * naming who gave it and when.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { calendarDay } from '../../../engine/format/dates';
import {
  type DoseOrder,
  doseOrderOf,
  doseWindowMs,
  isAsNeeded,
  isScheduledAt,
  nearestDoses,
  HOSPITAL_TIME_ZONE as TZ,
} from '../../../engine/inpatient';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

const clock = (at: number | Date) => formatInTimeZone(at, TZ, 'HH:mm');
const dayClock = (at: number | Date) => formatInTimeZone(at, TZ, 'yyyy-MM-dd HH:mm');
/** "14:05", or "2026-03-03 14:05" when not on the day of `of`. */
const timeBeside = (at: number, of: number) =>
  calendarDay(at, TZ) === calendarDay(of, TZ) ? clock(at) : dayClock(at);

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Ceftriaxone 1 g": the medicine by its generic name (else the product's) and the dose. */
export function medicineText(order: RecordValues, product?: RecordValues, unit?: RecordValues) {
  const name = String(product?.generic_name || product?.name || 'The medicine');
  const dose = Number(order.dose);
  return `${capital(name)}${Number.isFinite(dose) ? ` ${dose}` : ''}${unit?.name ? ` ${unit.name}` : ''}`;
}

export function orderProblems(order: RecordValues): Problem[] {
  if (order.status === 'Active') return [];
  return [
    {
      field: 'medication_order',
      message: `${order.order_number} is ${order.status}: doses are recorded only on an Active order`,
    },
  ];
}

/** The scheduled time must be a dose time of the order (422 naming the nearest ones). */
export function scheduleProblems(order: RecordValues, dose: RecordValues, what: string): Problem[] {
  const at = Date.parse(String(dose.scheduled_at ?? ''));
  if (!Number.isFinite(at)) return [];
  const plan: DoseOrder = doseOrderOf(order);
  if (isAsNeeded(plan)) {
    const start = Date.parse(plan.startAt);
    const ends = [plan.endAt, plan.stoppedAt].filter(Boolean).map((v) => Date.parse(String(v)));
    const end = ends.length > 0 ? Math.min(...ends) : Number.POSITIVE_INFINITY;
    if (at >= start && at < end) return [];
    return [
      {
        field: 'scheduled_at',
        message: `${what} (as needed) runs from ${dayClock(start)}${Number.isFinite(end) ? ` to ${dayClock(end)}` : ''}: ${dayClock(at)} is outside it`,
      },
    ];
  }
  if (isScheduledAt(plan, new Date(at), TZ)) return [];
  const nearest = nearestDoses(plan, new Date(at), TZ).map((d) => dayClock(d));
  const times =
    nearest.length > 0
      ? `the nearest due times are ${nearest.join(' and ')}`
      : 'no dose of it is due near then';
  return [
    {
      field: 'scheduled_at',
      message: `${dayClock(at)} is not a dose time of ${order.order_number} (${what}, ${order.frequency}): ${times}`,
    },
  ];
}

/** When it was given or decided: not in the future; a given dose not before its window opens. */
export function timeProblems(ctx: RuleContext, order: RecordValues, dose: RecordValues): Problem[] {
  const at = Date.parse(String(dose.administered_at ?? ''));
  if (!Number.isFinite(at)) return [];
  if (at > ctx.now.getTime())
    return [
      {
        field: 'administered_at',
        message: `${dayClock(at)} is in the future: record a dose when it has been given, held or refused`,
      },
    ];
  const plan = doseOrderOf(order);
  const scheduled = Date.parse(String(dose.scheduled_at ?? ''));
  const opens = scheduled - doseWindowMs(plan);
  if (dose.outcome === 'Given' && !isAsNeeded(plan) && at < opens)
    return [
      {
        field: 'administered_at',
        message: `The dose due ${dayClock(scheduled)} can be given from ${clock(opens)}: ${dayClock(at)} is too early`,
      },
    ];
  return [];
}

/**
 * A dose already given (409 DOSE_ALREADY_GIVEN); `recorded` are the order's doses so far, and
 * `nameOf` says who gave one by name from its `administered_by` (repositories/staff-names.ts).
 */
export function doubleDoseProblems(
  order: RecordValues,
  dose: RecordValues,
  recorded: readonly RecordValues[],
  what: string,
  nameOf: (email: unknown) => string = String,
): Problem[] {
  const plan = doseOrderOf(order);
  const scheduled = Date.parse(String(dose.scheduled_at ?? ''));
  const window = doseWindowMs(plan);
  const given = recorded.filter((other) => other.outcome === 'Given');
  const asNeeded = isAsNeeded(plan);
  const at = Date.parse(String(dose.administered_at ?? ''));
  const same = given.find((other) =>
    asNeeded
      ? Math.abs(Date.parse(String(other.administered_at)) - at) < window
      : Date.parse(String(other.scheduled_at)) === scheduled,
  );
  if (!same) return [];
  const givenAt = Date.parse(String(same.administered_at));
  const due = asNeeded ? 'as needed' : `due ${clock(scheduled)}`;
  const then = asNeeded
    ? `another dose within ${Math.round(window / 60_000)} minutes counts as the same dose`
    : dose.outcome === 'Given'
      ? 'it cannot be given twice'
      : `it cannot be ${String(dose.outcome).toLowerCase()} after it was given`;
  return [
    {
      field: 'scheduled_at',
      message: `${what} ${due} was already given at ${timeBeside(givenAt, scheduled)} by ${nameOf(same.administered_by)}; ${then}`,
      conflict: 'DOSE_ALREADY_GIVEN',
    },
  ];
}
