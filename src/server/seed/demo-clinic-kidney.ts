/**
 * A patient with chronic kidney disease the Internal Medicine clinic follows monthly, so their
 * chart draws a haemoglobin trend: anaemia of CKD falling to 9.2 g/dL on oral iron, then
 * climbing on intravenous iron and epoetin; creatinine creeping up; potassium rising once
 * lisinopril is added for proteinuria. They are back today (demo-clinic-kidney-today.ts). Any
 * adult of 50 to 68 who pays cash will do (the demo plan has too few men free on some days):
 * the ranges the server flags against follow the patient's sex.
 *
 * Clinical content, and where it comes from:
 * - KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney
 *   Disease (Kidney Int Suppl 2013;3:1-150): staging by eGFR (G4: 15-29 mL/min/1.73 m²) and
 *   albuminuria, avoiding NSAIDs, an ACE inhibitor for albuminuria with potassium checked.
 * - KDIGO 2012 Clinical Practice Guideline for Anemia in CKD (Kidney Int Suppl 2012;2:279-335):
 *   iron first (oral for 1-3 months, intravenous when it fails; transferrin saturation 30% or
 *   less, ferritin 500 ng/mL or less), an ESA below 10 g/dL, haemoglobin not above 11.5 g/dL,
 *   measured at least monthly while an ESA is started.
 * - eGFR by the CKD-EPI 2021 creatinine equation (Inker et al., N Engl J Med 2021;385:1737).
 */
import { bloodCount, kidneys, salts, text } from './demo-clinic-kidney-labs';
import { KIDNEY_TODAY } from './demo-clinic-kidney-today';
import type { LabOrder, LabResult, Soap, VisitStory, Vitals } from './demo-clinical-types';

/** The month's tests, reported within the hour. */
function monthly(results: LabResult[], notes: string): LabOrder {
  return {
    tests: results.map((result) => result.test),
    priority: 'Routine',
    clinical_notes: notes,
    reportedAfter: 50,
    results,
  };
}

type Diagnoses = NonNullable<VisitStory['consultation']>['diagnoses'];
/** Each review's diagnosis; the anaemia is added where its treatment starts or changes. */
const KIDNEY_DISEASE: Diagnoses = [
  {
    code: 'I12.0',
    rank: 'Primary',
    certainty: 'Confirmed',
    notes: 'Chronic kidney disease G4 A2 (KDIGO 2012) from hypertensive nephrosclerosis',
  },
];
const WITH_ANAEMIA: Diagnoses = [
  ...(KIDNEY_DISEASE as NonNullable<Diagnoses>),
  { code: 'D64.9', rank: 'Secondary', certainty: 'Confirmed', notes: 'Anaemia of CKD' },
];

/** One monthly review, on a day weeks ago. */
function review(
  daysAgo: number,
  vitals: Vitals,
  order: LabOrder,
  soap: Soap,
  extra: Partial<NonNullable<VisitStory['consultation']>> = {},
): VisitStory {
  return {
    patient: 'ckd',
    department: 'IM',
    visit_type: 'Follow-up',
    reason: 'Chronic kidney disease review',
    arrived: { daysAgo, clock: '11:30' },
    paid: true,
    triage: {
      after: 10,
      vitals: { temperature: 36.6, respiratory_rate: 16, spo2: 97, height: 170, ...vitals },
    },
    consultation: {
      after: 25,
      room: 'OPD 3',
      complaint: { complaint: 'Chronic kidney disease review; tired on exertion' },
      labs: [order],
      soap,
      diagnoses: KIDNEY_DISEASE,
      ...extra,
    },
    end: { after: 100, status: 'Completed' },
  };
}

