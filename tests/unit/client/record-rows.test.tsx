// A record's table on its detail page: the rows under their columns, a picked record by the
// title the answer carries, amounts right-aligned in the hospital's currency.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Meta } from '../../../src/client/app/meta/meta';
import { RecordRows } from '../../../src/client/app/models/RecordRows';
import { DEFAULT_SETTINGS, type FieldSchema, type ModelSchema } from '../../../src/engine/types';

const items: FieldSchema = {
  type: 'one_to_many',
  label: 'Items',
  columns: [
    { field: 'service', type: 'select', label: 'Service', ref: 'service' },
    { field: 'quantity', type: 'number', label: 'Quantity' },
    { field: 'amount', type: 'currency', label: 'Amount', formula: 'quantity * 2' },
  ],
};
const service = { model: 'service', title: 'Service', fields: {} } as unknown as ModelSchema;
const meta = { models: { service } } as unknown as Meta;

function render(record: Record<string, unknown>) {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(RecordRows, {
        meta,
        record: { id: 1, version: 1, ...record },
        name: 'items',
        field: items,
        label: 'Items',
        settings: { ...DEFAULT_SETTINGS, currency: 'ETB' },
      }),
    ),
  );
}

describe('a record table on the detail page', () => {
  it('shows its rows, a picked record by its title, amounts right-aligned', () => {
    const html = render({
      items: [
        { id: 11, service: 4, quantity: 2, amount: '700.00' },
        { id: 12, service: 9, quantity: 1, amount: '1500.00' },
      ],
      titles: { 'items.service': { '4': 'Complete Blood Count', '9': 'Chest X-ray' } },
    });
    expect(html).toContain('aria-label="Items"');
    expect(html).not.toContain('2 rows');
    expect(html).toMatch(
      /<a [^>]*href="\/admin\/main\/service\/l\/detail\/4"[^>]*>Complete Blood Count<\/a>/,
    );
    expect(html).toContain('>Chest X-ray</a>');
    expect(html.match(/<td class="[^"]*text-right[^"]*">[^<]*700\.00/)).not.toBeNull();
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Amount<\/th>/);
  });

  it('names a picked record it has no title for by its model and id, and shows no rows as a dash', () => {
    expect(render({ items: [{ id: 11, service: 5, quantity: 1 }] })).toContain('>Service #5</a>');
    expect(render({ items: [] })).toBe('-');
  });
});
