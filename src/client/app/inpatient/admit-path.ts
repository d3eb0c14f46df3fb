import { prefillSearch } from '../../../engine/related/prefill';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';

/** Where an admission comes from, filled into its form: a bed of a ward, an emergency, a visit. */
export interface AdmitFrom {
  patient?: number;
  emergency?: number;
  visit?: number;
  ward?: number;
  bed?: number;
}

/**
 * The new admission's form opened with what the place it is opened from already knows (the bed
 * board's bed, the emergency board's patient and emergency, a visit in consultation).
 */
export const admitPath = (from: AdmitFrom) =>
  `${adminPath(modelPath({ parents: [], model: 'impatient', view: 'new' }))}${prefillSearch({ ...from })}`;
