/**
 * Haematology tests of the laboratory catalogue.
 *
 * Sources (ranges as printed there, in conventional units as Ethiopian hospital laboratories
 * report them):
 * - Blood counts by age band: The Harriet Lane Handbook, 22nd ed. (Johns Hopkins Hospital,
 *   2021), chapter 14 "Hematology", table "Age-specific blood cell indices": Newborn is the
 *   span of its 1-3 day and 2-week rows, Child the span of its 2-6 and 6-12-year rows (so a
 *   young infant or a teenager may sit at an edge), Adult its adult male and female rows.
 *   Newborn WBC (9.0-30.0 at birth): Tietz Clinical Guide to Laboratory Tests, 4th ed.
 * - Adult differential in percent: Dacie and Lewis Practical Haematology, 12th ed. (2017),
 *   table "Haematological reference values for adults" (neutrophils 40-80%, lymphocytes 20-40%,
 *   monocytes 2-10%, eosinophils 1-6%, basophils below 2%). Children's differentials are given
 *   there and in the Harriet Lane Handbook as absolute counts, not percent ranges: none is
 *   seeded for the Newborn and Child bands.
 * - ESR (Westergren): ICSH recommendation (1993) as the Tietz Textbook of Laboratory Medicine,
 *   7th ed. (2022) quotes it: men 0-15 and women 0-20 mm/h under 50 years, 0-20 and 0-30 over;
 *   newborn 0-2 and child 0-10 mm/h (Harriet Lane). Reticulocytes: Dacie and Lewis.
 * - PT, INR and aPTT: Tietz Clinical Guide (reagent-dependent: a laboratory sets its own from
 *   its reagent's ISI and normal plasma pool). D-dimer: below 500 ng/mL FEU, the exclusion
 *   cut-off of the assays validated to rule out venous thromboembolism (e.g. bioMerieux VIDAS
 *   D-Dimer Exclusion II insert).
 * - Critical limits: within those of Kost's survey of US medical centres (Kost GJ, "Critical
 *   limits for urgent clinician notification at US medical centers", JAMA 1990;263:704-7),
 *   rounded to the values hospital laboratories commonly call on: haemoglobin below 7 g/dL,
 *   haematocrit below 18%, platelets below 20 or above 1000 x10^3/uL, WBC below 2 or above 30
 *   x10^3/uL, INR above 5, aPTT above 100 s. A laboratory agrees its own with its clinicians.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import {
  adultsOnly,
  any,
  byAge,
  byAgeAndSex,
  type CatalogueTest,
  NEG_POS,
  num,
  opt,
  text,
} from './lab-catalogue-types';

/** Haemoglobin, in the CBC and on its own. */
const haemoglobin = (code: string) =>
  num(code, 'Haemoglobin', 'g/dL', 1, { max: 25, criticalLow: 7 });
const haemoglobinRanges = (code: string) =>
  byAgeAndSex(code, {
    newborn: [13.4, 22.5],
    child: [11.5, 15.5],
    male: [13.5, 17.5],
    female: [12.0, 16.0],
  });

