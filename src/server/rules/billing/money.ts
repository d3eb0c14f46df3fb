/** Money in rules: whole cents, so 10 x 500.00 is exactly 5000.00. */

import { centsToMoney, isMoney, moneyToCents } from '../../../engine/billing/money';
import { DEFAULT_SETTINGS } from '../../../engine/types';

/** Cents of a stored or sent amount; 0 for none. */
export const cents = (value: unknown): number => (isMoney(value) ? moneyToCents(value) : 0);

export const money = centsToMoney;

/** `amount` x `percent` / 100, rounded half away from zero to the cent. */
export function percentOf(amountCents: number, percent: number): number {
  const exact = (amountCents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** A quantity x a rate in cents, rounded to the cent: the engine's, which the browser uses too. */
export { lineCents } from '../../../engine/billing/money';

/** "12,345.60": amounts in messages, as a cashier reads them. */
export function shown(amountCents: number): string {
  const [whole, fraction] = money(amountCents).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/** "ETB 12,345.60": an amount standing alone in a message, as receipts and totals write it. */
export const shownInCurrency = (amountCents: number): string =>
  `${DEFAULT_SETTINGS.currency} ${shown(amountCents)}`;
