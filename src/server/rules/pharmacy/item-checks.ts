/**
 * What a prescription item's writer may do, by role: the prescriber writes the medicine and
 * gets the quantity worked out; the pharmacist changes only the quantity, and only with a reason
 * (`pharmacy.prescription-item`).
 */
import type { Problem } from '../../errors';
import type { RecordChange } from '../types';

/** The fields a prescriber writes and a pharmacist may not change. */
const PRESCRIBERS_FIELDS: readonly [string, string][] = [
  ['prescription', 'Prescription'],
  ['product', 'Medicine'],
  ['dose', 'Dose'],
  ['dose_unit', 'Dose Unit'],
  ['route', 'Route'],
  ['frequency', 'Frequency'],
  ['duration_days', 'Duration (days)'],
  ['instructions', 'Instructions'],
  ['allergy_override_reason', 'Reason to Prescribe Despite the Allergy'],
];

const same = (a: unknown, b: unknown) => {
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  return String(a) === String(b) || Number(a) === Number(b);
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A pharmacist's edit: only the quantity changes, and then with a new reason. */
export function pharmacistProblems(change: RecordChange): Problem[] {
  const before = change.before ?? {};
  const after = change.after;
  const problems: Problem[] = PRESCRIBERS_FIELDS.filter(
    ([name]) => name in after && !same(before[name], after[name]),
  ).map(([name, label]) => ({
    field: name,
    message: `${label} is the prescriber's: a pharmacist changes only the quantity to dispense (with a reason); ask the prescriber to change it`,
  }));
  if (!same(before.quantity, after.quantity)) {
    const reason = text(after.quantity_reason);
    if (!reason || reason === text(before.quantity_reason))
      problems.push({
        field: 'quantity_reason',
        message: `Give the reason for changing the quantity from ${before.quantity ?? 'none'} to ${after.quantity ?? 'none'} (e.g. a whole pack of 30, or stock of a smaller pack)`,
      });
  }
  return problems;
}

/** True when the writer changes a prescription item as its pharmacist, not its prescriber. */
export { writesAsPharmacist } from '../../../engine/pharmacy/item-writer';
