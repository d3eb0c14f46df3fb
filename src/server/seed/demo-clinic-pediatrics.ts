/**
 * Today's walk-ins at the demo hospital's Pediatrics clinic (the other clinics' are in
 * demo-clinic-medicine.ts, demo-clinic-gynecology.ts and demo-clinic-surgery.ts), each a story
 * of the minutes after arrival: a toddler with diarrhoea seen and sent home, a child with
 * pneumonia with the doctor, an earache triaged, two waiting.
 *
 * Clinical content, and where it comes from: WHO, Integrated Management of Childhood Illness
 * (IMCI) chart booklet (2014): fast breathing is 40/min or more at 12 months to 5 years;
 * pneumonia is treated with amoxicillin 40 mg/kg twice daily for 5 days; some dehydration with
 * ORS 75 ml/kg over 4 hours (Plan B) and zinc 20 mg daily for 10 days. A child's weight (and
 * from five, height), left out here, comes from their age (demo-clinical-steps.ts).
 */
import { calm } from './demo-clinic-patients';
import type { VisitStory } from './demo-clinical-types';

export const PEDIATRICS: VisitStory[] = [
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
          tests: ['STOOL'],
          priority: 'Routine',
          clinical_notes: 'Acute watery diarrhoea: parasites or blood?',
          reportedAfter: 30,
          results: [
            {
              test: 'STOOL',
              values: {
                CONSISTENCY: 'Watery',
                RESULT: 'No ova or parasites seen',
                RBC: 'Not seen',
                PUS: 'Few',
              },
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
