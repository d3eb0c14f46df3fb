import { describe, expect, it } from 'vitest';
import { columnMinWidth, resolveColumn } from '../../../src/client/grid/core/columns';
import type { GridColumn, GridRow } from '../../../src/client/grid/core/types';
import { cellValue } from '../../../src/client/grid/core/values';
import {
  apiQuery,
  pageCount,
  readListParams,
  sortingOf,
  sortParams,
  writeListParams,
} from '../../../src/client/grid/server-list/list-params';
import { modelColumns } from '../../../src/client/grid/server-list/model-columns';
import type { ModelSchema } from '../../../src/engine/types';

const url = (text: string) => new URLSearchParams(text);

describe('model list URL parameters', () => {
  it('reads page, size, sort, search and filters, with safe fallbacks', () => {
    expect(
      readListParams(url('page=3&pageSize=50&sort=mrn&direction=desc&q=abe&filter[sex]=Female')),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: 'mrn',
      direction: 'desc',
      q: 'abe',
      filters: [{ field: 'sex', op: 'eq', values: ['Female'] }],
    });
    expect(readListParams(url('page=0&pageSize=9999&direction=up'))).toEqual({
      page: 1,
      pageSize: 200,
      sort: undefined,
      direction: undefined,
      q: '',
      filters: [],
    });
    expect(readListParams(url('page=2.5&pageSize=abc')).page).toBe(1);
  });

  it('writes a change, keeping other parameters and leaving defaults out', () => {
    const next = writeListParams(url('model=patient&page=2&q=old'), { q: 'abe', page: 1 });
    expect(next.toString()).toBe('model=patient&q=abe');
    const sorted = writeListParams(url('model=patient'), {
      ...sortParams([{ id: 'first_name', desc: false }]),
    });
    expect(sorted.toString()).toBe('model=patient&sort=first_name&direction=asc');
    expect(writeListParams(sorted, sortParams([])).toString()).toBe('model=patient');
    const filtered = writeListParams(url('filter[sex]=Male'), {
      filters: [{ field: 'region', op: 'eq', values: ['Amhara'] }],
    });
    expect(filtered.get('filter[sex]')).toBeNull();
    expect(filtered.get('filter[region]')).toBe('Amhara');
  });

  it('asks the API for exactly the list the URL describes', () => {
    const query = url(
      apiQuery(
        readListParams(url('page=2&sort=age&direction=desc&q=%20mar%20&filter[sex]=Female')),
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'age',
      direction: 'desc',
      q: 'mar',
      'filter[sex]': 'Female',
    });
  });

  it('asks for only the shown fields when told them', () => {
    const params = readListParams(url(''));
    expect(url(apiQuery(params, ['mrn', 'first_name'])).get('fields')).toBe('mrn,first_name');
    expect(url(apiQuery(params)).has('fields')).toBe(false);
  });

  it('shows the default sort until one is picked; counts pages', () => {
    expect(sortingOf({}, { field: 'mrn', direction: 'desc' })).toEqual([{ id: 'mrn', desc: true }]);
    expect(sortingOf({ sort: 'age', direction: 'asc' }, { field: 'mrn' })).toEqual([
      { id: 'age', desc: false },
    ]);
    expect(sortingOf({})).toEqual([]);
    expect(pageCount(60, 25)).toBe(3);
    expect(pageCount(0, 25)).toBe(1);
  });
});

describe('model list columns from the schema', () => {
  const schema: ModelSchema = {
    model: 'patient',
    title: 'Patient',
    groups: [],
    fields: {
      mrn: { type: 'text', label: 'Medical Record Number' },
      age: { type: 'number', label: 'Age' },
      sex: { type: 'select', label: 'Sex', options: [{ id: 'Male', name: 'Male' }] },
      ward: { type: 'select', label: 'Ward', ref: 'ward' },
      born: { type: 'date', label: 'Born' },
    },
    list: { columns: ['mrn', 'age', 'sex', 'ward', 'born', 'gone'] },
  };

  it('maps list columns to read-only grid columns, labelled as in forms', () => {
    expect(modelColumns(schema).map((c) => [c.field, c.headerName])).toEqual([
      ['mrn', 'Medical Record Number'],
      ['age', 'Age'],
      ['sex', 'Sex'],
      ['ward', 'Ward'],
      ['born', 'Born'],
    ]);
    expect(modelColumns(schema).every((c) => c.editable === false)).toBe(true);
  });

  it('shows values in the hospital formats and refs by the titles the page carries', () => {
    const money: ModelSchema = {
      ...schema,
      fields: {
        ...schema.fields,
        paid: { type: 'currency', label: 'Paid' },
        at: { type: 'datetime' },
      },
      list: { columns: ['ward', 'paid', 'at', 'sex', 'born'] },
    };
    const columns = modelColumns(money, { titles: { ward: { '4': 'East Wing' } } });
    const row = {
      id: 1,
      ward: 4,
      paid: '100.00',
      at: '2026-11-24T13:30:00.000Z',
      sex: 'Male',
      born: '1990-01-31',
    };
    const shown = (field: string, r: GridRow = row) =>
      cellValue(r, columns.find((c) => c.field === field) as GridColumn);
    expect(shown('ward')).toBe('East Wing');
    // A record the reader may not read: its number.
    expect(shown('ward', { ...row, ward: 9 })).toBe('#9');
    expect(shown('paid')).toBe('ETB 100.00');
    expect(shown('at')).toBe('November 24, 2026, 8:30 AM');
    expect(shown('sex')).toBe('Male');
    expect(shown('born')).toBe('January 31, 1990');
    expect(columns.find((c) => c.field === 'paid')?.align).toBe('right');
  });

  it('makes a column as wide as its format: the MRN is not cut', () => {
    const named: ModelSchema = {
      ...schema,
      naming: { field: 'mrn', pattern: 'MRN-{YYYY}-{seq:6}' },
    };
    const mrn = modelColumns(named).find((c) => c.field === 'mrn');
    // 15 characters of about 8 px, and the cell's padding.
    expect(mrn?.minWidth).toBeGreaterThanOrEqual(15 * 8);
    expect(columnMinWidth(resolveColumn(mrn as GridColumn))).toBe(mrn?.minWidth);
  });
});
