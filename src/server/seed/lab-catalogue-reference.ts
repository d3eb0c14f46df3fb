/**
 * The laboratory's sections and the sample types it receives, with their containers.
 *
 * Sources: the sections are those of an Ethiopian hospital laboratory as the Ethiopian Public
 * Health Institute's (EPHI) laboratory tiers organise them; the tubes and their cap colours are
 * the CLSI GP39-A6 / ISO 6710 colour convention (BD Vacutainer's tube guide: lavender K2EDTA,
 * red plain, gold SST, light blue 3.2% sodium citrate, grey sodium fluoride/potassium oxalate,
 * green lithium heparin), volumes and handling as WHO's "Guidelines on drawing blood: best
 * practices in phlebotomy" (2010) and the Tietz Textbook of Laboratory Medicine, 7th ed.
 * (2022), chapter "Specimen collection, processing and other preanalytical variables" give them.
 */

export interface CatalogueGroup {
  code: string;
  name: string;
  description: string;
}

export interface CatalogueSampleType {
  code: string;
  name: string;
  container: string;
  volume?: string;
  handling?: string;
}

export const LAB_GROUPS: CatalogueGroup[] = [
  {
    code: 'HEM',
    name: 'Haematology',
    description: 'Blood counts, films, ESR, coagulation and haemoglobin studies.',
  },
  {
    code: 'CHEM',
    name: 'Clinical Chemistry',
    description: 'Glucose, renal, liver, lipid, electrolyte, enzyme and cardiac markers.',
  },
  {
    code: 'SERO',
    name: 'Serology and Immunology',
    description: 'Antigen and antibody tests: HIV, hepatitis, syphilis, Widal, CRP, RF, ASO.',
  },
  {
    code: 'PARA',
    name: 'Parasitology',
    description: 'Malaria films, stool examination and other parasites.',
  },
  {
    code: 'URIN',
    name: 'Urinalysis',
    description: 'Urine dipstick chemistry and microscopy, pregnancy tests.',
  },
  {
    code: 'MICRO',
    name: 'Microbiology',
    description: 'Gram and AFB stains, GeneXpert, cultures and antimicrobial susceptibility.',
  },
  {
    code: 'BB',
    name: 'Blood Bank',
    description: 'Blood grouping, Coombs tests and compatibility testing.',
  },
  {
    code: 'ENDO',
    name: 'Endocrinology and Hormones',
    description: 'Thyroid, reproductive hormones and tumour markers.',
  },
];

export const LAB_SAMPLE_TYPES: CatalogueSampleType[] = [
  {
    code: 'WB-EDTA',
    name: 'Whole blood (EDTA)',
    container: 'Lavender-top K2EDTA tube',
    volume: '2-3 mL (0.5-1 mL paediatric)',
    handling: 'Invert gently 8-10 times; keep at room temperature; analyse within 6 hours.',
  },
  {
    code: 'SER',
    name: 'Serum',
    container: 'Red-top plain tube or gold-top SST (gel separator)',
    volume: '3-5 mL of blood',
    handling: 'Let clot 30 minutes upright, centrifuge, separate within 2 hours; no haemolysis.',
  },
  {
    code: 'PL-CIT',
    name: 'Plasma (sodium citrate)',
    container: 'Light-blue-top 3.2% sodium citrate tube',
    volume: 'Fill to the line (9 parts blood to 1 part citrate)',
    handling: 'Draw after a discard tube; invert 3-4 times; test within 4 hours.',
  },
  {
    code: 'PL-FLU',
    name: 'Plasma (fluoride oxalate)',
    container: 'Grey-top sodium fluoride / potassium oxalate tube',
    volume: '2 mL',
    handling: 'Stops glycolysis: for glucose when analysis is delayed.',
  },
  {
    code: 'PL-HEP',
    name: 'Plasma (lithium heparin)',
    container: 'Green-top lithium heparin tube',
    volume: '3-4 mL',
    handling: 'Invert 8-10 times; separate promptly for potassium.',
  },
  {
    code: 'WB-CAP',
    name: 'Capillary blood',
    container: 'Finger-prick onto a clean glass slide or rapid test device',
    volume: '1-3 drops',
    handling: 'Thick and thin films air-dried flat; label the frosted end.',
  },
  {
    code: 'URINE',
    name: 'Urine (random midstream)',
    container: 'Sterile screw-cap urine container',
    volume: '10-20 mL',
    handling: 'Clean-catch midstream; examine within 2 hours or refrigerate.',
  },
  {
    code: 'URINE-24H',
    name: 'Urine (24-hour collection)',
    container: '24-hour urine container (2-3 L)',
    volume: 'The whole 24-hour output',
    handling: 'Discard the first morning void, collect every void after, keep cool.',
  },
  {
    code: 'STOOL',
    name: 'Stool',
    container: 'Clean leak-proof stool container with spoon',
    volume: 'About 2 g (walnut size) or 5 mL liquid',
    handling: 'Examine within 1 hour for trophozoites; no urine or water contamination.',
  },
  {
    code: 'CSF',
    name: 'Cerebrospinal fluid',
    container: 'Sterile screw-cap tubes, numbered 1-3',
    volume: '1-2 mL per tube',
    handling: 'Deliver at once at room temperature; never refrigerate for culture.',
  },
  {
    code: 'SWAB',
    name: 'Swab',
    container: 'Sterile swab in Amies transport medium',
    handling: 'Name the site on the request (throat, wound, vaginal, urethral, ear).',
  },
  {
    code: 'SPUTUM',
    name: 'Sputum',
    container: 'Sterile wide-mouth screw-cap sputum cup',
    volume: '3-5 mL',
    handling: 'Deep-cough early-morning specimen, not saliva.',
  },
  {
    code: 'BLD-CULT',
    name: 'Blood (culture bottle)',
    container: 'Aerobic blood culture bottle',
    volume: '8-10 mL adult, 1-3 mL paediatric bottle',
    handling: 'Disinfect the skin and the bottle top; two sets from two sites before antibiotics.',
  },
  {
    code: 'FLUID',
    name: 'Body fluid or pus',
    container: 'Sterile screw-cap container',
    volume: '1-5 mL',
    handling: 'Name the site (pleural, ascitic, synovial, abscess); deliver at once.',
  },
  {
    code: 'SCRAPE',
    name: 'Skin, nail or hair scraping',
    container: 'Folded black paper or sterile container',
    handling: 'Scrape the active edge of the lesion after cleaning with 70% alcohol.',
  },
];
