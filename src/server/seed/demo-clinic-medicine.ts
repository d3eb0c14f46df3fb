/**
 * Today's outpatient walk-ins of the demo hospital's Internal Medicine clinic (the other clinics'
 * are in demo-clinic-pediatrics.ts, -gynecology.ts and -surgery.ts), each a story of the minutes after arrival: some wait, some were
 * triaged, three went home (one without doing the tests), one left unseen. Patients who came
 * before (demo-clinic-followups.ts) are followed up here; the patient with kidney disease who
 * is with the doctor is in demo-clinic-kidney.ts.
 *
 * Clinical content, and where it comes from:
 * - Vital signs and their flags: the reference ranges of schemas/vitalSign.json.
 * - Malaria: Federal Ministry of Health of Ethiopia, National Malaria Guidelines, 4th edition
 *   (2017): uncomplicated P. falciparum treated with artemether-lumefantrine and a single low
 *   dose of primaquine (0.25 mg/kg); danger signs; parasite density by the plus system (WHO,
 *   Basic Malaria Microscopy, 2nd edition, 2010).
 * - Type 2 diabetes diagnosed by a random plasma glucose of 200 mg/dL or more with classic
 *   symptoms, metformin first: American Diabetes Association, Standards of Care in Diabetes
 *   (2024), sections 2 and 9.
 * - Hypertension confirmed on a second visit, amlodipine (a calcium channel blocker) among the
 *   first-line drugs, salt under 5 g a day: WHO, Guideline for the pharmacological treatment of
 *   hypertension in adults (2021) and WHO HEARTS technical package (2018).
 * - Laboratory reference ranges: common adult ranges, creatinine and haemoglobin by sex; lipid
 *   cut-offs of the National Cholesterol Education Program's ATP III (JAMA 2001;285:2486).
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

/** Internal Medicine's day. */
export const INTERNAL_MEDICINE: VisitStory[] = [
  {
    patient: 'epigastric',
    department: 'IM',
    visit_type: 'New',
    reason: 'Epigastric pain after meals',
    arrived: { minutesAgo: 260 },
    end: { after: 150, status: 'Left Without Being Seen' },
  },
  {
    patient: 'malaria',
    department: 'IM',
    visit_type: 'New',
    reason: 'Fever, chills and headache for three days',
    arrived: { minutesAgo: 235 },
    paid: true,
    triage: {
      after: 12,
      vitals: {
        temperature: 38.9,
        pulse: 112,
        respiratory_rate: 22,
        bp_systolic: 108,
        bp_diastolic: 68,
        spo2: 97,
        weight: 61,
        height: 169,
        pain_score: 4,
      },
      assessment: {
        ...calm,
        concern: 'Fever with chills, headache and vomiting for three days',
        onsetDaysBefore: 3,
        muac_cm: 25.5,
      },
    },
    consultation: {
      after: 35,
      room: 'OPD 2',
      complaint: {
        complaint: 'Fever, chills and headache',
        duration: 3,
        duration_unit: 'Days',
        history_of_present_illness:
          'Intermittent high-grade fever with chills and rigors, frontal headache, poor appetite and two episodes of vomiting. Back 12 days ago from seasonal farm work in Metema; slept without a bed net. No cough, urinary symptoms, confusion or dark urine.',
      },
      examination: {
        general_appearance: 'Acutely sick-looking, febrile; not pale, not jaundiced',
        heent: 'Pink conjunctivae, non-icteric sclerae, moist oral mucosa',
        chest: 'Clear; good air entry on both sides',
        cardiovascular: 'Pulse 112/min, regular; S1 and S2 well heard, no murmur',
        abdomen:
          'Soft; spleen palpable 2 cm below the left costal margin, not tender; no hepatomegaly',
        neurological: 'Conscious and oriented; no neck stiffness; no focal deficit',
        skin: 'No rash',
      },
      labs: [
        {
          tests: ['BF', 'CBC'],
          priority: 'Urgent',
          clinical_notes: 'Fever with chills for three days after farm work in Metema',
          reportedAfter: 40,
          results: [
            {
              test: 'BF',
              values: { SPECIES: 'P. falciparum', GRADE: '++' },
              comments: 'Thick and thin films; ++ is 11-100 parasites per 100 thick-film fields',
            },
            { test: 'CBC', values: { HGB: '13.6', WBC: '6.2', PLT: '112' } },
          ],
        },
      ],
      soap: {
        subjective:
          'Three days of fever with chills, headache and two vomits; back 12 days from farm work in Metema.',
        objective:
          'T 38.9 °C, pulse 112/min, BP 108/68 mmHg; spleen 2 cm. Blood film: P. falciparum ++; platelets 112 ×10³/µL.',
        assessment:
          'Uncomplicated P. falciparum malaria: no danger signs (conscious, drinking, no persistent vomiting, jaundice or dark urine).',
        plan: 'Artemether-lumefantrine 20/120 mg, 4 tablets twice daily for 3 days, first dose given here with food; primaquine 15 mg once (0.25 mg/kg). Paracetamol 1 g up to four times a day. Return at once with confusion, persistent vomiting, dark urine or breathlessness; review in 3 days.',
      },
      diagnoses: [{ code: 'B50.9', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 3 }],
    },
    end: { after: 95, status: 'Completed' },
  },
  {
    patient: 'newDiabetic',
    department: 'IM',
    visit_type: 'New',
    reason: 'Thirst and frequent urination for two months',
    arrived: { minutesAgo: 210 },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.7,
        pulse: 86,
        respiratory_rate: 16,
        bp_systolic: 136,
        bp_diastolic: 84,
        spo2: 98,
        weight: 86,
        height: 171,
        random_blood_sugar: 286,
      },
      assessment: {
        ...calm,
        concern: 'Thirst, frequent urination and weight loss for two months',
        onsetDaysBefore: 60,
        muac_cm: 31,
        weight_loss: 'Yes',
      },
    },
    consultation: {
      after: 75,
      room: 'OPD 2',
      complaint: {
        complaint: 'Excessive thirst and frequent urination',
        duration: 2,
        duration_unit: 'Months',
        history_of_present_illness:
          'Passing urine 8 to 10 times a day and twice at night, drinking much more water, and about 5 kg weight loss despite a good appetite; blurred vision at times. No abdominal pain or vomiting. Mother has diabetes.',
      },
      examination: {
        general_appearance: 'Well-looking, overweight, not dehydrated',
        heent: 'No pallor; visual acuity 6/9 in both eyes',
        chest: 'Clear',
        cardiovascular: 'Pulse 86/min regular, BP 136/84 mmHg; normal heart sounds',
        abdomen: 'Soft, not tender; no organomegaly',
        neurological: 'Monofilament sensation intact on both feet',
        skin: 'No foot ulcers or calluses',
      },
      labs: [
        {
          tests: ['UA'],
          priority: 'Routine',
          clinical_notes: 'Random blood sugar 286 mg/dL: ketones and protein?',
          reportedAfter: 25,
          results: [
            {
              test: 'UA',
              values: {
                GLUCOSE: '+++',
                KETONES: 'Negative',
                PROTEIN: 'Negative',
                LEUKOCYTES: 'Negative',
              },
            },
          ],
        },
        {
          tests: ['RFT', 'LIPID'],
          priority: 'Routine',
          clinical_notes: 'Newly diagnosed type 2 diabetes: baseline',
          reportedAfter: 35,
          results: [
            { test: 'RFT', values: { CREAT: '0.9', BUN: '14' } },
            { test: 'LIPID', values: { CHOL: '232', LDL: '151', HDL: '38', TG: '214' } },
          ],
        },
      ],
      soap: {
        subjective:
          'Two months of thirst, polyuria and nocturia with about 5 kg weight loss; mother diabetic.',
        objective:
          'BMI 29.4 kg/m², BP 136/84 mmHg, random blood sugar 286 mg/dL; urine glucose +++ without ketones; LDL 151 mg/dL, triglycerides 214 mg/dL; creatinine 0.9 mg/dL; feet normal.',
        assessment:
          'Type 2 diabetes mellitus, newly diagnosed (random plasma glucose 286 mg/dL with classic symptoms); overweight; dyslipidaemia.',
        plan: 'Metformin 500 mg twice daily with meals, to 1 g twice daily after two weeks if tolerated; atorvastatin 20 mg at night. Diabetes education: diet, 30 minutes of brisk walking on most days, daily foot checks. Eye examination referral. Fasting blood sugar and review in 4 weeks.',
      },
      diagnoses: [
        { code: 'E11.9', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 60 },
        { code: 'E78.5', rank: 'Secondary', certainty: 'Confirmed' },
      ],
      chronic_conditions:
        'Type 2 diabetes mellitus (on metformin); dyslipidaemia (on atorvastatin)',
    },
    end: { after: 130, status: 'Completed' },
  },
  {
    patient: 'newHypertensive',
    department: 'IM',
    visit_type: 'New',
    reason: 'Headache and dizziness for two weeks',
    arrived: { minutesAgo: 160 },
    paid: true,
    triage: {
      after: 12,
      vitals: {
        temperature: 36.8,
        pulse: 88,
        respiratory_rate: 18,
        bp_systolic: 168,
        bp_diastolic: 102,
        spo2: 97,
        weight: 79,
        height: 166,
        pain_score: 3,
      },
      assessment: {
        ...calm,
        concern: 'Headache and dizziness for two weeks',
        onsetDaysBefore: 14,
        muac_cm: 29,
      },
    },
    consultation: {
      after: 20,
      room: 'OPD 3',
      complaint: {
        complaint: 'Occipital headache and dizziness',
        duration: 2,
        duration_unit: 'Weeks',
        history_of_present_illness:
          'Morning headache at the back of the head and light-headedness on standing for two weeks. No chest pain, breathlessness, visual loss or limb weakness. Never told of high blood pressure; father had a stroke at 62. Adds salt at the table; three to four cups of coffee a day.',
      },
      examination: {
        general_appearance: 'Comfortable, not in distress; overweight',
        heent: 'Fundi: arteriolar narrowing; no haemorrhages, exudates or papilloedema',
        chest: 'Clear',
        cardiovascular:
          'Pulse 88/min regular; BP 168/102 right arm and 164/100 left arm, seated after 5 minutes of rest; apex not displaced; no murmur',
        abdomen: 'Soft; no renal bruit',
        neurological: 'Alert; no focal deficit',
      },
      // Sent to the laboratory's cashier, the patient has not come back: the order waits, overdue.
      labs: [
        {
          tests: ['RFT', 'LIPID'],
          priority: 'Routine',
          clinical_notes: 'Raised blood pressure, first visit: baseline tests',
        },
      ],
      imaging: [
        {
          test: 'RAD-ECHO',
          priority: 'Routine',
          clinical_notes:
            'New stage 2 hypertension; ECG with left ventricular hypertrophy by voltage (Sokolow-Lyon 38 mm): LV mass and function',
          orderedAfter: 12,
          scheduled: { after: 25, daysLater: 2, clock: '09:00', room: 'Ultrasound room 1' },
        },
      ],
      soap: {
        subjective:
          'Two weeks of morning occipital headache and dizziness; never treated for blood pressure; father had a stroke.',
        objective:
          'BP 168/102 and 164/100 mmHg after rest; grade 1 hypertensive retinal changes; BMI 28.7 kg/m²; no focal deficit.',
        assessment:
          'Raised blood pressure in the stage 2 range without signs of a hypertensive emergency; hypertension to be confirmed at the review.',
        plan: 'Start amlodipine 5 mg once daily. Less than 5 g of salt a day, weight loss, 30 minutes of walking on most days, less coffee. Renal function and lipid profile today; ECG done (LVH by voltage): echocardiography booked. Review in 4 weeks with home readings.',
      },
      diagnoses: [
        {
          code: 'I10',
          rank: 'Primary',
          certainty: 'Provisional',
          onsetDaysBefore: 14,
          notes: 'Two raised readings today; to be confirmed at the 4-week review',
        },
      ],
    },
    end: { after: 60, status: 'Completed' },
  },
  {
    patient: 'diabetic',
    department: 'IM',
    visit_type: 'Follow-up',
    reason: 'Type 2 diabetes review',
    arrived: { minutesAgo: 95 },
    triage: {
      after: 14,
      vitals: {
        temperature: 36.6,
        pulse: 78,
        respiratory_rate: 16,
        bp_systolic: 128,
        bp_diastolic: 80,
        spo2: 98,
        weight: 87,
        height: 168,
        random_blood_sugar: 162,
      },
      assessment: {
        ...calm,
        concern: 'Diabetes review; no new complaints',
        muac_cm: 30,
        notes: 'Brought a home glucometer diary: fasting readings 120-140 mg/dL',
      },
    },
  },
  {
    patient: 'feverAbdominal',
    department: 'IM',
    visit_type: 'New',
    reason: 'Fever and abdominal pain for a week',
    arrived: { minutesAgo: 70 },
    triage: {
      after: 12,
      vitals: {
        temperature: 38.4,
        pulse: 90,
        respiratory_rate: 18,
        bp_systolic: 110,
        bp_diastolic: 70,
        spo2: 98,
        weight: 58,
        height: 165,
        pain_score: 5,
      },
      assessment: {
        ...calm,
        concern: 'Fever, headache and abdominal pain for a week',
        onsetDaysBefore: 7,
        muac_cm: 24.5,
        weight_loss: 'Unknown',
      },
    },
  },
  {
    patient: 'hypertensive',
    department: 'IM',
    visit_type: 'Follow-up',
    reason: 'Hypertension follow-up',
    arrived: { minutesAgo: 45 },
  },
  {
    patient: 'cough',
    department: 'IM',
    visit_type: 'New',
    reason: 'Cough and fever for five days',
    arrived: { minutesAgo: 20 },
  },
];
