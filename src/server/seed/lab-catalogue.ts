/**
 * The laboratory catalogue every hospital starts with: its sections, sample types and tests.
 * Each file holds one part and names its sources in its header:
 * lab-catalogue-reference.ts (groups, sample types and containers), -haematology.ts (with the
 * coagulation tests), -chemistry.ts (glucose, kidney, electrolytes, minerals, urine protein),
 * -enzymes.ts (liver, lipids, pancreas, muscle, heart, iron), -endocrine.ts, -serology.ts,
 * -parasitology.ts, -urine-blood-bank.ts and -microbiology.ts; lab-catalogue-types.ts holds the
 * shapes and the builders they share. Test codes are stable: requests, results, the demo and the
 * billing catalogue (a test's service shares its code) name tests by them.
 */
import { CHEMISTRY_TESTS } from './lab-catalogue-chemistry';
import { ENDOCRINE_TESTS } from './lab-catalogue-endocrine';
import { ENZYME_TESTS } from './lab-catalogue-enzymes';
import { HAEMATOLOGY_TESTS } from './lab-catalogue-haematology';
import { MICROBIOLOGY_TESTS } from './lab-catalogue-microbiology';
import { PARASITOLOGY_TESTS } from './lab-catalogue-parasitology';
import { SEROLOGY_TESTS } from './lab-catalogue-serology';
import type { CatalogueTest } from './lab-catalogue-types';
import { BLOOD_BANK_TESTS, URINE_TESTS } from './lab-catalogue-urine-blood-bank';

export { LAB_GROUPS, LAB_SAMPLE_TYPES } from './lab-catalogue-reference';

export const LAB_TESTS: readonly CatalogueTest[] = [
  ...HAEMATOLOGY_TESTS,
  ...BLOOD_BANK_TESTS,
  ...CHEMISTRY_TESTS,
  ...ENZYME_TESTS,
  ...ENDOCRINE_TESTS,
  ...SEROLOGY_TESTS,
  ...PARASITOLOGY_TESTS,
  ...URINE_TESTS,
  ...MICROBIOLOGY_TESTS,
];
