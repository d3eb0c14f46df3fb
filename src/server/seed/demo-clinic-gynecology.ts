/**
 * Today's walk-ins at the demo hospital's Obstetrics & Gynecology clinic, each a story of the
 * minutes after arrival: an antenatal contact at 26 weeks done (the same mother's earlier
 * contacts are in demo-clinic-past.ts), a cystitis with the doctor, painful periods triaged,
 * family planning waiting.
 *
 * Clinical content, and where it comes from:
 * - Antenatal care: WHO recommendations on antenatal care for a positive pregnancy experience
 *   (2016): eight contacts (at 12, 20, 26, 30, 34, 36, 38 and 40 weeks), daily iron and folic
 *   acid, tetanus toxoid, counselling on danger signs.
 * - Cystitis: Ethiopian Food and Drug Authority, Standard Treatment Guidelines for General
 *   Hospital, 4th edition (2021): nitrofurantoin 100 mg twice daily for 5 days; a culture for a
 *   recurrence (European Association of Urology, Guidelines on Urological Infections, 2024).
 * - Gestational diabetes: a 75 g oral glucose tolerance test at 24-28 weeks, diagnosed by a
 *   fasting glucose of 92 mg/dL or more or 153 mg/dL or more at two hours (WHO, Diagnostic
 *   criteria and classification of hyperglycaemia first detected in pregnancy, 2013).
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

export const GYNECOLOGY: VisitStory[] = [
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
        notes: 'Came fasting for her glucose tolerance test, as asked at the last contact',
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
      // The two-hour test outlasts the visit: its values wait for the Lab Manager's check.
      labs: [
        {
          tests: ['OGTT'],
          priority: 'Routine',
          clinical_notes: '26 weeks, fasting: 75 g OGTT for gestational diabetes (24-28 weeks)',
          reportedAfter: 128,
          results: [{ test: 'OGTT', values: { GLU0: '84', GLU120: '126' } }],
          unverified: true,
        },
      ],
      soap: {
        subjective: '26 weeks by LMP; good fetal movements; no bleeding, headache or leg swelling.',
        objective:
          'BP 112/72 mmHg; weight 63.5 kg (5.5 kg gained since booking); fundal height 26 cm; fetal heart 144/min.',
        assessment: 'Intrauterine pregnancy at 26 weeks, progressing normally.',
        plan: 'Continue iron and folic acid daily; second tetanus-diphtheria dose given; 75 g glucose tolerance test at the laboratory now (two hours); counselled on danger signs (bleeding, severe headache, blurred vision, fewer fetal movements); next contact at 30 weeks.',
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
          'Burning pain on passing urine, frequency and urgency for three days, with lower abdominal discomfort. No fever, flank pain or vaginal discharge. Treated for a urine infection at a health centre four months ago. Last menstrual period 16 days ago; contraceptive implant.',
      },
      examination: {
        general_appearance: 'Comfortable',
        abdomen: 'Mild suprapubic tenderness; no costovertebral angle tenderness',
        genitourinary: 'No vaginal discharge on inspection',
      },
      labs: [
        {
          tests: ['UA'],
          priority: 'Routine',
          clinical_notes: 'Dysuria and frequency for three days',
          reportedAfter: 25,
          results: [
            {
              test: 'UA',
              values: {
                LEUKOCYTES: '++',
                NITRITE: 'Positive',
                BLOOD: '+',
                PROTEIN: 'Trace',
                WBC_HPF: '22',
                BACTERIA: 'Moderate',
              },
            },
          ],
        },
        // A culture takes three days: its sample is in, its result to come.
        {
          tests: ['UCS'],
          priority: 'Routine',
          clinical_notes: 'Second cystitis in four months: midstream urine before antibiotics',
          collectedAfter: 6,
        },
      ],
      soap: {
        subjective: 'Three days of dysuria, frequency and urgency; no fever or flank pain.',
        objective:
          'T 37.6 °C; suprapubic tenderness, no flank tenderness; urine: leukocytes ++, nitrite positive, 20-25 white cells/HPF.',
        assessment:
          'Acute uncomplicated cystitis (lower urinary tract infection), the second in four months; not pregnant.',
        plan: 'Nitrofurantoin 100 mg twice daily for 5 days; plenty of fluids; urine culture sent, treatment to be adjusted to its sensitivities in 3 days; return with fever or flank pain.',
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
