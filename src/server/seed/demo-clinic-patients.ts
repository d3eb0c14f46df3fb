/**
 * Who each patient of the demo's clinical stories is (demo-clinic-*.ts,
 * demo-emergency-stories.ts), by the key the stories name them with. demo-clinical-plan.ts
 * gives each key a patient of the demo plan, in this order: the hardest to find first.
 */
import type { Who } from './demo-clinical-types';

export const STORY_PATIENTS: Record<string, Who> = {
  // Children under five.
  toddler: { ages: [1, 4], cash: true, noAllergy: true },
  pneumoniaChild: { ages: [1, 4], cash: true, noAllergy: true },
  febrileConvulsion: { ages: [1, 4] },
  infant: { ages: [0, 2] },
  earChild: { ages: [5, 12] },
  rashChild: { ages: [1, 12] },
  // Women of child-bearing age.
  antenatal: { ages: [20, 35], sex: 'Female', cash: true, noAllergy: true, bloodGroupKnown: true },
  labour: { ages: [20, 35], sex: 'Female' },
  cystitis: { ages: [18, 45], cash: true, sex: 'Female', noAllergy: true },
  asthma: { ages: [18, 45], sex: 'Female' },
  pelvicPain: { ages: [16, 30], sex: 'Female' },
  familyPlanning: { ages: [20, 40], sex: 'Female' },
  // Older adults.
  stroke: { ages: [60, 85], sex: 'Male' },
  hypertensive: { ages: [50, 68], cash: true, noAllergy: true },
  diabetic: { ages: [45, 65], cash: true, noAllergy: true },
  newHypertensive: { ages: [45, 70], cash: true, noAllergy: true },
  newDiabetic: { ages: [40, 65], cash: true, noAllergy: true },
  // Men.
  malaria: { ages: [18, 55], sex: 'Male', cash: true, noAllergy: true },
  headInjury: { ages: [18, 45], sex: 'Male' },
  sprain: { ages: [16, 35], sex: 'Male' },
  hernia: { ages: [30, 65], sex: 'Male' },
  // Other adults.
  appendicitis: { ages: [16, 35], cash: true, noAllergy: true },
  typhoid: { ages: [20, 50], cash: true, noAllergy: true },
  gastritis: { ages: [25, 55], cash: true, noAllergy: true },
  feverAbdominal: { ages: [18, 50] },
  cough: { ages: [20, 60] },
  epigastric: { ages: [20, 60] },
  burn: { ages: [18, 50] },
  thumbCut: { ages: [18, 60] },
  sutures: { ages: [18, 65] },
  neckSwelling: { ages: [20, 60] },
  // Last, so the stories above keep the patients they had before it came.
  ckd: { ages: [50, 68], cash: true, noAllergy: true },
};

/** A nursing assessment's usual answers for a patient walking in steadily. */
export const calm = { mobility: 'Independent', fall_risk: 'Low', weight_loss: 'No' } as const;
