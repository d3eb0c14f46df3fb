/**
 * The ward's records of an admitted patient (order sheets, notes, charts, medication orders,
 * allergies, the discharge summary) take the admission's patient, their writer and time, and
 * close with the admission: nothing is charted on a discharged or cancelled admission. The
 * discharge summary alone may still be finished and signed after the patient has left.
 */
import { boundRecord } from '../clinical/bound-record';
import { VITAL_CHART_MODELS } from '../clinical/vital-sign-flags';

export const ADMISSION_BOUND_MODELS = [
  'orderSheet',
  'progressNote',
  'acceptanceNote',
  'transferNote',
  'patientHistory',
  'dischargeSummary',
  'medicationOrder',
  'allergySheet',
  ...VITAL_CHART_MODELS,
] as const;

export const admissionRecord = boundRecord({
  name: 'inpatient.admission-record',
  models: ADMISSION_BOUND_MODELS,
  episode: {
    model: 'impatient',
    field: 'admission',
    numberField: 'admission_number',
    startField: 'admitted_at',
    openStates: ['Admitted', 'Discharge Ordered'],
  },
  writableWhenClosed: ['dischargeSummary'],
});
