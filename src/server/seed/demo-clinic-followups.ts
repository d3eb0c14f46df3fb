/**
 * Two patients the demo hospital's Internal Medicine clinic follows, so their charts draw a
 * trend: a hypertensive patient seen monthly as the pressure comes down on treatment, and a
 * diabetic seen every six weeks as weight and blood sugar fall. Both are back today
 * (demo-clinic-medicine.ts). Other past visits are in demo-clinic-past.ts.
 *
 * Clinical content, and where it comes from:
 * - Hypertension: WHO, Guideline for the pharmacological treatment of hypertension in adults
 *   (2021): confirmed on a second visit, target below 140/90 mmHg, a calcium channel blocker
 *   then a thiazide, monthly follow-up until at target; amlodipine's ankle oedema.
 * - Type 2 diabetes: American Diabetes Association, Standards of Care in Diabetes (2024):
 *   fasting plasma glucose of 126 mg/dL or more or an HbA1c of 6.5% or more, metformin first,
 *   a sulfonylurea added; HbA1c every three months while above the goal of under 7%.
 * - Lipid cut-offs: the National Cholesterol Education Program's ATP III (JAMA 2001;285:2486).
 */
import { calm } from './demo-clinic-patients';
import type { Assessment, LabResult, Soap, VisitStory, Vitals } from './demo-clinical-types';

const creatinine = (value: string): LabResult => ({ test: 'RFT', values: { CREAT: value } });
/** A lipid profile in mg/dL: total, LDL, HDL (when measured) and triglycerides. */
const lipids = (values: { CHOL: number; LDL: number; HDL?: number; TG: number }): LabResult => ({
  test: 'LIPID',
  values: Object.fromEntries(Object.entries(values).map(([code, value]) => [code, String(value)])),
});
const fastingSugar = (value: number): LabResult => ({
  test: 'FBS',
  values: { GLU: String(value) },
});
const glycatedHaemoglobin = (value: number): LabResult => ({
  test: 'HBA1C',
  values: { HBA1C: String(value) },
});

/** The patient a series follows, and how each of its visits goes. */
interface Series {
  patient: string;
  reason: string;
  clock: string;
  height: number;
  code: string;
  /** Minutes after arrival the visit ends (after any laboratory report). */
  end: number;
}
const HYPERTENSIVE: Series = {
  patient: 'hypertensive',
  reason: 'Hypertension follow-up',
  clock: '08:40',
  height: 166,
  code: 'I10',
  end: 50,
};
const DIABETIC: Series = {
  patient: 'diabetic',
  reason: 'Type 2 diabetes review',
  clock: '10:15',
  height: 168,
  code: 'E11.9',
  end: 50,
};

type Consultation = NonNullable<VisitStory['consultation']>;

/** One visit of a series, on a day weeks ago: a review, unless `first` says otherwise. */
function review(
  series: Series,
  daysAgo: number,
  vitals: Vitals,
  soap: Soap,
  extra: Partial<Consultation> = {},
  first?: { reason: string; assessment: Assessment; end: number },
): VisitStory {
  return {
    patient: series.patient,
    department: 'IM',
    visit_type: first ? 'New' : 'Follow-up',
    reason: first?.reason ?? series.reason,
    arrived: { daysAgo, clock: series.clock },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.6,
        respiratory_rate: 16,
        spo2: 98,
        height: series.height,
        ...vitals,
      },
      ...(first ? { assessment: first.assessment } : {}),
    },
    consultation: {
      after: 30,
      room: 'OPD 2',
      complaint: { complaint: `${series.reason}; no complaints` },
      soap,
      diagnoses: [{ code: series.code, rank: 'Primary', certainty: 'Confirmed' }],
      ...extra,
    },
    end: { after: first?.end ?? series.end, status: 'Completed' },
  };
}

