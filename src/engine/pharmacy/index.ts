/**
 * The prescription engine (issue 20): frequency, quantity to dispense, allergy check and the
 * label's directions.
 */
export { allergyWarning, recordedAllergies } from './allergy';
export { type Directed, directionsText, doseText } from './directions';
export {
  type DispensingRow,
  issuingPharmacyOf,
  type PrescribedLike,
  rowsToDispense,
  type StoreLike,
} from './dispensing-prefill';
export { administrations, doseCountOf, type Frequency } from './frequency';
export { writesAsPharmacist } from './item-writer';
export {
  type DoseProduct,
  type Prescribed,
  type QuantityAnswer,
  quantityToDispense,
  type UnitOf,
} from './quantity';
export { routesAllowed } from './route-choice';
