/**
 * The browser's form of a new observation as the nurse fills it, for tests that hold its
 * warnings against the flags the server stores: the record it hangs on picked (a chart's
 * admission, or an outpatient's patient), the fields that fetch from it copied (fetchFrom, with
 * fetchAs), then the patient's copies (sex, age band), then what the nurse types. And the
 * server's side of those copies: a write typing them is refused.
 */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { compileForm, FormSession } from '../../src/engine/form';
import { fetchedValues } from '../../src/engine/form/fetch-from';
import type { ModelSchema } from '../../src/engine/types';

type Row = Record<string, unknown>;

export interface PickedRecord {
  /** The field picked: `admission` on a ward chart, `patient` on vitalSign. */
  field: 'admission' | 'patient';
  id: number;
}

export async function observationForm(
  schema: ModelSchema,
  picked: PickedRecord,
  typed: Row,
  read: (model: string, id: number) => Promise<Row>,
  now: Date,
): Promise<FormSession> {
  const fetchers = Object.entries(schema.fields).map(
    ([name, field]) => [name, field.fetchFrom, field.fetchAs] as const,
  );
  const fromPicked =
    picked.field === 'admission'
      ? fetchedValues(fetchers, 'admission', await read('impatient', picked.id), now)
      : { patient: picked.id };
  const patient = await read('patient', Number(fromPicked.patient));
  const copied = fetchedValues(fetchers, 'patient', patient, now);
  return new FormSession(
    compileForm(schema.fields, schema.groups),
    { [picked.field]: picked.id, ...fromPicked, ...copied, ...typed },
    { user: { role: 'IPD Nurse', permissions: ['IPD Nurse'] }, now: () => now },
  );
}

/** A write that typed the patient's sex and age band (the server copies them) refused, naming both. */
export function expectTypedCopiesRefused(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(422);
  const fields = response.json().details.map((detail: { field: string }) => detail.field);
  expect(fields.sort()).toEqual(['patient_age_band', 'patient_sex']);
}
