/**
 * A record of a visit (a set of vital signs, a complaint, an examination, a note, a diagnosis,
 * a lab or radiology order) belongs to the visit's patient. A new one that names its visit but
 * no patient takes the visit's patient before the engine checks it; one naming both keeps its
 * patient, and the visit field's `refFilter` ({"patient": "$patient"}) refuses another
 * patient's visit with a 422 on `visit` ("Visit: November 26, 2026, 9:30 AM · Internal
 * Medicine is not one this diagnosis may pick (its Patient must be Almaz Tesfaye)"), whatever
 * the entry point; so does an edit moving the record to another patient (field-picks.ts). A
 * visit-bound model names this rule and gives its `visit` field that refFilter; add the model
 * to VISIT_BOUND_MODELS below.
 */
import type { ModelRule } from '../types';

/** The models whose records hang on a visit and take its patient. */
export const VISIT_BOUND_MODELS = [
  'vitalSign',
  'chiefComplaint',
  'opdPhysicalExamination',
  'opdEvaluation',
  'diagnosis',
  'patientEvaluation',
  'labRequest',
  'radiologyRequest',
] as const;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const visitPatient: ModelRule = {
  name: 'clinical.visit-patient',
  models: VISIT_BOUND_MODELS,

  async fill(ctx, values) {
    if (!isBlank(values.patient) || isBlank(values.visit)) return;
    const id = Number(values.visit);
    if (!Number.isInteger(id) || id <= 0) return;
    const visit = await ctx.records.get('visit', id);
    if (visit) values.patient = visit.patient;
  },
};
