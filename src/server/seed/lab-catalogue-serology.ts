/**
 * Serology and immunology tests of the laboratory catalogue: rapid and agglutination tests for
 * infections, inflammation and rheumatology.
 *
 * Sources:
 * - HIV: WHO, Consolidated guidelines on HIV testing services (2019), the three-test strategy
 *   of the Ethiopian national testing algorithm (a first reactive test confirmed by a second,
 *   discordant results resolved by a third; "Inconclusive" re-tested after 14 days).
 * - Widal and Weil-Felix: Cheesbrough, "District Laboratory Practice in Tropical Countries",
 *   Part 2, 2nd ed. (2006): slide or tube titres, a single titre of 1:160 or more taken as
 *   significant where typhoid and typhus are endemic (so up to 1:80 reads normal).
 * - Syphilis: VDRL/RPR reported reactive with its titre (Cheesbrough Part 2; CDC STI Treatment
 *   Guidelines 2021: nontreponemal titres follow treatment).
 * - CRP: Tietz Clinical Guide to Laboratory Tests, 4th ed.: below 5 mg/L. RF latex (cut-off
 *   8 IU/mL) and ASO latex (cut-off 200 IU/mL): the cut-offs of the latex kits in common use.
 * - H. pylori stool antigen and serum antibody, HBsAg, HCV antibody, Brucella (Rose Bengal),
 *   cryptococcal antigen (lateral flow; WHO 2018 guidelines on cryptococcal disease in HIV)
 *   and visceral leishmaniasis rK39: read as the kit's insert says, Negative or Positive.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import {
  below,
  type CatalogueParameter,
  type CatalogueTest,
  NEG_POS,
  NONREACTIVE,
  opt,
} from './lab-catalogue-types';

/** Agglutination titres as reported, the normal ones up to 1:80. */
const TITRES = ['<1:20', '1:20', '1:40', '1:80', '1:160', '1:320', '1:640'] as const;
const titre = (code: string, name: string): CatalogueParameter =>
  opt(code, name, TITRES, ['<1:20', '1:20', '1:40', '1:80']);

/** A one-parameter rapid test read Negative or Positive. */
function rapid(
  code: string,
  name: string,
  sample: string,
  price: number,
  method: string,
  options: readonly string[] = NEG_POS,
): CatalogueTest {
  return {
    code,
    name,
    group: 'SERO',
    sample,
    price,
    turnaround_minutes: 60,
    method,
    parameters: [opt(code, name, options, [options[0] as string])],
    reference_ranges: [],
  };
}

export const SEROLOGY_TESTS: CatalogueTest[] = [
  {
    code: 'HIV',
    name: 'HIV Rapid Test (national algorithm)',
    group: 'SERO',
    sample: 'WB-EDTA',
    price: 150,
    turnaround_minutes: 60,
    method: 'Three-test strategy with the rapid tests of the national algorithm, with counselling',
    parameters: [
      opt('T1', 'First test', NONREACTIVE, ['Non-reactive']),
      opt('T2', 'Second test', NONREACTIVE, ['Non-reactive']),
      opt('T3', 'Third test', NONREACTIVE, ['Non-reactive']),
      opt('RESULT', 'HIV status', ['Negative', 'Positive', 'Inconclusive'], ['Negative']),
    ],
    reference_ranges: [],
  },
  rapid(
    'HBSAG',
    'Hepatitis B surface antigen (HBsAg)',
    'SER',
    300,
    'Rapid immunochromatographic test',
    NONREACTIVE,
  ),
  rapid(
    'HCV',
    'Hepatitis C antibody (anti-HCV)',
    'SER',
    350,
    'Rapid immunochromatographic test',
    NONREACTIVE,
  ),
  {
    code: 'VDRL',
    name: 'VDRL / RPR (syphilis)',
    group: 'SERO',
    sample: 'SER',
    price: 200,
    turnaround_minutes: 60,
    method: 'Rapid plasma reagin card; a reactive sample titrated',
    parameters: [
      opt('VDRL', 'VDRL / RPR', NONREACTIVE, ['Non-reactive']),
      opt('TITRE', 'Titre', ['1:1', '1:2', '1:4', '1:8', '1:16', '1:32', '1:64', '1:128']),
    ],
    reference_ranges: [],
  },
  {
    code: 'WIDAL',
    name: 'Widal Test (Salmonella agglutinins)',
    group: 'SERO',
    sample: 'SER',
    price: 300,
    turnaround_minutes: 60,
    method: 'Slide agglutination with S. Typhi and S. Paratyphi antigens',
    parameters: [
      titre('TO', 'S. Typhi O'),
      titre('TH', 'S. Typhi H'),
      titre('AH', 'S. Paratyphi A H'),
      titre('BH', 'S. Paratyphi B H'),
    ],
    reference_ranges: [],
  },
  {
    code: 'WEIL',
    name: 'Weil-Felix Test (rickettsial agglutinins)',
    group: 'SERO',
    sample: 'SER',
    price: 200,
    turnaround_minutes: 60,
    method: 'Slide agglutination with Proteus OX19, OX2 and OXK antigens',
    parameters: [
      titre('OX19', 'Proteus OX19'),
      titre('OX2', 'Proteus OX2'),
      titre('OXK', 'Proteus OXK'),
    ],
    reference_ranges: [],
  },
  rapid(
    'HPYAG',
    'H. pylori stool antigen',
    'STOOL',
    400,
    'Rapid immunochromatographic stool antigen test',
  ),
  rapid(
    'HPYAB',
    'H. pylori antibody (serum)',
    'SER',
    300,
    'Rapid immunochromatographic antibody test',
  ),
  {
    code: 'CRP',
    name: 'C-Reactive Protein (CRP, quantitative)',
    group: 'SERO',
    sample: 'SER',
    price: 500,
    turnaround_minutes: 120,
    method: 'Immunoturbidimetric',
    parameters: [
      {
        code: 'CRP',
        name: 'CRP',
        unit: 'mg/L',
        kind: 'Number',
        decimals: 1,
        min_value: 0,
        max_value: 500,
      },
    ],
    reference_ranges: below('CRP', 5),
  },
  rapid('RF', 'Rheumatoid factor (latex)', 'SER', 300, 'Latex agglutination, cut-off 8 IU/mL'),
  rapid('ASO', 'Antistreptolysin O (latex)', 'SER', 300, 'Latex agglutination, cut-off 200 IU/mL'),
  rapid('BRUC', 'Brucella antibodies', 'SER', 350, 'Rose Bengal plate agglutination'),
  rapid('CRAG', 'Cryptococcal antigen (CrAg)', 'SER', 700, 'Lateral flow assay'),
  rapid('RK39', 'Visceral leishmaniasis rK39', 'SER', 400, 'rK39 rapid immunochromatographic test'),
];
