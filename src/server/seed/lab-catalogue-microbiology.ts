/**
 * Microbiology tests of the laboratory catalogue: stains, tuberculosis tests, cultures with
 * susceptibility, CSF analysis, fungal and vaginal wet preparations.
 *
 * Sources:
 * - Stains, cultures and wet preparations: Cheesbrough, "District Laboratory Practice in
 *   Tropical Countries", Part 2, 2nd ed. (2006); susceptibility read by CLSI M100 breakpoints
 *   (Performance Standards for Antimicrobial Susceptibility Testing, 34th ed., 2024); a
 *   significant urine culture is 10^5 CFU/mL or more of one organism (Kass).
 * - AFB smear grading: WHO/IUATLD scale (WHO, "Laboratory services in tuberculosis control",
 *   Part II Microscopy, 1998): negative, scanty (1-9 AFB per 100 fields), 1+, 2+, 3+.
 * - GeneXpert MTB/RIF Ultra result wording: Cepheid's package insert and WHO's consolidated
 *   guidelines on tuberculosis, Module 3: diagnosis (2021).
 * - CSF: Tietz Clinical Guide to Laboratory Tests, 4th ed. (2006): adult glucose 40-70 mg/dL,
 *   protein 15-45 mg/dL (full-term newborn 40-120), white cells 0-5/uL (newborn 0-30);
 *   neutrophils 0-6% of the white cells (newborn 0-8%): Strasinger and Di Lorenzo, "Urinalysis
 *   and Body Fluids", 7th ed. (2021); Cheesbrough Part 2 for the India ink preparation. A CSF glucose below 40 mg/dL is called as
 *   a critical value (bacterial meningitis).
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts; cultures take 3 days, blood cultures 5.
 */
import {
  AMOUNTS,
  byAge,
  type CatalogueTest,
  NOT_SEEN,
  num,
  opt,
  text,
} from './lab-catalogue-types';

/** A culture with identification and susceptibility, from one kind of sample. */
function culture(
  code: string,
  name: string,
  sample: string,
  days: number,
  price: number,
): CatalogueTest {
  return {
    code,
    name,
    group: 'MICRO',
    sample,
    price,
    turnaround_minutes: days * 1440,
    method: 'Culture on blood, chocolate and MacConkey agar; identification; disc diffusion (CLSI)',
    parameters: [
      opt(
        'GROWTH',
        'Growth',
        ['No growth', 'Growth of a significant organism', 'Mixed growth (probable contamination)'],
        ['No growth'],
      ),
      text('ORGANISM', 'Organism isolated'),
      text('COUNT', 'Colony count'),
      text('SENSITIVE', 'Sensitive to'),
      text('RESISTANT', 'Resistant to'),
    ],
    reference_ranges: [],
  };
}

