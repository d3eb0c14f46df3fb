import { describe, expect, it } from 'vitest';
import { refListUrl } from '../../../src/client/forms/widgets/select/ref-options';
import { addedRowId, applyRelated, rowsOf, withIds } from '../../../src/client/widgets/table/rows';
import { compileForm, FormSession } from '../../../src/engine/form';
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

describe('a row added after a stored row was deleted', () => {
  const schema = { fields: { items: { type: 'one_to_many', columns: COLUMNS } as FieldSchema } };
  const stored = {
    items: [
      { id: 31, quantity: 1 },
      { id: 32, quantity: 2 },
    ],
  };

  it('is sent as a new row, never as an update of the deleted one', () => {
    // Row 32 deleted, then a row added: its local id must not be 32, the stored row's id.
    const kept = [{ id: 31, quantity: 1 }];
    const rows = withIds([...kept, { quantity: 5 }], stored.items);
    expect(rows.map((row) => row.id)).toEqual([31, 33]);
    expect(withStoredRowIds(schema, { items: rows }, stored).items).toEqual([
      { id: 31, quantity: 1 },
      { quantity: 5 },
    ]);
  });

  it("takes an id past every row the record had when the form opened (the table editor's Add)", () => {
    const session = new FormSession(compileForm(schema.fields), stored, {
      user: { role: 'Cashier', permissions: [] },
    });
    session.setValue('items', [{ id: 31, quantity: 1 }]);
    const shown = rowsOf(session.data.items?.value);
    expect(addedRowId(shown, rowsOf(session.openedValue('items')))).toBe(33);
    // A new record's table has no stored rows: spec 9's highest id plus 1 over the rows shown.
    expect(addedRowId(shown)).toBe(32);
  });
});
