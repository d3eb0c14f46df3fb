/**
 * Clinical chemistry tests of the laboratory catalogue (glucose, kidney, liver, lipids,
 * electrolytes and minerals, enzymes and cardiac markers, iron, urine protein).
 *
 * Sources, in conventional units as Ethiopian hospital laboratories report them (mg/dL for
 * glucose, urea nitrogen, creatinine and lipids; mmol/L for electrolytes; U/L for enzymes):
 * - Tietz Clinical Guide to Laboratory Tests, 4th ed. (Wu AHB, ed., 2006) and the Tietz
 *   Textbook of Laboratory Medicine, 7th ed. (2022): electrolytes, glucose, urea nitrogen,
 *   creatinine, uric acid, bilirubin, total protein, albumin, calcium, magnesium, phosphorus,
 *   ALT and AST (37 degrees C), iron, TIBC and ferritin, urine volume and protein; by age where
 *   Tietz gives its newborn, infant, child and over-60 rows (a band spanning several rows takes
 *   their span; a band with no row of its own has no range).
 * - Alkaline phosphatase by age: Nelson Textbook of Pediatrics, 21st ed. (2020), table of
 *   reference values (infant 150-420, 2-10 years 100-320, 11-18 years up to 390, adult 30-120
 *   U/L). GGT, CK, LDH, amylase and lipase (IFCC methods at 37 degrees C): the reference values
 *   of Roche Diagnostics' cobas c method sheets, as collected in Heil and Ehrhardt, "Reference
 *   Ranges for Adults and Children" (Roche, 2008).
 * - Glucose and HbA1c decisions: American Diabetes Association, Standards of Care in Diabetes
 *   (2024), section 2 (HbA1c below 5.7%, 2-hour OGTT glucose below 140 mg/dL); a random glucose
 *   has no reference interval of its own: printed as 70-140 mg/dL, from 70 (ADA level 1
 *   hypoglycaemia) to the 2-hour limit.
 * - Lipids: NCEP Adult Treatment Panel III (2002): total cholesterol below 200, LDL below 130,
 *   triglycerides below 150 mg/dL, HDL at least 40 (men) or 50 (women). A value at the printed
 *   limit itself reads normal.
 * - Urine albumin-to-creatinine ratio: KDIGO 2012 CKD guideline (below 30 mg/g).
 * - Critical limits: within those of Kost's survey of US medical centres (Kost GJ, JAMA
 *   1990;263:704-7), rounded to the values hospital laboratories commonly call on: glucose below
 *   40 or above 450 mg/dL, sodium below 120 or above 160 mmol/L, potassium below 2.8 or above
 *   6.2, chloride below 80 or above 120, bicarbonate below 10 or above 40, calcium below 6 or
 *   above 13 mg/dL, magnesium below 1.0 or above 4.7, phosphorus below 1.0, total bilirubin
 *   above 15 mg/dL (Kost's newborn limit). A laboratory agrees its own with its clinicians.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import {
  any,
  below,
  byAge,
  byAgeAndSex,
  type CatalogueParameter,
  type CatalogueTest,
  num,
} from './lab-catalogue-types';

/** Plasma glucose in mg/dL, with the critical limits every glucose shares. */
const glucose = (code: string, name: string): CatalogueParameter =>
  num(code, name, 'mg/dL', 0, { max: 2000, criticalLow: 40, criticalHigh: 450 });

/** Fasting plasma glucose by age (Tietz): newborn after day 1, child, adult, over 60. */
const fastingGlucose = (code: string) =>
  byAge(code, { newborn: [40, 80], child: [60, 100], adult: [74, 106], elderly: [82, 115] });

/** Serum creatinine (Jaffe, Tietz): newborn, infant to adolescent, adults by sex. */
const creatinine = byAgeAndSex('CREAT', {
  newborn: [0.3, 1.0],
  child: [0.2, 1.0],
  male: [0.9, 1.3],
  female: [0.6, 1.1],
});

