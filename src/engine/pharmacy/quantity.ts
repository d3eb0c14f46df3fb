/**
 * The quantity to dispense of a prescribed medicine, worked out from its dose, dose unit,
 * frequency and duration and the product (the same code in the prescriber's form and in the
 * server's rule, `pharmacy.prescription-item`):
 *
 * - a dose in the product's dispensing unit (2 tablets): dose x administrations, rounded up;
 * - a dose by mass (mg, g, mcg) of a solid whose strength is one mass ("500 mg"): each dose is
 *   dose / strength units, a whole number of them (half a tablet for a tablet, which may be
 *   split), times the administrations, rounded up;
 * - a liquid dispensed by the bottle whose strength is a concentration ("125 mg/5 mL"): the
 *   volume of all the doses (a dose in mg through the concentration, or in mL as given) over
 *   the bottle's volume (the product's Pack Volume (mL), else its name's "100 mL"), rounded up
 *   to whole bottles; an oral liquid with a Pack Volume is counted so whatever its unit's name;
 * - anything else (As needed, an injection dosed by mass, a cream) is not worked out: the
 *   answer says why, and the prescriber or pharmacist gives the quantity.
 */
import { administrations, doseCountOf } from './frequency';
import { liquidMgPerMl, mgPer, mlPer, packVolumeMl, solidStrengthMg } from './strength';

/** A unit of measurement as the records hold it. */
export interface UnitOf {
  id?: number | string | null;
  name: string;
  code?: string | null;
}

/** What the engine reads of a formulary product. */
export interface DoseProduct {
  name: string;
  strength?: string | null;
  dosage_form?: string | null;
  /** The unit it is dispensed in (Tablet, Capsule, Bottle). */
  unit: UnitOf;
  /** The mL one unit (bottle, vial, bag) holds, as the product records it. */
  pack_volume_ml?: number | null;
}

export interface Prescribed {
  dose: number;
  doseUnit: UnitOf;
  frequency: string;
  durationDays: number;
}

export type QuantityAnswer =
  | { quantity: number; working: string }
  | { quantity: null; reason: string };

const SOLID_FORMS = /tablet|capsule|suppositor|pessar|lozenge/i;
const ORAL_LIQUID = /syrup|suspension|oral solution|elixir|oral drops|oral liquid/i;

/** The product's recorded Pack Volume (mL), when it has one above 0. */
function recordedPackMl(product: DoseProduct): number | undefined {
  const recorded = Number(product.pack_volume_ml);
  return product.pack_volume_ml != null && recorded > 0 ? recorded : undefined;
}

/** Dispensed by the bottle: a Bottle unit, or an oral liquid whose bottle's volume is recorded. */
const byTheBottle = (product: DoseProduct) =>
  /bottle/i.test(product.unit.name) ||
  (recordedPackMl(product) !== undefined && ORAL_LIQUID.test(product.dosage_form ?? ''));
const SPLITTABLE = /tablet/i;

/** A count word: "21 capsules", "1 tablet". */
function counted(count: number, unit: string): string {
  const name = unit.toLowerCase();
  if (count === 1 || /s$/.test(name) || !/^[a-z]+$/.test(name)) return `${count} ${name}`;
  return `${count} ${name}${/(s|x|ch|sh)$/.test(name) ? 'es' : 's'}`;
}

const sameUnit = (a: UnitOf, b: UnitOf) =>
  (a.id !== undefined && a.id !== null && String(a.id) === String(b.id)) ||
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

/** Mass or volume of a unit, by its name or, failing that, its code. */
const massOf = (unit: UnitOf) => mgPer(unit.name) ?? (unit.code ? mgPer(unit.code) : undefined);
const volumeOf = (unit: UnitOf) => mlPer(unit.name) ?? (unit.code ? mlPer(unit.code) : undefined);

/** Rounds away floating-point dust (0.1 * 3 = 0.30000000000000004) before rounding up. */
const roundUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

