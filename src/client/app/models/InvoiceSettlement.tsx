import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { failureMessage, toApiFailure } from '../../api/failure';
import { http } from '../../api/session';
import { InvoicePayments } from '../../components/invoice/InvoicePayments';
import { invoicePayments, type PaymentLine } from '../../components/invoice/invoice-api';
import { useMoney } from '../../components/invoice/use-money';
import { shared } from '../../state/shared';
import { InvoicePrintLink } from '../print/PrintLinks';
import type { StoredRecord } from './record-api';

interface CreditNoteRow {
  id: number;
  credit_note_number?: string;
  credit_date?: string;
  total?: string;
  reason?: string;
}

/**
 * Under an invoice's fields (its lines, totals, shares and balances): the payments into it
 * with their receipts, its credit notes, and its printed copy. Read again with each version.
 */
export function InvoiceSettlement({
  invoice,
  mayReadPayments,
  mayReadCreditNotes,
}: {
  invoice: StoredRecord;
  mayReadPayments: boolean;
  mayReadCreditNotes: boolean;
}) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  const [payments, setPayments] = useState<PaymentLine[]>();
  const [credits, setCredits] = useState<CreditNoteRow[]>();
  const [error, setError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version may bring new payments.
  useEffect(() => {
    let live = true;
    const fail = (failure: unknown) => live && setError(failureMessage(toApiFailure(failure)));
    if (mayReadPayments)
      invoicePayments(invoice.id).then((rows) => live && setPayments(rows), fail);
    if (mayReadCreditNotes)
      http
        .get<{ rows: CreditNoteRow[] }>('/api/models/creditNote', {
          params: { 'filter[invoice]': invoice.id, sort: 'id', direction: 'asc', pageSize: 200 },
        })
        .then(({ data }) => live && setCredits(data.rows), fail);
    return () => {
      live = false;
    };
  }, [invoice.id, invoice.version, mayReadPayments, mayReadCreditNotes]);

  return (
    <section
      aria-labelledby="invoice-settlement"
      className="space-y-4 rounded-lg border border-slate-200 p-4 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="invoice-settlement" className="text-base font-semibold">
          Payments and credit notes
        </h2>
        <InvoicePrintLink invoiceId={invoice.id} />
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {payments && <InvoicePayments payments={payments} />}
      {credits && (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">Credit notes</h3>
          {credits.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">No credit notes.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 text-sm dark:divide-slate-700 dark:border-slate-700">
              {credits.map((note) => (
                <li key={note.id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                  <Link
                    to={`/admin/main/creditNote/l/detail/${note.id}`}
                    className="font-medium text-sky-700 underline dark:text-sky-400"
                  >
                    {note.credit_note_number ?? `#${note.id}`}
                  </Link>
                  <span>{formatLongDate(note.credit_date ?? '', settings.timeZone)}</span>
                  <span className="flex-1 text-slate-600 dark:text-slate-300">{note.reason}</span>
                  <span className="tabular-nums">{money(Number(note.total ?? 0))}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
