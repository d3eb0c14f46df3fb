/**
 * The MAR's grid of one hospital day: for each medication order, its scheduled doses that day
 * with their states (dose-state.ts), or, for an As needed order, each dose recorded that day.
 * An order is shown when it has a dose that day or is Active over part of it.
 */
import type { MarDose, MarDoseTaken, MarRow } from '../wire/medication-record';
import { doseOrderOf } from './dose-order';
import { dosesBetween, doseWindowMs, isAsNeeded } from './dose-schedule';
import { doseState } from './dose-state';

export type MarOrder = Omit<MarRow, 'as_needed' | 'doses'> & {
  stopped_at: string | null;
};

export interface MarRecording {
  id: number;
  medication_order: number;
  scheduled_at: string;
  outcome: string;
  administered_at: string | null;
  administered_by: string | null;
  /** Who recorded it by name (repositories/staff-names.ts). */
  administered_by_name: string | null;
  batch_number: string | null;
  reason: string | null;
  taken: MarDoseTaken | null;
}

const ms = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN);

function doseOf(
  scheduled: number,
  shown: MarRecording | undefined,
  state: MarDose['state'],
): MarDose {
  return {
    scheduled_at: new Date(scheduled).toISOString(),
    state,
    administration: shown?.id ?? null,
    administered_at: shown?.administered_at ?? null,
    administered_by: shown?.administered_by ?? null,
    administered_by_name: shown?.administered_by_name ?? null,
    batch_number: shown?.batch_number ?? null,
    reason: shown?.reason ?? null,
    taken: shown?.taken ?? null,
  };
}

function scheduledDoses(
  order: MarOrder,
  recorded: readonly MarRecording[],
  day: { from: Date; to: Date },
  now: Date,
  timeZone: string,
): MarDose[] {
  const plan = doseOrderOf(order);
  const windowMs = doseWindowMs(plan);
  return dosesBetween(plan, day.from, day.to, timeZone).map((due) => {
    const at = due.getTime();
    const of = recorded.filter((r) => ms(r.scheduled_at) === at);
    const state = doseState({
      outcomes: of.map((r) => r.outcome),
      scheduledAt: due,
      windowMs,
      now,
      orderActive: order.status === 'Active',
    });
    return doseOf(at, of.find((r) => r.outcome === 'Given') ?? of.at(-1), state);
  });
}

export function marRows(
  orders: readonly MarOrder[],
  recordings: readonly MarRecording[],
  day: { from: Date; to: Date },
  now: Date,
  timeZone: string,
): MarRow[] {
  const [from, to] = [day.from.getTime(), day.to.getTime()];
  return orders.flatMap((order) => {
    const recorded = recordings.filter((r) => r.medication_order === order.order);
    const asNeeded = isAsNeeded(doseOrderOf(order));
    const doses = asNeeded
      ? recorded
          .filter((r) => ms(r.scheduled_at) >= from && ms(r.scheduled_at) < to)
          .sort((a, b) => ms(a.scheduled_at) - ms(b.scheduled_at))
          .map((r) =>
            doseOf(
              ms(r.scheduled_at),
              r,
              doseState({
                outcomes: [r.outcome],
                scheduledAt: new Date(ms(r.scheduled_at)),
                windowMs: 0,
                now,
                orderActive: true,
              }),
            ),
          )
      : scheduledDoses(order, recorded, day, now, timeZone);
    const ends = [ms(order.end_at), ms(order.stopped_at)].filter(Number.isFinite);
    const runsToday =
      order.status === 'Active' &&
      ms(order.start_at) < to &&
      (ends.length === 0 || Math.min(...ends) > from);
    if (doses.length === 0 && !runsToday) return [];
    const { stopped_at: _stopped, ...row } = order;
    return [{ ...row, as_needed: asNeeded, doses }];
  });
}
