/**
 * Drug classes an allergy is checked by: a patient allergic to one member (or to the class) is
 * warned of every member, and a penicillin allergy of the cephalosporins' possible
 * cross-reactivity. Sources: British National Formulary (BNF, NICE, 2024), "Penicillins"
 * (hypersensitivity: a patient allergic to one penicillin is allergic to all; about 0.5 to 6.5%
 * of penicillin-sensitive patients are also allergic to cephalosporins), "Cephalosporins",
 * "Sulfonamides" (co-trimoxazole, sulfadiazine; sulfadoxine with pyrimethamine) and
 * "Non-steroidal anti-inflammatory drugs" (contra-indicated after hypersensitivity to aspirin
 * or any other NSAID, including asthma, angioedema, urticaria or rhinitis they set off).
 */

export interface DrugClass {
  /** The class in a sentence: "Amoxicillin is a penicillin". */
  member: string;
  /** The plural, as an allergy is recorded: "penicillins". */
  plural: string;
  /** Words a recorded allergy names the class by ("penicillin", "sulfa"). */
  terms: readonly string[];
  /** Generic names of its members (INN, lower case), as products' generic names hold them. */
  drugs: readonly string[];
  /** A class whose allergy warns of this one's possible cross-reactivity. */
  crossReactsWith?: string;
}

export const DRUG_CLASSES: readonly DrugClass[] = [
  {
    member: 'penicillin',
    plural: 'penicillins',
    terms: ['penicillin', 'penicillins', 'pcn', 'beta-lactam', 'beta lactam'],
    drugs: [
      'amoxicillin',
      'amoxycillin',
      'ampicillin',
      'benzylpenicillin',
      'benzathine benzylpenicillin',
      'procaine benzylpenicillin',
      'phenoxymethylpenicillin',
      'cloxacillin',
      'dicloxacillin',
      'flucloxacillin',
      'piperacillin',
      'ticarcillin',
      'temocillin',
      'pivmecillinam',
    ],
  },
  {
    member: 'cephalosporin',
    plural: 'cephalosporins',
    terms: ['cephalosporin', 'cephalosporins'],
    drugs: [
      'cefalexin',
      'cephalexin',
      'cefadroxil',
      'cefazolin',
      'cefuroxime',
      'cefoxitin',
      'cefaclor',
      'cefixime',
      'cefotaxime',
      'ceftriaxone',
      'ceftazidime',
      'cefpodoxime',
      'cefepime',
      'ceftaroline',
    ],
    crossReactsWith: 'penicillin',
  },
  {
    member: 'sulfonamide',
    plural: 'sulfonamides',
    terms: ['sulfa', 'sulpha', 'sulfonamide', 'sulfonamides', 'sulphonamide', 'sulphonamides'],
    drugs: [
      'sulfamethoxazole',
      'cotrimoxazole',
      'sulfadiazine',
      'silver sulfadiazine',
      'sulfadoxine',
      'sulfasalazine',
    ],
  },
  {
    member: 'NSAID',
    plural: 'NSAIDs',
    terms: ['nsaid', 'nsaids', 'non-steroidal anti-inflammatory', 'anti-inflammatory'],
    drugs: [
      'aspirin',
      'acetylsalicylic acid',
      'ibuprofen',
      'diclofenac',
      'naproxen',
      'indometacin',
      'indomethacin',
      'ketoprofen',
      'piroxicam',
      'meloxicam',
      'mefenamic acid',
      'ketorolac',
      'celecoxib',
      'etoricoxib',
    ],
  },
];

/** Trade names and spellings people record for a generic: "Septrin" is co-trimoxazole. */
export const ALIASES: Readonly<Record<string, string>> = {
  'co-trimoxazole': 'cotrimoxazole',
  septrin: 'cotrimoxazole',
  bactrim: 'cotrimoxazole',
  'trimethoprim-sulfamethoxazole': 'cotrimoxazole',
  fansidar: 'sulfadoxine',
  augmentin: 'amoxicillin',
  'co-amoxiclav': 'amoxicillin',
  brufen: 'ibuprofen',
  voltaren: 'diclofenac',
  asa: 'aspirin',
};
