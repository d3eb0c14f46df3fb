/**
 * The 22 chapters of ICD-10, as WHO numbers, bounds and words them.
 *
 * Source: ICD-10 Version:2019, World Health Organization, https://icd.who.int/browse10/2019/en
 * (the chapter headings of the tabular list, chapter XXII as extended for COVID-19 in 2020-21).
 */

export interface Icd10Chapter {
  number: string;
  /** The first and last three-character category of the chapter, e.g. "A00-B99". */
  code_range: string;
  title: string;
}

export const ICD10_CHAPTERS: readonly Icd10Chapter[] = [
  { number: 'I', code_range: 'A00-B99', title: 'Certain infectious and parasitic diseases' },
  { number: 'II', code_range: 'C00-D48', title: 'Neoplasms' },
  {
    number: 'III',
    code_range: 'D50-D89',
    title:
      'Diseases of the blood and blood-forming organs and certain disorders involving the immune mechanism',
  },
  { number: 'IV', code_range: 'E00-E90', title: 'Endocrine, nutritional and metabolic diseases' },
  { number: 'V', code_range: 'F00-F99', title: 'Mental and behavioural disorders' },
  { number: 'VI', code_range: 'G00-G99', title: 'Diseases of the nervous system' },
  { number: 'VII', code_range: 'H00-H59', title: 'Diseases of the eye and adnexa' },
  { number: 'VIII', code_range: 'H60-H95', title: 'Diseases of the ear and mastoid process' },
  { number: 'IX', code_range: 'I00-I99', title: 'Diseases of the circulatory system' },
  { number: 'X', code_range: 'J00-J99', title: 'Diseases of the respiratory system' },
  { number: 'XI', code_range: 'K00-K93', title: 'Diseases of the digestive system' },
  { number: 'XII', code_range: 'L00-L99', title: 'Diseases of the skin and subcutaneous tissue' },
  {
    number: 'XIII',
    code_range: 'M00-M99',
    title: 'Diseases of the musculoskeletal system and connective tissue',
  },
  { number: 'XIV', code_range: 'N00-N99', title: 'Diseases of the genitourinary system' },
  { number: 'XV', code_range: 'O00-O99', title: 'Pregnancy, childbirth and the puerperium' },
  {
    number: 'XVI',
    code_range: 'P00-P96',
    title: 'Certain conditions originating in the perinatal period',
  },
  {
    number: 'XVII',
    code_range: 'Q00-Q99',
    title: 'Congenital malformations, deformations and chromosomal abnormalities',
  },
  {
    number: 'XVIII',
    code_range: 'R00-R99',
    title:
      'Symptoms, signs and abnormal clinical and laboratory findings, not elsewhere classified',
  },
  {
    number: 'XIX',
    code_range: 'S00-T98',
    title: 'Injury, poisoning and certain other consequences of external causes',
  },
  { number: 'XX', code_range: 'V01-Y98', title: 'External causes of morbidity and mortality' },
  {
    number: 'XXI',
    code_range: 'Z00-Z99',
    title: 'Factors influencing health status and contact with health services',
  },
  { number: 'XXII', code_range: 'U00-U85', title: 'Codes for special purposes' },
];
