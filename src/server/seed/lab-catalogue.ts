/**
 * The laboratory catalogue every hospital starts with: its sections, sample types and tests.
 * Each file holds one part and names its sources in its header:
 * lab-catalogue-reference.ts (groups, sample types and containers), -haematology.ts,
 * -chemistry.ts, -parasitology.ts. Test codes are stable: requests, results, the demo and the
 * billing catalogue (a test's service shares its code) name tests by them.
 */
import { CHEMISTRY_TESTS } from './lab-catalogue-chemistry';
import { HAEMATOLOGY_TESTS } from './lab-catalogue-haematology';
import { PARASITOLOGY_TESTS } from './lab-catalogue-parasitology';
import type { CatalogueTest } from './lab-catalogue-types';

export { LAB_GROUPS, LAB_SAMPLE_TYPES } from './lab-catalogue-reference';

export const LAB_TESTS: readonly CatalogueTest[] = [
  ...HAEMATOLOGY_TESTS,
  ...CHEMISTRY_TESTS,
  ...PARASITOLOGY_TESTS,
];
