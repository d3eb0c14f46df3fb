/** The prescription engine (issue 20): frequency, quantity to dispense, allergy check. */
export { allergyWarning, recordedAllergies } from './allergy';
export { administrations, doseCountOf, type Frequency } from './frequency';
export {
  type DoseProduct,
  type Prescribed,
  type QuantityAnswer,
  quantityToDispense,
  type UnitOf,
} from './quantity';
