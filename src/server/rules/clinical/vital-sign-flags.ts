/**
 * The flags of a set of vital signs: each value outside its adult reference range, as the
 * field's `warnings` in schemas/vitalSign.json say it (the ranges and their sources live there,
 * and the browser shows the same warnings beside the fields as the nurse types). `flags` is
 * derived: worked out by the engine from the values as they will be stored (BMI as computed),
 * never taken from a client.
 */
import { FormSession } from '../../../engine/form';
import { warningFlags } from '../../../engine/form/warning-flags';
import { compiledForm } from '../../models/record-validation';
import type { ModelRule } from '../types';

/** The ward's vital-sign charts: each flags its values outside their ranges as vitalSign does. */
export const VITAL_CHART_MODELS = [
  'regularVitalChart',
  'bloodTransfusionChart',
  'dkaChart',
  'salbutamolChart',
  'diabetesChart',
  'nephroticChart',
  'neuroSignChart',
  'shockChart',
  'chfFollowUpChart',
] as const;

export const vitalSignFlags: ModelRule = {
  name: 'clinical.vital-sign-flags',
  models: ['vitalSign', ...VITAL_CHART_MODELS],
  prepare(ctx, change) {
    const form = compiledForm(ctx.records.schema(change.model));
    const session = new FormSession(form, change.after, {
      user: ctx.actor.engineUser,
      now: () => ctx.now,
    });
    change.after.flags = warningFlags(session);
  },
};
