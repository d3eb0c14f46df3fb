/**
 * The cash-up answer assembled from the repository's sums: every grouping labelled (a
 * cashier's name, a method's name, a point) and in money strings, and the entries behind a
 * total with their patients' titles where the reader may see them.
 */
import type {
  SalesAmounts,
  SalesEntry,
  SalesGrouping,
  SalesPeriod,
  SalesReport,
  SalesTotal,
} from '../../engine/wire/sales';
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import {
  personName,
  type SalesEntryRow,
  type SalesScope,
  type SalesSum,
  salesLabels,
  salesSums,
} from '../repositories/sales';

/** What a point-less payment (a manager's) is listed under. */
export const NO_POINT_LABEL = 'No cashier point';

function amounts(sum: Omit<SalesSum, 'key'>): SalesAmounts {
  return {
    received: centsToMoney(sum.receivedCents),
    refunded: centsToMoney(sum.refundedCents),
    net: centsToMoney(sum.receivedCents - sum.refundedCents),
    payments: sum.payments,
    refunds: sum.refunds,
  };
}

const ids = (sums: SalesSum[]) =>
  sums.flatMap((sum) => (typeof sum.key === 'number' ? [sum.key] : []));

function labelled(sums: SalesSum[], label: (key: SalesSum['key']) => string): SalesTotal[] {
  return sums
    .map((sum) => ({
      key: sum.key === null ? '' : String(sum.key),
      label: label(sum.key),
      ...amounts(sum),
    }))
    .sort((a, b) => a.label.localeCompare(b.label) || a.key.localeCompare(b.key));
}

export async function salesReport(
  db: AnyDb,
  period: SalesPeriod,
  scope: SalesScope,
  everyone: boolean,
): Promise<SalesReport> {
  const sum = (by?: SalesGrouping) => salesSums(db, scope, by);
  const [all, byCashier, byPoint, byMethod] = [
    await sum(),
    await sum('cashier'),
    await sum('point'),
    await sum('method'),
  ];
  const names = await salesLabels(db, ids(byCashier), ids(byMethod));
  const grand = all.reduce(
    (total, part) => ({
      receivedCents: total.receivedCents + part.receivedCents,
      refundedCents: total.refundedCents + part.refundedCents,
      payments: total.payments + part.payments,
      refunds: total.refunds + part.refunds,
    }),
    { receivedCents: 0, refundedCents: 0, payments: 0, refunds: 0 },
  );
  return {
    period,
    cashier: scope.cashier ?? null,
    everyone,
    totals: amounts(grand),
    byCashier: labelled(byCashier, (key) =>
      key === null ? 'Unknown' : (names.users.get(Number(key)) ?? `User #${key}`),
    ),
    byPoint: labelled(byPoint, (key) => (key === null ? NO_POINT_LABEL : String(key))),
    byMethod: labelled(byMethod, (key) =>
      key === null ? 'No method' : (names.methods.get(Number(key)) ?? `Method #${key}`),
    ),
  };
}

/** Entries as the wire carries them, the patient titled from `patients` when known. */
export function salesEntry(row: SalesEntryRow, patients: Record<string, string>): SalesEntry {
  return {
    kind: row.kind,
    model: row.model,
    id: row.id,
    number: row.number ?? '',
    at: row.at,
    patient: row.patient,
    patientName: row.patient === null ? null : (patients[String(row.patient)] ?? null),
    amount: centsToMoney(row.cents),
    method: row.method,
    methodName: row.methodName,
    cashier: row.cashier,
    cashierName: row.cashier === null ? null : personName(row.firstName, row.lastName, row.email),
    point: row.point,
  };
}
