/**
 * The radiology catalogue every hospital starts with (seed-radiology-catalogue.ts): the
 * department's groups (spec 2.3) and 33 common studies of a general hospital's imaging
 * department, each with its modality, body part, price, the time it takes in the room and how
 * the patient prepares.
 *
 * Sources: the preparation and the time each examination usually takes follow the patient
 * information pages of RadiologyInfo.org (Radiological Society of North America and American
 * College of Radiology, reviewed 2022-2024: "Chest X-ray", "Bone X-ray", "Abdominal
 * Ultrasound", "Obstetric Ultrasound", "Pelvic Ultrasound", "Venous Ultrasound", "Head CT",
 * "Abdominal and Pelvic CT", "CT - Chest", "MRI of the Spine", "MRI of the Head", "MRI of the
 * Knee", "Mammography", "Breast Ultrasound", "Esophagram (Barium Swallow)", "Upper GI Tract
 * X-ray", "Lower GI Tract X-ray (Barium Enema)", "Hysterosalpingography", "Intravenous
 * Pyelogram", "Voiding Cystourethrogram"); the contrast precautions (kidney function, allergy,
 * metformin) follow the ACR Manual on Contrast Media (2024). The prices are our estimates of
 * what a private general hospital in Addis Ababa charged in 2024/25 in birr (as in
 * billing-services.ts, which bills these studies by the same codes), not a published list.
 */

export type Modality = 'X-Ray' | 'Ultrasound' | 'CT Scan' | 'MRI' | 'Mammography' | 'Fluoroscopy';

export interface PlannedRadiologyGroup {
  name: string;
  modality: Modality;
  description: string;
}

export interface PlannedRadiologyTest {
  code: string;
  name: string;
  modality: Modality;
  /** The group's name (RADIOLOGY_GROUPS). */
  group: string;
  body_part: string;
  /** The cash price in whole birr. */
  price: number;
  duration_minutes: number;
  preparation: string;
}

export const RADIOLOGY_GROUPS: PlannedRadiologyGroup[] = [
  {
    name: 'Plain Radiography',
    modality: 'X-Ray',
    description: 'X-ray images of the chest, bones, spine and abdomen.',
  },
  {
    name: 'Ultrasound',
    modality: 'Ultrasound',
    description:
      'Abdominal, pelvic, obstetric, small-parts and Doppler ultrasound; echocardiography.',
  },
  {
    name: 'Computed Tomography',
    modality: 'CT Scan',
    description: 'CT of the head, chest, abdomen and spine, with or without contrast.',
  },
  {
    name: 'Magnetic Resonance Imaging',
    modality: 'MRI',
    description: 'MRI of the brain, spine and joints.',
  },
  {
    name: 'Breast Imaging',
    modality: 'Mammography',
    description: 'Screening and diagnostic mammography.',
  },
  {
    name: 'Fluoroscopy and Contrast Studies',
    modality: 'Fluoroscopy',
    description: 'Barium studies, hysterosalpingography and urinary tract contrast studies.',
  },
];

/** What every X-ray and CT asks: metal off, and a possible pregnancy said first. */
const METAL_AND_PREGNANCY =
  'Remove jewellery, hairpins, glasses and clothing with metal over the area; you will be given a gown. Tell the radiographer if you are or may be pregnant.';
/** What every MRI asks before the patient enters the room. */
const MRI_SAFETY =
  'No special diet: eat and take your medicines as usual. Tell the staff before the day about a pacemaker or defibrillator, cochlear implant, aneurysm clip, metal fragments in the eyes or body, an insulin pump or pregnancy. Leave all metal, cards, phones and watches outside the scanner room. The scanner is loud: earplugs are given. Tell the staff if you fear closed spaces.';
/** Intravenous iodinated contrast (ACR Manual on Contrast Media). */
const IV_CONTRAST =
  'Bring a creatinine result from the last 30 days (kidney function, for the contrast). Tell the staff about any earlier reaction to contrast, asthma, kidney disease, diabetes treated with metformin, or pregnancy.';
const FULL_BLADDER =
  'Drink about 1 litre of water over the hour before the scan and do not empty your bladder until the scan is done.';

type Row = [
  code: string,
  name: string,
  body_part: string,
  price: number,
  minutes: number,
  preparation: string,
];

