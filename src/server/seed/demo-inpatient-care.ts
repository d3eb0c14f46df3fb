/**
 * What the demo's ward doctors order for each inpatient, by the admission's ICD-10 diagnosis
 * (the admissions are demo-admissions-plan.ts's): the order sheet's parts, the bedside chart its
 * protocol keeps beside the regular one, what the regular chart shows out of range, and the
 * medicines of the medication sheet from the ward's stock (demo-inpatient-stock.ts WARD_KIT).
 * Treatment after the Ethiopian Standard Treatment Guidelines for General Hospitals (EFDA, 4th
 * edition, 2021) and the WHO Model Formulary (2008): ceftriaxone 1 g IV every 12 hours for severe
 * pneumonia, typhoid and pyelonephritis; ceftriaxone with metronidazole 500 mg IV every 8 hours
 * after appendicectomy; IV artesunate 2.4 mg/kg for severe malaria; furosemide 40 mg IV twice
 * daily in decompensated heart failure (oral here); nebulised salbutamol 2.5-5 mg and prednisolone in asthma
 * and COPD; ampicillin with gentamicin in complicated severe acute malnutrition (WHO, 2013);
 * enoxaparin 40 mg daily against venous thrombosis; soluble insulin on the diabetes chart;
 * omeprazole 40 mg IV twice daily in upper GI bleeding; magnesium sulfate 5 g IM every 4 hours
 * (Pritchard) in severe pre-eclampsia; paracetamol 1 g every 8 hours for pain and fever. The
 * care of the admissions kept on a protocol chart of its own: demo-inpatient-charts-care.ts.
 */
import type { RecordValues } from '../models/model-runtime';
import { CHARTED_CARE } from './demo-inpatient-charts-care';
import type { WardSeedContext } from './demo-inpatient-context';

export type Frequency =
  | 'Once daily'
  | 'Twice daily'
  | 'Three times daily'
  | 'Every 4 hours'
  | 'Every 6 hours'
  | 'Every 8 hours'
  | 'Every 12 hours';

/** [product code, dose, unit code, frequency, indication] */
export type Medicine = readonly [string, number, string, Frequency, string];

export type WardChart =
  | 'neuroSignChart'
  | 'chfFollowUpChart'
  | 'bloodTransfusionChart'
  | 'salbutamolChart'
  | 'shockChart'
  | 'diabetesChart'
  | 'dkaChart'
  | 'nephroticChart';

export interface Care {
  condition: 'Stable' | 'Fair' | 'Serious' | 'Critical';
  activity: string;
  diet: string;
  dietNotes?: string;
  /** The order sheet's vital-sign frequency; the regular chart is kept at it. */
  every: 'Every 4 hours' | 'Every 6 hours' | 'Every 8 hours';
  nursing: string;
  chart?: WardChart;
  /** The chart's entries from arrival (`from`) to now (`to`), when its protocol sets them. */
  chartCourse?: (from: number, to: number) => RecordValues[];
  /**
   * What the regular chart shows out of range. The pulse is fast on arrival only with a reason:
   * fever, hypoxia, or `tachycardic` (blood loss, severe anaemia, heart failure); otherwise it
   * stays within the normal range for age.
   */
  fever?: true;
  hypoxic?: true;
  tachycardic?: true;
  hypertensive?: true;
  /** The regular chart's blood pressure is the chartCourse's last reading (the nephrotic child). */
  pressureFromChart?: true;
  /**
   * The height (cm) of an asthmatic child old enough to blow a peak flow, from which the
   * salbutamol chart reads his predicted peak flow (demo-inpatient-charts.ts predictedPeakFlow).
   */
  heightCm?: number;
  medicines: readonly Medicine[];
  /**
   * Orders a protocol writes, stops and gives at moments of its own (the ketoacidosis's insulin:
   * demo-inpatient-charts-dka-insulin.ts), from the chart's first entry; how many it has made.
   */
  orders?: (ctx: WardSeedContext, admission: number, chartFrom: number) => Promise<number>;
  /** The progress notes' assessment and plan. */
  course: string;
  /** Each morning round's assessment (day 1, 2, ...), where it says more than `course`. */
  rounds?: readonly string[];
}

