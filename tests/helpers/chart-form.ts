/**
 * The browser's form of a new observation as the nurse fills it, for tests that hold its
 * warnings against the flags the server stores: the record it hangs on picked (a chart's
 * admission, or an outpatient's patient), the fields that fetch from it copied (fetchFrom, with
 * fetchAs), then the patient's copies (sex, age band), then what the nurse types.
 */
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
