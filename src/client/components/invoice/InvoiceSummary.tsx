import { useSnapshot } from 'valtio';
import { formatLongDate } from '../../../engine/format/dates';
import { shared } from '../../state/shared';
import { type DataColumn, DataTable } from '../DataTable';
import { type InvoiceLine, type InvoiceView, isShared } from './invoice-logic';
import { useMoney } from './use-money';

/** The invoice's heading facts, its lines, its totals and who owes what of them. */
export function InvoiceSummary({ invoice }: { invoice: InvoiceView }) {
  const money = useMoney();
  const { settings } = useSnapshot(shared);
  const split = isShared(invoice);
  const facts: [string, string][] = [
    ['Invoice Number', invoice.number || '—'],
    ['Invoice Date', formatLongDate(invoice.date, settings.timeZone) || invoice.date || '—'],
    ['Status', invoice.status || '—'],
    ['Patient', invoice.patient || '—'],
    [
      'Payer',
      split
        ? `${invoice.payer || invoice.payerType}${invoice.coveragePercent === null ? '' : ` (${invoice.coveragePercent}% covered)`}`
        : 'Cash (the patient pays)',
    ],
  ];
  const totals: [string, number, string?][] = [
    ['Subtotal', invoice.subtotal],
    ['Discount', invoice.discountTotal],
    ['Tax', invoice.taxTotal],
    ['Total', invoice.total, 'font-semibold'],
    ...(split
      ? ([
          ["Insurer's Share", invoice.insurerShare],
          ["Patient's Share", invoice.patientShare],
        ] as [string, number][])
      : []),
    ['Paid', invoice.paid],
    ...(invoice.credited > 0 ? ([['Credited', invoice.credited]] as [string, number][]) : []),
    ...(split
      ? ([
          ['Patient Balance', invoice.patientBalance],
          ['Insurer Balance', invoice.insurerBalance],
        ] as [string, number][])
      : []),
    ['Balance Due', invoice.balanceDue, 'font-semibold'],
  ];
  const columns: DataColumn<InvoiceLine>[] = [
    { key: 'description', header: 'Description', cell: (line) => line.description },
    { key: 'quantity', header: 'Quantity', numeric: true, cell: (line) => line.quantity },
    { key: 'rate', header: 'Rate', numeric: true, cell: (line) => money(line.rate) },
    { key: 'discount', header: 'Discount', numeric: true, cell: (line) => money(line.discount) },
    { key: 'tax', header: 'Tax', numeric: true, cell: (line) => `${line.taxPercent}%` },
    { key: 'amount', header: 'Amount', numeric: true, cell: (line) => money(line.amount) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} data-testid={`fact-${term}`}>
            <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        caption="Invoice lines"
        columns={columns}
        rows={invoice.lines}
        // Stored lines have ids; the index only stands in for a line not yet saved.
        rowKey={(line, index) => line.id ?? `new-${index}`}
        empty="No data found"
        frame="panel"
      />
      <dl aria-label="Invoice totals" className="ml-auto grid max-w-sm grid-cols-2 gap-y-1 text-sm">
        {totals.map(([term, value, emphasis]) => (
          <div key={term} className="contents" data-testid={`total-${term}`}>
            <dt className={emphasis ?? 'text-slate-600 dark:text-slate-400'}>{term}</dt>
            <dd className={`text-right tabular-nums ${emphasis ?? ''}`}>{money(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
