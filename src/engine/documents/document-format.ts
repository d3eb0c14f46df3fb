/** How printed billing documents write amounts, quantities and referenced records. */
import { ageText } from '../clinical/patient-age';
import { formatCurrency } from '../format/currency';
import { formatDateTime } from '../format/dates';
import { formatDecimal } from '../format/number';
import type { RefTitles } from '../format/record-title';
import type { DocumentLine } from './document-types';

/** "1,250.00": always 2 decimals, as the amount columns print them (their header names ETB). */
export function amountText(value: unknown): string {
  return formatCurrency(value ?? 0, { currency: '', fixedFractionDigits: true }) || '0.00';
}

/** "ETB 1,250.00": a total or balance standing alone. */
export function moneyText(value: unknown, currency: string): string {
  return `${currency} ${amountText(value)}`;
}

/** A quantity or percentage without trailing zeros: 2, 1.5, 15. */
export function quantityText(value: unknown): string {
  return formatDecimal(Number(value ?? 0), 0, 2) || '0';
}

/** Whether a money value is more than zero ("0.00", null and nonsense are not). */
export function isPositive(value: unknown): boolean {
  return Number(value ?? 0) > 0;
}

/**
 * What the answer's titles call the record `id` at `key` (a ref field, or `table.column`), or
 * `fallback` and its number for a record the reader may not read.
 */
export function titleAt(titles: RefTitles | undefined, key: string, id: unknown, fallback: string) {
  if (id === null || id === undefined || id === '') return '';
  return titles?.[key]?.[String(id)] ?? `${fallback} ${id}`;
}

/** Text of a value that may be missing. */
export function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A written field's lines as its paragraphs (blank lines dropped). */
export function paragraphsOf(value: unknown): string[] {
  return text(value)
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The lines that have a value: a document prints no empty label. */
export function filledLines(lines: DocumentLine[]): DocumentLine[] {
  return lines.filter((line) => line.value !== '');
}

/** "2 Mar 2026, 09:00" on the hospital's clock, '' for no instant. */
export function instantText(value: unknown, zone: string): string {
  return value ? formatDateTime(text(value), zone) : '';
}

/** What a reader may see of a patient beside the name, as a clinical document takes it. */
export interface DocumentPatient {
  mrn?: string;
  sex?: string;
  date_of_birth?: string;
}

/** A clinical document's patient: name, MRN, age on `day` (yyyy-MM-dd) and sex, those known. */
export function patientLines(
  titles: RefTitles | undefined,
  id: unknown,
  patient: DocumentPatient,
  day: string | undefined,
): DocumentLine[] {
  return filledLines([
    { label: 'Name', value: titleAt(titles, 'patient', id, 'Patient') },
    { label: 'MRN', value: text(patient.mrn) },
    { label: 'Age', value: (day && ageText(patient.date_of_birth, day)) || '' },
    { label: 'Sex', value: text(patient.sex) },
  ]);
}
