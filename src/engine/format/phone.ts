/**
 * Phone numbers (spec 5.3, 5.4). Only digits are stored; the dashes are display only, and the
 * country code lives beside the number in the field state.
 */

/** Spec 5.3: non-digits are stripped. Anything but text or a number has no digits. */
export function phoneDigits(raw: unknown): string {
  if (typeof raw === 'number') return Number.isFinite(raw) ? phoneDigits(String(raw)) : '';
  return typeof raw === 'string' ? raw.replace(/\D/g, '') : '';
}

/**
 * Spec 5.4: digits grouped 2-3-4 with dashes ("911234567" -> "91-123-4567", "9112" ->
 * "91-12"). The spec only covers up to 9 digits; longer numbers (the form engine allows 11)
 * keep every digit beyond the ninth in the last group ("91-123-456789"), so nothing the user
 * typed is hidden and no group is invented.
 */
export function formatPhone(raw: unknown): string {
  const digits = phoneDigits(raw);
  return [digits.slice(0, 2), digits.slice(2, 5), digits.slice(5)].filter(Boolean).join('-');
}

/** Back from the shown form to the stored digits: parsePhone(formatPhone(x)) === phoneDigits(x). */
export function parsePhone(formatted: unknown): string {
  return phoneDigits(formatted);
}

/**
 * Spec 5.3 states two defaults from two layers: the form engine (`form`) takes 6 to 11
 * digits, the phone field widget (`field`) exactly 9 digits starting with 7 or 9.
 */
export type PhoneProfile = 'form' | 'field';

export function isValidPhone(raw: unknown, profile: PhoneProfile = 'form'): boolean {
  const digits = phoneDigits(raw);
  return profile === 'field' ? /^[79]\d{8}$/.test(digits) : /^\d{6,11}$/.test(digits);
}
