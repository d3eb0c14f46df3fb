/**
 * Liver, lipid, pancreatic, muscle and cardiac tests and iron studies of the laboratory
 * catalogue (clinical chemistry).
 *
 * Sources, as in lab-catalogue-chemistry.ts: Tietz Clinical Guide to Laboratory Tests, 4th ed.
 * (2006) for bilirubin (full-term newborn up to 12.0 mg/dL in its first days), total protein,
 * albumin, ALT and AST at 37 degrees C by sex, iron, TIBC, transferrin saturation and ferritin;
 * Nelson Textbook of Pediatrics, 21st ed. (2020) for alkaline phosphatase by age; Roche
 * Diagnostics' cobas c method sheets (Heil and Ehrhardt, "Reference Ranges for Adults and
 * Children", Roche, 2008) for GGT, CK, LDH, amylase and lipase; NCEP ATP III (2002) for lipids
 * (a value at the printed limit itself reads normal). Troponin I is the qualitative rapid
 * cassette most Ethiopian hospital laboratories run; a quantitative assay's 99th-percentile
 * limit is its own. Critical limit: total bilirubin above 15 mg/dL (Kost GJ, JAMA
 * 1990;263:704-7, newborns), applied at every age here.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import {
  any,
  byAge,
  byAgeAndSex,
  bySex,
  type CatalogueRange,
  type CatalogueTest,
  NEG_POS,
  num,
  opt,
} from './lab-catalogue-types';

/** Total and direct bilirubin, shared by the LFT panel and the bilirubin test. */
const bilirubinParameters = [
  num('TBIL', 'Bilirubin, total', 'mg/dL', 2, { max: 50, criticalHigh: 15 }),
  num('DBIL', 'Bilirubin, direct (conjugated)', 'mg/dL', 2, { max: 40 }),
];
const bilirubinRanges: CatalogueRange[] = [
  ...byAge('TBIL', { newborn: [0.0, 12.0], child: [0.3, 1.2], adult: [0.3, 1.2] }),
  ...any('DBIL', 0.0, 0.3),
];

