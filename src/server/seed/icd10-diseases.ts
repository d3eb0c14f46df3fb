/**
 * The ICD-10 disease catalogue every Tena database starts with: the 22 chapters and the codes
 * an Ethiopian outpatient department uses most, by chapter.
 *
 * Source: ICD-10 Version:2019, World Health Organization, https://icd.who.int/browse10/2019/en
 * (codes and titles as WHO words them, in its British spelling; where WHO words a fourth
 * character only as a shared subdivision, such as "without complications" under E10-E14, the
 * title is the category's title and the subdivision's words joined by a comma).
 *
 * Selection: weighted to what Ethiopian outpatient departments see most, after the leading
 * causes of outpatient visits reported by the Federal Ministry of Health of Ethiopia (Health and
 * Health-Related Indicators, EFY 2008-2011; Health Sector Transformation Plan 2015/16-2019/20):
 * malaria, acute febrile illness, pneumonia and other acute respiratory infections, dyspepsia and
 * gastritis, diarrhoea and dysentery, intestinal parasites, urinary tract infection, skin
 * infections, trauma, and the chronic diseases (hypertension, diabetes, asthma, epilepsy,
 * depression and anxiety) the HSTP names; then tuberculosis, HIV, malnutrition, trachoma,
 * maternal and child health and the reasons for a visit without illness (follow-up,
 * immunization, family planning). A hospital adds the codes it needs more of in the Disease
 * list; nothing here is invented or reworded.
 */
import { ICD10_CHAPTERS } from './icd10-chapters';
import { EXTERNAL_CAUSES, INJURIES, SYMPTOMS } from './icd10-encounters';
import { HEALTH_SERVICES, SPECIAL_PURPOSES } from './icd10-health-services';
import { INFECTIOUS, NEOPLASMS } from './icd10-infectious';
import { BLOOD, CIRCULATORY, EAR, ENDOCRINE, EYE, MENTAL, NERVOUS } from './icd10-medical';
import { DIGESTIVE, MUSCULOSKELETAL, RESPIRATORY, SKIN } from './icd10-organs';
import { CONGENITAL, GENITOURINARY, PERINATAL, PREGNANCY } from './icd10-reproductive';
import type { Icd10Row } from './icd10-rows';

export { ICD10_CHAPTERS };

/** The codes of each chapter, keyed by its Roman number. */
export const ICD10_DISEASES_BY_CHAPTER: Readonly<Record<string, readonly Icd10Row[]>> = {
  I: INFECTIOUS,
  II: NEOPLASMS,
  III: BLOOD,
  IV: ENDOCRINE,
  V: MENTAL,
  VI: NERVOUS,
  VII: EYE,
  VIII: EAR,
  IX: CIRCULATORY,
  X: RESPIRATORY,
  XI: DIGESTIVE,
  XII: SKIN,
  XIII: MUSCULOSKELETAL,
  XIV: GENITOURINARY,
  XV: PREGNANCY,
  XVI: PERINATAL,
  XVII: CONGENITAL,
  XVIII: SYMPTOMS,
  XIX: INJURIES,
  XX: EXTERNAL_CAUSES,
  XXI: HEALTH_SERVICES,
  XXII: SPECIAL_PURPOSES,
};

/**
 * Marked `is_common`: the diagnoses behind most outpatient visits in the Ministry's top-ten
 * lists above, and the chronic diseases and reasons for contact a clinic sees every day.
 */
export const COMMON_CODES: ReadonlySet<string> = new Set([
  'A01.0',
  'A03.9',
  'A06.0',
  'A07.1',
  'A09.0',
  'A09.9',
  'A15.0',
  'A54.9',
  'A64',
  'B24',
  'B37.3',
  'B50.9',
  'B51.9',
  'B54',
  'B77.9',
  'B82.9',
  'B86',
  'B96.8',
  'D50.9',
  'D64.9',
  'E11.9',
  'E14.9',
  'E43',
  'E44.0',
  'F32.9',
  'F41.1',
  'G40.9',
  'G43.9',
  'H10.9',
  'H61.2',
  'H66.9',
  'I10',
  'I50.9',
  'I64',
  'J00',
  'J02.9',
  'J03.9',
  'J06.9',
  'J18.9',
  'J20.9',
  'J22',
  'J45.9',
  'K02.9',
  'K25.9',
  'K26.9',
  'K29.7',
  'K30',
  'K59.0',
  'L01.0',
  'L02.9',
  'L03.9',
  'L30.9',
  'M54.5',
  'M79.1',
  'N39.0',
  'N73.9',
  'N76.0',
  'O20.0',
  'R05',
  'R10.4',
  'R11',
  'R42',
  'R50.9',
  'R51',
  'R53',
  'T14.1',
  'T14.9',
  'Z09.9',
  'Z30.9',
  'Z34.9',
]);
