import { describe, expect, it } from 'vitest';
import type { RelatedList } from '../../../../src/engine/related/related-lists';
import { timelineEntries, timelineKinds } from '../../../../src/engine/related/timeline';
import type { RelatedRows } from '../../../../src/engine/wire/related-lists';

const row = (id: number, values: Record<string, unknown>) => ({
  id,
  version: 1,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...values,
});

const RELATED: RelatedList[] = [
  { model: 'visit', field: 'patient', columns: ['arrived_at'], timeline: { at: 'arrived_at' } },
  {
    model: 'invoice',
    field: 'patient',
    columns: ['invoice_date'],
    timeline: { at: 'invoice_date' },
  },
  { model: 'appointment', field: 'patient', columns: ['scheduled_at'] },
];

const list = (model: string, title: string, rows: ReturnType<typeof row>[]): RelatedRows => ({
  model,
  field: 'patient',
  title,
  rows,
  total: rows.length,
  titles: {},
});

describe('a record timeline from its related lists', () => {
  const lists = [
    list('visit', 'Visits', [
      row(3, { arrived_at: '2026-03-02T08:30:00.000Z' }),
      row(2, { arrived_at: '2026-02-10T09:00:00.000Z' }),
      row(1, { arrived_at: null }),
    ]),
    list('invoice', 'Invoices', [
      row(9, { invoice_date: '2026-03-02' }),
      row(8, { invoice_date: '2026-02-10' }),
    ]),
    list('appointment', 'Appointments', [row(4, { scheduled_at: '2026-04-01T08:00:00.000Z' })]),
  ];

  it('merges the lists that have a moment, newest first, leaving out rows without one', () => {
    const entries = timelineEntries(RELATED, lists);
    expect(entries.map((e) => e.key)).toEqual(['visit:3', 'invoice:9', 'visit:2', 'invoice:8']);
    expect(entries[0]).toMatchObject({ kind: 'Visits', at: '2026-03-02T08:30:00.000Z' });
    expect(entries[0]?.list.title).toBe('Visits');
  });

  it('counts the entries of each kind, in declared order', () => {
    expect(timelineKinds(timelineEntries(RELATED, lists))).toEqual([
      { model: 'visit', kind: 'Visits', count: 2 },
      { model: 'invoice', kind: 'Invoices', count: 2 },
    ]);
  });

  it('leaves out a declared list the reader was not given', () => {
    expect(timelineEntries(RELATED, lists.slice(1)).map((e) => e.key)).toEqual([
      'invoice:9',
      'invoice:8',
    ]);
  });
});
