/**
 * The cashier's queue (the request-payment page): who is waiting at which cashier point, with
 * what (charges not yet invoiced, invoices not yet paid) and since when, summed in SQL over the
 * charge and invoice tables on either database. Amounts are stored in cents.
 */
import { type CashierQueueRow, CREDIT_POINT } from '../../engine/wire/billing-queue';
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import { tableName } from '../models/table-plan';

/** Invoices a patient still owes on (a draft too: its charges wait on it, not in the queue). */
const OWED_BY_PATIENT = ['Draft', 'Submitted', 'Partly Paid'];
/** Invoices an insurer or company owes on: only submitted ones are billed to them. */
const OWED_BY_INSURER = ['Submitted', 'Partly Paid'];

interface Group {
  patient: unknown;
  point: unknown;
  count: unknown;
  cents: unknown;
  since: unknown;
}

/** The queue of the given points, oldest first (every row: the route pages them). */
export async function readCashierQueue(
  db: AnyDb,
  points: readonly string[],
): Promise<CashierQueueRow[]> {
  const counters = points.filter((point) => point !== CREDIT_POINT);
  const rows = new Map<string, CashierQueueRow>();
  const entry = (group: Group, point: string) => {
    const key = `${Number(group.patient)}|${point}`;
    const row = rows.get(key) ?? {
      patient: Number(group.patient),
      point,
      unbilled: { count: 0, amount: '0.00' },
      unpaid: { count: 0, balance: '0.00' },
      waitingSince: String(group.since),
    };
    if (String(group.since) < row.waitingSince) row.waitingSince = String(group.since);
    rows.set(key, row);
    return row;
  };
  if (counters.length > 0) {
    const charges = (await db
      .selectFrom(tableName('charge'))
      .select((eb) => [
        'patient',
        'cashier_point as point',
        eb.fn.countAll().as('count'),
        eb.fn.sum('amount').as('cents'),
        eb.fn.min('charged_at').as('since'),
      ])
      .where('status', '=', 'Unbilled')
      .where('deleted_at', 'is', null)
      .where('cashier_point', 'in', counters)
      .groupBy(['patient', 'cashier_point'])
      .execute()) as Group[];
    for (const group of charges)
      entry(group, String(group.point)).unbilled = {
        count: Number(group.count),
        amount: centsToMoney(Number(group.cents ?? 0)),
      };
    const invoices = (await db
      .selectFrom(tableName('invoice'))
      .select((eb) => [
        'patient',
        'cashier_point as point',
        eb.fn.countAll().as('count'),
        eb.fn.sum('patient_balance').as('cents'),
        eb.fn.min('created_at').as('since'),
      ])
      .where('status', 'in', OWED_BY_PATIENT)
      .where('patient_balance', '>', 0)
      .where('deleted_at', 'is', null)
      .where('cashier_point', 'in', counters)
      .groupBy(['patient', 'cashier_point'])
      .execute()) as Group[];
    for (const group of invoices) entry(group, String(group.point)).unpaid = unpaid(group);
  }
  if (points.includes(CREDIT_POINT)) {
    const owed = (await db
      .selectFrom(tableName('invoice'))
      .select((eb) => [
        'patient',
        eb.fn.countAll().as('count'),
        eb.fn.sum('insurer_balance').as('cents'),
        eb.fn.min('created_at').as('since'),
      ])
      .where('status', 'in', OWED_BY_INSURER)
      .where('insurer_balance', '>', 0)
      .where('deleted_at', 'is', null)
      .groupBy('patient')
      .execute()) as Group[];
    for (const group of owed) entry(group, CREDIT_POINT).unpaid = unpaid(group);
  }
  return [...rows.values()].sort(
    (a, b) =>
      a.waitingSince.localeCompare(b.waitingSince) ||
      a.patient - b.patient ||
      a.point.localeCompare(b.point),
  );
}

const unpaid = (group: Group) => ({
  count: Number(group.count),
  balance: centsToMoney(Number(group.cents ?? 0)),
});

/**
 * The cashier points whose queues the given writes may have changed: the points of the charges
 * and invoices written (deleted ones too), and the Credit point for an invoice an insurer or
 * company shares. A payment changes a queue through the invoices it settles, written with it.
 */
export async function queuePointsOf(
  db: AnyDb,
  written: { charge: readonly number[]; invoice: readonly number[] },
): Promise<string[]> {
  const points = new Set<string>();
  if (written.charge.length > 0) {
    const rows = await db
      .selectFrom(tableName('charge'))
      .select('cashier_point as point')
      .distinct()
      .where('id', 'in', [...written.charge])
      .execute();
    for (const row of rows) if (row.point) points.add(String(row.point));
  }
  if (written.invoice.length > 0) {
    const rows = await db
      .selectFrom(tableName('invoice'))
      .select(['cashier_point as point', 'payer_type'])
      .where('id', 'in', [...written.invoice])
      .execute();
    for (const row of rows) {
      if (row.point) points.add(String(row.point));
      if (row.payer_type && row.payer_type !== 'Cash') points.add(CREDIT_POINT);
    }
  }
  return [...points].sort();
}