const ANTIBIOTIC: Medicine = ['CFX-1G-INJ', 1, 'g', 'Twice daily', 'Infection'];
const FEVER: Medicine = ['PCM-500-TAB', 1000, 'mg', 'Three times daily', 'Fever or pain'];
const ENOXAPARIN: Medicine = ['ENX-40-INJ', 40, 'mg', 'Once daily', 'Thromboprophylaxis'];
/**
 * Scheduled basal insulin for a diabetic whose glucose runs high in hospital, rather than a
 * sliding scale alone: isophane (NPH) human insulin twice daily, 20 IU a day (about 0.25 IU/kg
 * for a 75 kg adult), after the ADA Standards of Care (2024, section 16, Diabetes Care in the
 * Hospital: basal or basal-plus-correction insulin, 0.1-0.25 IU/kg a day to start) and the
 * Ethiopian Standard Treatment Guidelines for General Hospitals (2021: NPH insulin twice daily).
 * Drawn dose by dose from the patient's 10 mL vial (demo-inpatient-medicines.ts).
 */
const BASAL_INSULIN: Medicine = [
  'INS-NPH-100',
  10,
  'IU',
  'Twice daily',
  'Type 2 diabetes: basal insulin (isophane), 0.25 IU/kg a day',
];
/**
 * Unfractionated heparin 5000 IU subcutaneously every 12 hours against venous thromboembolism
 * in a medical inpatient (ACCP CHEST guidelines, 9th edition, 2012: low-dose unfractionated
 * heparin, low-molecular-weight heparin or fondaparinux), chosen over enoxaparin when the
 * creatinine clearance is under 30 mL/min, since enoxaparin is cleared by the kidney and
 * accumulates (its labelling). From the ward's 5 mL multi-dose vial, 1 mL a dose.
 */
const HEPARIN_PROPHYLAXIS: Medicine = [
  'HEP-5000-INJ',
  5000,
  'IU',
  'Twice daily',
  'Thromboprophylaxis: unfractionated heparin, as the kidneys have failed',
];
const GENERAL_NURSING = 'Vital signs and pain score; fluid balance chart; report changes';

const care = (partial: Partial<Care> & Pick<Care, 'medicines' | 'course'>): Care => ({
  condition: 'Fair',
  activity: 'Ambulate with assistance',
  diet: 'Regular diet',
  every: 'Every 8 hours',
  nursing: GENERAL_NURSING,
  ...partial,
});