const cannot = (reason: string): QuantityAnswer => ({ quantity: null, reason });

function dosesOf(prescribed: Prescribed): number | string {
  if (!(prescribed.dose > 0)) return 'the dose is not above 0';
  if (doseCountOf(prescribed.frequency).kind === 'none')
    return `"${prescribed.frequency}" has no fixed number of doses`;
  if (!(prescribed.durationDays >= 1)) return 'the duration is under a day';
  return administrations(prescribed.frequency, prescribed.durationDays) ?? 'no dose count';
}

/** Units of a solid per dose, when a whole (or, for a tablet, half) number of them. */
function solidUnitsPerDose(product: DoseProduct, doseMg: number): number | string {
  const strength = solidStrengthMg(product.strength ?? '');
  if (strength === undefined)
    return `its strength "${product.strength ?? ''}" is not one amount per ${product.unit.name.toLowerCase()} (such as 500 mg)`;
  const units = doseMg / strength;
  const step = SPLITTABLE.test(product.dosage_form ?? '') ? 2 : 1;
  if (Math.abs(Math.round(units * step) - units * step) > 1e-6)
    return `a dose of ${doseMg} mg is ${Number(units.toFixed(3))} of a ${product.strength} ${product.unit.name.toLowerCase()}, which cannot be measured out`;
  return units;
}

export function quantityToDispense(prescribed: Prescribed, product: DoseProduct): QuantityAnswer {
  const doses = dosesOf(prescribed);
  const ask = 'enter the quantity to dispense';
  if (typeof doses === 'string') return cannot(`Not worked out: ${doses}; ${ask}.`);
  const unit = product.unit.name;
  const dose = prescribed.dose;
  const times = `${doses} dose${doses === 1 ? '' : 's'}`;
  if (sameUnit(prescribed.doseUnit, product.unit)) {
    const quantity = roundUp(dose * doses);
    return {
      quantity,
      working: `${dose} ${unit.toLowerCase()} x ${times} = ${counted(quantity, unit)}`,
    };
  }
  const perMg = massOf(prescribed.doseUnit);
  const perMl = volumeOf(prescribed.doseUnit);
  if (byTheBottle(product)) {
    const concentration = liquidMgPerMl(product.strength ?? '');
    const bottle = recordedPackMl(product) ?? packVolumeMl(product.name);
    const doseMl =
      perMl !== undefined
        ? dose * perMl
        : perMg !== undefined && concentration !== undefined
          ? (dose * perMg) / concentration
          : undefined;
    if (doseMl === undefined || bottle === undefined)
      return cannot(
        `Not worked out: ${product.name} is dispensed by the bottle and ${bottle === undefined ? 'it has no Pack Volume (mL) and its name gives no bottle volume (such as 100 mL)' : `its strength "${product.strength ?? ''}" gives no concentration (such as 125 mg/5 mL)`}; ${ask}.`,
      );
    const volume = Math.round(doseMl * doses * 1000) / 1000;
    const quantity = roundUp(volume / bottle);
    return {
      quantity,
      working: `${Number(doseMl.toFixed(3))} mL x ${times} = ${volume} mL, in ${bottle} mL bottles = ${counted(quantity, unit)}`,
    };
  }
  if (perMg !== undefined && SOLID_FORMS.test(product.dosage_form ?? '')) {
    const perDose = solidUnitsPerDose(product, dose * perMg);
    if (typeof perDose === 'string') return cannot(`Not worked out: ${perDose}; ${ask}.`);
    const quantity = roundUp(perDose * doses);
    return {
      quantity,
      working: `${dose} ${prescribed.doseUnit.name} = ${perDose} ${unit.toLowerCase()} x ${times} = ${counted(quantity, unit)}`,
    };
  }
  return cannot(
    `Not worked out: a dose in ${prescribed.doseUnit.name} of ${product.name}, dispensed by the ${unit.toLowerCase()}, has no count this engine knows; ${ask}.`,
  );
}
