/**
 * Three more of the demo's inpatients, each admitted for a condition whose bedside chart is a
 * protocol of its own (demo-inpatient-charts-care.ts keeps their charts): type 1 diabetes with
 * ketoacidosis in the intensive care unit, a school child's first episode of nephrotic syndrome,
 * and a head injury under neuro observations. Codes from the seeded catalogue (WHO ICD-10, 2019:
 * E10.1, N04.9, S06.9); the reasons as the admitting doctor writes them, after the JBDS-IP
 * guideline on diabetic ketoacidosis in adults (2021), the IPNA recommendations on
 * steroid-sensitive nephrotic syndrome in children (2022) and NICE NG232 on head injury (2023).
 * They come after the other stories (demo-admissions-plan.ts), so the earlier ones keep their
 * patients, beds and order on a resumed seed.
 */
import type { PlannedAdmission } from './demo-admissions-plan';
import { PHYSICIAN_POSTS } from './demo-tables';

/** The physician post (demo-tables.ts) of a specialty's full-time doctor. */
const post = (specialty: string) => PHYSICIAN_POSTS.findIndex(([name]) => name === specialty);

export const CHARTED_ADMISSIONS: PlannedAdmission[] = [
  {
    key: 'ketoacidosis',
    fits: 'young',
    bed: 'ICU-1-C',
    doctor: post('Internal Medicine'),
    daysAgo: 1,
    time: '09:50',
    code: 'E10.1',
    reason:
      'Severe diabetic ketoacidosis in known type 1 diabetes after two days without insulin and vomiting (glucose 504 mg/dL, ketones 5.8 mmol/L, pH 7.08, bicarbonate 8 mmol/L, potassium 5.7 mmol/L): fixed-rate IV insulin 0.1 unit/kg/h, 0.9% saline, potassium replacement',
  },
  {
    key: 'nephrotic',
    fits: 'school child',
    bed: 'PED-301-C',
    doctor: post('Pediatrics'),
    daysAgo: 5,
    time: '11:40',
    code: 'N04.9',
    reason:
      'First episode of nephrotic syndrome: generalised oedema for a week, urine protein 4+, serum albumin 1.6 g/dL, blood pressure 122/80 mmHg (raised for age), normal creatinine: prednisolone 60 mg/m2 a day, no-added-salt diet, daily weights',
  },
  {
    key: 'head-injury',
    fits: 'adult',
    bed: 'SURG-203-B',
    doctor: post('General Surgery'),
    daysAgo: 1,
    time: '14:50',
    code: 'S06.9',
    reason:
      'Head injury as a motorcycle passenger, brief loss of consciousness, GCS 13 (E3 V4 M6), vomited twice; CT head: small right frontal contusion, no fracture or mass effect: neuro observations, analgesia, no surgery',
  },
];
