/** The A4 invoice as the browser prints it. */
import type { InvoiceDocument } from '../../../engine/documents/document-types';
import { DocumentTableView, IssuerHeading, LabelledLines } from './DocumentBlocks';

export function InvoicePrintView({ doc }: { doc: InvoiceDocument }) {
  return (
    <article data-print-document="invoice" className="w-full text-[9pt] leading-snug">
      <header className="flex items-start justify-between gap-6">
        <IssuerHeading issuer={doc.issuer} />
        <div className="w-[62mm] shrink-0">
          <h1 className="mb-1 text-right text-[18pt] font-bold">{doc.title}</h1>
          <LabelledLines lines={doc.details} />
        </div>
      </header>
      <h2 className="mt-4 mb-1 text-[11pt] font-bold">Bill To</h2>
      <div className="max-w-[110mm]">
        <LabelledLines lines={doc.billTo} alignValues="left" />
      </div>
      {doc.notice && <p className="mt-2 font-bold text-red-700">{doc.notice}</p>}
      <h2 className="mt-4 mb-1 text-[11pt] font-bold">Items</h2>
      <DocumentTableView table={doc.lines} caption="Items" />
      <div className="mt-2 ml-auto w-[76mm] break-inside-avoid">
        <LabelledLines lines={doc.totals} />
      </div>
      {doc.payments && (
        <section className="break-inside-avoid-page">
          <h2 className="mt-4 mb-1 text-[11pt] font-bold">Payments</h2>
          {doc.payments.rows.length > 0 ? (
            <DocumentTableView table={doc.payments} caption="Payments" />
          ) : (
            <p className="italic">No payments yet.</p>
          )}
        </section>
      )}
    </article>
  );
}
