/**
 * A scheduled dose's state on the MAR, from what was recorded of it and the clock:
 * - given, held or refused: its recording (a dose given after it was held reads as given);
 * - upcoming: not yet within its window (it cannot be given yet);
 * - due: within its window (its time, give or take doseWindowMs);
 * - overdue: its window has passed and nothing is recorded;
 * - not recorded: nothing was recorded and the order is no longer active (stopped, completed).
 */
export type DoseState =
  | 'upcoming'
  | 'due'
  | 'overdue'
  | 'given'
  | 'held'
  | 'refused'
  | 'not recorded';

export type DoseOutcome = 'Given' | 'Held' | 'Refused';

const RECORDED: Readonly<Record<DoseOutcome, DoseState>> = {
  Given: 'given',
  Held: 'held',
  Refused: 'refused',
};

export function doseState(options: {
  /** The outcomes recorded for the dose, in any order. */
  outcomes: readonly string[];
  scheduledAt: Date;
  windowMs: number;
  now: Date;
  orderActive: boolean;
}): DoseState {
  const { outcomes } = options;
  if (outcomes.includes('Given')) return 'given';
  const last = outcomes.at(-1) as DoseOutcome | undefined;
  if (last && RECORDED[last]) return RECORDED[last];
  if (!options.orderActive) return 'not recorded';
  const at = options.scheduledAt.getTime();
  const now = options.now.getTime();
  if (now < at - options.windowMs) return 'upcoming';
  if (now <= at + options.windowMs) return 'due';
  return 'overdue';
}

/** Whether a nurse may record the dose now: due or overdue (or held earlier, to give it late). */
export const canRecordDose = (state: DoseState) =>
  state === 'due' || state === 'overdue' || state === 'held';
