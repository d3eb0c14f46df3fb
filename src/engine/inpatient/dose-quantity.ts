/**
 * How much of a product one dose of a medication order takes from the ward's stock, in the
 * product's unit (tablets, vials), by the prescription engine: quantityToDispense of one dose
 * ("Once only" over one day). Where that engine counts nothing because the form is neither a
 * solid nor a bottle (an injection, "1 g" a vial, dosed in g or mg) but the strength is one
 * amount per unit, a dose takes whole units: a vial opened for a dose is used up, so 1.5 g of a
 * 1 g vial takes 2 vials. Anything else has no count and is refused with the engine's reason.
 */
import { type DoseProduct, quantityToDispense, type UnitOf } from '../pharmacy';
import { mgPer, solidStrengthMg } from '../pharmacy/strength';

export type DoseQuantity =
  | { quantity: number; working: string }
  | { quantity: null; reason: string };

export function quantityOfDose(
  dose: { dose: number; doseUnit: UnitOf },
  product: DoseProduct,
): DoseQuantity {
  const answer = quantityToDispense(
    { dose: dose.dose, doseUnit: dose.doseUnit, frequency: 'Once only', durationDays: 1 },
    product,
  );
  if (answer.quantity !== null) return answer;
  const perMg =
    mgPer(dose.doseUnit.name) ?? (dose.doseUnit.code ? mgPer(dose.doseUnit.code) : undefined);
  const strength = solidStrengthMg(product.strength ?? '');
  if (perMg !== undefined && strength !== undefined && dose.dose > 0) {
    const units = Math.ceil(Math.round(((dose.dose * perMg) / strength) * 1e6) / 1e6);
    const unit = product.unit.name.toLowerCase();
    return {
      quantity: units,
      working: `${dose.dose} ${dose.doseUnit.name} of ${product.strength} per ${unit} = ${units} ${unit}`,
    };
  }
  return {
    quantity: null,
    reason: answer.reason.replace(
      'enter the quantity to dispense',
      'the dose cannot be taken from stock',
    ),
  };
}
