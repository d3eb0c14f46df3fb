/**
 * How the result rules name records in their refusals and notifications: a test as the
 * catalogue lists it ("ELEC Serum Electrolytes"), a patient by name and MRN.
 */
import { recordTitle } from '../../../engine/format/record-title';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';

export const testTitle = (test: RecordValues | undefined, id: unknown) =>
  test ? `${test.code} ${test.name}` : `test #${String(id)}`;

/** "Abebe Kebede Tesfaye (MRN-2026-000001)". */
export function patientTitle(ctx: RuleContext, patient: RecordValues | undefined, id: unknown) {
  if (!patient) return `patient #${String(id)}`;
  const name = recordTitle(ctx.records.schema('patient'), patient);
  return patient.mrn ? `${name} (${patient.mrn})` : name;
}

export const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The id a ref field holds, or undefined when it holds none. */
export const refId = (value: unknown): number | undefined =>
  isBlank(value) || !Number.isInteger(Number(value)) ? undefined : Number(value);
