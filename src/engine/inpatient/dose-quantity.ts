/**
 * What one dose of a medication order takes from the ward's stock, in the product's unit:
 *
 * - a medicine given by volume (an injection, infusion, nebule or oral liquid whose strength is
 *   a concentration, dosed in mg, IU or mL): the dose's volume ("10 IU of 100 IU/mL = 0.1 mL"),
 *   then by its unit (dose-containers.ts): whole single-use units ("40 mg of 40 mg/0.4 mL =
 *   0.4 mL = 1 prefilled syringe"), or a draw from a multi-dose vial or bottle, which the server
 *   takes from the admission's open one or opens a new one for (open-container.ts);
 * - otherwise the prescription engine's count of one dose ("Once only" over one day): a dose in
 *   the product's own unit, a solid by mass;
 * - a powder or other unit of one amount ("1 g", "1 million IU") dosed by mass or IU: whole
 *   units, since a vial made up for a dose is used up (1.5 g of a 1 g vial takes 2 vials).
 * Anything else has no count, and the answer names the product and says why.
 */
import { type DoseProduct, quantityToDispense, type UnitOf } from '../pharmacy';
import { mlPer } from '../pharmacy/strength';
import {
  type Amount,
  amountPer,
  concentrationOf,
  shown,
  unitAmountsOf,
} from '../pharmacy/strength-liquid';
import {
  type Container,
  containerOf,
  type DoseStockProduct,
  PACK_VOLUME_FIELD,
  unitsText,
} from './dose-containers';

export type MultiDoseContainer = Extract<Container, { use: 'multi-dose' }>;

export type DoseQuantity =
  /**
   * Whole units issued for the dose; `volumeMl` when it was measured by volume; `dose` is the
   * dose as ordered ("40 mg"), `noun` what a unit is ("prefilled syringe", "tablet").
   */
  | {
      kind: 'units';
      quantity: number;
      volumeMl: number | null;
      working: string;
      dose: string;
      noun: string;
    }
  /** A volume drawn from an open multi-dose container (or one opened for it). */
  | {
      kind: 'draw';
      volumeMl: number;
      container: MultiDoseContainer;
      working: string;
      dose: string;
    }
  | { kind: 'none'; reason: string };

export interface Dose {
  dose: number;
  doseUnit: UnitOf;
}

/** Rounds away floating-point dust (0.1 * 3 = 0.30000000000000004) before rounding up. */
const roundUp = (value: number) => Math.ceil(Math.round(value * 1e6) / 1e6);

/** A unit's name, code and the abbreviation its name ends with ("International unit (IU)"). */
function namesOf(unit: UnitOf): string[] {
  const abbreviation = /\(([^)]+)\)\s*$/.exec(unit.name)?.[1];
  return [abbreviation ?? '', unit.name, unit.code ?? ''].filter(Boolean);
}
const firstOf = <T>(unit: UnitOf, read: (name: string) => T | undefined) =>
  namesOf(unit)
    .map(read)
    .find((value) => value !== undefined);
/** "IU" for "International unit (IU)", "mg" for "mg". */
const shortName = (unit: UnitOf) => namesOf(unit)[0] ?? unit.name;

const none = (dose: Dose, product: DoseProduct, why: string): DoseQuantity => ({
  kind: 'none',
  reason: `${dose.dose} ${shortName(dose.doseUnit)} of ${product.name} cannot be taken from the ward's stock: ${why}`,
});

