/**
 * The flags of a set of vital signs: each value outside its reference range, as the field's
 * `warnings` in schemas/vitalSign.json and the charts' schemas say it (the ranges and their
 * sources live there; a chart holding the patient's sex and age band reads a child's pulse,
 * breathing and blood pressure for them: vital-sign-flags-patient.ts), and the browser shows
 * the same warnings beside the fields as the nurse types. `flags` is derived: worked out by the
 * engine from the values as they will be stored (BMI as computed), never taken from a client.
 */
import { FormSession } from '../../../engine/form';
import { warningFlags } from '../../../engine/form/warning-flags';
import { compiledForm } from '../../models/record-validation';
import type { ModelRule } from '../types';
import { fillPatientBand } from './vital-sign-flags-patient';

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
  async prepare(ctx, change) {
    if (change.action === 'delete') return;
    const schema = ctx.records.schema(change.model);
    // A child's pulse, breathing and blood pressure are read for the child's age and sex (every
    // model here but the diabetes chart, which records none of them).
    await fillPatientBand(ctx, schema, change.after);
    const form = compiledForm(schema);
    const session = new FormSession(form, change.after, {
      user: ctx.actor.engineUser,
      now: () => ctx.now,
    });
    change.after.flags = warningFlags(session);
  },
};