export const MICROBIOLOGY_TESTS: CatalogueTest[] = [
  {
    code: 'GRAM',
    name: 'Gram Stain',
    group: 'MICRO',
    sample: 'SWAB',
    price: 200,
    turnaround_minutes: 120,
    method: 'Gram stain of a smear of the specimen (site named on the request)',
    parameters: [
      opt('PUS', 'Pus cells', AMOUNTS, ['Not seen', 'Few']),
      text('ORGANISMS', 'Organisms seen (Gram reaction and shape)'),
    ],
    reference_ranges: [],
  },
  {
    code: 'AFB',
    name: 'AFB Smear (Ziehl-Neelsen)',
    group: 'MICRO',
    sample: 'SPUTUM',
    price: 150,
    turnaround_minutes: 1440,
    method: 'Ziehl-Neelsen stain, 100 oil-immersion fields read',
    parameters: [
      opt('AFB', 'Acid-fast bacilli', ['Negative', 'Scanty', '1+', '2+', '3+'], ['Negative']),
    ],
    reference_ranges: [],
  },
  {
    code: 'XPERT',
    name: 'GeneXpert MTB/RIF',
    group: 'MICRO',
    sample: 'SPUTUM',
    price: 1500,
    turnaround_minutes: 480,
    method: 'Cartridge-based nucleic acid amplification (Xpert MTB/RIF Ultra)',
    parameters: [
      opt(
        'MTB',
        'M. tuberculosis',
        [
          'MTB not detected',
          'MTB detected, trace',
          'MTB detected, very low',
          'MTB detected, low',
          'MTB detected, medium',
          'MTB detected, high',
          'Invalid or error (repeat)',
        ],
        ['MTB not detected'],
      ),
      opt(
        'RIF',
        'Rifampicin resistance',
        ['Not applicable', 'Not detected', 'Detected', 'Indeterminate'],
        ['Not applicable', 'Not detected'],
      ),
    ],
    reference_ranges: [],
  },
  culture('UCS', 'Urine Culture and Sensitivity', 'URINE', 3, 800),
  culture('WCS', 'Wound / Pus Culture and Sensitivity', 'SWAB', 3, 900),
  culture('BCS', 'Blood Culture and Sensitivity', 'BLD-CULT', 5, 1500),
  {
    code: 'CSF',
    name: 'CSF Analysis (cells, chemistry, Gram stain, India ink)',
    group: 'MICRO',
    sample: 'CSF',
    price: 800,
    turnaround_minutes: 120,
    method: 'Counting chamber; glucose oxidase and protein on the supernatant; Gram and India ink',
    parameters: [
      opt(
        'APPEARANCE',
        'Appearance',
        ['Clear', 'Slightly turbid', 'Turbid', 'Bloody', 'Xanthochromic'],
        ['Clear'],
      ),
      num('WBC', 'White cells', '/uL', 0, { max: 100000 }),
      num('NEUT', 'Neutrophils', '%', 0, { max: 100 }),
      num('GLU', 'Glucose', 'mg/dL', 0, { max: 1000, criticalLow: 40 }),
      num('PROT', 'Protein', 'mg/dL', 0, { max: 5000 }),
      text('GRAM', 'Gram stain'),
      opt('INDIA_INK', 'India ink (capsulated yeasts)', NOT_SEEN, ['Not seen']),
    ],
    reference_ranges: [
      ...byAge('WBC', { newborn: [0, 30], child: [0, 5], adult: [0, 5] }),
      ...byAge('NEUT', { newborn: [0, 8], child: [0, 6], adult: [0, 6] }),
      ...byAge('GLU', { child: [40, 70], adult: [40, 70] }),
      ...byAge('PROT', { newborn: [40, 120], child: [15, 45], adult: [15, 45] }),
    ],
  },
  {
    code: 'KOH',
    name: 'KOH Preparation (fungal elements)',
    group: 'MICRO',
    sample: 'SCRAPE',
    price: 150,
    turnaround_minutes: 60,
    method: '10-20% potassium hydroxide wet mount',
    parameters: [
      opt('FUNGI', 'Fungal elements', NOT_SEEN, ['Not seen']),
      text('DESCRIPTION', 'Hyphae, spores or yeast cells seen'),
    ],
    reference_ranges: [],
  },
  {
    code: 'WETMOUNT',
    name: 'Vaginal Wet Mount',
    group: 'MICRO',
    sample: 'SWAB',
    price: 150,
    turnaround_minutes: 60,
    method: 'Saline and KOH wet preparations of a high vaginal swab',
    parameters: [
      opt('TRICHOMONAS', 'Trichomonas vaginalis', NOT_SEEN, ['Not seen']),
      opt('YEAST', 'Yeast cells or pseudohyphae', NOT_SEEN, ['Not seen']),
      opt('CLUE', 'Clue cells', NOT_SEEN, ['Not seen']),
      opt('PUS', 'Pus cells', AMOUNTS, ['Not seen', 'Few']),
    ],
    reference_ranges: [],
  },
];
