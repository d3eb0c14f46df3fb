import { describe, expect, it } from 'vitest';
import { recordTitle, titleFields } from '../../../../src/engine/format';
import type { ModelSchema } from '../../../../src/engine/types';
import { shippedRegistry } from '../../../helpers/registry';

const base = { groups: [], title: 'Thing', model: 'thing' };

describe('titleFields', () => {
  it('names a person by first, middle and last name, and a thing by its name', () => {
    const person: ModelSchema = {
      ...base,
      fields: {
        mrn: { type: 'text' },
        first_name: { type: 'text' },
        middle_name: { type: 'text' },
        last_name: { type: 'text' },
      },
      naming: { field: 'mrn', pattern: 'MRN-{YYYY}-{seq:6}' },
    };
    expect(titleFields(person)).toEqual(['first_name', 'middle_name', 'last_name']);
    expect(
      titleFields({ ...base, fields: { code: { type: 'text' }, name: { type: 'text' } } }),
    ).toEqual(['name']);
  });

  it('falls back to the number, then to a telling list column, never to a ref or a status', () => {
    const invoice: ModelSchema = {
      ...base,
      fields: { patient: { type: 'select', ref: 'patient' }, invoice_number: { type: 'text' } },
      naming: { field: 'invoice_number', pattern: 'INV-{YYYY}-{seq:6}' },
    };
    expect(titleFields(invoice)).toEqual(['invoice_number']);
    const visit: ModelSchema = {
      ...base,
      fields: {
        patient: { type: 'select', ref: 'patient' },
        status: { type: 'select', options: [{ id: 'Open', name: 'Open' }] },
        at: { type: 'datetime' },
      },
      list: { columns: ['patient', 'status', 'at'] },
    };
    expect(titleFields(visit)).toEqual(['at']);
    expect(
      titleFields({ ...base, fields: { patient: { type: 'select', ref: 'patient' } } }),
    ).toEqual([]);
  });
});

describe('recordTitle', () => {
  it('joins the filled title fields, each in the hospital formats', () => {
    const person: ModelSchema = {
      ...base,
      fields: {
        first_name: { type: 'text' },
        middle_name: { type: 'text' },
        last_name: { type: 'text' },
      },
    };
    expect(
      recordTitle(person, { id: 4, first_name: 'Abebe', middle_name: '', last_name: 'Kebede' }),
    ).toBe('Abebe Kebede');
    const visit: ModelSchema = {
      ...base,
      fields: { at: { type: 'datetime' } },
      list: { columns: ['at'] },
    };
    expect(recordTitle(visit, { id: 1, at: '2026-11-24T13:30:00.000Z' })).toBe(
      'November 24, 2026, 8:30 AM',
    );
  });

  it('calls a record by its model and number when its title fields are empty or withheld', () => {
    const thing: ModelSchema = { ...base, fields: { name: { type: 'text' } } };
    expect(recordTitle(thing, { id: 7, name: '' })).toBe('Thing #7');
    expect(recordTitle(thing, { id: 7, name: 'Secret' }, undefined, [])).toBe('Thing #7');
  });

  it("names the shipped models by name, number or time, never by another record's id", () => {
    const { models } = shippedRegistry();
    for (const schema of Object.values(models)) {
      for (const name of titleFields(schema)) {
        // A ref shows the picked record's title, and only where a title template asks for it.
        if (schema.fields[name]?.ref)
          expect(schema.recordTitle, `${schema.model}.${name}`).toContain(`{${name}}`);
      }
    }
    expect(titleFields(models.visit as ModelSchema)).toEqual(['arrived_at', 'department']);
    expect(titleFields(models.disease as ModelSchema)).toEqual(['code', 'title']);
    expect(titleFields(models.patient as ModelSchema)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
    ]);
    expect(titleFields(models.appointment as ModelSchema)).toEqual([
      'scheduled_at',
      'appointment_number',
    ]);
    expect(titleFields(models.invoice as ModelSchema)).toEqual(['invoice_number']);
    expect(titleFields(models.physician as ModelSchema)).toEqual(['first_name', 'last_name']);
  });
});
