/**
 * What the prescription item form shows before saving, from the records its picks point at: the
 * allergy warning (the engine's `allergyWarning`, the very check `pharmacy.prescription-item`
 * makes on save) and the quantity to dispense (`quantityToDispense`, which the server stores),
 * or why it cannot be worked out. The server stays the judge; this only tells the prescriber
 * first.
 */
import {
  allergyWarning,
  type QuantityAnswer,
  quantityToDispense,
  type UnitOf,
} from '../../../../engine/pharmacy';

type Loaded = Readonly<Record<string, unknown>> | undefined;

export interface ItemCheckInputs {
  /** The prescription's patient, as read. */
  patient: Loaded;
  product: Loaded;
  /** The product's dispensing unit (unitOfMeasurement). */
  productUnit: Loaded;
  /** The dose unit picked (unitOfMeasurement). */
  doseUnit: Loaded;
  dose: unknown;
  frequency: unknown;
  durationDays: unknown;
}

export interface ItemCheck {
  /** The warning, or null when the allergies recorded match nothing (or are not read yet). */
  warning: string | null;
  /** Undefined until medicine, dose, dose unit, frequency and duration are all given. */
  quantity: QuantityAnswer | undefined;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

const unitOf = (record: Loaded): UnitOf | undefined =>
  record && {
    id: record.id as number,
    name: String(record.name ?? ''),
    code: textOf(record.code),
  };

export function itemCheck(inputs: ItemCheckInputs): ItemCheck {
  const { patient, product } = inputs;
  const warning =
    patient && product
      ? allergyWarning(textOf(patient.allergies), textOf(product.generic_name))
      : null;
  const given = [inputs.dose, inputs.frequency, inputs.durationDays].every((v) => !blank(v));
  const doseUnit = unitOf(inputs.doseUnit);
  if (!product || !doseUnit || !given) return { warning, quantity: undefined };
  const unit = unitOf(inputs.productUnit);
  const quantity: QuantityAnswer = unit
    ? quantityToDispense(
        {
          dose: Number(inputs.dose),
          doseUnit,
          frequency: String(inputs.frequency),
          durationDays: Number(inputs.durationDays),
        },
        {
          name: String(product.name ?? ''),
          strength: textOf(product.strength),
          dosage_form: textOf(product.dosage_form),
          unit,
          pack_volume_ml: product.pack_volume_ml == null ? null : Number(product.pack_volume_ml),
        },
      )
    : {
        quantity: null,
        reason:
          'Not worked out: the product has no dispensing unit; enter the quantity to dispense.',
      };
  return { warning, quantity };
}
