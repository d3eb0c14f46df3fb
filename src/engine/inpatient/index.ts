/**
 * The medication sheet's engine (issue 21): when a medication order's doses fall due, the window
 * each dose counts in, a dose's state on the MAR and how much stock one dose takes.
 */
export { doseOrderOf, HOSPITAL_TIME_ZONE } from './dose-order';
export { type DoseQuantity, quantityOfDose } from './dose-quantity';
export {
  type DoseOrder,
  dayBounds,
  dayIn,
  dosesBetween,
  doseWindowMs,
  isAsNeeded,
  isScheduledAt,
  lastDoseAt,
  nearestDoses,
  orderEndAt,
  type ScheduleKind,
  scheduleKindOf,
} from './dose-schedule';
export { canRecordDose, type DoseOutcome, type DoseState, doseState } from './dose-state';
export { type MarOrder, type MarRecording, marRows } from './mar-grid';
export { DOSE_WINDOW_CAP_MINUTES, EVERY_HOURS, WARD_DOSE_TIMES } from './ward-dose-times';