const FOLLOWED: VisitStory[] = [
  {
    ...review(
      168,
      { pulse: 82, bp_systolic: 158, bp_diastolic: 94, weight: 74 },
      monthly(
        [
          bloodCount(10.4),
          kidneys(44, 2.9, 8.1),
          salts(139, 5.0, 104, 21),
          {
            test: 'UA',
            values: { SG: '1.010', PROTEIN: '++', GLUCOSE: 'Negative', BLOOD: 'Negative' },
          },
        ],
        'Creatinine 2.8 mg/dL at Kality Health Center; long-standing hypertension',
      ),
      {
        subjective:
          'Hypertension for 12 years on amlodipine, taken on and off; tired for months, nocturia twice. Creatinine 2.8 mg/dL at the health centre.',
        objective:
          'BP 158/94 mmHg; mild pallor; no oedema. Creatinine 2.9 mg/dL (eGFR in the G4 range, 15-29 mL/min/1.73 m²), urea nitrogen 44 mg/dL, potassium 5.0 mmol/L, bicarbonate 21 mmol/L; urine protein ++; haemoglobin 10.4 g/dL, normocytic.',
        assessment:
          'Chronic kidney disease G4 A2, most likely hypertensive nephrosclerosis; anaemia of CKD; blood pressure above target.',
        plan: 'Amlodipine 10 mg daily, taken every day; no NSAIDs or herbal remedies; salt under 5 g a day. Iron studies and monthly review of haemoglobin and kidney function.',
      },
      {
        complaint: {
          complaint: 'Raised creatinine found at the health centre; tiredness',
          duration: 4,
          duration_unit: 'Months',
          history_of_present_illness:
            'Tired on exertion for four months and passing urine twice at night. Hypertensive for 12 years, amlodipine taken irregularly. No diabetes, no known kidney disease in the family. Takes no painkillers.',
        },
        diagnoses: WITH_ANAEMIA,
        chronic_conditions:
          'Chronic kidney disease G4 (hypertensive); hypertension (on amlodipine); anaemia of CKD',
      },
    ),
    visit_type: 'Referral',
    referred_from: 'Kality Health Center',
    reason: 'Raised creatinine',
  },
  review(
    140,
    { pulse: 80, bp_systolic: 146, bp_diastolic: 88, weight: 73.6 },
    {
      ...monthly(
        [
          bloodCount(9.9),
          kidneys(46, 3.0, 8.0),
          { test: 'IRON', values: text({ FE: 48, TIBC: 362, TSAT: 13, FERR: 58 }) },
        ],
        'CKD G4, haemoglobin 10.4 g/dL: iron status before treatment',
      ),
      reportedAfter: 60,
    },
    {
      assessment:
        'CKD G4, creatinine stable at 3.0 mg/dL; anaemia of CKD with absolute iron deficiency (transferrin saturation 13%, ferritin 58 ng/mL).',
      plan: 'Ferrous sulphate 200 mg twice daily for three months; continue amlodipine 10 mg. Review in 4 weeks with haemoglobin.',
    },
    { diagnoses: WITH_ANAEMIA },
  ),
  review(
    112,
    { pulse: 84, bp_systolic: 144, bp_diastolic: 86, weight: 73.2 },
    monthly([bloodCount(9.2)], 'CKD G4 on oral iron: haemoglobin'),
    {
      subjective: 'Stopped the iron tablets after two weeks: constipation and stomach pain.',
      assessment: 'Anaemia of CKD worse (haemoglobin 9.2 g/dL) after oral iron failed.',
      plan: 'Iron sucrose 200 mg IV weekly for five doses; epoetin alfa 4,000 IU subcutaneously weekly. Review in 4 weeks with haemoglobin, kidney function and potassium.',
    },
    { diagnoses: WITH_ANAEMIA },
  ),
  review(
    84,
    { pulse: 80, bp_systolic: 150, bp_diastolic: 90, weight: 73.4 },
    monthly(
      [bloodCount(9.8), kidneys(48, 3.1, 8.2), salts(138, 5.1, 105, 21)],
      'CKD G4 on epoetin alfa and IV iron',
    ),
    {
      assessment: 'Haemoglobin rising on epoetin and IV iron (9.8 g/dL); CKD G4 stable.',
      plan: 'Continue epoetin alfa 4,000 IU weekly and amlodipine 10 mg. Review in 4 weeks.',
    },
  ),
  review(
    56,
    { pulse: 78, bp_systolic: 152, bp_diastolic: 94, weight: 73.8 },
    monthly([bloodCount(10.5)], 'CKD G4 on epoetin alfa: haemoglobin'),
    {
      assessment:
        'Haemoglobin 10.5 g/dL on epoetin; blood pressure and proteinuria above target on amlodipine alone.',
      plan: 'Add lisinopril 5 mg daily for blood pressure and proteinuria; potassium and creatinine in 4 weeks. Continue epoetin alfa and amlodipine.',
    },
    {
      chronic_conditions:
        'Chronic kidney disease G4 (hypertensive); hypertension (on amlodipine and lisinopril); anaemia of CKD (on epoetin alfa)',
    },
  ),
  review(
    28,
    { pulse: 74, bp_systolic: 140, bp_diastolic: 86, weight: 74.2 },
    monthly(
      [bloodCount(10.9), kidneys(52, 3.3, 8.6), salts(137, 5.6, 106, 20)],
      'CKD G4, lisinopril started 4 weeks ago: potassium and creatinine',
    ),
    {
      assessment:
        'Potassium 5.6 mmol/L and creatinine 3.3 mg/dL four weeks into lisinopril; haemoglobin 10.9 g/dL.',
      plan: 'Continue lisinopril 5 mg; a low-potassium diet explained (fewer bananas, tomatoes and potatoes); no painkillers but paracetamol. Potassium again at the next review in 4 weeks.',
    },
  ),
];

/** The followed patient's past reviews and today's visit. */
export const KIDNEY: VisitStory[] = [...FOLLOWED, KIDNEY_TODAY];
