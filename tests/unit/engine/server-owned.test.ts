import { describe, expect, it } from 'vitest';
import { serverOwned, writableValues } from '../../../src/engine/form/server-owned';
import type { ModelSchema } from '../../../src/engine/types';

const schema: Pick<ModelSchema, 'fields' | 'naming' | 'workflow'> = {
  fields: {
    mrn: { type: 'text' },
    first_name: { type: 'text' },
    age: { type: 'number', formula: [{ type: 'field', target: 'first_name' }] },
    total: { type: 'number', expression: 'a + b' },
    status: { type: 'select' },
  },
  naming: { field: 'mrn', pattern: 'MRN-{seq:6}' },
  workflow: { field: 'status', initial: 'Open', states: ['Open', 'Closed'], transitions: [] },
};

describe('fields only the server writes', () => {
  it('are the computed ones, the numbered one, and the status on an update', () => {
    expect(serverOwned(schema, 'age', false)).toBe('computed');
    expect(serverOwned(schema, 'total', true)).toBe('computed');
    expect(serverOwned(schema, 'mrn', false)).toBe('numbered');
    expect(serverOwned(schema, 'status', true)).toBe('workflow');
    expect(serverOwned(schema, 'status', false)).toBeUndefined();
    expect(serverOwned(schema, 'first_name', true)).toBeUndefined();
    expect(serverOwned(schema, 'unknown', true)).toBeUndefined();
  });

  it('are left out of what the browser sends', () => {
    const values = { mrn: 'x', first_name: 'Abebe', age: 30, total: 1, status: 'Closed' };
    expect(writableValues(schema, values, false)).toEqual({
      first_name: 'Abebe',
      status: 'Closed',
    });
    expect(writableValues(schema, values, true)).toEqual({ first_name: 'Abebe' });
  });
});
