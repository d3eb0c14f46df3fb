// A model list's filters in its address (README, "List filters"): read, written back, sent to
// the API, and as each column's filter control shows them.
import { describe, expect, it } from 'vitest';
import {
  filterableColumns,
  filterConditionsOf,
  filterStateOf,
} from '../../../src/client/grid/server-list/field-filters';
import {
  apiQuery,
  readListParams,
  replaceConditions,
  withFixedFilters,
  writeListParams,
} from '../../../src/client/grid/server-list/list-params';
import type { ModelSchema } from '../../../src/engine/types';
import type { FilterCondition } from '../../../src/engine/wire/list-filters';

const url = (text: string) => new URLSearchParams(text);

describe('list filters in the URL', () => {
  const address =
    'model=appointment&filter[status][in]=Scheduled&filter[status][in]=Checked%20In' +
    '&filter[scheduled_at][gte]=2026-03-01&filter[scheduled_at][lte]=2026-03-31' +
    '&filter[notes][empty]=false&filter[visit_type]=Emergency';
  const conditions: FilterCondition[] = [
    { field: 'status', op: 'in', values: ['Scheduled', 'Checked In'] },
    { field: 'scheduled_at', op: 'gte', values: ['2026-03-01'] },
    { field: 'scheduled_at', op: 'lte', values: ['2026-03-31'] },
    { field: 'notes', op: 'empty', values: ['false'] },
    { field: 'visit_type', op: 'eq', values: ['Emergency'] },
  ];

  it('reads every operator, the values of a repeated key together', () => {
    expect(readListParams(url(address)).filters).toEqual(conditions);
  });

  it('leaves out empty values and operators the API does not know', () => {
    expect(
      readListParams(url('filter[a][like]=x&filter[b]=&filter[c][in]=&filter[d][ne]=y')).filters,
    ).toEqual([{ field: 'd', op: 'ne', values: ['y'] }]);
  });

  it('writes them back as it read them, keeping other parameters', () => {
    const written = writeListParams(url(address), {});
    expect([...written]).toEqual([...url(address)]);
    expect(readListParams(written).filters).toEqual(conditions);
  });

  it('replaces one field at a time and starts over when it changes', () => {
    const next = replaceConditions(conditions, 'status', [
      { field: 'status', op: 'nin', values: ['Cancelled'] },
    ]);
    const written = writeListParams(url(`${address}&page=3`), { filters: next, page: 1 });
    expect(written.getAll('filter[status][in]')).toEqual([]);
    expect(written.getAll('filter[status][nin]')).toEqual(['Cancelled']);
    expect(written.get('filter[scheduled_at][gte]')).toBe('2026-03-01');
    expect(written.has('page')).toBe(false);
    const cleared = writeListParams(written, { filters: replaceConditions(next, 'status', []) });
    expect([...cleared.keys()].some((key) => key.startsWith('filter[status]'))).toBe(false);
  });

  it('asks the API for the same filters, with a page fixed filter in place of the reader’s', () => {
    const params = readListParams(url(address));
    const fixed = { ...params, filters: withFixedFilters(params.filters, { status: 'Waiting' }) };
    const query = url(apiQuery(fixed));
    expect(query.getAll('filter[status]')).toEqual(['Waiting']);
    expect(query.has('filter[status][in]')).toBe(false);
    expect(query.get('filter[scheduled_at][lte]')).toBe('2026-03-31');
    expect(query.get('filter[visit_type]')).toBe('Emergency');
  });
});

describe('a column filter control and its conditions', () => {
  const schema: ModelSchema = {
    model: 'appointment',
    title: 'Appointment',
    groups: [],
    fields: {
      status: {
        type: 'select',
        label: 'Status',
        options: [
          { id: 'Scheduled', name: 'Scheduled' },
          { id: 'Cancelled', name: 'Cancelled' },
        ],
      },
      scheduled_at: { type: 'datetime', label: 'Time' },
      fee: { type: 'currency', label: 'Fee' },
      patient: { type: 'select', label: 'Patient', ref: 'patient' },
      paid: { type: 'checkbox', label: 'Paid' },
      reason: { type: 'text', label: 'Reason' },
      sign: { type: 'signature', label: 'Signature' },
    },
    list: {
      columns: ['id', 'status', 'scheduled_at', 'fee', 'patient', 'paid', 'reason', 'sign'],
    },
  };

  it('offers a filter per list column whose values it can compare, less fixed ones', () => {
    expect(filterableColumns(schema).map((c) => [c.field, c.kind])).toEqual([
      ['status', 'options'],
      ['scheduled_at', 'datetime'],
      ['fee', 'money'],
      ['patient', 'presence'],
      ['paid', 'boolean'],
      ['reason', 'text'],
    ]);
    expect(filterableColumns(schema, { status: 'Scheduled' }).map((c) => c.field)).not.toContain(
      'status',
    );
  });

  it('shows what the URL asks and turns the control back into the same conditions', () => {
    const cases: [Parameters<typeof filterStateOf>[0], FilterCondition[]][] = [
      ['options', [{ field: 'f', op: 'in', values: ['Scheduled', 'Cancelled'] }]],
      ['options', [{ field: 'f', op: 'nin', values: ['Cancelled'] }]],
      ['datetime', [{ field: 'f', op: 'gte', values: ['2026-03-01'] }]],
      [
        'money',
        [
          { field: 'f', op: 'gte', values: ['10.00'] },
          { field: 'f', op: 'lte', values: ['99.50'] },
        ],
      ],
      ['presence', [{ field: 'f', op: 'empty', values: ['true'] }]],
      ['text', [{ field: 'f', op: 'ne', values: ['Walk-in'] }]],
      ['text', [{ field: 'f', op: 'empty', values: ['false'] }]],
      ['boolean', [{ field: 'f', op: 'eq', values: ['true'] }]],
      ['boolean', [{ field: 'f', op: 'ne', values: ['true'] }]],
    ];
    for (const [kind, conditions] of cases) {
      expect(filterConditionsOf('f', filterStateOf(kind, conditions)), kind).toEqual(conditions);
    }
  });

  it('reads equality on options as "is one of", and a bare "No" for a flag', () => {
    expect(filterStateOf('options', [{ field: 'f', op: 'eq', values: ['Scheduled'] }])).toEqual({
      choice: 'in',
      values: ['Scheduled'],
      from: '',
      to: '',
    });
    expect(filterStateOf('boolean', [{ field: 'f', op: 'eq', values: ['false'] }]).choice).toBe(
      'ne',
    );
  });

  it('asks for nothing until a value is given', () => {
    const none = { values: [], from: '', to: '' };
    expect(filterConditionsOf('f', { ...none, choice: 'in' })).toEqual([]);
    expect(filterConditionsOf('f', { ...none, choice: 'range' })).toEqual([]);
    expect(filterConditionsOf('f', { ...none, choice: 'eq', values: ['  '] })).toEqual([]);
    expect(filterConditionsOf('f', { ...none, choice: 'range', to: ' 2026-03-31 ' })).toEqual([
      { field: 'f', op: 'lte', values: ['2026-03-31'] },
    ]);
    expect(filterConditionsOf('f', { ...none, choice: 'any', values: ['x'] })).toEqual([]);
  });
});
