/**
 * Parasitology tests of the laboratory catalogue: the malaria film and rapid test, stool
 * examination and faecal occult blood.
 *
 * Sources:
 * - Malaria: WHO, "Basic Malaria Microscopy", Part I Learner's Guide, 2nd ed. (2010): Giemsa
 *   thick and thin films, species identification, the plus system (+ 1-10 parasites per 100
 *   thick-film fields, ++ 11-100 per 100 fields, +++ 1-10 per field, ++++ more than 10 per
 *   field) and the count per 200 white cells reported per microlitre on an assumed 8000 white
 *   cells/uL; WHO Guidelines for malaria (2015 onwards), severe malaria: P. falciparum
 *   hyperparasitaemia above 10% of red cells, the critical limit here.
 * - Stool: WHO, "Basic Laboratory Methods in Medical Parasitology" (1991) and Cheesbrough,
 *   "District Laboratory Practice in Tropical Countries", Part 1, 2nd ed. (2009): direct saline
 *   and iodine wet mounts, formol-ether concentration, the parasites of Ethiopia reported.
 * - Malaria RDT: WHO, "Malaria rapid diagnostic test performance" (round 8, 2018): the Pf
 *   (HRP2) and pan/Pv (pLDH) lines of the combination tests Ethiopia uses. Faecal occult blood:
 *   immunochemical (FIT) cassette, read as its insert says.
 * Prices (birr) and turnaround targets are our estimates for a private general hospital in
 * Addis Ababa (2024/25), as in billing-services.ts.
 */
import { AMOUNTS, any, type CatalogueTest, NEG_POS, num, opt, text } from './lab-catalogue-types';

export const MALARIA_SPECIES = [
  'No parasites seen',
  'P. falciparum',
  'P. vivax',
  'P. malariae',
  'P. ovale',
  'Mixed P. falciparum and P. vivax',
] as const;

export const PARASITOLOGY_TESTS: CatalogueTest[] = [
  {
    code: 'BF',
    name: 'Blood Film for Malaria Parasites',
    group: 'PARA',
    sample: 'WB-EDTA',
    price: 150,
    turnaround_minutes: 60,
    method: 'Giemsa-stained thick and thin films',
    parameters: [
      opt('SPECIES', 'Species', MALARIA_SPECIES, ['No parasites seen']),
      opt(
        'GRADE',
        'Parasite grade (plus system)',
        ['Negative', '+', '++', '+++', '++++'],
        ['Negative'],
      ),
      num('DENSITY', 'Parasite density', 'parasites/uL', 0, { max: 2000000 }),
      num('PARASITAEMIA', 'Parasitaemia (thin film)', '% of red cells', 1, {
        max: 100,
        criticalHigh: 10,
      }),
      opt('GAMETOCYTES', 'Gametocytes', ['Not seen', 'Seen'], ['Not seen']),
    ],
    reference_ranges: [...any('DENSITY', 0, 0), ...any('PARASITAEMIA', 0, 0)],
  },
  {
    code: 'MRDT',
    name: 'Malaria Rapid Diagnostic Test (Pf/Pv)',
    group: 'PARA',
    sample: 'WB-CAP',
    price: 150,
    turnaround_minutes: 30,
    method: 'HRP2 / pLDH combination cassette; a positive is followed by a blood film',
    parameters: [
      opt('PF', 'P. falciparum (HRP2) line', NEG_POS, ['Negative']),
      opt('PV', 'P. vivax (pLDH) line', NEG_POS, ['Negative']),
    ],
    reference_ranges: [],
  },
  {
    code: 'STOOL',
    name: 'Stool Examination (ova and parasites)',
    group: 'PARA',
    sample: 'STOOL',
    price: 150,
    turnaround_minutes: 60,
    method:
      'Macroscopy; direct saline and iodine wet mounts; formol-ether concentration on request',
    parameters: [
      opt(
        'CONSISTENCY',
        'Consistency',
        ['Formed', 'Semi-formed', 'Loose', 'Watery', 'Mucoid', 'Bloody'],
        ['Formed', 'Semi-formed'],
      ),
      opt('MUCUS', 'Mucus', ['Absent', 'Present'], ['Absent']),
      opt('BLOOD', 'Visible blood', ['Absent', 'Present'], ['Absent']),
      opt('PUS', 'Pus cells', AMOUNTS, ['Not seen', 'Few']),
      opt('RBC', 'Red cells', AMOUNTS, ['Not seen']),
      opt(
        'RESULT',
        'Ova and parasites',
        ['No ova or parasites seen', 'Ova or parasites seen'],
        ['No ova or parasites seen'],
      ),
      text('FINDINGS', 'Parasites seen (species and stage)'),
    ],
    reference_ranges: [],
  },
  {
    code: 'OB',
    name: 'Faecal Occult Blood (immunochemical)',
    group: 'PARA',
    sample: 'STOOL',
    price: 250,
    turnaround_minutes: 60,
    method: 'Immunochemical (FIT) cassette for human haemoglobin',
    parameters: [opt('OB', 'Occult blood', NEG_POS, ['Negative'])],
    reference_ranges: [],
  },
];
