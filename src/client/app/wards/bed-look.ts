import type { BedState, BoardAlertKind } from '../../../engine/wire/bed-board';

/**
 * How each bed state looks on the board: a coloured band and badge beside its name in words
 * (never colour alone), each colour pair at least 4.5:1 against its text in both themes.
 */
export const BED_LOOK: Record<BedState, { band: string; badge: string }> = {
  Vacant: {
    band: 'border-l-emerald-600',
    badge: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  },
  Occupied: {
    band: 'border-l-sky-700',
    badge: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  },
  Cleaning: {
    band: 'border-l-amber-500',
    badge: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  },
  'Out of Service': {
    band: 'border-l-slate-500',
    badge: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  },
};

/** Each alert's tone; its text names its kind ("Allergy: ...", "Discharge ordered"). */
export const ALERT_TONE: Record<BoardAlertKind, string> = {
  allergy: 'font-medium text-red-800 dark:text-red-300',
  vitals: 'text-amber-900 dark:text-amber-300',
  discharge: 'font-medium text-sky-900 dark:text-sky-300',
  medication: 'text-slate-700 dark:text-slate-300',
};
