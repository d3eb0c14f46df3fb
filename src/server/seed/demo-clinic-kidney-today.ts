/**
 * The kidney patient followed monthly (demo-clinic-kidney.ts) back today after a week of
 * ibuprofen from a pharmacy: the potassium is 6.8 mmol/L, the laboratory's critical value
 * notifies the doctor who ordered it, the chest radiograph (with its image) shows fluid
 * overload, and the kidney ultrasound awaits its report. With the doctor still.
 *
 * Clinical content, and where it comes from:
 * - UK Kidney Association, Clinical Practice Guideline: Treatment of Acute Hyperkalaemia in
 *   Adults (2020): potassium 6.5 mmol/L or more is severe; ECG, intravenous calcium gluconate
 *   10% 30 mL, insulin 10 units with 25 g glucose, nebulised salbutamol, stop the drugs that
 *   raise it, monitor.
 * - NSAIDs and ACE inhibitors in CKD, an ultrasound to exclude obstruction in an acute fall in
 *   kidney function: KDIGO Clinical Practice Guideline for Acute Kidney Injury (2012).
 * - Radiograph findings of fluid overload: cardiothoracic ratio over 0.5, upper lobe diversion,
 *   Kerley B lines and effusions (Chest X-Ray Made Easy, Corne and Kumaran, 4th edition, 2016).
 */
import { bloodCount, kidneys, salts } from './demo-clinic-kidney-labs';
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

/** Back today, weak after a week of ibuprofen. */
export const KIDNEY_TODAY: VisitStory = {
  patient: 'ckd',
  department: 'IM',
  visit_type: 'Follow-up',
  reason: 'Chronic kidney disease review: weakness and palpitations',
  arrived: { minutesAgo: 120 },
  paid: true,
  triage: {
    after: 10,
    vitals: {
      temperature: 36.5,
      pulse: 56,
      respiratory_rate: 20,
      bp_systolic: 148,
      bp_diastolic: 88,
      spo2: 95,
      weight: 76.1,
      height: 170,
    },
    assessment: {
      ...calm,
      concern: 'Weak legs and palpitations for two days; ankles swollen',
      onsetDaysBefore: 2,
      muac_cm: 26,
      notes: 'Bought ibuprofen at a pharmacy for knee pain last week',
    },
  },
  consultation: {
    after: 45,
    room: 'OPD 2',
    complaint: {
      complaint: 'Weakness and palpitations',
      duration: 2,
      duration_unit: 'Days',
      history_of_present_illness:
        'Weak legs and a slow, thumping heartbeat for two days; ankles swollen and breathless on the stairs this week, passing less urine. Took ibuprofen 400 mg three times a day for a week for knee pain, bought at a pharmacy. On lisinopril 5 mg, amlodipine 10 mg and epoetin alfa weekly.',
    },
    examination: {
      general_appearance: 'Tired, mildly pale; not in distress at rest',
      chest: 'Fine crackles at both bases',
      cardiovascular:
        'Pulse 56/min, regular; BP 148/88 mmHg; JVP raised 4 cm; pitting oedema to mid-shin',
      abdomen: 'Soft; no bladder distension; no renal angle tenderness',
      neurological: 'Power 4/5 in the legs; reflexes present',
    },
    labs: [
      {
        tests: ['ELEC', 'RFT', 'CBC'],
        priority: 'Urgent',
        clinical_notes:
          'CKD G4 on lisinopril, ibuprofen for a week; weakness and pulse 56/min: potassium?',
        reportedAfter: 40,
        results: [
          {
            ...salts(134, 6.8, 104, 16),
            comments: 'Serum not haemolysed; potassium 6.8 mmol/L confirmed on a second run.',
          },
          kidneys(68, 3.9, 9.2),
          bloodCount(11.2),
        ],
      },
    ],
    imaging: [
      {
        test: 'RAD-CXR',
        priority: 'Urgent',
        clinical_notes: 'CKD G4: breathless, basal crackles, oedema; fluid overload?',
        orderedAfter: 12,
        performedAfter: 15,
        report: {
          after: 35,
          technique: 'PA erect chest radiograph, good inspiration.',
          findings:
            '<p>The heart is enlarged: cardiothoracic ratio 0.58. Upper lobe blood diversion, perihilar haze and Kerley B lines at both bases.</p><p>Small bilateral pleural effusions blunt both costophrenic angles. No focal consolidation, no pneumothorax. Bones intact.</p>',
          impression:
            '<p>Cardiomegaly with pulmonary venous congestion, interstitial oedema and small bilateral effusions: fluid overload.</p>',
          image: 'chest-radiograph.png',
        },
      },
      {
        test: 'RAD-US-KUB',
        priority: 'Urgent',
        clinical_notes:
          'Creatinine 3.9 mg/dL from 3.3: acute on chronic kidney injury; obstruction?',
        orderedAfter: 13,
        performedAfter: 30,
      },
    ],
    soap: {
      subjective:
        'Two days of weakness and palpitations after a week of ibuprofen; ankle swelling, breathless on the stairs, less urine.',
      objective:
        'Pulse 56/min, BP 148/88 mmHg, JVP raised, basal crackles, oedema to mid-shin. Potassium 6.8 mmol/L (critical), bicarbonate 16 mmol/L, creatinine 3.9 mg/dL (3.3 a month ago), haemoglobin 11.2 g/dL. Chest radiograph: cardiomegaly, venous congestion, small effusions.',
      assessment:
        'Severe hyperkalaemia with bradycardia from lisinopril and ibuprofen on CKD G4, with an acute fall in kidney function and fluid overload.',
      plan: 'ECG and cardiac monitoring now; calcium gluconate 10% 30 mL IV over 10 minutes, soluble insulin 10 units in 25 g glucose IV, salbutamol 10 mg nebulised. Stop lisinopril and ibuprofen; furosemide 80 mg IV. Transfer to the emergency department; potassium again at 1, 2 and 4 hours; nephrology review for dialysis if it does not fall. Kidney ultrasound done, report awaited.',
    },
    diagnoses: [
      { code: 'E87.5', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 2 },
      {
        code: 'I12.0',
        rank: 'Secondary',
        certainty: 'Confirmed',
        notes: 'CKD G4 A2 with an acute fall in kidney function after ibuprofen',
      },
    ],
  },
};
