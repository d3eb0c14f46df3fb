/**
 * A product's strength as the formulary writes it ("500 mg", "250 mg/5 mL", "1 g",
 * "100 mcg") and the amounts a dose is given in: masses in mg, volumes in mL.
 */

/** Milligrams in one of each mass unit ("mcg" and "µg" are micrograms). */
const MG_PER: Readonly<Record<string, number>> = {
  g: 1000,
  gram: 1000,
  grams: 1000,
  mg: 1,
  milligram: 1,
  milligrams: 1,
  mcg: 0.001,
  µg: 0.001,
  ug: 0.001,
  microgram: 0.001,
  micrograms: 0.001,
};

/** Millilitres in one of each volume unit. */
const ML_PER: Readonly<Record<string, number>> = {
  ml: 1,
  millilitre: 1,
  millilitres: 1,
  milliliter: 1,
  milliliters: 1,
  l: 1000,
  litre: 1000,
  liter: 1000,
};

const key = (unit: string) => unit.trim().toLowerCase();

/** Milligrams in one `unit` ("g" 1000), or undefined when it is no mass unit. */
export const mgPer = (unit: string): number | undefined => MG_PER[key(unit)];

/** Millilitres in one `unit` ("L" 1000), or undefined when it is no volume unit. */
export const mlPer = (unit: string): number | undefined => ML_PER[key(unit)];

const NUMBER = '(\\d+(?:\\.\\d+)?)';
const UNIT = '([a-zA-Zµ]+)';

/** A strength per unit of a solid ("500 mg"): its amount in mg. */
export function solidStrengthMg(strength: string): number | undefined {
  const match = new RegExp(`^\\s*${NUMBER}\\s*${UNIT}\\s*$`).exec(strength);
  if (!match) return undefined;
  const per = mgPer(match[2] ?? '');
  return per === undefined ? undefined : Number(match[1]) * per;
}

/** A liquid's concentration ("125 mg/5 mL", "40 mg/mL"): mg in each mL. */
export function liquidMgPerMl(strength: string): number | undefined {
  const match = new RegExp(
    `^\\s*${NUMBER}\\s*${UNIT}\\s*(?:/|per|in)\\s*${NUMBER}?\\s*${UNIT}\\s*$`,
    'i',
  ).exec(strength);
  if (!match) return undefined;
  const mg = mgPer(match[2] ?? '');
  const ml = mlPer(match[4] ?? '');
  if (mg === undefined || ml === undefined) return undefined;
  const volume = match[3] === undefined ? 1 : Number(match[3]);
  return volume > 0 ? (Number(match[1]) * mg) / (volume * ml) : undefined;
}

/**
 * A bottle's volume from the product's name ("Amoxicillin 125 mg/5 mL oral suspension, 100 mL
 * bottle" holds 100 mL): the last "N mL" that is not the strength's "/5 mL".
 */
export function packVolumeMl(name: string): number | undefined {
  const found = [...name.matchAll(/(^|[^/\d.])\s*(\d+(?:\.\d+)?)\s*(mL|ml|L|litre|liter)\b/g)];
  const last = found.at(-1);
  if (!last) return undefined;
  const per = mlPer(last[3] ?? '');
  return per === undefined ? undefined : Number(last[2]) * per;
}
