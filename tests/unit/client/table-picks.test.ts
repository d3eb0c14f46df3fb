import { describe, expect, it } from 'vitest';
import { refListUrl } from '../../../src/client/forms/widgets/select/ref-options';
import { applyRelated } from '../../../src/client/widgets/table/rows';
import { withStoredRowIds } from '../../../src/engine/form/sent-rows';
import type { FieldSchema, TableColumn } from '../../../src/engine/types';

const COLUMNS: TableColumn[] = [
  { field: 'service', type: 'select', ref: 'service' },
  { field: 'form', type: 'select', options: [{ id: 'tab', name: 'Tablet', unit: 'tab' }] },
  { field: 'unit', type: 'text', relatedFrom: 'form' },
  { field: 'quantity', type: 'number' },
  { field: 'rate', type: 'currency', fetchFrom: 'service.price' },
  { field: 'amount', type: 'currency', formula: 'quantity * rate' },
];

describe('picking in a table row', () => {
  it("copies the picked record's field (fetchFrom) and computes the row formula live", () => {
    const picked = { id: 4, name: 'X-ray', record: { id: 4, name: 'X-ray', price: '500.00' } };
    const row = applyRelated({ service: 4, quantity: 10 }, COLUMNS, 'service', picked);
    expect(row).toEqual({ service: 4, quantity: 10, rate: '500.00', amount: 5000 });
    const typed = applyRelated({ ...row, quantity: 3 }, COLUMNS, 'quantity', undefined);
    expect(typed.amount).toBe(1500);
    const cleared = applyRelated({ ...row, service: undefined }, COLUMNS, 'service', undefined);
    expect(cleared).toMatchObject({ rate: null, amount: 0 });
  });

  it('relatedFrom still copies from a static option, by the same mechanism', () => {
    const option = { id: 'tab', name: 'Tablet', unit: 'tab' };
    expect(applyRelated({ form: 'tab' }, COLUMNS, 'form', option)).toMatchObject({ unit: 'tab' });
  });

  it('the picker asks the server with the refFilter as list filters', () => {
    expect(
      refListUrl('invoice', 'INV', [
        ['filter[status][in]', 'Submitted'],
        ['filter[patient]', '7'],
      ]),
    ).toBe(
      '/api/models/invoice?q=INV&pageSize=20&filter%5Bstatus%5D%5Bin%5D=Submitted&filter%5Bpatient%5D=7',
    );
  });
});

describe('rows sent on save', () => {
  const schema = { fields: { items: { type: 'one_to_many', columns: COLUMNS } as FieldSchema } };
  it('keeps the ids of rows loaded from the record and drops the local ids of new rows', () => {
    const stored = {
      items: [
        { id: 31, quantity: 1 },
        { id: 32, quantity: 2 },
      ],
    };
    const sent = withStoredRowIds(
      schema,
      {
        items: [
          { id: 32, quantity: 2 },
          { id: 33, quantity: 5 },
        ],
      },
      stored,
    );
    expect(sent.items).toEqual([{ id: 32, quantity: 2 }, { quantity: 5 }]);
    expect(withStoredRowIds(schema, { items: [{ id: 1, quantity: 1 }] }).items).toEqual([
      { quantity: 1 },
    ]);
  });
});
