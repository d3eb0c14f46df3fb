/**
 * What the demo's doctors prescribe at the clinical day's visits (demo-clinic-*.ts,
 * demo-emergency-stories.ts), as each story's plan says, and what the pharmacy does with it.
 * Doses, frequencies and durations follow the story's SOAP plan and the Ethiopian Standard
 * Treatment Guidelines for General Hospitals (EFDA, 4th edition, 2021): artemether-lumefantrine
 * 4 tablets twice daily for 3 days with single-dose primaquine 0.25 mg/kg for P. falciparum
 * (National Malaria Guidelines, 2022); amoxicillin 40 mg/kg twice daily for 5 days for a child's
 * pneumonia (WHO IMCI); ORS and zinc 20 mg daily for 10 days for diarrhoea; nitrofurantoin
 * 100 mg twice daily for 5 days for cystitis; iron and folic acid daily in pregnancy (WHO
 * antenatal care recommendations, 2016); cefazolin 2 g IV before surgery (ASHP/IDSA/SIS/SHEA
 * surgical prophylaxis guideline, 2013, which allows it when a penicillin allergy was not
 * anaphylaxis). Quantities are worked out by the prescription rule unless given here.
 *
 * A visit is found by its reason (today's, or the latest past one); an emergency by the start
 * of its chief complaint. `fate`: left Active for the pharmacist; dispensed (and paid at the
 * Pharmacy Cashier); dispensed partly, the row marked `onHand` getting what the pharmacy holds.
 */

export interface PlannedItem {
  product: string;
  dose: number;
  /** A unit of measurement's code (formulary-reference.ts). */
  unit: string;
  frequency: string;
  duration_days: number;
  /** Only where the rule cannot work it out (as needed, an injection dosed by mass). */
  quantity?: number;
  instructions?: string;
  /** Given only when the patient's recorded allergies match (the rule asks for it). */
  override?: string;
  /** Partly dispensed: this row gets what the pharmacy holds, no more than prescribed. */
  onHand?: true;
}

export type Fate = 'active' | 'dispensed' | 'paid' | 'partly';

export interface PlannedPrescription {
  site: { reason: string; when: 'today' | 'past' } | { emergency: string };
  diagnosis: string;
  notes?: string;
  pharmacy: 'OPD-PHARM' | 'IPD-PHARM';
  fate: Fate;
  items: readonly PlannedItem[];
  /** The patient brings some back unopened before paying (a Patient Return). */
  returned?: { product: string; quantity: number; reason: string; after: number };
}

const past = (reason: string) => ({ reason, when: 'past' as const });
const today = (reason: string) => ({ reason, when: 'today' as const });