export const CARE: Record<string, Care> = {
  'I63.9': care({
    condition: 'Serious',
    activity: 'Strict bed rest',
    diet: 'Nil by mouth',
    dietNotes: 'Until the bedside swallow screen is passed',
    every: 'Every 4 hours',
    nursing: 'Neuro observations every 4 hours; turn every 2 hours; head up 30 degrees',
    chart: 'neuroSignChart',
    hypertensive: true,
    medicines: [ENOXAPARIN],
    course: 'Ischaemic stroke, GCS stable, right-sided weakness unchanged; permissive hypertension',
  }),
  'J18.9': care({
    condition: 'Serious',
    every: 'Every 4 hours',
    nursing: 'Oxygen by nasal cannula to keep SpO2 at 92% or more; sit up',
    hypoxic: true,
    fever: true,
    medicines: [ANTIBIOTIC, FEVER],
    course: 'Severe pneumonia improving on ceftriaxone: fever settling, oxygen need falling',
  }),
  'I50.9': care({
    activity: 'Bed rest with bathroom privileges',
    diet: 'Low-salt diet',
    dietNotes: 'Fluid restriction 1.5 L a day',
    nursing: 'Daily weight before breakfast; strict intake and output',
    chart: 'chfFollowUpChart',
    tachycardic: true,
    medicines: [['FUR-40-TAB', 40, 'mg', 'Twice daily', 'Fluid overload'], ENOXAPARIN],
    course: 'Heart failure: diuresing well, weight down, oedema and crackles less',
  }),
  'A01.0': care({
    fever: true,
    medicines: [ANTIBIOTIC, FEVER],
    course: 'Typhoid fever: still febrile on day 2 of ceftriaxone, taking oral fluids',
  }),
  'B50.9': care({
    condition: 'Serious',
    activity: 'Bed rest with bathroom privileges',
    every: 'Every 4 hours',
    nursing: 'Blood glucose every 4 hours; report a glucose below 54 mg/dL at once',
    chart: 'diabetesChart',
    fever: true,
    medicines: [['ARS-60-INJ', 150, 'mg', 'Every 12 hours', 'Severe falciparum malaria'], FEVER],
    course: 'Severe malaria: less prostrate, glucose kept above 72 mg/dL, parasitaemia falling',
  }),
  'A15.0': care({
    nursing: 'Airborne precautions: single room, N95 for staff; sputum to the laboratory',
    diet: 'High-protein diet',
    medicines: [FEVER],
    course: 'Pulmonary tuberculosis: haemoptysis stopped; for discharge to the DOTS clinic',
  }),
  'K92.2': care({
    condition: 'Serious',
    activity: 'Strict bed rest',
    diet: 'Clear fluids',
    every: 'Every 4 hours',
    nursing: 'Watch for fresh melaena or haematemesis; two large-bore cannulas',
    chart: 'bloodTransfusionChart',
    tachycardic: true,
    medicines: [['OME-40-INJ', 40, 'mg', 'Twice daily', 'Upper gastrointestinal bleeding']],
    course: 'Upper GI bleeding: no further melaena after two units, haemoglobin 8.9 g/dL',
  }),
  'J44.1': care({
    activity: 'Up in chair',
    nursing: 'Controlled oxygen to keep SpO2 88-92%',
    chart: 'salbutamolChart',
    hypoxic: true,
    medicines: [
      ['SAL-2-5-NEB', 5, 'mg', 'Every 6 hours', 'Bronchospasm'],
      ['PRED-5-TAB', 40, 'mg', 'Once daily', 'COPD exacerbation'],
    ],
    course: 'COPD exacerbation: less wheeze, speaking in sentences, oxygen weaned',
  }),
  'N18.5': care({
    activity: 'Bed rest with bathroom privileges',
    diet: 'Renal diet',
    dietNotes: 'Potassium and fluid restricted (1 L a day)',
    nursing: 'Strict intake and output; ECG monitoring while potassium is high',
    hypertensive: true,
    medicines: [['FUR-40-TAB', 80, 'mg', 'Twice daily', 'Fluid overload'], HEPARIN_PROPHYLAXIS],
    course:
      'End-stage kidney disease: potassium 5.6 mmol/L after treatment; dialysis referral accepted',
  }),
  'K35.8': care({
    diet: 'Clear fluids',
    dietNotes: 'Sips from 6 hours after the operation, then free fluids',
    nursing: 'Wound check; encourage early mobilisation; record bowel sounds and flatus',
    medicines: [
      ANTIBIOTIC,
      ['MTZ-500-INF', 500, 'mg', 'Every 8 hours', 'Appendicitis'],
      ['PCM-1G-INF', 1, 'g', 'Every 8 hours', 'Postoperative pain'],
    ],
    course: 'Day 0 after appendicectomy: comfortable, passing flatus, wound dry',
  }),
  'S72.0': care({
    activity: 'Strict bed rest',
    nursing: 'Skin traction 3 kg; pressure area care every 2 hours; distal pulses',
    medicines: [['TRA-100-INJ', 100, 'mg', 'Every 8 hours', 'Fracture pain'], ENOXAPARIN],
    course: 'Neck of femur fracture on traction, pain controlled: hemiarthroplasty planned',
  }),
  'K56.6': care({
    condition: 'Serious',
    activity: 'Bed rest with bathroom privileges',
    diet: 'Nil by mouth',
    nursing: 'Nasogastric tube on free drainage, aspirate every 4 hours; abdominal girth daily',
    medicines: [['NS-1000-INF', 1000, 'mL', 'Every 8 hours', 'Maintenance fluids'], FEVER],
    course: 'Adhesive obstruction settling on drip and suck: flatus passed, less aspirate',
  }),
  'K40.9': care({
    condition: 'Stable',
    activity: 'Ambulate as tolerated',
    nursing: 'Nil by mouth from midnight; shave and mark the site before theatre',
    medicines: [],
    course: "Reducible right inguinal hernia: fit for repair on tomorrow morning's list",
  }),
  'S82.2': care({
    activity: 'Bed rest with bathroom privileges',
    nursing: 'Limb elevation; check toes for colour, warmth and movement every 4 hours',
    medicines: [['TRA-100-INJ', 100, 'mg', 'Every 8 hours', 'Fracture pain'], ENOXAPARIN],
    course: "Tibial shaft fracture in a backslab, swelling down: plating on tomorrow's list",
  }),
  E43: care({
    condition: 'Serious',
    activity: 'Bed rest with bathroom privileges',
    diet: 'Tube feeding',
    dietNotes: 'F-75 therapeutic milk every 3 hours, day and night',
    nursing: 'Keep warm; glucose and temperature every 4 hours; weigh daily',
    medicines: [
      ['AMP-500-INJ', 500, 'mg', 'Every 6 hours', 'Complicated severe acute malnutrition'],
    ],
    course: 'Severe acute malnutrition: oedema reducing, appetite returning on F-75',
  }),
  'J45.9': care({
    condition: 'Serious',
    activity: 'Up in chair',
    every: 'Every 4 hours',
    nursing: 'Oxygen to keep SpO2 at 94% or more; salbutamol chart before and after each dose',
    chart: 'salbutamolChart',
    hypoxic: true,
    // The demo's asthmatic is a boy of seven (demo-admissions-plan.ts), 122 cm tall (between
    // the 25th and 50th height percentiles of a boy of seven, 121.4 and 125.1 cm, in AAP 2017
    // Table 4), so 210 L/min predicted (demo-inpatient-charts.ts predictedPeakFlow; BTS/SIGN 2019 reads the peak flow
    // against the predicted from 5 years old).
    heightCm: 122,
    medicines: [
      // BTS/SIGN 2019: nebulised salbutamol 5 mg over 5 years old (2.5 mg from 2 to 5).
      ['SAL-2-5-NEB', 5, 'mg', 'Every 4 hours', 'Acute severe asthma'],
      ['PRED-5-TAB', 20, 'mg', 'Once daily', 'Acute severe asthma'],
    ],
    course: 'Acute asthma: wheeze less, speaking in sentences; salbutamol spaced to 4-hourly',
  }),
  'D64.9': care({
    activity: 'Bed rest with bathroom privileges',
    nursing: 'Transfusion chart for each unit; stop and report any reaction',
    chart: 'bloodTransfusionChart',
    tachycardic: true,
    medicines: [],
    course: 'Severe anaemia: transfused, tachycardia settled; malaria film negative',
  }),
  'O14.1': care({
    condition: 'Serious',
    activity: 'Bed rest with bathroom privileges',
    every: 'Every 4 hours',
    nursing: 'BP, reflexes, respiratory rate and urine output hourly while on magnesium sulfate',
    hypertensive: true,
    medicines: [['MGS-50-INJ', 5, 'g', 'Every 4 hours', 'Severe pre-eclampsia (10 mL of 50%)']],
    course: 'Severe pre-eclampsia: BP 150s/100s, reflexes present, urine over 30 mL an hour',
  }),
  'O72.1': care({
    activity: 'Bed rest with bathroom privileges',
    nursing: 'Fundal height and lochia every hour; transfusion chart for each unit',
    chart: 'bloodTransfusionChart',
    tachycardic: true,
    medicines: [ANTIBIOTIC],
    course: 'Postpartum haemorrhage: uterus contracted, lochia normal after transfusion',
  }),
  'A41.9': care({
    condition: 'Critical',
    activity: 'Strict bed rest',
    diet: 'Full fluids',
    every: 'Every 4 hours',
    nursing: 'Hourly urine output by catheter; shock chart hourly; MAP target 65 mmHg',
    chart: 'shockChart',
    fever: true,
    medicines: [ANTIBIOTIC, ENOXAPARIN],
    course: 'Septic shock: noradrenaline weaning, lactate falling, urine output improving',
  }),
  'I21.9': care({
    condition: 'Serious',
    activity: 'Strict bed rest',
    diet: 'Low-salt diet',
    every: 'Every 4 hours',
    nursing: 'Cardiac monitor; report chest pain at once; ECG daily',
    medicines: [ENOXAPARIN],
    course: 'Late-presenting STEMI: pain-free, no arrhythmia, echo requested',
  }),
  'J15.9': care({
    diet: 'Diabetic diet',
    nursing: 'Capillary glucose before meals and at bedtime',
    chart: 'diabetesChart',
    fever: true,
    medicines: [ANTIBIOTIC, BASAL_INSULIN],
    course: 'Pneumonia with diabetes: afebrile, glucose 140-220 mg/dL on basal insulin',
  }),
};

/** An admission's care: its diagnosis's, or general ward care. */
export function careOf(code: string): Care {
  return (
    CARE[code] ??
    CHARTED_CARE[code] ??
    care({ medicines: [FEVER], course: 'Clinically improving; plan as per the admission note' })
  );
}
