import { describe, expect, it } from 'vitest';
import { newRecordValues, recordForm } from '../../../../src/engine/form/record-form';
import type { ModelSchema } from '../../../../src/engine/types';
import { shippedRegistry } from '../../../helpers/registry';

const appointment = shippedRegistry().models.appointment as ModelSchema;
const optionIds = (schema: Pick<ModelSchema, 'fields'>, field: string) =>
  schema.fields[field]?.options?.map((option) => option.id ?? option.value);

describe("a record's form offers only what the server accepts", () => {
  it("offers a new appointment the workflow's start state alone, set and read-only", () => {
    const form = recordForm(appointment, false);
    expect(optionIds(form, 'status')).toEqual(['Scheduled']);
    expect(form.readOnly).toContain('status');
    expect(newRecordValues(appointment)).toEqual({ status: 'Scheduled' });
    // The model itself is untouched: details and lists still know every state.
    expect(optionIds(appointment, 'status')).toContain('Checked In');
  });

  it('shows an existing record every state, read-only: it moves through transitions', () => {
    const form = recordForm(appointment, true);
    expect(optionIds(form, 'status')).toEqual(optionIds(appointment, 'status'));
    expect(form.readOnly).toContain('status');
  });

  it('narrows allowedValues too, keeps a parent given to a new record and its start state', () => {
    const schema: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'> = {
      fields: {
        mrn: { type: 'text' },
        ward: { type: 'select' },
        state: { type: 'radio', allowedValues: ['Open', 'Closed'] },
        total: { type: 'number', formula: [{ type: 'field', target: 'ward' }] },
      },
      naming: { field: 'mrn', pattern: 'W-{seq:4}' },
      workflow: { field: 'state', initial: 'Open', states: ['Open', 'Closed'], transitions: [] },
    };
    const form = recordForm(schema, false);
    expect(form.fields.state?.allowedValues).toEqual(['Open']);
    expect(form.readOnly.sort()).toEqual(['mrn', 'state', 'total']);
    expect(newRecordValues(schema, { ward: 3, state: 'Closed' })).toEqual({
      ward: 3,
      state: 'Open',
    });
  });

  it('leaves a model without a workflow as it is, its server-written fields read-only', () => {
    const patient = shippedRegistry().models.patient as ModelSchema;
    const form = recordForm(patient, false);
    expect(form.fields).toBe(patient.fields);
    expect(form.readOnly.sort()).toEqual(['age', 'mrn']);
    expect(newRecordValues(patient, { city: 'Bole' })).toEqual({ city: 'Bole' });
  });
});
