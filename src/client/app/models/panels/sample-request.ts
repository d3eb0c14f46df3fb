/**
 * Whose sample is being collected and what its request needs, for the sample form's panel: the
 * collector checks the patient's name and MRN against the person in front of them before the
 * tube is drawn and labelled (the form's own Patient is filled by the server on save).
 */
import type { StoredRecord } from '../record-api';

export interface SampleRequestSummary {
  patient: string;
  /** "MRN-2026-000007 · Female, 77 y"; what is known of it. */
  identity: string;
  request: string;
  /** Each ordered test with the sample type it is run on: "CBC Complete Blood Count (CBC): Whole blood (EDTA)". */
  needs: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
type Titles = Record<string, Record<string, string>>;

export function sampleRequestSummary(
  request: StoredRecord,
  patient: StoredRecord | undefined,
): SampleRequestSummary {
  const titles = (request.titles ?? {}) as Titles;
  const patientId = String(request.patient ?? '');
  const name =
    titles.patient?.[patientId] ??
    ([patient?.first_name, patient?.middle_name, patient?.last_name]
      .map(text)
      .filter(Boolean)
      .join(' ') ||
      `Patient ${patientId}`);
  const age = typeof patient?.age === 'number' ? `${patient.age} y` : '';
  const sexAge = [text(patient?.sex), age].filter(Boolean).join(', ');
  const identity = [text(patient?.mrn), sexAge].filter(Boolean).join(' · ');
  const rows = Array.isArray(request.tests) ? (request.tests as Record<string, unknown>[]) : [];
  const needs = rows.map((row) => {
    const test = titles['tests.test']?.[String(row.test)] ?? `Test ${String(row.test)}`;
    const type = titles['tests.sample_type']?.[String(row.sample_type)];
    return type ? `${test}: ${type}` : test;
  });
  const number = text(request.request_number) || `Lab request ${request.id}`;
  const priority = text(request.priority);
  return {
    patient: name,
    identity,
    request: priority ? `${number}, ${priority}` : number,
    needs,
  };
}
