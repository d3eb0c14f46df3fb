/**
 * Endocrinology (hormones) and tumour-marker tests of the laboratory catalogue.
 *
 * Sources:
 * - TSH by age: Tietz Clinical Guide to Laboratory Tests, 4th ed. (2006): newborn up to 4 days
 *   1.0-39, 2-20 weeks 1.7-9.1, 21 weeks-20 years 0.7-6.4, 21-54 years 0.4-4.2, 55-87 years
 *   0.5-8.9 mIU/L (a band spanning several rows takes their span).
 * - Free T4, free T3 and prolactin: the reference values of Roche Diagnostics' Elecsys method
 *   sheets (FT4 0.93-1.7 ng/dL, FT3 2.0-4.4 pg/mL, prolactin men 4.0-15.2 and non-pregnant
 *   women 4.8-23.3 ng/mL), as collected in Heil and Ehrhardt, "Reference Ranges for Adults and
 *   Children" (Roche, 2008); children's are method-specific and not seeded.
 * - PSA: below 4.0 ng/mL, the conventional cut-off; men aged 70-79 below 6.5 ng/mL (Oesterling
 *   JE et al., "Serum prostate-specific antigen in a community-based population of healthy
 *   men", JAMA 1993;270:860-4) for the Elderly band.
 * - Serum hCG: below 5 mIU/mL in non-pregnant women and in men (Tietz Clinical Guide).
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import { below, byAge, byAgeAndSex, type CatalogueTest, num } from './lab-catalogue-types';

const immunoassay = 'Electrochemiluminescence or chemiluminescence immunoassay';

export const ENDOCRINE_TESTS: CatalogueTest[] = [
  {
    code: 'TSH',
    name: 'Thyroid Stimulating Hormone (TSH)',
    group: 'ENDO',
    sample: 'SER',
    price: 900,
    turnaround_minutes: 1440,
    method: immunoassay,
    parameters: [num('TSH', 'TSH', 'mIU/L', 2, { max: 1000 })],
    reference_ranges: byAge('TSH', {
      newborn: [1.0, 39.0],
      child: [0.7, 9.1],
      adult: [0.4, 4.2],
      elderly: [0.5, 8.9],
    }),
  },
  {
    code: 'FT4',
    name: 'Free Thyroxine (FT4)',
    group: 'ENDO',
    sample: 'SER',
    price: 900,
    turnaround_minutes: 1440,
    method: immunoassay,
    parameters: [num('FT4', 'Free T4', 'ng/dL', 2, { max: 20 })],
    reference_ranges: byAge('FT4', { adult: [0.93, 1.7] }),
  },
  {
    code: 'FT3',
    name: 'Free Triiodothyronine (FT3)',
    group: 'ENDO',
    sample: 'SER',
    price: 900,
    turnaround_minutes: 1440,
    method: immunoassay,
    parameters: [num('FT3', 'Free T3', 'pg/mL', 2, { max: 50 })],
    reference_ranges: byAge('FT3', { adult: [2.0, 4.4] }),
  },
  {
    code: 'PSA',
    name: 'Prostate Specific Antigen (PSA, total)',
    group: 'ENDO',
    sample: 'SER',
    price: 1000,
    turnaround_minutes: 1440,
    method: immunoassay,
    parameters: [num('PSA', 'Total PSA', 'ng/mL', 2, { max: 10000 })],
    reference_ranges: [
      { parameter: 'PSA', sex: 'Male', age_band: 'Adult', high: 4.0 },
      { parameter: 'PSA', sex: 'Male', age_band: 'Elderly', high: 6.5 },
    ],
  },
  {
    code: 'BHCG',
    name: 'Serum Beta-hCG (quantitative)',
    group: 'ENDO',
    sample: 'SER',
    price: 900,
    turnaround_minutes: 240,
    method: immunoassay,
    parameters: [num('BHCG', 'Beta-hCG', 'mIU/mL', 1, { max: 1000000 })],
    reference_ranges: below('BHCG', 5),
  },
  {
    code: 'PRL',
    name: 'Prolactin',
    group: 'ENDO',
    sample: 'SER',
    price: 1000,
    turnaround_minutes: 1440,
    method: `${immunoassay}; sample 3 hours after waking, at rest`,
    parameters: [num('PRL', 'Prolactin', 'ng/mL', 1, { max: 10000 })],
    reference_ranges: byAgeAndSex('PRL', { male: [4.0, 15.2], female: [4.8, 23.3] }),
  },
];
