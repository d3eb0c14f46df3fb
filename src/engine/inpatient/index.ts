/**
 * The medication sheet's engine (issue 21): when a medication order's doses fall due, the window
 * each dose counts in, a dose's state on the MAR and how much stock one dose takes.
 */

export {
  type Container,
  containerOf,
  type DoseStockProduct,
  INSULIN_VIAL_ML,
  MULTI_DOSE_VIAL_IN_USE_DAYS,
  ORAL_LIQUID_IN_USE_DAYS,
  PACK_VOLUME_FIELD,
} from './dose-containers';
export { doseOrderOf, HOSPITAL_TIME_ZONE } from './dose-order';
export { type DoseQuantity, type MultiDoseContainer, quantityOfDose } from './dose-quantity';
export {
  type DoseOrder,
  dayBounds,
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
export { type DoseTaken, doseTakenText } from './dose-taken';
export { type MarOrder, type MarRecording, marRows } from './mar-grid';
export {
  type ContainerDraw,
  discardAtOf,
  drawOrOpen,
  type OpenContainer,
} from './open-container';
export {
  DOSE_WINDOW_CAP_MINUTES,
  EVERY_HOURS,
  MEAL_TIMES,
  WARD_DOSE_TIMES,
} from './ward-dose-times';
