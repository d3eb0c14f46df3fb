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
  addAtLeastOne: (label: string) => `Add at least one ${label}`,
  formInvalid: 'Fill all required information correctly',
} as const;

/** Spec 5.2: the label used in messages is the label, else the placeholder, else the key or name. */
export function labelOf(name: string, field: FieldSchema): string {
  return field.label?.trim() || field.placeholder?.trim() || field.key?.trim() || name;
}
