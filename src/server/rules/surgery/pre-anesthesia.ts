/**
 * The pre-anesthesia assessment of a surgical case: one per case (409 PRE_ANESTHESIA_EXISTS
 * naming the one there); the fasting hours counted by the server to the case's booked start
 * (`fasting_solids_hours`, `fasting_fluids_hours`, derived) with `fasting_flags` naming what is
 * short of the ASA fasting guideline (solids 6 h, clear fluids 2 h: engine/surgery/fasting.ts);
 * a last intake after the booked start is refused (the hours would be negative: a time typed
 * wrong, or a case to rebook); and an Elective case is not declared "Fit for Anesthesia: Yes"
 * while fasting is not met (422 naming the hours). Urgent and Emergency cases may be: their
 * anesthetist plans for a full stomach (rapid sequence induction) instead of waiting; "Yes, with
 * precautions" stays the anesthetist's call, with the flags on the record. Rebooking the case
 * counts them again to its new start (rebooked-fasting.ts).
 */
import {
  CLEAR_FLUIDS_FASTING_HOURS,
  FASTING_SOURCE,
  fastingFlags,
  fastingHours,
  SOLIDS_FASTING_HOURS,
} from '../../../engine/surgery/fasting';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule } from '../types';
import { caseName, caseOf, clockTime, onePerCase } from './anesthesia-case';

const INTAKES = [
  { field: 'last_solids_at', label: 'Last Solid Food' },
  { field: 'last_clear_fluids_at', label: 'Last Clear Fluids' },
] as const;

/** The derived fasting fields of an assessment counted to `start` (the case's booked start). */
export function fastingAt(assessment: RecordValues, start: unknown): RecordValues {
  const solids = fastingHours(assessment.last_solids_at, start);
  const fluids = fastingHours(assessment.last_clear_fluids_at, start);
  return {
    fasting_solids_hours: solids,
    fasting_fluids_hours: fluids,
    fasting_flags: fastingFlags({ solids, fluids }),
  };
}

/** The intakes the assessment records after `start`: their hours would be negative. */
export function intakesAfter(assessment: RecordValues, start: unknown) {
  const at = Date.parse(String(start ?? ''));
  if (!Number.isFinite(at)) return [];
  return INTAKES.filter(({ field }) => Date.parse(String(assessment[field] ?? '')) > at);
}

/**
 * What stops an assessment of `surgicalCase` saying "Fit for Anesthesia: Yes" with these
 * fasting hours: "solids 4.5 h (6 h needed)", each short of the guideline, while the case is
 * Elective; empty when fasting is met, the case is not Elective or the answer is not Yes.
 */
export function unfastedFit(fasting: RecordValues, fit: unknown, priority: unknown): string[] {
  if (fit !== 'Yes' || priority !== 'Elective') return [];
  const solids = fasting.fasting_solids_hours as number | null;
  const fluids = fasting.fasting_fluids_hours as number | null;
  return [
    solids !== null && solids < SOLIDS_FASTING_HOURS
      ? `solids ${solids} h (${SOLIDS_FASTING_HOURS} h needed)`
      : '',
    fluids !== null && fluids < CLEAR_FLUIDS_FASTING_HOURS
      ? `clear fluids ${fluids} h (${CLEAR_FLUIDS_FASTING_HOURS} h needed)`
      : '',
  ].filter(Boolean);
}

function intakeProblems(values: RecordValues, surgicalCase: RecordValues): Problem[] {
  const start = surgicalCase.scheduled_start;
  return intakesAfter(values, start).map(({ field, label }) => ({
    field,
    message: `${label} (${clockTime(values[field], true)}) is after ${caseName(surgicalCase)}'s booked start (${clockTime(start, true)}): give when the patient last took it before the operation, or rebook the case`,
  }));
}

function fitnessProblems(values: RecordValues, surgicalCase: RecordValues): Problem[] {
  const short = unfastedFit(values, values.fit_for_anesthesia, surgicalCase.priority);
  if (short.length === 0) return [];
  return [
    {
      field: 'fit_for_anesthesia',
      message: `${caseName(surgicalCase)} is Elective and fasting is not met at its booked start: ${short.join(', ')} (${FASTING_SOURCE}). Choose "No, postpone", or rebook the case for when fasting is met`,
    },
  ];
}

export const preAnesthesiaRule: ModelRule = {
  name: 'surgery.pre-anesthesia',
  models: ['preAnesthesia'],

  async prepare(ctx, change) {
    const surgicalCase = await caseOf(ctx, change.after);
    Object.assign(change.after, fastingAt(change.after, surgicalCase?.scheduled_start));
  },

  async check(ctx, change) {
    if (change.action === 'delete' || change.action === 'transition') return [];
    const surgicalCase = await caseOf(ctx, change.after, { lock: true });
    if (!surgicalCase) return [];
    const duplicate = await onePerCase(ctx, change, surgicalCase, {
      model: 'preAnesthesia',
      title: 'pre-anesthesia assessment',
      code: 'PRE_ANESTHESIA_EXISTS',
    });
    if (duplicate.length > 0) return duplicate;
    const intake = intakeProblems(change.after, surgicalCase);
    if (intake.length > 0) return intake;
    return fitnessProblems(change.after, surgicalCase);
  },
};