const HYPERTENSION: VisitStory[] = [
  review(
    HYPERTENSIVE,
    140,
    { pulse: 86, bp_systolic: 176, bp_diastolic: 108, weight: 82 },
    {
      subjective:
        'Three weeks of morning headache and palpitations; 170s systolic at a pharmacy check.',
      objective:
        'BP 176/108 and 172/106 mmHg; BMI 29.8 kg/m²; no target-organ signs. LDL 146 mg/dL, creatinine 1.0 mg/dL.',
      assessment:
        'Hypertension in the stage 2 range; raised LDL cholesterol. To be confirmed at the next visit.',
      plan: 'Amlodipine 5 mg once daily; atorvastatin 20 mg at night; less than 5 g of salt a day, weight loss, 30 minutes of walking on most days. Review in 4 weeks.',
    },
    {
      complaint: {
        complaint: 'Headache and palpitations',
        duration: 3,
        duration_unit: 'Weeks',
        history_of_present_illness:
          'Throbbing morning headache and palpitations for three weeks; blood pressure in the 170s at a pharmacy. No chest pain, breathlessness or weakness. Non-smoker; drinks alcohol on holidays.',
      },
      examination: {
        general_appearance: 'Well; overweight',
        heent: 'Fundi: mild arteriolar narrowing',
        cardiovascular:
          'BP 176/108 right arm, 172/106 left arm; apex not displaced; no murmur; peripheral pulses present',
        abdomen: 'No renal bruit',
        neurological: 'No focal deficit',
      },
      labs: [
        {
          tests: ['RFT', 'LIPID'],
          priority: 'Routine',
          clinical_notes: 'Raised blood pressure: baseline tests',
          reportedAfter: 60,
          results: [creatinine('1.0'), lipids({ CHOL: 226, LDL: 146, HDL: 46, TG: 172 })],
        },
      ],
      diagnoses: [
        {
          code: 'I10',
          rank: 'Primary',
          certainty: 'Provisional',
          onsetDaysBefore: 21,
          notes: 'To be confirmed at the next visit',
        },
        { code: 'E78.5', rank: 'Secondary', certainty: 'Confirmed' },
      ],
    },
    {
      reason: 'Headache and palpitations',
      assessment: { ...calm, concern: 'Headache and palpitations', muac_cm: 30 },
      end: 110,
    },
  ),
  review(
    HYPERTENSIVE,
    112,
    { pulse: 84, bp_systolic: 166, bp_diastolic: 102, weight: 81.4 },
    {
      assessment: 'Hypertension, confirmed; above target on amlodipine 5 mg.',
      plan: 'Add hydrochlorothiazide 12.5 mg each morning; continue amlodipine and atorvastatin. Review in 4 weeks.',
    },
    {
      chronic_conditions:
        'Hypertension (on amlodipine and hydrochlorothiazide); raised LDL cholesterol (on atorvastatin)',
    },
  ),
  review(
    HYPERTENSIVE,
    84,
    { pulse: 80, bp_systolic: 158, bp_diastolic: 98, weight: 80.6 },
    {
      assessment: 'Hypertension improving, still above the target of 140/90 mmHg.',
      plan: 'Amlodipine increased to 10 mg daily; continue hydrochlorothiazide 12.5 mg and atorvastatin. Review in 4 weeks.',
    },
  ),
  review(
    HYPERTENSIVE,
    56,
    { pulse: 78, bp_systolic: 148, bp_diastolic: 92, weight: 79.8 },
    {
      assessment: 'Hypertension improving on two drugs; no side effects.',
      plan: 'Continue amlodipine 10 mg, hydrochlorothiazide 12.5 mg and atorvastatin; home readings twice a week. Review in 4 weeks.',
    },
  ),
  review(
    HYPERTENSIVE,
    28,
    { pulse: 76, bp_systolic: 142, bp_diastolic: 88, weight: 79.1 },
    {
      assessment: 'Hypertension near target; mild ankle oedema from amlodipine.',
      plan: 'Continue the same drugs; raise the legs when sitting. Review in 4 weeks.',
    },
    {
      complaint: {
        complaint: 'Ankle swelling in the evenings',
        duration: 2,
        duration_unit: 'Weeks',
      },
    },
  ),
];

