/**
 * ICD-10 chapters XXI (Z00-Z99) and XXII (U00-U85): why someone comes without being ill or
 * comes back (examinations, follow-up, antenatal and postnatal care, immunization, family
 * planning, HIV counselling and testing) and COVID-19. Source and selection: icd10-diseases.ts
 * (ICD-10 Version:2019, World Health Organization, https://icd.who.int/browse10/2019/en; the
 * U07-U12 COVID-19 codes as WHO added them to that version in 2020-21).
 */
import type { Icd10Row } from './icd10-rows';

export const HEALTH_SERVICES: readonly Icd10Row[] = [
  ['Z00.0', 'General medical examination'],
  ['Z00.1', 'Routine child health examination'],
  ['Z01.0', 'Examination of eyes and vision'],
  ['Z01.1', 'Examination of ears and hearing'],
  ['Z01.2', 'Dental examination'],
  ['Z01.4', 'Gynaecological examination (general)(routine)'],
  ['Z01.7', 'Laboratory examination'],
  ['Z02.1', 'Pre-employment examination'],
  ['Z02.7', 'Issue of medical certificate'],
  ['Z03.9', 'Observation for suspected disease or condition, unspecified'],
  ['Z09.0', 'Follow-up examination after surgery for other conditions'],
  ['Z09.2', 'Follow-up examination after chemotherapy for other conditions'],
  ['Z09.9', 'Follow-up examination after unspecified treatment for other conditions'],
  ['Z11.1', 'Special screening examination for respiratory tuberculosis'],
  ['Z11.4', 'Special screening examination for human immunodeficiency virus [HIV]'],
  ['Z12.4', 'Special screening examination for neoplasm of cervix'],
  ['Z13.1', 'Special screening examination for diabetes mellitus'],
  ['Z20.6', 'Contact with and exposure to human immunodeficiency virus [HIV]'],
  ['Z21', 'Asymptomatic human immunodeficiency virus [HIV] infection status'],
  ['Z23.2', 'Need for immunization against tuberculosis [BCG]'],
  ['Z23.5', 'Need for immunization against tetanus alone'],
  ['Z24.0', 'Need for immunization against poliomyelitis'],
  ['Z24.4', 'Need for immunization against measles alone'],
  ['Z24.6', 'Need for immunization against viral hepatitis'],
  ['Z27.1', 'Need for immunization against diphtheria-tetanus-pertussis, combined [DTP]'],
  ['Z27.8', 'Need for immunization against other combinations of infectious diseases'],
  ['Z29.2', 'Other prophylactic chemotherapy'],
  ['Z30.0', 'General counselling and advice on contraception'],
  ['Z30.1', 'Insertion of (intrauterine) contraceptive device'],
  ['Z30.4', 'Surveillance of contraceptive drugs'],
  ['Z30.5', 'Surveillance of (intrauterine) contraceptive device'],
  ['Z30.9', 'Contraceptive management, unspecified'],
  ['Z32.0', 'Pregnancy, not (yet) confirmed'],
  ['Z32.1', 'Pregnancy confirmed'],
  ['Z34.0', 'Supervision of normal first pregnancy'],
  ['Z34.8', 'Supervision of other normal pregnancy'],
  ['Z34.9', 'Supervision of normal pregnancy, unspecified'],
  ['Z35.9', 'Supervision of high-risk pregnancy, unspecified'],
  ['Z36.9', 'Antenatal screening, unspecified'],
  ['Z37.0', 'Single live birth'],
  ['Z38.0', 'Singleton, born in hospital'],
  ['Z39.1', 'Care and examination of lactating mother'],
  ['Z39.2', 'Routine postpartum follow-up'],
  ['Z48.0', 'Attention to surgical dressings and sutures'],
  ['Z51.1', 'Chemotherapy session for neoplasm'],
  ['Z71.1', 'Person with feared complaint in whom no diagnosis is made'],
  ['Z71.7', 'Human immunodeficiency virus [HIV] counselling'],
  ['Z71.9', 'Counselling, unspecified'],
  ['Z72.0', 'Tobacco use'],
  ['Z76.0', 'Issue of repeat prescription'],
  ['Z76.2', 'Health supervision and care of other healthy infant and child'],
  ['Z88.0', 'Personal history of allergy to penicillin'],
  ['Z91.1', 'Personal history of noncompliance with medical treatment and regimen'],
];

export const SPECIAL_PURPOSES: readonly Icd10Row[] = [
  ['U07.1', 'COVID-19, virus identified'],
  ['U07.2', 'COVID-19, virus not identified'],
  ['U08.9', 'Personal history of COVID-19, unspecified'],
  ['U09.9', 'Post COVID-19 condition, unspecified'],
  ['U10.9', 'Multisystem inflammatory syndrome associated with COVID-19, unspecified'],
  ['U11.9', 'Need for immunization against COVID-19, unspecified'],
  ['U12.9', 'COVID-19 vaccines causing adverse effects in therapeutic use, unspecified'],
];
