import type { FieldSchema } from '../types';

/** The exact messages of spec 5.3 and 8. */
export const messages = {
  required: (label: string) => `${label} is required`,
  notValid: (label: string) => `${label} is not valid`,
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  passwordForm: 'Password must be atleast 5 characters',
  passwordField: 'Password must be 5 characters',
  passwordMismatch: "Password didn't match",
  agree: 'You have to agree first to continue',
  addAtLeastOne: (label: string) => `Add at least one row to ${label}`,
  /**
   * Tena: a number outside its `minimum`/`maximum` (a table column's `min`/`max`), naming the
   * limits and the field's `unit`: "Pulse must be between 20 and 250 beats/min".
   */
  outOfRange: (label: string, minimum?: number, maximum?: number, unit?: string) => {
    const suffix = unit ? ` ${unit}` : '';
    if (minimum !== undefined && maximum !== undefined)
      return `${label} must be between ${minimum} and ${maximum}${suffix}`;
    if (minimum !== undefined) return `${label} must be at least ${minimum}${suffix}`;
    return `${label} must be at most ${maximum}${suffix}`;
  },
  formInvalid: 'Fill all required information correctly',
} as const;

/** Spec 5.2: the label used in messages is the label, else the placeholder, else the key or name. */
export function labelOf(name: string, field: FieldSchema): string {
  return field.label?.trim() || field.placeholder?.trim() || field.key?.trim() || name;
}