const DIABETES: VisitStory[] = [
  review(
    DIABETIC,
    168,
    { pulse: 84, bp_systolic: 138, bp_diastolic: 86, weight: 92.6, random_blood_sugar: 312 },
    {
      subjective: 'Six weeks of thirst, polyuria and nocturia; tired. Came fasting.',
      objective:
        'BMI 32.8 kg/m², BP 138/86 mmHg; random blood sugar 312 mg/dL, fasting 248 mg/dL, HbA1c 10.2%; LDL 138 mg/dL; creatinine 0.9 mg/dL.',
      assessment:
        'Type 2 diabetes mellitus, new (fasting plasma glucose 248 mg/dL, HbA1c 10.2%); obesity; dyslipidaemia.',
      plan: 'Metformin 500 mg twice daily with meals; atorvastatin 20 mg at night; diet and exercise counselling. Review in 6 weeks.',
    },
    {
      complaint: {
        complaint: 'Thirst and frequent urination',
        duration: 6,
        duration_unit: 'Weeks',
        history_of_present_illness:
          'Thirst, passing urine often and getting up twice at night for six weeks; tired. No weight loss noticed, no foot problems. Father had diabetes.',
      },
      examination: {
        general_appearance: 'Obese; well',
        cardiovascular: 'BP 138/86 mmHg; normal heart sounds',
        neurological: 'Monofilament and vibration sense intact on both feet',
        skin: 'No foot ulcers',
      },
      labs: [
        {
          tests: ['FBS', 'HBA1C', 'RFT', 'LIPID'],
          priority: 'Routine',
          clinical_notes: 'Random blood sugar 312 mg/dL; fasting since last night',
          reportedAfter: 60,
          results: [
            fastingSugar(248),
            glycatedHaemoglobin(10.2),
            creatinine('0.9'),
            lipids({ CHOL: 218, LDL: 138, TG: 190 }),
          ],
        },
      ],
      diagnoses: [
        { code: 'E11.9', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 42 },
        { code: 'E78.5', rank: 'Secondary', certainty: 'Confirmed' },
      ],
    },
    {
      reason: 'Thirst and frequent urination',
      assessment: { ...calm, concern: 'Thirst and passing urine often', muac_cm: 33 },
      end: 110,
    },
  ),
  review(
    DIABETIC,
    126,
    { pulse: 82, bp_systolic: 134, bp_diastolic: 84, weight: 91.2, random_blood_sugar: 248 },
    {
      assessment: 'Type 2 diabetes improving on metformin, which is well tolerated.',
      plan: 'Metformin increased to 1 g twice daily; continue atorvastatin. Review in 6 weeks.',
    },
  ),
  review(
    DIABETIC,
    84,
    { pulse: 80, bp_systolic: 130, bp_diastolic: 82, weight: 89.8, random_blood_sugar: 196 },
    {
      objective:
        'Weight 89.8 kg; random blood sugar 196 mg/dL; fasting blood sugar 162 mg/dL; HbA1c 8.1% (10.2% at diagnosis).',
      assessment:
        'Type 2 diabetes above target (fasting 162 mg/dL, HbA1c 8.1% against a goal under 7%) on full-dose metformin.',
      plan: 'Add glibenclamide 5 mg before breakfast; hypoglycaemia explained (sweating, shaking: take sugar at once). Review in 6 weeks.',
    },
    {
      labs: [
        {
          tests: ['FBS', 'HBA1C'],
          priority: 'Routine',
          clinical_notes: 'On metformin 1 g twice daily; fasting since last night',
          reportedAfter: 45,
          results: [fastingSugar(162), glycatedHaemoglobin(8.1)],
        },
      ],
      chronic_conditions:
        'Type 2 diabetes mellitus (on metformin and glibenclamide); dyslipidaemia (on atorvastatin)',
    },
  ),
  review(
    DIABETIC,
    42,
    { pulse: 78, bp_systolic: 128, bp_diastolic: 80, weight: 88.4, random_blood_sugar: 174 },
    {
      assessment:
        'Type 2 diabetes improving: random sugar 174 mg/dL and 4 kg lost since diagnosis; no hypoglycaemia.',
      plan: 'Continue metformin 1 g twice daily and glibenclamide 5 mg. Review in 6 weeks with a fasting sugar.',
    },
  ),
];

/** The two followed patients' past visits. */
export const FOLLOW_UPS: VisitStory[] = [...HYPERTENSION, ...DIABETES];
