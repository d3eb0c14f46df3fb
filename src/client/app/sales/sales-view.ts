/**
 * The cash-up page's mapping between what a person picks and what the server is asked, and
 * between the answer and what is shown: the period (days, or a shift with times, on the
 * hospital's clock), the three groupings, each entry's link and signed amount. Pure, so it is
 * unit-tested.
 */
import { calendarDay, joinInstant } from '../../../engine/format/dates';
import type {
  SalesEntry,
  SalesGrouping,
  SalesQuery,
  SalesReport,
  SalesTotal,
} from '../../../engine/wire/sales';
import { modelPath } from '../models/model-path';

export interface SalesFilterValues {
  /** yyyy-MM-dd on the hospital's clock. */
  fromDate: string;
  toDate: string;
  /** HH:mm, both or neither: a shift instead of whole days. */
  fromTime: string;
  toTime: string;
  /** A user id as text, '' for everyone (or oneself, for a cashier). */
  cashier: string;
}

/** Today's cash-up: the default the server also takes. */
export function todaysFilters(now: Date, timeZone: string): SalesFilterValues {
  const today = calendarDay(now, timeZone);
  return { fromDate: today, toDate: today, fromTime: '', toTime: '', cashier: '' };
}

/** Why the filters cannot be sent as they are, or undefined. */
export function filtersProblem(values: SalesFilterValues): string | undefined {
  if (!values.fromDate || !values.toDate) return 'Choose the first and last day.';
  if (Boolean(values.fromTime) !== Boolean(values.toTime))
    return 'Give both times of the shift, or neither for whole days.';
  if (values.fromDate > values.toDate) return 'The From day must not be after the To day.';
  if (values.fromTime && values.fromDate === values.toDate && values.fromTime >= values.toTime)
    return 'The shift must end after it starts.';
  return undefined;
}

/**
 * The period and cashier as the server reads them: whole days as dates (the last one
 * included), a shift as instants with the hospital's offset at those times.
 */
export function salesQuery(values: SalesFilterValues, timeZone: string): SalesQuery {
  const shift = values.fromTime && values.toTime;
  const from = shift ? joinInstant(values.fromDate, values.fromTime, timeZone) : values.fromDate;
  const to = shift ? joinInstant(values.toDate, values.toTime, timeZone) : values.toDate;
  return {
    from,
    to,
    ...(values.cashier ? { cashier: Number(values.cashier) } : {}),
  };
}

/** The total whose entries are open. */
export interface PickedTotal {
  by: SalesGrouping;
  key: string;
  label: string;
}

export interface SalesSection {
  by: SalesGrouping;
  title: string;
  /** The column heading of a total's name. */
  nameHeading: string;
  totals: SalesTotal[];
}

/** The three groupings in the order the page (and the workbook) shows them. */
export function salesSections(report: SalesReport): SalesSection[] {
  return [
    { by: 'cashier', title: 'By cashier', nameHeading: 'Cashier', totals: report.byCashier },
    {
      by: 'point',
      title: 'By cashier point',
      nameHeading: 'Cashier point',
      totals: report.byPoint,
    },
    { by: 'method', title: 'By payment method', nameHeading: 'Method', totals: report.byMethod },
  ];
}

/** Where an entry opens: its payment (receipt) or credit note, under /admin/main. */
export function entryPath(entry: Pick<SalesEntry, 'model' | 'id'>): string {
  return `/admin/main/${modelPath({ parents: [], model: entry.model, view: 'detail', id: entry.id })}`;
}

/** The entry's effect on the totals: a refund is money out. */
export function signedAmount(entry: Pick<SalesEntry, 'kind' | 'amount'>): string {
  return entry.kind === 'refund' ? `-${entry.amount}` : entry.amount;
}

/** The cashiers a manager may pick: those in a report of everyone, by name, kept across reports. */
export function cashierChoices(
  known: readonly { id: string; name: string }[],
  report: SalesReport | undefined,
): { id: string; name: string }[] {
  if (!report?.everyone || report.cashier !== null) return [...known];
  const byId = new Map(known.map((choice) => [choice.id, choice]));
  for (const total of report.byCashier)
    if (total.key) byId.set(total.key, { id: total.key, name: total.label });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** "1 payment", "3 refunds". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The workbook's name: the period's first day. */
export function workbookName(values: SalesFilterValues): string {
  return `cash-up-${values.fromDate}.xlsx`;
}