/** Studies of one modality and group, each [code, name, body part, price, minutes, preparation]. */
function studies(modality: Modality, group: string, rows: Row[]): PlannedRadiologyTest[] {
  return rows.map(([code, name, body_part, price, duration_minutes, preparation]) => ({
    code,
    name,
    modality,
    group,
    body_part,
    price,
    duration_minutes,
    preparation,
  }));
}

export const RADIOLOGY_STUDIES: PlannedRadiologyTest[] = [
  ...studies('X-Ray', 'Plain Radiography', [
    ['RAD-CXR', 'Chest X-Ray (PA)', 'Chest', 700, 10, METAL_AND_PREGNANCY],
    ['RAD-XR-EXT', 'X-Ray of an Extremity', 'Extremity', 600, 10, METAL_AND_PREGNANCY],
    ['RAD-XR-LS', 'Lumbosacral Spine X-Ray', 'Lumbosacral spine', 900, 15, METAL_AND_PREGNANCY],
    ['RAD-XR-CS', 'Cervical Spine X-Ray', 'Cervical spine', 800, 15, METAL_AND_PREGNANCY],
    ['RAD-XR-PEL', 'Pelvis X-Ray (AP)', 'Pelvis', 700, 10, METAL_AND_PREGNANCY],
    ['RAD-XR-SKULL', 'Skull X-Ray', 'Skull', 700, 10, METAL_AND_PREGNANCY],
    [
      'RAD-XR-ABD',
      'Plain Abdominal X-Ray (erect and supine)',
      'Abdomen',
      800,
      15,
      `No preparation is needed. ${METAL_AND_PREGNANCY}`,
    ],
  ]),
  ...studies('Ultrasound', 'Ultrasound', [
    [
      'RAD-US-ABD',
      'Abdominal Ultrasound',
      'Abdomen',
      1200,
      30,
      'Nothing to eat or drink for 8 hours before the scan (an empty stomach keeps the gallbladder full and the bowel free of gas); take your usual medicines with a sip of water. Babies may miss one feed.',
    ],
    ['RAD-US-PEL', 'Pelvic Ultrasound (transabdominal)', 'Pelvis', 1000, 30, FULL_BLADDER],
    [
      'RAD-US-OB',
      'Obstetric Ultrasound',
      'Pregnant uterus',
      1000,
      30,
      `Before 20 weeks: ${FULL_BLADDER.charAt(0).toLowerCase()}${FULL_BLADDER.slice(1)} Later in pregnancy no preparation is needed. Bring your antenatal card.`,
    ],
    [
      'RAD-US-KUB',
      'Renal and Bladder Ultrasound',
      'Kidneys, ureters and bladder',
      1000,
      20,
      FULL_BLADDER,
    ],
    ['RAD-US-THY', 'Thyroid and Neck Ultrasound', 'Neck', 900, 20, 'No preparation is needed.'],
    [
      'RAD-US-BR',
      'Breast Ultrasound',
      'Breast',
      1000,
      20,
      'No preparation is needed. Wear a two-piece outfit; bring earlier breast images and reports.',
    ],
    ['RAD-US-SCR', 'Scrotal Ultrasound', 'Scrotum', 900, 20, 'No preparation is needed.'],
    [
      'RAD-US-DVT',
      'Venous Doppler Ultrasound of the Lower Limb',
      'Lower limb veins',
      1500,
      45,
      'No preparation is needed. Wear loose clothing that leaves the leg easy to uncover.',
    ],
    [
      'RAD-ECHO',
      'Echocardiography',
      'Heart',
      3000,
      45,
      'No preparation is needed: eat and take your medicines as usual. Wear a two-piece outfit; bring earlier ECG and echo reports.',
    ],
  ]),
  ...studies('CT Scan', 'Computed Tomography', [
    [
      'RAD-CT-HEAD',
      'CT Scan of the Head (non-contrast)',
      'Head',
      6000,
      15,
      `No fasting is needed. Remove hairpins, earrings, hearing aids and removable dentures. Tell the radiographer if you are or may be pregnant.`,
    ],
    [
      'RAD-CT-ABD',
      'CT Scan of the Abdomen (with contrast)',
      'Abdomen and pelvis',
      9500,
      30,
      `Nothing to eat for 4 hours before the scan; clear fluids are allowed. Come 90 minutes early to drink the oral contrast. ${IV_CONTRAST}`,
    ],
    [
      'RAD-CT-CHEST',
      'CT Scan of the Chest (with contrast)',
      'Chest',
      8000,
      20,
      `Nothing to eat for 4 hours before the scan; clear fluids are allowed. ${IV_CONTRAST}`,
    ],
    [
      'RAD-CT-KUB',
      'CT KUB (non-contrast, for stones)',
      'Kidneys, ureters and bladder',
      6500,
      15,
      `No fasting is needed; drink water as usual so the bladder is partly full. ${METAL_AND_PREGNANCY}`,
    ],
    [
      'RAD-CT-CS',
      'CT Scan of the Cervical Spine (non-contrast)',
      'Cervical spine',
      6500,
      15,
      `No fasting is needed. A patient brought in a collar stays in it. ${METAL_AND_PREGNANCY}`,
    ],
  ]),
  ...studies('MRI', 'Magnetic Resonance Imaging', [
    ['RAD-MRI-BRAIN', 'MRI of the Brain', 'Brain', 15000, 45, MRI_SAFETY],
    ['RAD-MRI-LS', 'MRI of the Lumbar Spine', 'Lumbar spine', 15000, 45, MRI_SAFETY],
    ['RAD-MRI-CS', 'MRI of the Cervical Spine', 'Cervical spine', 15000, 45, MRI_SAFETY],
    ['RAD-MRI-KNEE', 'MRI of the Knee', 'Knee', 14000, 40, MRI_SAFETY],
  ]),
  ...studies('Mammography', 'Breast Imaging', [
    [
      'RAD-MAMMO',
      'Mammography (bilateral)',
      'Both breasts',
      2500,
      20,
      'Do not put deodorant, antiperspirant, powder, lotion or perfume under the arms or on the breasts on the day: they show on the image like calcium spots. Book for the week after your period, when the breasts are least tender. Wear a two-piece outfit and bring earlier mammograms.',
    ],
    [
      'RAD-MAMMO-DX',
      'Diagnostic Mammography (with extra views)',
      'Breast',
      3000,
      30,
      'As for screening mammography: no deodorant, powder, lotion or perfume on the breasts or under the arms on the day. Bring earlier mammograms and tell the staff where the lump or pain is.',
    ],
  ]),
  ...studies('Fluoroscopy', 'Fluoroscopy and Contrast Studies', [
    [
      'RAD-FL-BS',
      'Barium Swallow (Oesophagram)',
      'Oesophagus',
      2500,
      30,
      'Nothing to eat or drink, and no chewing gum or smoking, for 6 hours before the examination. Tell the staff if you are or may be pregnant.',
    ],
    [
      'RAD-FL-BMFT',
      'Barium Meal and Follow-Through',
      'Stomach and small bowel',
      3500,
      120,
      'Nothing to eat or drink after midnight before the examination, and no smoking or chewing gum that morning. The barium may take 1 to 4 hours to reach the large bowel: plan to stay. Tell the staff if you are or may be pregnant.',
    ],
    [
      'RAD-FL-BE',
      'Barium Enema',
      'Colon',
      4000,
      60,
      'The bowel must be empty: clear fluids only on the day before, the laxative given by the radiology department taken as instructed that afternoon and evening, and nothing to eat after midnight. Tell the staff if you are or may be pregnant.',
    ],
    [
      'RAD-FL-HSG',
      'Hysterosalpingography (HSG)',
      'Uterus and fallopian tubes',
      3500,
      30,
      'Book for day 7 to 10 of the menstrual cycle, after the bleeding stops and before ovulation; do not have unprotected intercourse from the period until the examination. Take a pain reliever (such as ibuprofen) an hour before. Tell the staff about a pelvic infection or an allergy to contrast.',
    ],
    [
      'RAD-FL-IVU',
      'Intravenous Urography (IVU)',
      'Kidneys, ureters and bladder',
      4000,
      60,
      `A mild laxative the evening before, then nothing to eat after midnight. ${IV_CONTRAST}`,
    ],
    [
      'RAD-FL-VCUG',
      'Micturating Cystourethrogram (MCUG)',
      'Bladder and urethra',
      3500,
      45,
      'No fasting is needed. A urine test for infection shortly before; a child may bring a favourite toy and a parent stays in the room. Tell the staff about an allergy to contrast.',
    ],
  ]),
];
