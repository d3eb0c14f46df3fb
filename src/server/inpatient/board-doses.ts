/**
 * The medication alert of a bed: how many medication orders its admission has active, and of
 * their scheduled doses of the last day how many are due now and how many overdue (not given,
 * held or refused past their window), each dose's state as the MAR decides it
 * (engine/inpatient: dosesBetween, doseWindowMs, doseState).
 */
import {
  DOSE_WINDOW_CAP_MINUTES,
  type DoseOrder,
  doseOrderOf,
  doseState,
  dosesBetween,
  doseWindowMs,
  HOSPITAL_TIME_ZONE,
  scheduleKindOf,
} from '../../engine/inpatient';
import type { BoardAlert } from '../../engine/wire/bed-board';
import type { ActiveOrderEntry, RecordedDoseEntry } from '../repositories/bed-alerts';

/** How far back an unrecorded dose still counts as overdue on the board. */
export const OVERDUE_LOOKBACK_MS = 24 * 3_600_000;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The ward rounds of each frequency between two instants, worked out once per board read:
 * placing a ward time on a day in the hospital's zone is the schedule's costly step (about a
 * millisecond an order), and every order of one frequency shares its rounds, cut to its own
 * first dose and end or stop (dosesBetween's bounds).
 */
export type RoundCache = Map<string, Date[]>;

function dosesOf(plan: DoseOrder, from: Date, to: Date, rounds: RoundCache): Date[] {
  if (scheduleKindOf(plan) !== 'round') return dosesBetween(plan, from, to, HOSPITAL_TIME_ZONE);
  const key = `${plan.sheet}|${plan.frequency}`;
  let all = rounds.get(key);
  if (!all) {
    const open = { ...plan, startAt: from.toISOString(), endAt: null, stoppedAt: null };
    all = dosesBetween(open, from, to, HOSPITAL_TIME_ZONE);
    rounds.set(key, all);
  }
  const start = Date.parse(plan.startAt);
  const ends = [plan.endAt, plan.stoppedAt].map((v) => (v ? Date.parse(v) : Number.NaN));
  const stop = Math.min(...ends.filter(Number.isFinite), Number.POSITIVE_INFINITY);
  return all.filter((at) => at.getTime() >= start && at.getTime() < stop);
}

/** The alert of one admission's active orders (none without any). */
export function medicationAlert(
  orders: readonly ActiveOrderEntry[],
  recorded: readonly RecordedDoseEntry[],
  now: Date,
  rounds: RoundCache = new Map(),
): BoardAlert | undefined {
  if (orders.length === 0) return undefined;
  const from = new Date(now.getTime() - OVERDUE_LOOKBACK_MS);
  let due = 0;
  let overdue = 0;
  for (const order of orders) {
    const plan = doseOrderOf({ ...order });
    const windowMs = doseWindowMs(plan);
    // Up to the widest window ahead, so one set of rounds serves every order.
    const to = new Date(now.getTime() + DOSE_WINDOW_CAP_MINUTES * 60_000 + 1);
    for (const at of dosesOf(plan, from, to, rounds)) {
      const outcomes = recorded
        .filter(
          (dose) =>
            dose.medication_order === order.id && Date.parse(dose.scheduled_at) === at.getTime(),
        )
        .map((dose) => dose.outcome);
      const state = doseState({ outcomes, scheduledAt: at, windowMs, now, orderActive: true });
      if (state === 'due') due += 1;
      if (state === 'overdue') overdue += 1;
    }
  }
  const doses = [
    due > 0 ? `${plural(due, 'dose')} due` : '',
    overdue > 0 ? `${overdue} overdue` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    kind: 'medication',
    text: `${plural(orders.length, 'active medication order')}${doses ? `: ${doses}` : ''}`,
  };
}
