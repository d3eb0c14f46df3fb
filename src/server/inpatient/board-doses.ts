/**
 * The medication alert of a bed: how many medication orders its admission has active, and of
 * their scheduled doses of the last day how many are due now and how many overdue (not given,
 * held or refused past their window), each dose's state as the MAR decides it
 * (engine/inpatient: dosesBetween, doseWindowMs, doseState).
 */
import {
  doseOrderOf,
  doseState,
  dosesBetween,
  doseWindowMs,
  HOSPITAL_TIME_ZONE,
} from '../../engine/inpatient';
import type { BoardAlert } from '../../engine/wire/bed-board';
import type { ActiveOrderEntry, RecordedDoseEntry } from '../repositories/bed-alerts';

/** How far back an unrecorded dose still counts as overdue on the board. */
export const OVERDUE_LOOKBACK_MS = 24 * 3_600_000;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The alert of one admission's active orders (none without any). */
export function medicationAlert(
  orders: readonly ActiveOrderEntry[],
  recorded: readonly RecordedDoseEntry[],
  now: Date,
): BoardAlert | undefined {
  if (orders.length === 0) return undefined;
  const from = new Date(now.getTime() - OVERDUE_LOOKBACK_MS);
  let due = 0;
  let overdue = 0;
  for (const order of orders) {
    const plan = doseOrderOf({ ...order });
    const windowMs = doseWindowMs(plan);
    const to = new Date(now.getTime() + windowMs + 1);
    for (const at of dosesBetween(plan, from, to, HOSPITAL_TIME_ZONE)) {
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
