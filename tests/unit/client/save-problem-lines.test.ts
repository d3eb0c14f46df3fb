// A refused save's lines as the form shows them: labels, not the server's field paths.
import { describe, expect, it } from 'vitest';
import { problemLines } from '../../../src/client/app/models/save-problem-lines';
import type { ModelSchema } from '../../../src/engine/types';

const schema = {
  model: 'dispensing',
  title: 'Dispensing',
  fields: {
    warehouse: { type: 'select', label: 'Dispensed From' },
    items: {
      type: 'one_to_many',
      label: 'Items',
      columns: [{ field: 'quantity', type: 'number', label: 'Quantity' }],
    },
  },
} as unknown as ModelSchema;

describe('problemLines', () => {
  it('names a table cell by its table, row and column', () => {
    const lines = problemLines(
      {
        message: 'Fill all required information correctly',
        fields: [
          { field: 'items[1].quantity', message: 'Quantity must be at least 1' },
          { field: 'warehouse', message: 'Dispensed From is required' },
        ],
      },
      schema,
    );
    expect(lines).toEqual([
      'Items row 2, Quantity: Quantity must be at least 1',
      'Dispensed From: Dispensed From is required',
    ]);
  });

  it("does not repeat a rule's refusal that is the message itself", () => {
    const message = 'Items row 1: 12 of Nitrofurantoin 100 mg tablet asked, but only 10 are left';
    expect(
      problemLines({ message, fields: [{ field: 'items[0].quantity', message }] }, schema),
    ).toEqual([]);
  });
});
