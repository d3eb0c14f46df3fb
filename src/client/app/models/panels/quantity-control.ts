/**
 * Who sets a prescription item's quantity to dispense, on its form (issue 20: "quantity
 * computed from them (editable by the pharmacist with a reason)"). The server's rule replaces a
 * prescriber's quantity by the engine's whenever the engine works one out, so the form does not
 * let the prescriber type one that would be thrown away:
 * - the prescriber sees the engine's quantity in the field, read-only; while dose, unit,
 *   frequency and duration are incomplete it stays read-only (its placeholder says it is worked
 *   out from them);
 * - where the engine cannot work it out (As needed, a cream, an injection by mass) the field is
 *   theirs to type, and a quantity the form had filled in for an earlier choice is cleared so
 *   they give one;
 * - the pharmacist changing an existing item types it (with a reason), as the server allows.
 */
import type { QuantityAnswer } from '../../../../engine/pharmacy';

export interface QuantityControlInput {
  /** The writer changes the item as its pharmacist (writesAsPharmacist, an existing item). */
  asPharmacist: boolean;
  /** The engine's answer; undefined while its inputs are incomplete. */
  answer: QuantityAnswer | undefined;
  /** The field's value now. */
  current: unknown;
  /** The last quantity the form filled in from the engine, if any. */
  filled: number | undefined;
}

export interface QuantityControl {
  /** The quantity field is read-only for this writer now. */
  locked: boolean;
  /** What to put in the field (null empties it); undefined leaves it as it is. */
  fill?: number | null;
}

const same = (a: unknown, b: unknown) =>
  a !== undefined && a !== null && a !== '' && Number(a) === Number(b);

export function quantityControl(input: QuantityControlInput): QuantityControl {
  const { asPharmacist, answer, current, filled } = input;
  if (asPharmacist) return { locked: false };
  if (!answer) return { locked: true };
  if (answer.quantity !== null)
    return same(current, answer.quantity)
      ? { locked: true }
      : { locked: true, fill: answer.quantity };
  return filled !== undefined && same(current, filled)
    ? { locked: false, fill: null }
    : { locked: false };
}
