/** An emergency examination left without its time was made as it is recorded. */
import { nowWhenEmpty } from '../clinical/now-when-empty';

export const emergencyExaminedAt = nowWhenEmpty(
  'emergency.examined-at',
  'emergencyPhysicalExamination',
  'examined_at',
);
