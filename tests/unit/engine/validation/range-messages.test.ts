// A number outside its bounds is refused naming the bounds (and the unit the field measures
// in), in the browser and on the server alike: the same engine words for a field's
// minimum/maximum and a table column's min/max.
import { describe, expect, it } from 'vitest';
import type { FieldSchema } from '../../../../src/engine/types';
import { checkField } from '../../../../src/engine/validation/field-rules';
import { messages } from '../../../../src/engine/validation/messages';
import { valueProblem } from '../../../../src/server/models/write-check';

const verdict = (field: FieldSchema, value: unknown) =>
  checkField({
    name: 'n',
    field,
    label: field.label ?? 'n',
    state: { value, error: '' },
    valueOf: () => undefined,
    customCheck: () => undefined,
    isoDate: () => undefined,
  }).error;

describe('range messages', () => {
  it('names both limits and the unit, or the one limit there is', () => {
    expect(messages.outOfRange('Pulse', 20, 300, 'beats/min')).toBe(
      'Pulse must be between 20 and 300 beats/min',
    );
    expect(messages.outOfRange('Dose', 0.5)).toBe('Dose must be at least 0.5');
    expect(messages.outOfRange('Coverage', undefined, 100, '%')).toBe(
      'Coverage must be at most 100 %',
    );
  });

  it('is what a field outside its bounds reads, and nothing inside them', () => {
    const spo2: FieldSchema = {
      type: 'number',
      label: 'SpO2',
      minimum: 40,
      maximum: 100,
      unit: '%',
    };
    expect(verdict(spo2, 101)).toBe('SpO2 must be between 40 and 100 %');
    expect(verdict(spo2, '39.5')).toBe('SpO2 must be between 40 and 100 %');
    expect(verdict(spo2, 40)).toBe('');
    expect(verdict(spo2, 100)).toBe('');
    const fee: FieldSchema = { type: 'currency', label: 'Fee', required: true, minimum: 1 };
    expect(verdict(fee, '0.50')).toBe('Fee must be at least 1');
  });

  it("is the server's word for a table cell outside its column's min and max", () => {
    const table: FieldSchema = {
      type: 'one_to_many',
      label: 'Medicines',
      columns: [{ field: 'days', type: 'number', label: 'Days', min: 1, max: 90 }],
    };
    expect(valueProblem(table, 'Medicines', [{ days: 0 }])).toBe(
      'Medicines row 1: Days must be between 1 and 90',
    );
  });
});
