/**
 * The patients lying in the demo hospital's wards on the seed's day (demo-wards-layout.ts),
 * two discharged and one with discharge ordered. Common reasons for admission in Ethiopian
 * general hospitals (Federal Ministry of Health, Health and Health-related Indicators, 2021/22:
 * pneumonia, malaria, heart failure, stroke, severe acute malnutrition, pre-eclampsia,
 * injuries), each with its ICD-10 code from the seeded catalogue (WHO ICD-10, 2019) and a reason
 * as a ward doctor writes it; treatment lines follow the Ethiopian Standard Treatment Guidelines
 * for General Hospitals (EFDA, 2021). Three more, each kept on a protocol chart of its own:
 * demo-admissions-charted.ts.
 */

import { CHARTED_ADMISSIONS } from './demo-admissions-charted';

/**
 * Who a story needs: an adult, an older adult, a child under 15, a woman of 18 to 45, an adult
 * of 18 to 35, a child of 6 to 12.
 */
export type Fits = 'adult' | 'elder' | 'child' | 'woman' | 'young' | 'school child';

export interface PlannedAdmission {
  /** How other seeds find it (demoAdmissionIds). */
  key: string;
  /** The emergency story's patient it comes from (its emergency, disposed Admitted), if any. */
  emergency?: 'stroke';
  fits: Fits;
  bed: string;
  /** Physician post (demo-tables.ts PHYSICIAN_POSTS) of the admitting doctor. */
  doctor: number;
  /** Days before the seed's day, and the hospital's time of day (for today: minutes ago). */
  daysAgo: number;
  time: string;
  code: string;
  reason: string;
  /** Discharge ordered (and, for Discharged, done) at these days ago and times. */
  discharge?: {
    disposition: string;
    ordered: [number, string];
    discharged?: [number, string];
  };
}

const IM = 0;
const PED = 2;
const OBGYN = 4;
const SURG = 6;
const ORTHO = 7;

