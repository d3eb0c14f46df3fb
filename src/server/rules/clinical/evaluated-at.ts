/** A nursing assessment left without its time was made as it is recorded. */
import { nowWhenEmpty } from './now-when-empty';

export const evaluatedAt = nowWhenEmpty(
  'clinical.evaluated-at',
  'patientEvaluation',
  'evaluated_at',
);
