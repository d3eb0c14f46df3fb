/** Vital signs left without their time were taken as they are recorded. */
import { nowWhenEmpty } from './now-when-empty';

export const vitalSignTakenAt = nowWhenEmpty(
  'clinical.vital-sign-taken-at',
  'vitalSign',
  'taken_at',
);
