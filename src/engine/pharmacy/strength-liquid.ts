/**
 * What a product's strength (and name) says about a medicine given by volume, as the formulary
 * writes it: the concentration ("100 IU/mL (10 mL)", "40 mg/0.4 mL", "250 micrograms/mL (2 mL)",
 * "0.9% (1000 mL)", "500 mg/mL (50%, 10 mL)"), the volume one unit holds (the last volume in the
 * brackets, else a bare volume "1000 mL", else the name's "100 mL bottle") and the amount in one
 * unit of a powder ("1 g", "1 million IU (600 mg)"). Amounts are in mg (masses) or IU; a
 * percentage of a solution is weight in volume (g per 100 mL), as the BP and the WHO formulary
 * write injections and infusions ("50%" glucose: 500 mg/mL). A combination ("200 mg + 40 mg/5
 * mL", "5% + 0.9%") or a ratio ("1:200 000") has no single concentration.
 */
import { mgPer, mlPer, packVolumeMl } from './strength';

export type AmountKind = 'mg' | 'IU';

/** An amount of medicine: mg for a mass, IU for an activity. */
export interface Amount {
  value: number;
  kind: AmountKind;
}

/** International units in one of each activity unit. */
const IU_PER: Readonly<Record<string, number>> = {
  iu: 1,
  'i.u.': 1,
  unit: 1,
  units: 1,
  'international unit': 1,
  'international units': 1,
};

const key = (unit: string) => unit.trim().toLowerCase();

/** What one `unit` of a dose or strength is: so many mg or IU, or undefined (a volume, a count). */
export function amountPer(unit: string): Amount | undefined {
  const mg = mgPer(unit);
  if (mg !== undefined) return { value: mg, kind: 'mg' };
  const iu = IU_PER[key(unit)];
  return iu === undefined ? undefined : { value: iu, kind: 'IU' };
}

/** "100 000" (thin or plain spaces between thousands), "2.5", "40". */
const NUMBER = '(\\d{1,3}(?:[ \\u2009\\u202f]\\d{3})+|\\d+(?:\\.\\d+)?)';
const UNIT = '([a-zA-Zµ.]+)';
const VOLUME = '(mL|ml|L|litre|liter|millilitres?)';
const num = (text: string) => Number(text.replace(/[ \u2009\u202f]/g, ''));

const CONCENTRATION = new RegExp(
  `^${NUMBER}\\s*(million\\s+)?${UNIT}\\s*(?:/|per|in)\\s*${NUMBER}?\\s*${VOLUME}$`,
  'i',
);
const PERCENT = new RegExp(`^${NUMBER}\\s*%$`);
const SINGLE = new RegExp(`^${NUMBER}\\s*(million\\s+)?${UNIT}$`, 'i');
const VOLUME_ONLY = new RegExp(`^${NUMBER}\\s*${VOLUME}$`, 'i');

/** A concentration: `amount` in each `perMl` mL ("40 mg/0.4 mL": 40 mg in 0.4 mL). */
export interface Concentration {
  amount: Amount;
  perMl: number;
  /** mg or IU in one mL. */
  perOneMl: number;
  /** Whether the strength wrote the volume ("40 mg/0.4 mL"), not only "/mL" or a percentage. */
  volumeWritten: boolean;
}

/** The strength before its brackets and what its brackets hold, split at commas. */
function partsOf(strength: string): { main: string; bracket: string[] } {
  const match = /^([^(]*)(?:\(([^)]*)\))?\s*$/.exec(strength.trim());
  return {
    main: (match?.[1] ?? strength).trim(),
    bracket: (match?.[2] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  };
}

function concentrationIn(text: string): Concentration | undefined {
  const percent = PERCENT.exec(text);
  if (percent) {
    // Weight in volume: g per 100 mL, so 1% is 10 mg in each mL.
    const perOneMl = num(percent[1] ?? '') * 10;
    return { amount: { value: perOneMl, kind: 'mg' }, perMl: 1, perOneMl, volumeWritten: false };
  }
  const match = CONCENTRATION.exec(text);
  if (!match) return undefined;
  const unit = amountPer(match[3] ?? '');
  const perVolume = mlPer(match[5] ?? '');
  if (!unit || perVolume === undefined) return undefined;
  const value = num(match[1] ?? '') * (match[2] ? 1e6 : 1) * unit.value;
  const perMl = (match[4] === undefined ? 1 : num(match[4])) * perVolume;
  if (!(perMl > 0) || !(value > 0)) return undefined;
  return {
    amount: { value, kind: unit.kind },
    perMl,
    perOneMl: value / perMl,
    volumeWritten: match[4] !== undefined,
  };
}

/** The concentration of a liquid, from the strength or, failing that, its brackets. */
export function concentrationOf(strength: string | null | undefined): Concentration | undefined {
  const { main, bracket } = partsOf(strength ?? '');
  for (const text of [main, ...bracket]) {
    const found = concentrationIn(text);
    if (found) return found;
  }
  return undefined;
}

/**
 * The volume one unit holds as the strength or name states it: the last volume in the
 * strength's brackets ("(50%, 10 mL)": 10 mL), a strength that is only a volume ("1000 mL"), or
 * the name's pack volume ("..., 100 mL bottle"). Not the concentration's own "/0.4 mL": whether
 * that is a unit's content depends on the unit (contentOfUnitMl).
 */
export function statedContentMl(
  strength: string | null | undefined,
  name: string,
): number | undefined {
  const { main, bracket } = partsOf(strength ?? '');
  for (const part of [...bracket].reverse()) {
    const volume = VOLUME_ONLY.exec(part);
    if (volume) return num(volume[1] ?? '') * (mlPer(volume[2] ?? '') ?? Number.NaN);
  }
  const bare = VOLUME_ONLY.exec(main);
  if (bare) return num(bare[1] ?? '') * (mlPer(bare[2] ?? '') ?? Number.NaN);
  return packVolumeMl(name);
}

/** The amount in one unit of a powder or solid ("1 g", "1 million IU (600 mg)"): each way it is written. */
export function unitAmountsOf(strength: string | null | undefined): Amount[] {
  const { main, bracket } = partsOf(strength ?? '');
  const out: Amount[] = [];
  for (const text of [main, ...bracket]) {
    const match = SINGLE.exec(text);
    const unit = match && amountPer(match[3] ?? '');
    if (match && unit)
      out.push({ value: num(match[1] ?? '') * (match[2] ? 1e6 : 1) * unit.value, kind: unit.kind });
  }
  return out;
}

/** "0.1", "2.5", "1000": a volume or amount as the working shows it (3 decimals at most). */
export const shown = (value: number) => String(Number(value.toFixed(3)));
