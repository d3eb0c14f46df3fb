/**
 * Today's outpatient walk-ins of the demo hospital's Pediatrics, Obstetrics & Gynecology and
 * Surgery clinics (Internal Medicine's are in demo-clinic-medicine.ts), each a story of the
 * minutes after arrival.
 *
 * Clinical content, and where it comes from:
 * - Children: WHO, Integrated Management of Childhood Illness (IMCI) chart booklet (2014):
 *   fast breathing 40/min or more at 12 months to 5 years; pneumonia treated with amoxicillin
 *   40 mg/kg twice daily for 5 days; some dehydration treated with ORS 75 ml/kg over 4 hours
 *   (Plan B) and zinc 20 mg daily for 10 days. A child's weight and height, left out here, come
 *   from their age (demo-clinical-plan.ts).
 * - Antenatal care: WHO recommendations on antenatal care for a positive pregnancy experience
 *   (2016): eight contacts (at 12, 20, 26, 30, 34, 36, 38 and 40 weeks), daily iron and folic
 *   acid, tetanus toxoid, counselling on danger signs.
 * - Cystitis: Ethiopian Food and Drug Authority, Standard Treatment Guidelines for General
 *   Hospital, 4th edition (2021): nitrofurantoin 100 mg twice daily for 5 days.
 * - Appendicitis: the Alvarado score (Alvarado, Annals of Emergency Medicine 1986;15:557):
 *   migration, anorexia, vomiting, right iliac fossa tenderness (2), rebound, fever,
 *   leucocytosis (2) and neutrophilia, 10 of 10 here.
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

const PEDIATRICS: VisitStory[] = [
  {
    patient: 'toddler',
    department: 'PED',
    visit_type: 'New',
    reason: 'Diarrhoea and vomiting for three days',
    arrived: { minutesAgo: 200 },
    paid: true,
    triage: {
      after: 10,
      vitals: { temperature: 37.8, pulse: 128, respiratory_rate: 30, spo2: 98 },
      assessment: {
        concern: 'Watery diarrhoea and vomiting for three days',
        onsetDaysBefore: 3,
        muac_cm: 13.8,
        weight_loss: 'Unknown',
      },
    },
    consultation: {
      after: 30,
      room: 'OPD 4',
      complaint: {
        complaint: 'Watery diarrhoea',
        duration: 3,
        duration_unit: 'Days',
        history_of_present_illness:
          'Five to six watery stools a day without blood; vomited twice today; drinking eagerly; passing less urine. Breastfed and eating family food. Vaccinated for age, rotavirus included.',
      },
      examination: {
        general_appearance: 'Restless and irritable; drinks eagerly',
        heent: 'Sunken eyes; dry lips and mouth; no tears when crying',
        chest: 'Clear; respiratory rate 30/min',
        cardiovascular: 'Pulse 128/min, good volume; capillary refill under 2 seconds',
        abdomen: 'Soft, not distended; active bowel sounds',
        skin: 'Skin pinch goes back slowly (under 2 seconds)',
      },
      labs: [
        {
          tests: ['Stool Examination'],
          specimen: 'Stool',
          priority: 'Routine',
          clinical_notes: 'Acute watery diarrhoea: parasites or blood?',
          reportedAfter: 30,
          results: [
            {
              test_name: 'Stool examination',
              result_value: 'Watery; no ova or parasites seen; no red cells; 0-2 pus cells/HPF',
              reference_range: 'No ova, parasites or red cells',
              flag: 'Normal',
            },
          ],
        },
      ],
      soap: {
        subjective: 'Three days of watery diarrhoea without blood and two vomits today.',
        objective:
          'Restless, sunken eyes, skin pinch slow; T 37.8 °C; stool: no ova, parasites or red cells.',
        assessment: 'Acute watery diarrhoea with some dehydration (IMCI).',
        plan: 'ORS 75 ml/kg over 4 hours here (Plan B), then Plan A at home: keep breastfeeding and feeding, ORS after each loose stool; zinc 20 mg once daily for 10 days. Return at once if unable to drink, blood in the stool or getting worse.',
      },
      diagnoses: [
        { code: 'A09.0', rank: 'Primary', certainty: 'Provisional', onsetDaysBefore: 3 },
        { code: 'E86', rank: 'Secondary', certainty: 'Confirmed' },
      ],
    },
    end: { after: 80, status: 'Completed' },
  },
  {
    patient: 'pneumoniaChild',
    department: 'PED',
    visit_type: 'New',
    reason: 'Cough and fever',
    arrived: { minutesAgo: 110 },
    paid: true,
    triage: {
      after: 8,
      vitals: { temperature: 38.7, pulse: 140, respiratory_rate: 48, spo2: 94 },
      assessment: { concern: 'Cough and fever for four days', onsetDaysBefore: 4, muac_cm: 14.2 },
    },
    consultation: {
      after: 85,
      room: 'OPD 4',
      complaint: {
        complaint: 'Cough and fever',
        duration: 4,
        duration_unit: 'Days',
        history_of_present_illness:
          'Cough and fever for four days, fast breathing since yesterday; still breastfeeding and drinking; no convulsions, not lethargic. An older sibling had a cold last week.',
      },
      examination: {
        general_appearance: 'Febrile, alert, not lethargic',
        heent: 'Moist mucosa; ears and throat normal',
        chest:
          'Respiratory rate 48/min (fast for age); no lower chest wall indrawing, no stridor; crackles at the right base',
        cardiovascular: 'Pulse 140/min; capillary refill under 2 seconds',
        abdomen: 'Soft; no organomegaly',
      },
      soap: {
        subjective: 'Four days of cough and fever, fast breathing since yesterday; feeding well.',
        objective:
          'T 38.7 °C, RR 48/min, SpO2 94%; no chest indrawing or general danger sign; crackles at the right base.',
        assessment:
          'Pneumonia (IMCI: fast breathing without chest indrawing or a general danger sign).',
        plan: 'Amoxicillin 40 mg/kg twice daily for 5 days; paracetamol for fever; keep breastfeeding. Follow up in 3 days; return at once with chest indrawing, inability to drink or convulsions.',
      },
      diagnoses: [{ code: 'J18.9', rank: 'Primary', certainty: 'Provisional', onsetDaysBefore: 4 }],
    },
  },
  {
    patient: 'earChild',
    department: 'PED',
    visit_type: 'New',
    reason: 'Ear pain and fever',
    arrived: { minutesAgo: 60 },
    triage: {
      after: 9,
      vitals: { temperature: 37.9, pulse: 104, respiratory_rate: 22, spo2: 99, pain_score: 5 },
      assessment: {
        ...calm,
        concern: 'Right ear pain and fever for two days',
        onsetDaysBefore: 2,
        muac_cm: 17.5,
      },
    },
  },
  {
    patient: 'rashChild',
    department: 'PED',
    visit_type: 'New',
    reason: 'Itchy skin rash for a week',
    arrived: { minutesAgo: 35 },
  },
  {
    patient: 'infant',
    department: 'PED',
    visit_type: 'Follow-up',
    reason: 'Routine growth monitoring',
    arrived: { minutesAgo: 12 },
  },
];

const GYNECOLOGY: VisitStory[] = [
  {
    patient: 'antenatal',
    department: 'OBGYN',
    visit_type: 'Follow-up',
    reason: 'Antenatal care visit',
    arrived: { minutesAgo: 180 },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 36.7,
        pulse: 86,
        respiratory_rate: 18,
        bp_systolic: 112,
        bp_diastolic: 72,
        spo2: 98,
        weight: 63.5,
        height: 160,
      },
      assessment: {
        ...calm,
        concern: 'Antenatal care; feels the baby move well',
        pregnancy_status: 'Pregnant',
        lmpDaysAgo: 182,
        muac_cm: 25,
      },
    },
    consultation: {
      after: 40,
      room: 'OPD 6',
      complaint: { complaint: 'Antenatal care visit; no complaints' },
      examination: {
        general_appearance: 'Well; not pale',
        cardiovascular: 'BP 112/72 mmHg; no leg oedema',
        abdomen:
          'Fundal height 26 cm, fits dates; single fetus, longitudinal lie, cephalic; fetal heart 144/min, regular',
        genitourinary: 'No bleeding or abnormal discharge reported',
      },
      soap: {
        subjective: '26 weeks by LMP; good fetal movements; no bleeding, headache or leg swelling.',
        objective:
          'BP 112/72 mmHg; weight 63.5 kg (5.5 kg gained since booking); fundal height 26 cm; fetal heart 144/min.',
        assessment: 'Intrauterine pregnancy at 26 weeks, progressing normally.',
        plan: 'Continue iron and folic acid daily; second tetanus-diphtheria dose given; counselled on danger signs (bleeding, severe headache, blurred vision, fewer fetal movements); next contact at 30 weeks.',
      },
      diagnoses: [{ code: 'Z34.0', rank: 'Primary', certainty: 'Confirmed' }],
    },
    end: { after: 60, status: 'Completed' },
  },
  {
    patient: 'cystitis',
    department: 'OBGYN',
    visit_type: 'New',
    reason: 'Burning on urination',
    arrived: { minutesAgo: 100 },
    paid: true,
    triage: {
      after: 10,
      vitals: {
        temperature: 37.6,
        pulse: 92,
        respiratory_rate: 18,
        bp_systolic: 118,
        bp_diastolic: 76,
        spo2: 99,
        weight: 57,
        height: 158,
        pain_score: 4,
      },
      assessment: {
        ...calm,
        concern: 'Burning on urination and frequency for three days',
        onsetDaysBefore: 3,
        pregnancy_status: 'Not pregnant',
        lmpDaysAgo: 16,
        muac_cm: 25,
      },
    },
    consultation: {
      after: 45,
      room: 'OPD 6',
      complaint: {
        complaint: 'Burning on urination and frequency',
        duration: 3,
        duration_unit: 'Days',
        history_of_present_illness:
          'Burning pain on passing urine, frequency and urgency for three days, with lower abdominal discomfort. No fever, flank pain or vaginal discharge. Last menstrual period 16 days ago; contraceptive implant.',
      },
      examination: {
        general_appearance: 'Comfortable',
        abdomen: 'Mild suprapubic tenderness; no costovertebral angle tenderness',
        genitourinary: 'No vaginal discharge on inspection',
      },
      labs: [
        {
          tests: ['Urinalysis'],
          specimen: 'Urine',
          priority: 'Routine',
          clinical_notes: 'Dysuria and frequency for three days',
          reportedAfter: 25,
          results: [
            {
              test_name: 'Urinalysis',
              result_value: 'Leukocyte esterase ++; nitrite positive; blood +; protein trace',
              reference_range: 'All negative',
              flag: 'High',
            },
            {
              test_name: 'Urine microscopy',
              result_value: '20-25 white cells/HPF; bacteria seen',
              reference_range: '0-5 white cells/HPF',
              flag: 'High',
            },
          ],
        },
      ],
      soap: {
        subjective: 'Three days of dysuria, frequency and urgency; no fever or flank pain.',
        objective:
          'T 37.6 °C; suprapubic tenderness, no flank tenderness; urine: leukocytes ++, nitrite positive, 20-25 white cells/HPF.',
        assessment: 'Acute uncomplicated cystitis (lower urinary tract infection); not pregnant.',
        plan: 'Nitrofurantoin 100 mg twice daily for 5 days; plenty of fluids; return with fever, flank pain or symptoms after 3 days.',
      },
      diagnoses: [{ code: 'N39.0', rank: 'Primary', certainty: 'Confirmed', onsetDaysBefore: 3 }],
    },
  },
  {
    patient: 'pelvicPain',
    department: 'OBGYN',
    visit_type: 'New',
    reason: 'Painful periods',
    arrived: { minutesAgo: 50 },
    triage: {
      after: 10,
      vitals: {
        temperature: 36.8,
        pulse: 84,
        respiratory_rate: 16,
        bp_systolic: 110,
        bp_diastolic: 70,
        spo2: 99,
        weight: 52,
        height: 156,
        pain_score: 6,
      },
      assessment: {
        ...calm,
        concern: 'Cramping lower abdominal pain with each period',
        onsetDaysBefore: 1,
        pregnancy_status: 'Not pregnant',
        lmpDaysAgo: 1,
        muac_cm: 23.5,
      },
    },
  },
  {
    patient: 'familyPlanning',
    department: 'OBGYN',
    visit_type: 'New',
    reason: 'Family planning counselling',
    arrived: { minutesAgo: 25 },
  },
];

const SURGERY: VisitStory[] = [
  {
    patient: 'appendicitis',
    department: 'SURG',
    visit_type: 'Referral',
    referred_from: 'Kality Health Center',
    reason: 'Right lower abdominal pain: suspected appendicitis',
    arrived: { minutesAgo: 130 },
    paid: true,
    triage: {
      after: 6,
      vitals: {
        temperature: 38.1,
        pulse: 104,
        respiratory_rate: 20,
        bp_systolic: 122,
        bp_diastolic: 76,
        spo2: 98,
        weight: 66,
        height: 172,
        pain_score: 7,
      },
      assessment: {
        ...calm,
        concern: 'Right lower abdominal pain since yesterday evening',
        onsetDaysBefore: 1,
        muac_cm: 26,
      },
    },
    consultation: {
      after: 40,
      room: 'OPD 8',
      complaint: {
        complaint: 'Right lower abdominal pain',
        duration: 18,
        duration_unit: 'Hours',
        history_of_present_illness:
          'Pain began around the navel yesterday evening and moved to the right lower abdomen overnight; worse on walking and coughing. Lost appetite, vomited once. No diarrhoea, urinary symptoms or earlier similar pain. Referred from Kality Health Center with suspected appendicitis.',
      },
      examination: {
        general_appearance: 'Lies still, in pain; febrile',
        chest: 'Clear',
        cardiovascular: 'Pulse 104/min, regular',
        abdomen:
          "Tenderness and guarding in the right iliac fossa, maximal at McBurney's point; rebound tenderness; Rovsing's sign positive; bowel sounds present",
        genitourinary: 'No costovertebral angle tenderness',
      },
      labs: [
        {
          tests: ['Complete Blood Count (CBC)'],
          specimen: 'Blood',
          priority: 'Urgent',
          clinical_notes: 'Suspected acute appendicitis',
          reportedAfter: 30,
          results: [
            {
              test_name: 'White cell count',
              result_value: '14.6',
              unit: '×10³/µL',
              reference_range: '4.0-11.0',
              flag: 'High',
            },
            {
              test_name: 'Neutrophils',
              result_value: '84',
              unit: '%',
              reference_range: '40-75',
              flag: 'High',
            },
            {
              test_name: 'Haemoglobin',
              result_value: '14.1',
              unit: 'g/dL',
              reference_range: { Male: '13.0-17.0', Female: '12.0-15.5' },
              flag: 'Normal',
            },
          ],
        },
      ],
      soap: {
        subjective:
          'Periumbilical pain moving to the right lower abdomen over 18 hours, with anorexia and one vomit.',
        objective:
          'T 38.1 °C, pulse 104/min; right iliac fossa tenderness with guarding and rebound; WBC 14.6 ×10³/µL, neutrophils 84%.',
        assessment: 'Acute appendicitis (Alvarado score 10 of 10).',
        plan: "Nil by mouth; IV Ringer's lactate; ceftriaxone 1 g and metronidazole 500 mg IV; analgesia. Consent for appendicectomy; admit to the surgical ward for theatre today.",
      },
      diagnoses: [{ code: 'K35.8', rank: 'Primary', certainty: 'Provisional', onsetDaysBefore: 1 }],
    },
  },
  {
    patient: 'hernia',
    department: 'SURG',
    visit_type: 'New',
    reason: 'Groin swelling',
    arrived: { minutesAgo: 80 },
    triage: {
      after: 15,
      vitals: {
        temperature: 36.6,
        pulse: 76,
        respiratory_rate: 16,
        bp_systolic: 128,
        bp_diastolic: 82,
        spo2: 98,
        weight: 70,
        height: 170,
        pain_score: 2,
      },
      assessment: {
        ...calm,
        concern: 'Swelling in the right groin for six months, bigger on standing',
        onsetDaysBefore: 180,
        muac_cm: 27,
      },
    },
  },
  {
    patient: 'sutures',
    department: 'SURG',
    visit_type: 'Follow-up',
    reason: 'Suture removal',
    arrived: { minutesAgo: 40 },
  },
  {
    patient: 'neckSwelling',
    department: 'SURG',
    visit_type: 'New',
    reason: 'Swelling on the front of the neck',
    arrived: { minutesAgo: 15 },
  },
];

/** The three clinics' day. */
export const OTHER_CLINICS: VisitStory[] = [...PEDIATRICS, ...GYNECOLOGY, ...SURGERY];
