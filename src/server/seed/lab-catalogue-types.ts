/**
 * The shapes of the laboratory catalogue's seed (lab-catalogue*.ts) and small builders that keep
 * each test to a few readable lines. A test's body is written through `app.models.createMany`
 * (schemas/test.json), so these mirror its fields; groups and sample types are named by code
 * and turned into ids when seeded.
 */

export type Sex = 'Any' | 'Male' | 'Female';
export type AgeBand = 'Any' | 'Newborn' | 'Child' | 'Adult' | 'Elderly';

export interface CatalogueParameter {
  code: string;
  name: string;
  unit?: string;
  kind: 'Number' | 'Option' | 'Text';
  decimals?: number;
  /** Comma-separated, for an Option parameter: "Negative, Positive". */
  options?: string;
  /** The options that are not flagged abnormal; none: no option is. */
  normal_options?: string;
  min_value?: number;
  max_value?: number;
  critical_low?: number;
  critical_high?: number;
}

export interface CatalogueRange {
  parameter: string;
  sex: Sex;
  age_band: AgeBand;
  low?: number;
  high?: number;
}

export interface CatalogueTest {
  code: string;
  name: string;
  /** A laboratory group's code (lab-catalogue-reference.ts). */
  group: string;
  /** A sample type's code (lab-catalogue-reference.ts). */
  sample: string;
  /** The cash price in whole birr. */
  price: number;
  turnaround_minutes: number;
  method?: string;
  description?: string;
  parameters: CatalogueParameter[];
  reference_ranges: CatalogueRange[];
}

/** What a Number parameter may and must not be: possible limits and critical limits. */
export interface NumberLimits {
  min?: number;
  max?: number;
  criticalLow?: number;
  criticalHigh?: number;
}

/** A measured parameter: unit, decimals shown, what values are possible and critical. */
export function num(
  code: string,
  name: string,
  unit: string,
  decimals: number,
  limits: NumberLimits = {},
): CatalogueParameter {
  return {
    code,
    name,
    unit,
    kind: 'Number',
    decimals,
    min_value: limits.min ?? 0,
    ...(limits.max === undefined ? {} : { max_value: limits.max }),
    ...(limits.criticalLow === undefined ? {} : { critical_low: limits.criticalLow }),
    ...(limits.criticalHigh === undefined ? {} : { critical_high: limits.criticalHigh }),
  };
}

/** A parameter read as one of a list; `normal` are the options not flagged. */
export function opt(
  code: string,
  name: string,
  options: readonly string[],
  normal: readonly string[] = [],
  unit?: string,
): CatalogueParameter {
  return {
    code,
    name,
    kind: 'Option',
    options: options.join(', '),
    ...(normal.length > 0 ? { normal_options: normal.join(', ') } : {}),
    ...(unit ? { unit } : {}),
  };
}

/** A parameter reported in words (an organism, a morphology comment). */
export function text(code: string, name: string): CatalogueParameter {
  return { code, name, kind: 'Text' };
}

/** The option lists laboratories report most. */
export const NEG_POS = ['Negative', 'Positive'] as const;
export const NONREACTIVE = ['Non-reactive', 'Reactive'] as const;
export const NOT_SEEN = ['Not seen', 'Seen'] as const;
export const PLUSES = ['Negative', 'Trace', '+', '++', '+++', '++++'] as const;
/** How much of a cell or element a microscope field shows. */
export const AMOUNTS = ['Not seen', 'Few', 'Moderate', 'Many'] as const;

/** One range for everyone. */
export const any = (parameter: string, low: number, high: number): CatalogueRange[] => [
  { parameter, sex: 'Any', age_band: 'Any', low, high },
];

/** One range for men and one for women, at any age. */
export const bySex = (
  parameter: string,
  male: readonly [number, number],
  female: readonly [number, number],
): CatalogueRange[] => [
  { parameter, sex: 'Male', age_band: 'Any', low: male[0], high: male[1] },
  { parameter, sex: 'Female', age_band: 'Any', low: female[0], high: female[1] },
];

type Pair = readonly [number, number];

/**
 * A range per age band, for both sexes: [low, high] each; Elderly repeats Adult unless given.
 * A band the sources give no range for (a newborn's, often) is left out: no flag there.
 */
export function byAge(
  parameter: string,
  bands: { newborn?: Pair; child?: Pair; adult: Pair; elderly?: Pair },
): CatalogueRange[] {
  const row = (age_band: AgeBand, [low, high]: Pair): CatalogueRange => ({
    parameter,
    sex: 'Any',
    age_band,
    low,
    high,
  });
  return [
    ...(bands.newborn ? [row('Newborn', bands.newborn)] : []),
    ...(bands.child ? [row('Child', bands.child)] : []),
    row('Adult', bands.adult),
    row('Elderly', bands.elderly ?? bands.adult),
  ];
}

/**
 * Children's ranges for both sexes and adults' by sex: Newborn and Child rows (each left out
 * when the sources give none), then Adult and Elderly rows for men and for women (Elderly
 * repeating Adult unless given).
 */
export function byAgeAndSex(
  parameter: string,
  bands: {
    newborn?: Pair;
    child?: Pair;
    male: Pair;
    female: Pair;
    elderlyMale?: Pair;
    elderlyFemale?: Pair;
  },
): CatalogueRange[] {
  const row = (sex: Sex, age_band: AgeBand, [low, high]: Pair): CatalogueRange => ({
    parameter,
    sex,
    age_band,
    low,
    high,
  });
  return [
    ...(bands.newborn ? [row('Any', 'Newborn', bands.newborn)] : []),
    ...(bands.child ? [row('Any', 'Child', bands.child)] : []),
    row('Male', 'Adult', bands.male),
    row('Female', 'Adult', bands.female),
    row('Male', 'Elderly', bands.elderlyMale ?? bands.male),
    row('Female', 'Elderly', bands.elderlyFemale ?? bands.female),
  ];
}

/** An adults' range only (Adult and Elderly, both sexes): children's are not seeded. */
export const adultsOnly = (parameter: string, low: number, high: number): CatalogueRange[] =>
  byAge(parameter, { adult: [low, high] });

/** Only an upper limit ("< 200"), for everyone. */
export const below = (parameter: string, high: number): CatalogueRange[] => [
  { parameter, sex: 'Any', age_band: 'Any', high },
];
