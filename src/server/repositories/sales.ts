/**
 * The cash-up's sums, in SQL on both databases: the payments recorded in a period and the
 * refunds (credit notes) made in it, with the pharmacy's over-the-counter sales (money a
 * cashier took, at the Pharmacy point) and the refunds of returned sales, as one set of rows of
 * the same shape, so every total
 * (by cashier, by cashier point, by method, and the grand total) is summed from the same rows
 * and they add up to the cent. Amounts are cents; a refund's is positive and subtracted.
 */
import { sql } from 'kysely';
import type { SalesGrouping } from '../../engine/wire/sales';
import type { AnyDb } from '../models/any-db';
import { tableName } from '../models/table-plan';

export interface SalesScope {
  /** UTC instants, `to` excluded. */
  from: string;
  to: string;
  /** Only this user's payments and refunds. */
  cashier?: number | null;
}

/** One total's entries: the rows whose grouping column holds `key` (null: none). */
export interface SalesPick {
  by: SalesGrouping;
  key: string | number | null;
}

export interface SalesSum {
  key: string | number | null;
  receivedCents: number;
  refundedCents: number;
  payments: number;
  refunds: number;
}

export interface SalesEntryRow {
  kind: 'payment' | 'refund';
  /** The record the entry is: payment, creditNote or pharmacySale. */
  model: string;
  id: number;
  number: string | null;
  at: string;
  patient: number | null;
  cents: number;
  method: number | null;
  methodName: string | null;
  cashier: number | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  point: string | null;
}

const COLUMN: Record<SalesGrouping, string> = {
  cashier: 'e.cashier',
  point: 'e.point',
  method: 'e.method',
};

/** Payments and refunds of the scope, one row each, the columns named alike. */
function entries(db: AnyDb, scope: SalesScope) {
  let payments = db
    .selectFrom(`${tableName('payment')} as p`)
    .select([
      sql<string>`'payment'`.as('kind'),
      sql<string>`'payment'`.as('model'),
      'p.id as id',
      'p.payment_number as number',
      'p.created_at as at',
      'p.patient as patient',
      'p.amount as cents',
      'p.method as method',
      'p.created_by as cashier',
      'p.cashier_point as point',
    ])
    .where('p.deleted_at', 'is', null)
    .where('p.created_at', '>=', scope.from)
    .where('p.created_at', '<', scope.to);
  // A refund counts where its invoice was billed, against whoever made it.
  let refunds = db
    .selectFrom(`${tableName('creditNote')} as c`)
    .innerJoin(`${tableName('invoice')} as i`, 'i.id', 'c.invoice')
    .select([
      sql<string>`'refund'`.as('kind'),
      sql<string>`'creditNote'`.as('model'),
      'c.id as id',
      'c.credit_note_number as number',
      'c.created_at as at',
      'c.patient as patient',
      'c.total as cents',
      'c.refund_method as method',
      'c.created_by as cashier',
      'i.cashier_point as point',
    ])
    .where('c.deleted_at', 'is', null)
    .where('c.created_at', '>=', scope.from)
    .where('c.created_at', '<', scope.to);
  let { sold, returned } = counterSales(db, scope);
  if (scope.cashier !== undefined && scope.cashier !== null) {
    payments = payments.where('p.created_by', '=', scope.cashier);
    refunds = refunds.where('c.created_by', '=', scope.cashier);
    sold = sold.where('s.created_by', '=', scope.cashier);
    returned = returned.where('r.id', '=', scope.cashier);
  }
  return db.selectFrom(payments.unionAll(refunds).unionAll(sold).unionAll(returned).as('e'));
}

/** Where the pharmacy's counter sales are counted: its cashier point's name. */
export const COUNTER_SALES_POINT = 'Pharmacy';

/**
 * Over-the-counter sales (`pharmacySale`) as payments, by whoever sold them, when sold; a
 * returned sale's refund as a refund, by whoever returned it, when returned.
 */
