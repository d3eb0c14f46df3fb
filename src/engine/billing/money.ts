/**
 * Money as whole cents, for the server (stored amounts, rules) and the browser (amounts shown
 * before saving) alike: "1250.5" is 125050 cents with no floating-point rounding, and an amount
 * times a quantity is rounded to the cent the one way both sides use.
 */

const MONEY = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "1250.5" -> 125050 without floating-point rounding; numbers are rounded to the cent. */
export function moneyToCents(value: unknown): number {
  if (typeof value === 'number') return Math.round(value * 100);
  const match = MONEY.exec(String(value).replace(/,/g, '').trim());
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function centsToMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function isMoney(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e13;
  return typeof value === 'string' && MONEY.test(value.replace(/,/g, '').trim());
}

/** A quantity x a rate in cents, rounded half away from zero to the cent (quantities may have 2 decimals). */
export function lineCents(quantity: unknown, rateCents: number): number {
  const exact = Number(quantity ?? 0) * rateCents;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