export const PRESCRIPTIONS: readonly PlannedPrescription[] = [
  {
    site: past('Type 2 diabetes review'),
    diagnosis: 'Type 2 diabetes mellitus',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      {
        product: 'MET-500-TAB',
        dose: 1000,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 42,
        instructions: 'With breakfast and supper',
      },
      {
        product: 'GLB-5-TAB',
        dose: 5,
        unit: 'mg',
        frequency: 'Once daily',
        duration_days: 42,
        instructions: 'Before breakfast; take sugar at once if sweating or shaking',
      },
    ],
  },
  {
    site: past('Fever, headache and abdominal pain'),
    diagnosis: 'Typhoid fever (provisional)',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      { product: 'CPX-500-TAB', dose: 500, unit: 'mg', frequency: 'Twice daily', duration_days: 7 },
      {
        product: 'PCM-500-TAB',
        dose: 1000,
        unit: 'mg',
        frequency: 'Three times daily',
        duration_days: 3,
      },
    ],
  },
  {
    site: past('Hypertension follow-up'),
    diagnosis: 'Essential hypertension with dyslipidaemia',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      { product: 'AML-10-TAB', dose: 10, unit: 'mg', frequency: 'Once daily', duration_days: 28 },
      {
        product: 'HCT-25-TAB',
        dose: 12.5,
        unit: 'mg',
        frequency: 'Once daily',
        duration_days: 28,
        instructions: 'Half a tablet each morning',
      },
      { product: 'ATV-20-TAB', dose: 20, unit: 'mg', frequency: 'At night', duration_days: 28 },
    ],
  },
  {
    site: past('Chronic kidney disease review'),
    diagnosis: 'Hypertensive chronic kidney disease with anaemia of CKD',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      { product: 'LIS-5-TAB', dose: 5, unit: 'mg', frequency: 'Once daily', duration_days: 28 },
      { product: 'AML-10-TAB', dose: 10, unit: 'mg', frequency: 'Once daily', duration_days: 28 },
      {
        product: 'EPO-4000-INJ',
        dose: 4000,
        unit: 'IU',
        frequency: 'Weekly',
        duration_days: 28,
        quantity: 4,
        instructions: 'Keep in the refrigerator (2-8 °C); injected at the clinic each week',
      },
    ],
  },
  {
    site: past('Burning upper abdominal pain'),
    diagnosis: 'Chronic gastritis, Helicobacter pylori positive',
    notes:
      'Clarithromycin 500 mg twice daily for 14 days is not on the formulary: bought at a community pharmacy',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      {
        product: 'OME-20-CAP',
        dose: 20,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 14,
        instructions: 'Half an hour before breakfast and supper',
      },
      {
        product: 'AMOX-500-CAP',
        dose: 1000,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 14,
      },
    ],
  },
  {
    site: past('Antenatal care visit'),
    diagnosis: 'Normal pregnancy, second trimester',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      { product: 'FEFOL-TAB', dose: 1, unit: 'tab', frequency: 'Once daily', duration_days: 42 },
      {
        product: 'MEB-500-TAB',
        dose: 500,
        unit: 'mg',
        frequency: 'Once only',
        duration_days: 1,
        instructions: 'Chew and swallow',
      },
    ],
  },
  {
    site: today('Fever, chills and headache for three days'),
    diagnosis: 'Plasmodium falciparum malaria, uncomplicated',
    pharmacy: 'OPD-PHARM',
    fate: 'paid',
    items: [
      {
        product: 'AL-20-120-TAB',
        dose: 4,
        unit: 'tab',
        frequency: 'Twice daily',
        duration_days: 3,
        instructions: 'With food or milk; repeat the dose if vomited within an hour',
      },
      { product: 'PQ-7-5-TAB', dose: 15, unit: 'mg', frequency: 'Once only', duration_days: 1 },
      {
        product: 'PCM-500-TAB',
        dose: 1000,
        unit: 'mg',
        frequency: 'Four times daily',
        duration_days: 3,
      },
    ],
  },
  {
    site: today('Diarrhoea and vomiting for three days'),
    diagnosis: 'Acute watery diarrhoea with some dehydration',
    pharmacy: 'OPD-PHARM',
    fate: 'dispensed',
    items: [
      {
        product: 'ORS-LO-SAC',
        dose: 1,
        unit: 'sach',
        frequency: 'As needed',
        duration_days: 3,
        quantity: 6,
        instructions: 'One sachet in 1 litre of clean water; give a cup after each loose stool',
      },
      {
        product: 'ZNC-20-DT',
        dose: 20,
        unit: 'mg',
        frequency: 'Once daily',
        duration_days: 10,
        instructions: 'Dissolve in a spoon of breast milk or water',
      },
    ],
    returned: {
      product: 'ORS-LO-SAC',
      quantity: 2,
      after: 12,
      reason:
        'Mother already had two sachets from the health post; returned unopened before paying',
    },
  },
  {
    site: today('Thirst and frequent urination for two months'),
    diagnosis: 'Type 2 diabetes mellitus with dyslipidaemia',
    pharmacy: 'OPD-PHARM',
    fate: 'partly',
    items: [
      {
        product: 'MET-500-TAB',
        dose: 500,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 28,
        instructions: 'With meals',
        onHand: true,
      },
      { product: 'ATV-20-TAB', dose: 20, unit: 'mg', frequency: 'At night', duration_days: 28 },
    ],
  },
  {
    site: today('Antenatal care visit'),
    diagnosis: 'Normal pregnancy, 26 weeks',
    pharmacy: 'OPD-PHARM',
    fate: 'active',
    items: [
      { product: 'FEFOL-TAB', dose: 1, unit: 'tab', frequency: 'Once daily', duration_days: 56 },
    ],
  },
  {
    site: today('Headache and dizziness for two weeks'),
    diagnosis: 'Essential hypertension, newly diagnosed',
    pharmacy: 'OPD-PHARM',
    fate: 'active',
    items: [
      { product: 'AML-5-TAB', dose: 5, unit: 'mg', frequency: 'Once daily', duration_days: 28 },
    ],
  },
  {
    site: today('Right lower abdominal pain: suspected appendicitis'),
    diagnosis: 'Acute appendicitis, for appendicectomy',
    pharmacy: 'IPD-PHARM',
    fate: 'dispensed',
    items: [
      {
        product: 'CFX-1G-INJ',
        dose: 1,
        unit: 'g',
        frequency: 'Once only',
        duration_days: 1,
        quantity: 1,
        instructions: 'Before theatre',
      },
      {
        product: 'MTZ-500-INF',
        dose: 500,
        unit: 'mg',
        frequency: 'Every 8 hours',
        duration_days: 1,
        quantity: 3,
      },
      {
        product: 'RL-1000-INF',
        dose: 1000,
        unit: 'mL',
        frequency: 'Every 8 hours',
        duration_days: 1,
        quantity: 3,
      },
    ],
  },
  {
    site: today('Cough and fever'),
    diagnosis: 'Community-acquired pneumonia',
    pharmacy: 'OPD-PHARM',
    fate: 'active',
    items: [
      {
        product: 'AMOX-250-DT',
        dose: 500,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 5,
        instructions: 'Dissolve in a little water',
      },
      {
        product: 'PCM-120-SYR',
        dose: 5,
        unit: 'mL',
        frequency: 'As needed',
        duration_days: 3,
        quantity: 1,
        instructions: 'For fever above 38 °C, up to four times a day',
      },
    ],
  },
  {
    site: today('Burning on urination'),
    diagnosis: 'Acute uncomplicated cystitis',
    pharmacy: 'OPD-PHARM',
    fate: 'active',
    items: [
      {
        product: 'NIT-100-TAB',
        dose: 100,
        unit: 'mg',
        frequency: 'Twice daily',
        duration_days: 5,
        instructions: 'With food',
      },
    ],
  },
  {
    site: { emergency: 'Pedestrian hit by a minibus' },
    diagnosis: 'Moderate traumatic brain injury, for craniotomy',
    pharmacy: 'IPD-PHARM',
    fate: 'dispensed',
    items: [
      {
        product: 'CFZ-1G-INJ',
        dose: 2,
        unit: 'g',
        frequency: 'Once only',
        duration_days: 1,
        quantity: 2,
        instructions: 'Within 60 minutes before the incision',
        override:
          'Penicillin allergy was an itchy rash in childhood, no anaphylaxis; cefazolin shares no side chain with the penicillins (cross-reactivity under 1%): surgical prophylaxis before craniotomy as the ASHP/IDSA guideline allows',
      },
    ],
  },
];