export const HAEMATOLOGY_TESTS: CatalogueTest[] = [
  {
    code: 'CBC',
    name: 'Complete Blood Count (CBC)',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 350,
    turnaround_minutes: 60,
    method: 'Automated haematology analyser (5-part differential)',
    parameters: [
      num('WBC', 'White blood cells', 'x10^3/uL', 1, {
        max: 500,
        criticalLow: 2,
        criticalHigh: 30,
      }),
      num('NEUT', 'Neutrophils', '%', 1, { max: 100 }),
      num('LYMPH', 'Lymphocytes', '%', 1, { max: 100 }),
      num('MONO', 'Monocytes', '%', 1, { max: 100 }),
      num('EOS', 'Eosinophils', '%', 1, { max: 100 }),
      num('BASO', 'Basophils', '%', 1, { max: 100 }),
      num('RBC', 'Red blood cells', 'x10^6/uL', 2, { max: 10 }),
      haemoglobin('HGB'),
      num('HCT', 'Haematocrit', '%', 1, { max: 80, criticalLow: 18 }),
      num('MCV', 'Mean cell volume (MCV)', 'fL', 1, { max: 200 }),
      num('MCH', 'Mean cell haemoglobin (MCH)', 'pg', 1, { max: 60 }),
      num('MCHC', 'Mean cell haemoglobin concentration (MCHC)', 'g/dL', 1, { max: 50 }),
      num('PLT', 'Platelets', 'x10^3/uL', 0, { max: 3000, criticalLow: 20, criticalHigh: 1000 }),
    ],
    reference_ranges: [
      ...byAge('WBC', { newborn: [9.0, 30.0], child: [4.5, 15.5], adult: [4.5, 11.0] }),
      ...adultsOnly('NEUT', 40, 80),
      ...adultsOnly('LYMPH', 20, 40),
      ...adultsOnly('MONO', 2, 10),
      ...adultsOnly('EOS', 1, 6),
      ...adultsOnly('BASO', 0, 2),
      ...byAgeAndSex('RBC', {
        newborn: [3.9, 6.6],
        child: [3.9, 5.3],
        male: [4.5, 5.9],
        female: [4.0, 5.2],
      }),
      ...haemoglobinRanges('HGB'),
      ...byAgeAndSex('HCT', {
        newborn: [41, 67],
        child: [34, 45],
        male: [41, 53],
        female: [36, 46],
      }),
      ...byAge('MCV', { newborn: [88, 123], child: [75, 95], adult: [80, 100] }),
      ...byAge('MCH', { newborn: [28, 40], child: [24, 33], adult: [26, 34] }),
      ...byAge('MCHC', { newborn: [28, 37], child: [31, 37], adult: [31, 37] }),
      ...any('PLT', 150, 450),
    ],
  },
  {
    code: 'ESR',
    name: 'Erythrocyte Sedimentation Rate (ESR)',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 120,
    turnaround_minutes: 90,
    method: 'Westergren, 1 hour',
    parameters: [num('ESR', 'ESR', 'mm/hr', 0, { max: 200 })],
    reference_ranges: byAgeAndSex('ESR', {
      newborn: [0, 2],
      child: [0, 10],
      male: [0, 15],
      female: [0, 20],
      elderlyMale: [0, 20],
      elderlyFemale: [0, 30],
    }),
  },
  {
    code: 'RETIC',
    name: 'Reticulocyte Count',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 200,
    turnaround_minutes: 120,
    method: 'New methylene blue supravital stain, 1000 red cells counted',
    parameters: [num('RETIC', 'Reticulocytes', '%', 1, { max: 60 })],
    reference_ranges: byAge('RETIC', { newborn: [2.0, 6.0], child: [0.5, 2.5], adult: [0.5, 2.5] }),
  },
  {
    code: 'PBM',
    name: 'Peripheral Blood Morphology',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 300,
    turnaround_minutes: 240,
    method: 'Wright-Giemsa stained thin film, reviewed by a haematology technologist',
    parameters: [
      text('RBC_MORPH', 'Red cell morphology'),
      text('WBC_MORPH', 'White cell morphology'),
      text('PLT_MORPH', 'Platelet morphology'),
      text('IMPRESSION', 'Impression'),
    ],
    reference_ranges: [],
  },
  {
    code: 'SICKLE',
    name: 'Sickling Test',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 150,
    turnaround_minutes: 120,
    method: 'Sodium metabisulphite slide test (does not tell trait from disease)',
    parameters: [opt('SICKLE', 'Sickle cells', NEG_POS, ['Negative'])],
    reference_ranges: [],
  },
  {
    code: 'PT',
    name: 'Prothrombin Time and INR (PT/INR)',
    group: 'HEM',
    sample: 'PL-CIT',
    price: 600,
    turnaround_minutes: 90,
    method: 'Clotting time with thromboplastin; INR from the reagent ISI',
    parameters: [
      num('PT', 'Prothrombin time', 's', 1, { max: 200 }),
      num('INR', 'International normalised ratio (INR)', 'ratio', 2, {
        max: 20,
        criticalHigh: 5,
      }),
    ],
    reference_ranges: [...any('PT', 11.0, 13.5), ...any('INR', 0.8, 1.2)],
  },
  {
    code: 'APTT',
    name: 'Activated Partial Thromboplastin Time (aPTT)',
    group: 'HEM',
    sample: 'PL-CIT',
    price: 600,
    turnaround_minutes: 90,
    method: 'Clotting time with partial thromboplastin and activator',
    parameters: [num('APTT', 'aPTT', 's', 1, { max: 300, criticalHigh: 100 })],
    reference_ranges: any('APTT', 25, 35),
  },
  {
    code: 'HB',
    name: 'Haemoglobin (Hb)',
    group: 'HEM',
    sample: 'WB-EDTA',
    price: 100,
    turnaround_minutes: 30,
    method: 'Haemoglobinometer (azidemethaemoglobin) or haematology analyser',
    parameters: [haemoglobin('HGB')],
    reference_ranges: haemoglobinRanges('HGB'),
  },
  {
    code: 'DDIMER',
    name: 'D-Dimer',
    group: 'HEM',
    sample: 'PL-CIT',
    price: 1200,
    turnaround_minutes: 90,
    method: 'Immunoturbidimetric, fibrinogen-equivalent units',
    parameters: [num('DDIMER', 'D-dimer', 'ng/mL FEU', 0, { max: 100000 })],
    reference_ranges: [{ parameter: 'DDIMER', sex: 'Any', age_band: 'Any', high: 500 }],
  },
];
