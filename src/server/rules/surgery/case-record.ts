/**
 * The records of an operation (checklist steps, counts, the pre-anesthesia assessment, the
 * intra-operative anesthesia series, the PACU record, consumables) take the case's patient,
 * their writer and time, and close with the case: once the patient is back on the ward or the
 * case is cancelled, they are a finished record.
 */
import { boundRecord } from '../clinical/bound-record';
import { OPEN_CASE_STATES } from './case-path';

export const CASE_BOUND_MODELS = [
  'safetyChecklist',
  'countSheet',
  'preAnesthesia',
  'anesthesiaGas',
  'anesthesiaMedication',
  'anesthesiaMonitoring',
  'anesthesiaVitalSign',
  'anesthesiaVentilation',
  'anesthesiaFluid',
  'pacuRecord',
  'caseConsumable',
] as const;

export const caseRecord = boundRecord({
  name: 'surgery.case-record',
  models: CASE_BOUND_MODELS,
  episode: {
    model: 'surgicalCase',
    field: 'surgical_case',
    numberField: 'case_number',
    // No start bound: the pre-anesthesia assessment comes days before the booked time.
    openStates: OPEN_CASE_STATES,
  },
});