function counterSales(db: AnyDb, scope: SalesScope) {
  const table = `${tableName('pharmacySale')} as s`;
  const sold = db
    .selectFrom(table)
    .select([
      sql<string>`'payment'`.as('kind'),
      sql<string>`'pharmacySale'`.as('model'),
      's.id as id',
      's.sale_number as number',
      's.created_at as at',
      sql<number | null>`null`.as('patient'),
      's.total as cents',
      's.payment_method as method',
      's.created_by as cashier',
      sql<string>`${sql.lit(COUNTER_SALES_POINT)}`.as('point'),
    ])
    .where('s.deleted_at', 'is', null)
    .where('s.created_at', '>=', scope.from)
    .where('s.created_at', '<', scope.to);
  const returned = db
    .selectFrom(table)
    .leftJoin('users as r', 'r.email', 's.returned_by')
    .select([
      sql<string>`'refund'`.as('kind'),
      sql<string>`'pharmacySale'`.as('model'),
      's.id as id',
      's.sale_number as number',
      's.returned_at as at',
      sql<number | null>`null`.as('patient'),
      's.refund as cents',
      's.payment_method as method',
      'r.id as cashier',
      sql<string>`${sql.lit(COUNTER_SALES_POINT)}`.as('point'),
    ])
    .where('s.deleted_at', 'is', null)
    .where('s.status', '=', 'Returned')
    .where('s.returned_at', '>=', scope.from)
    .where('s.returned_at', '<', scope.to);
  return { sold, returned };
}

/** The scope's money by one grouping (or in all, without one): received and refunded. */
export async function salesSums(
  db: AnyDb,
  scope: SalesScope,
  by?: SalesGrouping,
): Promise<SalesSum[]> {
  const key = by ? sql.ref(COLUMN[by]) : sql`null`;
  let query = entries(db, scope)
    .select((eb) => [
      key.as('key'),
      'e.kind as kind',
      eb.fn.sum('e.cents').as('cents'),
      eb.fn.countAll().as('count'),
    ])
    .groupBy('e.kind');
  if (by) query = query.groupBy(COLUMN[by]);
  const sums = new Map<string, SalesSum>();
  for (const row of (await query.execute()) as Record<string, unknown>[]) {
    const value = row.key === null || row.key === undefined ? null : row.key;
    const keyed = by === 'point' || value === null ? value : Number(value);
    const sum = sums.get(String(keyed)) ?? {
      key: keyed as SalesSum['key'],
      receivedCents: 0,
      refundedCents: 0,
      payments: 0,
      refunds: 0,
    };
    if (row.kind === 'refund') {
      sum.refundedCents += Number(row.cents ?? 0);
      sum.refunds += Number(row.count);
    } else {
      sum.receivedCents += Number(row.cents ?? 0);
      sum.payments += Number(row.count);
    }
    sums.set(String(keyed), sum);
  }
  return [...sums.values()];
}

/** The entries behind one total (or all of the scope's), oldest first, a page of them. */
export async function salesEntries(
  db: AnyDb,
  scope: SalesScope,
  pick?: SalesPick,
  page?: { limit: number; offset: number },
): Promise<{ rows: SalesEntryRow[]; total: number }> {
  let base = entries(db, scope);
  if (pick)
    base =
      pick.key === null
        ? base.where(COLUMN[pick.by], 'is', null)
        : base.where(COLUMN[pick.by], '=', pick.key);
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  let query = base
    .leftJoin('users as u', 'u.id', 'e.cashier')
    .leftJoin(`${tableName('paymentMethod')} as m`, 'm.id', 'e.method')
    .select([
      'e.kind as kind',
      'e.model as model',
      'e.id as id',
      'e.number as number',
      'e.at as at',
      'e.patient as patient',
      'e.cents as cents',
      'e.method as method',
      'm.name as methodName',
      'e.cashier as cashier',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email as email',
      'e.point as point',
    ])
    .orderBy('e.at')
    .orderBy('e.kind')
    .orderBy('e.id');
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = (await query.execute()) as Record<string, unknown>[];
  return {
    total: Number(counted?.n ?? 0),
    rows: rows.map((row) => ({
      ...(row as unknown as SalesEntryRow),
      id: Number(row.id),
      cents: Number(row.cents ?? 0),
      patient: row.patient === null ? null : Number(row.patient),
      method: row.method === null ? null : Number(row.method),
      cashier: row.cashier === null ? null : Number(row.cashier),
    })),
  };
}

/** Names of the users and payment methods the totals are keyed by. */
export async function salesLabels(db: AnyDb, users: number[], methods: number[]) {
  const people =
    users.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'first_name', 'last_name', 'email'])
          .where('id', 'in', users)
          .execute();
  const named =
    methods.length === 0
      ? []
      : await db
          .selectFrom(tableName('paymentMethod'))
          .select(['id', 'name'])
          .where('id', 'in', methods)
          .execute();
  return {
    users: new Map(
      people.map((u) => [Number(u.id), personName(u.first_name, u.last_name, u.email)]),
    ),
    methods: new Map(named.map((m) => [Number(m.id), String(m.name)])),
  };
}

/** "Hanna Tesfaye", or the email of a user without a name. */
export function personName(first: unknown, last: unknown, email: unknown): string {
  const name = [first, last].filter((part) => typeof part === 'string' && part.trim()).join(' ');
  return name || String(email ?? '');
}
