/** The 80 mm receipt as the browser prints it: 72 mm of text inside the printer's 4 mm edges. */
import type { ReceiptDocument } from '../../../engine/documents/document-types';
import { DocumentTableView, IssuerHeading, LabelledLines } from './DocumentBlocks';

export function ReceiptPrintView({ doc }: { doc: ReceiptDocument }) {
  return (
    <article data-print-document="receipt" className="w-[72mm] text-[8pt] leading-snug">
      <IssuerHeading issuer={doc.issuer} centred />
      <h1 className="mt-2 mb-1 text-center text-[12pt] font-bold">{doc.title}</h1>
      <LabelledLines lines={doc.details} />
      <h2 className="mt-2 mb-0.5 font-bold">{doc.tableTitle ?? 'Invoices Paid'}</h2>
      <DocumentTableView table={doc.invoices} caption={doc.tableTitle ?? 'Invoices paid'} />
      <div className="mt-1.5">
        <LabelledLines lines={doc.summary} />
      </div>
      <p className="mt-2 text-center">Thank you.</p>
    </article>
  );
}
