/**
 * Clinical chemistry tests of the laboratory catalogue.
 *
 * Sources: Tietz Clinical Guide to Laboratory Tests, 4th ed. (Wu AHB, ed., 2006) and the Tietz
 * Textbook of Laboratory Medicine, 7th ed. (2022), reference intervals in conventional units as
 * Ethiopian hospital laboratories report them (mg/dL for glucose, urea and creatinine; mmol/L
 * for electrolytes). Electrolytes by age: newborn, child (Tietz's infant and child rows) and
 * adult; total CO2 over 60 years (Tietz) for Elderly.
 * Critical limits: within those of Kost's survey of US medical centres (Kost GJ, JAMA
 * 1990;263:704-7), rounded to the values hospital laboratories commonly call on: sodium below
 * 120 or above 160 mmol/L, potassium below 2.8 or above 6.2, chloride below 80 or above 120,
 * bicarbonate below 10 or above 40. A laboratory agrees its own with its clinicians.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import { byAge, type CatalogueTest, num } from './lab-catalogue-types';

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
      ...byAge('NA', { newborn: [133, 146], child: [138, 145], adult: [136, 145] }),
      ...byAge('K', { newborn: [3.7, 5.9], child: [3.4, 4.7], adult: [3.5, 5.1] }),
      ...byAge('CL', { newborn: [97, 110], child: [98, 107], adult: [98, 107] }),
      ...byAge('HCO3', { newborn: [13, 22], child: [20, 28], adult: [23, 29], elderly: [23, 31] }),
    ],
  },
];