/** The dose's volume in mL and how it was worked out, a reason it has none, or undefined. */
function volumeOf(
  dose: Dose,
  product: DoseProduct,
  amount: Amount | undefined,
): { ml: number; working: string } | string | undefined {
  const perMl = firstOf(dose.doseUnit, mlPer);
  if (perMl !== undefined)
    return { ml: dose.dose * perMl, working: `${dose.dose} ${shortName(dose.doseUnit)}` };
  const concentration = concentrationOf(product.strength);
  if (!amount || !concentration) return undefined;
  if (concentration.amount.kind !== amount.kind)
    return `the dose is in ${shortName(dose.doseUnit)} and its strength "${product.strength}" is in ${concentration.amount.kind}`;
  const ml = (dose.dose * amount.value) / concentration.perOneMl;
  const strength = String(product.strength).replace(/\s*\(.*$/, '');
  return {
    ml,
    working: `${dose.dose} ${shortName(dose.doseUnit)} of ${strength} = ${shown(ml)} mL`,
  };
}

/** A dose measured by volume out of a container unit; undefined when it is not one. */
function byVolume(
  dose: Dose,
  product: DoseStockProduct,
  amount: Amount | undefined,
): DoseQuantity | undefined {
  const container = containerOf(product);
  if (!container) return undefined;
  const volume = volumeOf(dose, product, amount);
  if (volume === undefined) return undefined;
  if (typeof volume === 'string') return none(dose, product, volume);
  if (container.use === 'not dosed') return none(dose, product, container.reason);
  const doseText = `${dose.dose} ${shortName(dose.doseUnit)}`;
  if (container.use === 'multi-dose')
    return {
      kind: 'draw',
      dose: doseText,
      volumeMl: volume.ml,
      container,
      working: `${volume.working}, drawn from a ${shown(container.contentMl)} mL ${container.noun} (${container.rule}, in use ${container.inUseDays} days once opened)`,
    };
  if (container.contentMl === undefined)
    return none(
      dose,
      product,
      `the volume of one ${container.noun} is not known: fill in the product's ${PACK_VOLUME_FIELD} (or write it in its strength, such as "(2 mL)")`,
    );
  const quantity = roundUp(volume.ml / container.contentMl);
  return {
    kind: 'units',
    dose: doseText,
    noun: container.noun,
    quantity,
    volumeMl: volume.ml,
    working: `${volume.working} = ${unitsText(quantity, container.noun)} (${shown(container.contentMl)} mL each)`,
  };
}

/** A unit of one amount ("1 g", "1 million IU (600 mg)") dosed by mass or IU: whole units. */
function byUnitAmount(
  dose: Dose,
  product: DoseProduct,
  amount: Amount | undefined,
): DoseQuantity | undefined {
  const each = amount && unitAmountsOf(product.strength).find((a) => a.kind === amount.kind);
  if (!amount || !each) return undefined;
  const quantity = roundUp((dose.dose * amount.value) / each.value);
  const unit = product.unit.name.toLowerCase();
  return {
    kind: 'units',
    dose: `${dose.dose} ${shortName(dose.doseUnit)}`,
    noun: unit,
    quantity,
    volumeMl: null,
    working: `${dose.dose} ${shortName(dose.doseUnit)} of ${product.strength} per ${unit} = ${quantity} ${unit}`,
  };
}

export function quantityOfDose(dose: Dose, product: DoseStockProduct): DoseQuantity {
  if (!(dose.dose > 0)) return none(dose, product, 'the dose is not above 0');
  const amount = firstOf(dose.doseUnit, amountPer);
  const measured = byVolume(dose, product, amount);
  if (measured) return measured;
  const answer = quantityToDispense(
    { dose: dose.dose, doseUnit: dose.doseUnit, frequency: 'Once only', durationDays: 1 },
    product,
  );
  if (answer.quantity !== null)
    return {
      kind: 'units',
      dose: `${dose.dose} ${shortName(dose.doseUnit)}`,
      noun: product.unit.name.toLowerCase(),
      quantity: answer.quantity,
      volumeMl: null,
      working: answer.working,
    };
  const counted = byUnitAmount(dose, product, amount);
  if (counted) return counted;
  const why = answer.reason.replace(/^Not worked out: /, '').replace(/; enter the quantity.*$/, '');
  return none(dose, product, why);
}
