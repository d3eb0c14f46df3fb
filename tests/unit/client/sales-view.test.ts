import { describe, expect, it } from 'vitest';
import {
  cashierChoices,
  countOf,
  entryPath,
  filtersProblem,
  type SalesFilterValues,
  salesQuery,
  salesSections,
  signedAmount,
  todaysFilters,
} from '../../../src/client/app/sales/sales-view';
import type { SalesReport, SalesTotal } from '../../../src/engine/wire/sales';

const ZONE = 'America/New_York';
const days = (more: Partial<SalesFilterValues> = {}): SalesFilterValues => ({
  fromDate: '2026-11-25',
  toDate: '2026-11-25',
  fromTime: '',
  toTime: '',
  cashier: '',
  ...more,
});
const total = (key: string, label: string): SalesTotal => ({
  key,
  label,
  received: '0.00',
  refunded: '0.00',
  net: '0.00',
  payments: 0,
  refunds: 0,
});
const report = (more: Partial<SalesReport>): SalesReport => ({
  period: { from: '', to: '', timeZone: ZONE },
  cashier: null,
  everyone: true,
  totals: total('', 'All'),
  byCashier: [],
  byPoint: [],
  byMethod: [],
  ...more,
});

describe('the cash-up page mapping', () => {
  it("starts on today's date in the hospital's zone, not the browser's", () => {
    // 02:00 UTC on the 26th is still the evening of the 25th in New York.
    expect(todaysFilters(new Date('2026-11-26T02:00:00Z'), ZONE)).toEqual(days());
  });

  it('asks for whole days as dates and a shift as instants with the offset then', () => {
    expect(salesQuery(days({ toDate: '2026-11-26' }), ZONE)).toEqual({
      from: '2026-11-25',
      to: '2026-11-26',
    });
    expect(salesQuery(days({ fromTime: '07:00', toTime: '15:30', cashier: '12' }), ZONE)).toEqual({
      from: '2026-11-25T07:00:00-05:00',
      to: '2026-11-25T15:30:00-05:00',
      cashier: 12,
    });
    // Summer time: the same wall clock is another offset.
    expect(
      salesQuery(
        days({ fromDate: '2026-07-01', toDate: '2026-07-01', fromTime: '07:00', toTime: '08:00' }),
        ZONE,
      ).from,
    ).toBe('2026-07-01T07:00:00-04:00');
  });

  it('says what is wrong with a period before asking the server', () => {
    expect(filtersProblem(days())).toBeUndefined();
    expect(filtersProblem(days({ fromTime: '07:00' }))).toBe(
      'Give both times of the shift, or neither for whole days.',
    );
    expect(filtersProblem(days({ fromDate: '2026-11-26' }))).toBe(
      'The From day must not be after the To day.',
    );
    expect(filtersProblem(days({ fromTime: '15:00', toTime: '07:00' }))).toBe(
      'The shift must end after it starts.',
    );
    // An overnight shift ends the next day.
    expect(
      filtersProblem(days({ toDate: '2026-11-26', fromTime: '22:00', toTime: '06:00' })),
    ).toBeUndefined();
    expect(filtersProblem(days({ toDate: '' }))).toBe('Choose the first and last day.');
  });

  it('links each entry to its receipt or credit note, a refund counting as money out', () => {
    expect(entryPath({ model: 'payment', id: 7 })).toBe('/admin/main/payment/l/detail/7');
    expect(entryPath({ model: 'creditNote', id: 3 })).toBe('/admin/main/creditNote/l/detail/3');
    expect(signedAmount({ kind: 'payment', amount: '300.00' })).toBe('300.00');
    expect(signedAmount({ kind: 'refund', amount: '250.00' })).toBe('-250.00');
    expect([countOf(1, 'refund'), countOf(0, 'payment'), countOf(3, 'payment')]).toEqual([
      '1 refund',
      '0 payments',
      '3 payments',
    ]);
  });

  it('shows the three groupings in order', () => {
    const shown = salesSections(
      report({
        byCashier: [total('4', 'Lab Cashier Demo')],
        byPoint: [total('Lab', 'Lab')],
        byMethod: [total('1', 'Cash')],
      }),
    );
    expect(shown.map((s) => [s.by, s.title, s.nameHeading, s.totals[0]?.label])).toEqual([
      ['cashier', 'By cashier', 'Cashier', 'Lab Cashier Demo'],
      ['point', 'By cashier point', 'Cashier point', 'Lab'],
      ['method', 'By payment method', 'Method', 'Cash'],
    ]);
  });

  it("offers the cashiers of everyone's reports, kept when one cashier is picked", () => {
    const all = report({
      byCashier: [total('9', 'Reception'), total('4', 'Lab'), total('', 'Unknown')],
    });
    const known = cashierChoices([], all);
    expect(known).toEqual([
      { id: '4', name: 'Lab' },
      { id: '9', name: 'Reception' },
    ]);
    expect(cashierChoices(known, report({ cashier: 4, byCashier: [total('4', 'Lab')] }))).toEqual(
      known,
    );
    // A cashier's own report offers no one to pick.
    expect(cashierChoices([], report({ everyone: false, cashier: 4 }))).toEqual([]);
  });
});