export const DEMO_ADMISSIONS: PlannedAdmission[] = [
  {
    key: 'stroke',
    emergency: 'stroke',
    fits: 'adult',
    bed: 'MED-101-A',
    doctor: IM,
    daysAgo: 0,
    time: 'emergency',
    code: 'I63.9',
    reason:
      'Acute ischaemic stroke noticed on waking (CT head: no haemorrhage), outside the thrombolysis window: aspirin after swallow screen, BP control, stroke care',
  },
  {
    key: 'pneumonia',
    fits: 'adult',
    bed: 'MED-101-B',
    doctor: IM,
    daysAgo: 3,
    time: '14:20',
    code: 'J18.9',
    reason:
      'Severe community-acquired pneumonia (CURB-65 of 3, SpO2 89% on air): oxygen, IV ceftriaxone',
  },
  {
    key: 'heart-failure',
    fits: 'elder',
    bed: 'MED-101-C',
    doctor: IM,
    daysAgo: 5,
    time: '11:05',
    code: 'I50.9',
    reason:
      'Decompensated heart failure, NYHA IV, bilateral leg oedema: IV furosemide, fluid restriction, daily weights',
  },
  {
    key: 'typhoid',
    fits: 'adult',
    bed: 'MED-102-A',
    doctor: IM,
    daysAgo: 2,
    time: '16:45',
    code: 'A01.0',
    reason:
      'Typhoid fever with persistent high fever and vomiting, unable to take oral treatment: IV ceftriaxone, fluids',
  },
  {
    key: 'malaria',
    fits: 'adult',
    bed: 'MED-102-B',
    doctor: IM,
    daysAgo: 1,
    time: '22:40',
    code: 'B50.9',
    reason:
      'Severe falciparum malaria (prostration, parasitaemia 5%): IV artesunate, glucose checks every 4 hours',
  },
  {
    key: 'tuberculosis',
    fits: 'adult',
    bed: 'MED-103-A',
    doctor: IM,
    daysAgo: 6,
    time: '10:30',
    code: 'A15.0',
    reason:
      'Smear-positive pulmonary tuberculosis with haemoptysis and weight loss: start RHZE, nutrition support, contact tracing',
    discharge: { disposition: 'Home', ordered: [0, '06:30'] },
  },
  {
    key: 'gi-bleed',
    fits: 'adult',
    bed: 'MED-103-B',
    doctor: IM,
    daysAgo: 2,
    time: '03:15',
    code: 'K92.2',
    reason:
      'Upper gastrointestinal bleeding (melaena, Hb 7.2 g/dL): transfusion, IV omeprazole, endoscopy referral',
  },
  {
    key: 'copd',
    fits: 'elder',
    bed: 'MED-104-A',
    doctor: IM,
    daysAgo: 4,
    time: '09:50',
    code: 'J44.1',
    reason:
      'Acute exacerbation of COPD with respiratory distress: controlled oxygen, nebulised salbutamol, prednisolone',
  },
  {
    key: 'kidney',
    fits: 'adult',
    bed: 'MED-105-A',
    doctor: IM,
    daysAgo: 3,
    time: '13:10',
    code: 'N18.5',
    reason:
      'End-stage kidney disease with fluid overload and potassium 6.4 mmol/L: emergency dialysis referral, potassium lowering',
  },
  {
    key: 'appendicitis',
    fits: 'adult',
    bed: 'SURG-201-A',
    doctor: SURG,
    daysAgo: 1,
    time: '19:25',
    code: 'K35.8',
    reason:
      'Acute appendicitis (Alvarado score 8): appendicectomy, IV ceftriaxone and metronidazole',
  },
  {
    key: 'hip-fracture',
    fits: 'elder',
    bed: 'SURG-201-B',
    doctor: ORTHO,
    daysAgo: 4,
    time: '15:40',
    code: 'S72.0',
    reason:
      'Fracture of the neck of the left femur after a fall at home: analgesia, skin traction, hemiarthroplasty planned',
  },
  {
    key: 'obstruction',
    fits: 'adult',
    bed: 'SURG-202-A',
    doctor: SURG,
    daysAgo: 2,
    time: '08:35',
    code: 'K56.6',
    reason:
      'Intestinal obstruction (distension, absolute constipation for 3 days): nil by mouth, nasogastric drip and suck, IV fluids',
  },
  {
    key: 'hernia',
    fits: 'adult',
    bed: 'SURG-202-B',
    doctor: SURG,
    daysAgo: 1,
    time: '07:30',
    code: 'K40.9',
    reason: 'Right inguinal hernia for elective repair tomorrow morning',
  },
  {
    key: 'tibia',
    fits: 'adult',
    bed: 'SURG-203-A',
    doctor: ORTHO,
    daysAgo: 3,
    time: '21:15',
    code: 'S82.2',
    reason:
      'Closed fracture of the right tibial shaft in a road traffic collision: backslab, elevation, open reduction planned',
  },
  {
    key: 'malnutrition',
    fits: 'child',
    bed: 'PED-301-A',
    doctor: PED,
    daysAgo: 5,
    time: '10:10',
    code: 'E43',
    reason:
      'Severe acute malnutrition with oedema (++), poor appetite test: F-75 therapeutic milk, antibiotics, stabilisation phase',
  },
  {
    key: 'asthma',
    fits: 'child',
    bed: 'PED-301-B',
    doctor: PED,
    daysAgo: 1,
    time: '02:50',
    code: 'J45.9',
    reason:
      'Acute severe asthma not responding to three salbutamol doses at home: oxygen, nebulised salbutamol, oral prednisolone',
  },
  {
    key: 'anaemia',
    fits: 'child',
    bed: 'PED-302-A',
    doctor: PED,
    daysAgo: 2,
    time: '12:00',
    code: 'D64.9',
    reason:
      'Severe anaemia (Hb 5.1 g/dL) with tachycardia: blood transfusion, malaria and stool work-up',
  },
  {
    key: 'pre-eclampsia',
    fits: 'woman',
    bed: 'MAT-401-A',
    doctor: OBGYN,
    daysAgo: 2,
    time: '17:20',
    code: 'O14.1',
    reason:
      'Severe pre-eclampsia at 36 weeks (BP 168/112 mmHg, proteinuria 3+): magnesium sulfate, labetalol, delivery planned',
  },
  {
    key: 'postpartum-haemorrhage',
    fits: 'woman',
    bed: 'MAT-401-B',
    doctor: OBGYN,
    daysAgo: 1,
    time: '05:45',
    code: 'O72.1',
    reason:
      'Postpartum haemorrhage after home delivery (estimated loss 1,000 mL): oxytocin infusion, transfusion, monitoring',
  },
  {
    key: 'sepsis',
    fits: 'adult',
    bed: 'ICU-1-A',
    doctor: IM,
    daysAgo: 3,
    time: '23:30',
    code: 'A41.9',
    reason:
      'Septic shock of urinary source (MAP 58 mmHg after fluids): noradrenaline, IV meropenem, hourly urine output',
  },
  {
    key: 'myocardial-infarction',
    fits: 'elder',
    bed: 'ICU-1-B',
    doctor: IM,
    daysAgo: 2,
    time: '06:10',
    code: 'I21.9',
    reason:
      'Acute ST-elevation myocardial infarction, presented after 14 hours: aspirin, clopidogrel, heparin, statin, monitoring',
  },
  {
    key: 'private-pneumonia',
    fits: 'adult',
    bed: 'PVT-501-A',
    doctor: IM,
    daysAgo: 2,
    time: '18:05',
    code: 'J15.9',
    reason:
      'Bacterial pneumonia in a patient with diabetes, asked for a private room: IV ceftriaxone, glucose monitoring',
  },
  {
    key: 'urinary-infection',
    fits: 'adult',
    bed: 'MED-104-B',
    doctor: IM,
    daysAgo: 4,
    time: '11:30',
    code: 'N39.0',
    reason:
      'Pyelonephritis with vomiting, unable to keep oral antibiotics down: IV ceftriaxone, fluids',
    discharge: { disposition: 'Home', ordered: [0, '05:30'], discharged: [0, '06:40'] },
  },
  {
    key: 'febrile-convulsion',
    fits: 'child',
    bed: 'PED-302-B',
    doctor: PED,
    daysAgo: 2,
    time: '20:15',
    code: 'R56.0',
    reason:
      'Simple febrile convulsion with otitis media, observation for 24 hours: paracetamol, amoxicillin',
    discharge: { disposition: 'Home', ordered: [1, '14:00'], discharged: [1, '16:00'] },
  },
  // Ketoacidosis, nephrotic syndrome and a head injury, last so the stories above keep theirs.
  ...CHARTED_ADMISSIONS,
];

/** A bed taken out of service on the seed's day (its workflow's reason). */
export const OUT_OF_SERVICE = {
  bed: 'SURG-203-D',
  reason: 'Bed frame broken: waiting for maintenance',
};
