/**
 * A doctor's note (progress, acceptance, transfer, the admitting history, the discharge summary)
 * is a draft until its author signs it; signing stamps who and when, and the note is then
 * locked (its workflow's `locked`), so what was signed is what stays on the record.
 */
import type { ModelRule } from '../types';

export const SIGNED_NOTE_MODELS = [
  'progressNote',
  'acceptanceNote',
  'transferNote',
  'patientHistory',
  'dischargeSummary',
] as const;

export const signedNote: ModelRule = {
  name: 'inpatient.signed-note',
  models: SIGNED_NOTE_MODELS,
  prepare(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Signed') return;
    change.after.signed_by = ctx.actor.email ?? null;
    change.after.signed_at = ctx.now.toISOString();
  },
};