/** Serum uric acid (Tietz): child, adults by sex. */
const uricAcid = byAgeAndSex('URIC', { child: [2.0, 5.5], male: [3.5, 7.2], female: [2.6, 6.0] });

export const CHEMISTRY_TESTS: CatalogueTest[] = [
  {
    code: 'ELEC',
    name: 'Serum Electrolytes (Na, K, Cl, HCO3)',
    group: 'CHEM',
    sample: 'SER',
    price: 1000,
    turnaround_minutes: 120,
    method: 'Ion-selective electrodes; bicarbonate enzymatic',
    parameters: [
      num('NA', 'Sodium', 'mmol/L', 0, { max: 250, criticalLow: 120, criticalHigh: 160 }),
      num('K', 'Potassium', 'mmol/L', 1, { max: 15, criticalLow: 2.8, criticalHigh: 6.2 }),
      num('CL', 'Chloride', 'mmol/L', 0, { max: 200, criticalLow: 80, criticalHigh: 120 }),
      num('HCO3', 'Bicarbonate (total CO2)', 'mmol/L', 0, {
        max: 60,
        criticalLow: 10,
        criticalHigh: 40,
      }),
    ],
    reference_ranges: [
      ...byAge('NA', { newborn: [133, 146], child: [138, 146], adult: [136, 145] }),
      ...byAge('K', { newborn: [3.7, 5.9], child: [3.4, 5.3], adult: [3.5, 5.1] }),
      ...byAge('CL', { newborn: [97, 110], child: [98, 107], adult: [98, 107] }),
      ...byAge('HCO3', { newborn: [13, 22], child: [20, 28], adult: [23, 29], elderly: [23, 31] }),
    ],
  },
  {
    code: 'FBS',
    name: 'Fasting Blood Sugar (FBS)',
    group: 'CHEM',
    sample: 'PL-FLU',
    price: 120,
    turnaround_minutes: 60,
    method: 'Glucose oxidase (GOD-PAP) or hexokinase; after an 8-hour fast',
    parameters: [glucose('GLU', 'Fasting glucose')],
    reference_ranges: fastingGlucose('GLU'),
  },
  {
    code: 'RBS',
    name: 'Random Blood Sugar (RBS)',
    group: 'CHEM',
    sample: 'PL-FLU',
    price: 120,
    turnaround_minutes: 60,
    method: 'Glucose oxidase (GOD-PAP) or hexokinase',
    parameters: [glucose('GLU', 'Random glucose')],
    reference_ranges: any('GLU', 70, 140),
  },
  {
    code: 'OGTT',
    name: 'Oral Glucose Tolerance Test (75 g, 2 hours)',
    group: 'CHEM',
    sample: 'PL-FLU',
    price: 350,
    turnaround_minutes: 180,
    method: 'Fasting and 2-hour plasma glucose after 75 g anhydrous glucose (WHO / ADA)',
    parameters: [glucose('GLU0', 'Fasting glucose'), glucose('GLU120', 'Glucose at 2 hours')],
    reference_ranges: [...fastingGlucose('GLU0'), ...any('GLU120', 70, 140)],
  },
  {
    code: 'HBA1C',
    name: 'Glycated Haemoglobin (HbA1c)',
    group: 'CHEM',
    sample: 'WB-EDTA',
    price: 900,
    turnaround_minutes: 240,
    method: 'NGSP-certified immunoassay or HPLC',
    parameters: [num('HBA1C', 'HbA1c', '%', 1, { max: 20 })],
    reference_ranges: any('HBA1C', 4.0, 5.6),
  },
  {
    code: 'RFT',
    name: 'Renal Function Test (BUN, Creatinine, Uric Acid)',
    group: 'CHEM',
    sample: 'SER',
    price: 700,
    turnaround_minutes: 120,
    method: 'Urease-GLDH, Jaffe kinetic, uricase',
    parameters: [
      num('BUN', 'Urea nitrogen (BUN)', 'mg/dL', 0, { max: 300 }),
      num('CREAT', 'Creatinine', 'mg/dL', 2, { max: 30 }),
      num('URIC', 'Uric acid', 'mg/dL', 1, { max: 30 }),
    ],
    reference_ranges: [
      ...byAge('BUN', { newborn: [3, 12], child: [5, 18], adult: [6, 20], elderly: [8, 23] }),
      ...creatinine,
      ...uricAcid,
    ],
  },
  {
    code: 'CREAT',
    name: 'Serum Creatinine',
    group: 'CHEM',
    sample: 'SER',
    price: 250,
    turnaround_minutes: 120,
    method: 'Jaffe kinetic',
    parameters: [num('CREAT', 'Creatinine', 'mg/dL', 2, { max: 30 })],
    reference_ranges: creatinine,
  },
  {
    code: 'URIC',
    name: 'Serum Uric Acid',
    group: 'CHEM',
    sample: 'SER',
    price: 300,
    turnaround_minutes: 120,
    method: 'Uricase-peroxidase',
    parameters: [num('URIC', 'Uric acid', 'mg/dL', 1, { max: 30 })],
    reference_ranges: uricAcid,
  },
  {
    code: 'CA',
    name: 'Serum Calcium (total)',
    group: 'CHEM',
    sample: 'SER',
    price: 300,
    turnaround_minutes: 120,
    method: 'Arsenazo III or o-cresolphthalein complexone',
    parameters: [num('CA', 'Calcium', 'mg/dL', 1, { max: 25, criticalLow: 6, criticalHigh: 13 })],
    reference_ranges: byAge('CA', { newborn: [7.0, 12.0], child: [8.8, 10.8], adult: [8.6, 10.0] }),
  },
  {
    code: 'MG',
    name: 'Serum Magnesium',
    group: 'CHEM',
    sample: 'SER',
    price: 350,
    turnaround_minutes: 120,
    method: 'Xylidyl blue',
    parameters: [
      num('MG', 'Magnesium', 'mg/dL', 1, { max: 15, criticalLow: 1.0, criticalHigh: 4.7 }),
    ],
    reference_ranges: byAge('MG', {
      newborn: [1.5, 2.2],
      child: [1.7, 2.3],
      adult: [1.6, 2.6],
      elderly: [1.6, 2.4],
    }),
  },
  {
    code: 'PHOS',
    name: 'Serum Phosphorus (inorganic phosphate)',
    group: 'CHEM',
    sample: 'SER',
    price: 300,
    turnaround_minutes: 120,
    method: 'Phosphomolybdate, UV',
    parameters: [num('PHOS', 'Phosphorus', 'mg/dL', 1, { max: 20, criticalLow: 1.0 })],
    reference_ranges: byAge('PHOS', {
      newborn: [4.5, 9.0],
      child: [2.7, 6.7],
      adult: [2.7, 4.5],
      elderly: [2.3, 4.1],
    }),
  },
  {
    code: 'UPROT24',
    name: '24-Hour Urine Protein',
    group: 'CHEM',
    sample: 'URINE-24H',
    price: 400,
    turnaround_minutes: 240,
    method: 'Pyrogallol red on the measured 24-hour volume',
    parameters: [
      num('VOLUME', 'Urine volume', 'mL/24 h', 0, { max: 10000 }),
      num('UPROT', 'Protein', 'mg/24 h', 0, { max: 30000 }),
    ],
    reference_ranges: [...any('VOLUME', 600, 1600), ...below('UPROT', 150)],
  },
  {
    code: 'UACR',
    name: 'Urine Albumin-to-Creatinine Ratio (microalbumin)',
    group: 'CHEM',
    sample: 'URINE',
    price: 600,
    turnaround_minutes: 240,
    method: 'Immunoturbidimetric albumin over creatinine, early-morning spot urine',
    parameters: [num('UACR', 'Albumin-to-creatinine ratio', 'mg/g', 0, { max: 10000 })],
    reference_ranges: below('UACR', 30),
  },
];
