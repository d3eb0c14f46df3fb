/**
 * What the ward doctors order for the demo's admissions kept on a protocol chart of their own
 * (demo-admissions-charted.ts), by ICD-10 diagnosis, as demo-inpatient-care.ts does for the
 * others: the order sheet's parts, the chart and its course, the medication sheet and each
 * morning round's assessment. Diabetic ketoacidosis after JBDS-IP (2021: hourly glucose and
 * ketones, nil by mouth until the ketones clear, low-molecular-weight heparin against venous
 * thrombosis, enoxaparin 40 mg daily; the insulin infusions and the subcutaneous regimen that
 * follows them: demo-inpatient-charts-dka-insulin.ts); nephrotic syndrome after IPNA (2022: prednisolone
 * 60 mg/m2 once daily, at most 60 mg, no added salt, mobilised against thrombosis, daily weight
 * and dipstick); head injury after NICE NG232 (2023: observations half-hourly until GCS 15, then
 * half-hourly, hourly and 2-hourly; paracetamol for the headache, no sedation).
 */
import type { Care, Medicine } from './demo-inpatient-care';
import { dkaCourse } from './demo-inpatient-charts-dka';
import { seedDkaInsulin } from './demo-inpatient-charts-dka-insulin';
import { headInjuryCourse } from './demo-inpatient-charts-head-injury';
import { nephroticCourse } from './demo-inpatient-charts-nephrotic';

const THROMBOPROPHYLAXIS: Medicine = [
  'ENX-40-INJ',
  40,
  'mg',
  'Once daily',
  'Thromboprophylaxis in ketoacidosis',
];

export const CHARTED_CARE: Record<string, Care> = {
  'E10.1': {
    condition: 'Critical',
    activity: 'Strict bed rest',
    diet: 'Nil by mouth',
    dietNotes: 'Sips of water until the ketones are below 0.6 mmol/L and vomiting has stopped',
    every: 'Every 4 hours',
    nursing:
      'DKA chart hourly: capillary glucose and ketones, insulin rate, fluids and urine; venous gas at 1 and 2 hours, then 2-hourly; call the doctor for glucose below 72 mg/dL or potassium outside 3.5-5.5',
    chart: 'dkaChart',
    chartCourse: dkaCourse,
    medicines: [THROMBOPROPHYLAXIS],
    orders: seedDkaInsulin,
    course: 'Diabetic ketoacidosis on fixed-rate IV insulin and fluids by the JBDS-IP protocol',
    rounds: [
      'DKA resolved overnight (ketones 0.5 mmol/L, pH 7.34 at 14 hours), eating since breakfast: on subcutaneous basal-bolus insulin (isophane 8 units twice daily, soluble 5 units with meals, about 0.5 unit/kg a day), the IV insulin stopped 30 minutes after the first soluble dose; find why the insulin ran out, sick-day rules before home',
    ],
  },
  'N04.9': {
    condition: 'Fair',
    activity: 'Ambulate as tolerated',
    diet: 'Low-salt diet',
    dietNotes: 'No added salt; protein as for age; fluids 1 L a day while oedematous',
    every: 'Every 8 hours',
    nursing:
      'Weigh before breakfast on the same scale; first-morning urine dipstick; strict intake and output; abdominal girth daily; report abdominal pain, fever or a swollen leg',
    chart: 'nephroticChart',
    chartCourse: nephroticCourse,
    // His pressure raised for age until the diuresis, on the regular chart as on this one.
    pressureFromChart: true,
    medicines: [['PRED-5-TAB', 60, 'mg', 'Once daily', 'Nephrotic syndrome (60 mg/m2 a day)']],
    course: 'Nephrotic syndrome, first episode, on daily prednisolone',
    rounds: [
      'Generalised oedema and 4+ proteinuria; blood pressure 120/80, raised for age, creatinine normal; no abdominal pain or signs of peritonitis: watch the pressure, no antihypertensive yet',
      'Oedema unchanged, still 4+ proteinuria, passing little urine, blood pressure still raised for age; no complication',
      'Diuresis beginning on day 3 of prednisolone: weight down, proteinuria 3+, blood pressure 116/76 and falling',
      'Good diuresis, oedema now pedal only, proteinuria 2+, blood pressure normal for age',
      'Weight near the dry weight, eyelids puffy on waking only, proteinuria 1+: continue prednisolone 60 mg/m2 for 4 weeks; plan discharge once the dipstick is trace',
    ],
  },
  'S06.9': {
    condition: 'Serious',
    activity: 'Strict bed rest',
    diet: 'Clear fluids',
    dietNotes: 'Soft diet once GCS 15 and no vomiting for 6 hours',
    every: 'Every 4 hours',
    nursing:
      'Neuro observations: half-hourly until GCS 15, then half-hourly for 2 hours, hourly for 4 hours and 2-hourly; head up 30 degrees; call the surgeon at once for a fall in GCS, unequal pupils, new weakness or repeated vomiting',
    chart: 'neuroSignChart',
    chartCourse: headInjuryCourse,
    medicines: [['PCM-500-TAB', 1000, 'mg', 'Three times daily', 'Post-traumatic headache']],
    course: 'Head injury with a small frontal contusion: GCS 15, neurologically intact',
    rounds: [
      'GCS 15 since the third hour, pupils equal and reacting, headache easing, no vomiting overnight: mobilise, observations 4-hourly, home tomorrow with written head-injury advice',
    ],
  },
};
