/**
 * Urinalysis and blood bank tests of the laboratory catalogue.
 *
 * Sources:
 * - Urinalysis: Strasinger SK and Di Lorenzo MS, "Urinalysis and Body Fluids", 7th ed. (2021):
 *   dipstick reagent pads and their reporting (specific gravity 1.005-1.030, pH 4.5-8.0,
 *   urobilinogen 0.2-1.0 mg/dL, the rest negative), and microscopy of the spun sediment per
 *   high-power field (white cells 0-5, red cells 0-2; casts other than a few hyaline, and
 *   abnormal crystals, described in words). Pregnancy: urine hCG cassette, positive from about
 *   25 mIU/mL (its insert); a positive is not flagged abnormal.
 * - Blood bank: AABB Technical Manual, 20th ed. (2020): ABO forward and reverse grouping, RhD,
 *   direct and indirect antiglobulin (Coombs) tests, compatibility testing by the antiglobulin
 *   crossmatch.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import {
  AMOUNTS,
  any,
  type CatalogueTest,
  NEG_POS,
  NOT_SEEN,
  num,
  opt,
  PLUSES,
  text,
} from './lab-catalogue-types';

export const URINE_TESTS: CatalogueTest[] = [
  {
    code: 'UA',
    name: 'Urinalysis (dipstick and microscopy)',
    group: 'URIN',
    sample: 'URINE',
    price: 150,
    turnaround_minutes: 60,
    method: '10-parameter reagent strip; microscopy of the centrifuged sediment',
    parameters: [
      opt(
        'COLOR',
        'Colour',
        ['Pale yellow', 'Yellow', 'Dark yellow', 'Amber', 'Red', 'Brown'],
        ['Pale yellow', 'Yellow', 'Dark yellow'],
      ),
      opt('APPEARANCE', 'Appearance', ['Clear', 'Slightly cloudy', 'Cloudy', 'Turbid'], ['Clear']),
      num('SG', 'Specific gravity', '', 3, { min: 1.0, max: 1.06 }),
      num('PH', 'pH', '', 1, { min: 4, max: 10 }),
      opt('PROTEIN', 'Protein', PLUSES, ['Negative']),
      opt('GLUCOSE', 'Glucose', PLUSES, ['Negative']),
      opt('KETONES', 'Ketones', PLUSES, ['Negative']),
      opt('BILIRUBIN', 'Bilirubin', ['Negative', '+', '++', '+++'], ['Negative']),
      num('UROBILINOGEN', 'Urobilinogen', 'mg/dL', 1, { max: 12 }),
      opt('BLOOD', 'Blood (haemoglobin)', PLUSES, ['Negative']),
      opt('NITRITE', 'Nitrite', NEG_POS, ['Negative']),
      opt(
        'LEUKOCYTES',
        'Leukocyte esterase',
        ['Negative', 'Trace', '+', '++', '+++'],
        ['Negative'],
      ),
      num('WBC_HPF', 'White cells', '/HPF', 0, { max: 1000 }),
      num('RBC_HPF', 'Red cells', '/HPF', 0, { max: 1000 }),
      opt('EPITHELIAL', 'Epithelial cells', AMOUNTS, ['Not seen', 'Few']),
      opt('BACTERIA', 'Bacteria', AMOUNTS, ['Not seen']),
      opt('YEAST', 'Yeast cells', NOT_SEEN, ['Not seen']),
      opt('TRICHOMONAS', 'Trichomonas vaginalis', NOT_SEEN, ['Not seen']),
      text('CASTS', 'Casts'),
      text('CRYSTALS', 'Crystals'),
    ],
    reference_ranges: [
      ...any('SG', 1.005, 1.03),
      ...any('PH', 4.5, 8.0),
      ...any('UROBILINOGEN', 0.2, 1.0),
      ...any('WBC_HPF', 0, 5),
      ...any('RBC_HPF', 0, 2),
    ],
  },
  {
    code: 'HCG',
    name: 'Urine Pregnancy Test (hCG)',
    group: 'URIN',
    sample: 'URINE',
    price: 150,
    turnaround_minutes: 30,
    method: 'hCG cassette, first-morning urine preferred',
    parameters: [opt('HCG', 'Urine hCG', NEG_POS)],
    reference_ranges: [],
  },
];

export const BLOOD_BANK_TESTS: CatalogueTest[] = [
  {
    code: 'BG',
    name: 'Blood Group and Rh',
    group: 'BB',
    sample: 'WB-EDTA',
    price: 150,
    turnaround_minutes: 60,
    method: 'ABO forward and reverse grouping; anti-D',
    parameters: [
      opt('ABO', 'ABO group', ['A', 'B', 'AB', 'O']),
      opt('RH', 'Rh (D)', ['Positive', 'Negative']),
    ],
    reference_ranges: [],
  },
  {
    code: 'DAT',
    name: 'Direct Antiglobulin Test (direct Coombs)',
    group: 'BB',
    sample: 'WB-EDTA',
    price: 400,
    turnaround_minutes: 120,
    method: 'Polyspecific anti-human globulin, tube or gel card',
    parameters: [opt('DAT', 'Direct Coombs', NEG_POS, ['Negative'])],
    reference_ranges: [],
  },
  {
    code: 'IAT',
    name: 'Indirect Antiglobulin Test (indirect Coombs, antibody screen)',
    group: 'BB',
    sample: 'SER',
    price: 500,
    turnaround_minutes: 120,
    method: 'Screening cells with anti-human globulin, tube or gel card',
    parameters: [opt('IAT', 'Indirect Coombs', NEG_POS, ['Negative'])],
    reference_ranges: [],
  },
  {
    code: 'XM',
    name: 'Crossmatch (compatibility test)',
    group: 'BB',
    sample: 'WB-EDTA',
    price: 400,
    turnaround_minutes: 90,
    method: 'Antiglobulin crossmatch of the patient serum with the donor unit',
    parameters: [
      text('UNIT', 'Donor unit number'),
      opt('XM', 'Compatibility', ['Compatible', 'Incompatible'], ['Compatible']),
    ],
    reference_ranges: [],
  },
];
