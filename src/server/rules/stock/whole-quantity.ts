/**
 * A movement row's quantity is a whole number of the product's units above 0 (stock moves in the
 * unit it is dispensed in: a box of 100 tablets moves as 100), refused on `items[i].quantity`.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';

export function wholeQuantityProblem(item: RecordValues, index: number): Problem | undefined {
  const quantity = Number(item.quantity);
  if (Number.isInteger(quantity) && quantity > 0) return undefined;
  return {
    field: `items[${index}].quantity`,
    message: 'Quantity must be a whole number of units above 0',
  };
}