export const ENZYME_TESTS: CatalogueTest[] = [
  {
    code: 'LFT',
    name: 'Liver Function Test (LFT)',
    group: 'CHEM',
    sample: 'SER',
    price: 1200,
    turnaround_minutes: 120,
    method:
      'IFCC enzymes at 37 degrees C; diazo bilirubin; biuret protein; bromocresol green albumin',
    parameters: [
      num('ALT', 'Alanine aminotransferase (ALT/SGPT)', 'U/L', 0, { max: 10000 }),
      num('AST', 'Aspartate aminotransferase (AST/SGOT)', 'U/L', 0, { max: 10000 }),
      num('ALP', 'Alkaline phosphatase (ALP)', 'U/L', 0, { max: 5000 }),
      ...bilirubinParameters,
      num('TP', 'Total protein', 'g/dL', 1, { max: 15 }),
      num('ALB', 'Albumin', 'g/dL', 1, { max: 8 }),
    ],
    reference_ranges: [
      ...bySex('ALT', [10, 40], [7, 35]),
      ...bySex('AST', [15, 40], [13, 35]),
      ...byAge('ALP', { newborn: [150, 420], child: [100, 420], adult: [30, 120] }),
      ...bilirubinRanges,
      ...byAge('TP', { newborn: [4.4, 7.6], child: [5.1, 8.0], adult: [6.4, 8.3] }),
      ...byAge('ALB', {
        newborn: [2.8, 4.4],
        child: [3.2, 5.4],
        adult: [3.5, 5.2],
        elderly: [3.2, 4.6],
      }),
    ],
  },
  {
    code: 'BIL',
    name: 'Serum Bilirubin (total and direct)',
    group: 'CHEM',
    sample: 'SER',
    price: 300,
    turnaround_minutes: 90,
    method: 'Diazo (Jendrassik-Grof); protect from light',
    parameters: bilirubinParameters,
    reference_ranges: bilirubinRanges,
  },
  {
    code: 'GGT',
    name: 'Gamma-Glutamyl Transferase (GGT)',
    group: 'CHEM',
    sample: 'SER',
    price: 350,
    turnaround_minutes: 120,
    method: 'IFCC, 37 degrees C',
    parameters: [num('GGT', 'GGT', 'U/L', 0, { max: 5000 })],
    reference_ranges: bySex('GGT', [10, 71], [6, 42]),
  },
  {
    code: 'LIPID',
    name: 'Lipid Profile',
    group: 'CHEM',
    sample: 'SER',
    price: 1100,
    turnaround_minutes: 120,
    method:
      'Enzymatic; LDL measured directly or by Friedewald (TG below 400 mg/dL); 9-12 hour fast',
    parameters: [
      num('CHOL', 'Total cholesterol', 'mg/dL', 0, { max: 1500 }),
      num('HDL', 'HDL cholesterol', 'mg/dL', 0, { max: 300 }),
      num('LDL', 'LDL cholesterol', 'mg/dL', 0, { max: 1000 }),
      num('TG', 'Triglycerides', 'mg/dL', 0, { max: 10000 }),
    ],
    reference_ranges: [
      { parameter: 'CHOL', sex: 'Any', age_band: 'Any', high: 200 },
      { parameter: 'HDL', sex: 'Male', age_band: 'Any', low: 40 },
      { parameter: 'HDL', sex: 'Female', age_band: 'Any', low: 50 },
      { parameter: 'LDL', sex: 'Any', age_band: 'Any', high: 130 },
      { parameter: 'TG', sex: 'Any', age_band: 'Any', high: 150 },
    ],
  },
  {
    code: 'AMY',
    name: 'Serum Amylase',
    group: 'CHEM',
    sample: 'SER',
    price: 450,
    turnaround_minutes: 120,
    method: 'IFCC (EPS substrate), 37 degrees C',
    parameters: [num('AMY', 'Amylase', 'U/L', 0, { max: 10000 })],
    reference_ranges: byAge('AMY', { adult: [28, 100] }),
  },
  {
    code: 'LIPASE',
    name: 'Serum Lipase',
    group: 'CHEM',
    sample: 'SER',
    price: 600,
    turnaround_minutes: 120,
    method: 'Colorimetric, 37 degrees C',
    parameters: [num('LIPASE', 'Lipase', 'U/L', 0, { max: 10000 })],
    reference_ranges: byAge('LIPASE', { adult: [13, 60] }),
  },
  {
    code: 'CK',
    name: 'Creatine Kinase (CK, total)',
    group: 'CHEM',
    sample: 'SER',
    price: 600,
    turnaround_minutes: 120,
    method: 'IFCC, NAC-activated, 37 degrees C',
    parameters: [num('CK', 'Creatine kinase', 'U/L', 0, { max: 100000 })],
    reference_ranges: byAgeAndSex('CK', { male: [39, 308], female: [26, 192] }),
  },
  {
    code: 'LDH',
    name: 'Lactate Dehydrogenase (LDH)',
    group: 'CHEM',
    sample: 'SER',
    price: 450,
    turnaround_minutes: 120,
    method: 'IFCC (lactate to pyruvate), 37 degrees C; a haemolysed sample reads falsely high',
    parameters: [num('LDH', 'LDH', 'U/L', 0, { max: 20000 })],
    reference_ranges: byAgeAndSex('LDH', { male: [135, 225], female: [135, 214] }),
  },
  {
    code: 'TROP',
    name: 'Troponin I (rapid)',
    group: 'CHEM',
    sample: 'SER',
    price: 900,
    turnaround_minutes: 60,
    method: 'Immunochromatographic cassette; repeat at 3-6 hours when negative early',
    parameters: [opt('TROPI', 'Cardiac troponin I', NEG_POS, ['Negative'])],
    reference_ranges: [],
  },
  {
    code: 'IRON',
    name: 'Iron Studies (iron, TIBC, saturation, ferritin)',
    group: 'CHEM',
    sample: 'SER',
    price: 1500,
    turnaround_minutes: 1440,
    method: 'Ferrozine iron and TIBC; ferritin immunoassay; morning fasting sample',
    parameters: [
      num('FE', 'Serum iron', 'ug/dL', 0, { max: 1000 }),
      num('TIBC', 'Total iron-binding capacity', 'ug/dL', 0, { max: 1000 }),
      num('TSAT', 'Transferrin saturation', '%', 0, { max: 100 }),
      num('FERR', 'Ferritin', 'ng/mL', 0, { max: 100000 }),
    ],
    reference_ranges: [
      ...byAgeAndSex('FE', { male: [65, 175], female: [50, 170] }),
      ...byAge('TIBC', { adult: [250, 425] }),
      ...byAge('TSAT', { adult: [20, 50] }),
      ...byAgeAndSex('FERR', { male: [20, 250], female: [10, 120] }),
    ],
  },
];
