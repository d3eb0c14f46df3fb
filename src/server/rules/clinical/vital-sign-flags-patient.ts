/**
 * What a chart's age-dependent warnings read of its patient: the patient's sex and blood-pressure
 * age band on the day of the observation (engine/clinical/child-blood-pressure.ts), taken from
 * the patient's record for a chart or an outpatient's vital signs (vitalSign) that has the fields
 * (`patient_sex`, `patient_age_band`, both derived: a client's values are never kept). A model
 * without them reads no patient. The form
 * fetches the same two through the admission's patient (`fetchFrom`, the band `fetchAs` the same
 * `bloodPressureBandAt` on the day it is typed), so it warns as the server will flag.
 */
import { bloodPressureBandAt } from '../../../engine/form/fetch-as';
import type { ModelSchema } from '../../../engine/types';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

export const PATIENT_SEX = 'patient_sex';
export const PATIENT_AGE_BAND = 'patient_age_band';

/** Sets the chart entry's patient sex and age band (null when the patient is unknown). */
export async function fillPatientBand(
  ctx: RuleContext,
  schema: ModelSchema,
  values: RecordValues,
): Promise<void> {
  const wants = [PATIENT_SEX, PATIENT_AGE_BAND].filter((name) => name in schema.fields);
  if (wants.length === 0) return;
  const id = Number(values.patient);
  const patient = Number.isInteger(id) && id > 0 ? await ctx.records.get('patient', id) : undefined;
  // A chart's entry is observed at recorded_at, an outpatient's vital signs taken at taken_at.
  const observed = values.recorded_at ?? values.taken_at;
  const at = Date.parse(String(observed ?? '')) || ctx.now.getTime();
  if (PATIENT_SEX in schema.fields) values[PATIENT_SEX] = patient?.sex ?? null;
  if (PATIENT_AGE_BAND in schema.fields)
    values[PATIENT_AGE_BAND] = bloodPressureBandAt(patient?.date_of_birth, at);
}
