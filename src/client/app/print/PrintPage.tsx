/**
 * A printed document's page: the paper as it will print, and above it Print and Download PDF
 * (left out of the printout). It sits outside the admin layout, so no menu or header prints;
 * its own @page rule gives the paper: A4 with 15 mm margins for an invoice, a lab or radiology
 * report, a discharge summary, an operation note or an anesthesia record, an 80 mm slip exactly
 * as long as the receipt (measured here) for a receipt printer.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { PrintedDocument } from '../../../engine/documents/printed-document';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { PageLoader } from '../layout/PageLoader';
import { PageTitle } from '../layout/PageTitle';
import { AnesthesiaRecordPrintView } from './AnesthesiaRecordPrintView';
import { DischargeSummaryPrintView } from './DischargeSummaryPrintView';
import { InvoicePrintView } from './InvoicePrintView';
import { LabReportPrintView } from './LabReportPrintView';
import { OperationNotePrintView } from './OperationNotePrintView';
import { downloadPdf } from './print-api';
import {
  anesthesiaRecordPdfUrl,
  dischargeSummaryPdfUrl,
  invoicePdfUrl,
  labReportPdfUrl,
  operationNotePdfUrl,
  radiologyReportPdfUrl,
  receiptPdfUrl,
  saleReceiptPdfUrl,
} from './print-paths';
import { RadiologyReportPrintView } from './RadiologyReportPrintView';
import { ReceiptPrintView } from './ReceiptPrintView';
import { usePrintDocument } from './use-print-document';

/** Where a document comes from: its kind, or a counter sale's receipt (a receipt too). */
type Source = PrintedDocument['kind'] | 'saleReceipt';

const SOURCES: Record<Source, (id: string) => { json: string; pdf: string }> = {
  invoice: (id) => ({ json: `/api/billing/invoices/${id}/document`, pdf: invoicePdfUrl(id) }),
  receipt: (id) => ({ json: `/api/billing/payments/${id}/receipt`, pdf: receiptPdfUrl(id) }),
  saleReceipt: (id) => ({ json: `/api/pharmacy/sales/${id}/receipt`, pdf: saleReceiptPdfUrl(id) }),
  labReport: (id) => ({ json: `/api/lab/requests/${id}/report`, pdf: labReportPdfUrl(id) }),
  radiologyReport: (id) => ({
    json: `/api/radiology/results/${id}/report`,
    pdf: radiologyReportPdfUrl(id),
  }),
  dischargeSummary: (id) => ({
    json: `/api/inpatient/discharge-summaries/${id}/summary`,
    pdf: dischargeSummaryPdfUrl(id),
  }),
  operationNote: (id) => ({
    json: `/api/surgery/operation-notes/${id}/note`,
    pdf: operationNotePdfUrl(id),
  }),
  anesthesiaRecord: (id) => ({
    json: `/api/surgery/cases/${id}/anesthesia-record/document`,
    pdf: anesthesiaRecordPdfUrl(id),
  }),
};

const MM_PER_PX = 25.4 / 96;
/** The receipt printer's unprintable edge, kept as the slip's margin. */
const RECEIPT_MARGIN_MM = 4;

/** The @page rule for this document; the receipt's length follows its content. */
function usePageRule(doc: PrintedDocument | undefined) {
  const paper = useRef<HTMLDivElement>(null);
  const [receiptMm, setReceiptMm] = useState<number>();
  useLayoutEffect(() => {
    if (doc?.kind !== 'receipt' || !paper.current) return;
    const content = paper.current.firstElementChild as HTMLElement | null;
    // Rounded up, with a millimetre to spare, so the last line never spills onto a second slip.
    if (content)
      setReceiptMm(Math.ceil(content.offsetHeight * MM_PER_PX) + 2 * RECEIPT_MARGIN_MM + 1);
  }, [doc]);
  const rule =
    doc?.kind === 'receipt'
      ? `@page { size: 80mm ${receiptMm ?? 200}mm; margin: ${RECEIPT_MARGIN_MM}mm; }`
      : '@page { size: A4; margin: 15mm; }';
  return { paper, rule };
}

export function PrintPage({ kind }: { kind: Source }) {
  const { id = '' } = useParams();
  const urls = SOURCES[kind](encodeURIComponent(id));
  const { doc, error } = usePrintDocument(urls.json);
  const { paper, rule } = usePageRule(doc);
  const [problem, setProblem] = useState<string>();
  const download = () =>
    doc &&
    downloadPdf(urls.pdf, doc.filename).then(
      () => setProblem(undefined),
      (failure: ApiFailure) => setProblem(failureMessage(failure)),
    );

  if (error)
    return (
      <main className="p-6">
        <PageTitle parts={['This document cannot be shown']} />
        <h1 className="text-lg font-bold">This document cannot be shown</h1>
        <p role="alert">{error}</p>
      </main>
    );
  if (!doc) return <PageLoader label="Loading the document" />;
  const receipt = doc.kind === 'receipt';
  return (
    <main className="min-h-screen bg-slate-200 py-4 text-black print:min-h-0 print:bg-white print:py-0">
      <style>{`${rule} @media print { html, body { background: #fff; } }`}</style>
      {/* Also the name a browser's "Save as PDF" offers. */}
      <PageTitle parts={[doc.filename.replace(/\.pdf$/i, '')]} />
      <div className="mx-auto mb-3 flex w-fit gap-2 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded-md bg-sky-700 px-4 py-2 text-sm font-medium text-white hover:bg-sky-800"
        >
          Print
        </button>
        <button
          type="button"
          onClick={download}
          className="rounded-md border border-slate-500 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
        >
          Download PDF
        </button>
      </div>
      {problem && (
        <p role="alert" className="mb-3 text-center text-red-700 print:hidden">
          {problem}
        </p>
      )}
      <div
        ref={paper}
        className={`mx-auto bg-white shadow print:m-0 print:w-auto print:p-0 print:shadow-none ${
          receipt ? 'w-[80mm] p-[4mm]' : 'w-[210mm] p-[15mm]'
        }`}
      >
        <DocumentView doc={doc} />
      </div>
    </main>
  );
}

/** The document drawn by its kind's view. */
function DocumentView({ doc }: { doc: PrintedDocument }) {
  switch (doc.kind) {
    case 'invoice':
      return <InvoicePrintView doc={doc} />;
    case 'receipt':
      return <ReceiptPrintView doc={doc} />;
    case 'labReport':
      return <LabReportPrintView doc={doc} />;
    case 'radiologyReport':
      return <RadiologyReportPrintView doc={doc} />;
    case 'dischargeSummary':
      return <DischargeSummaryPrintView doc={doc} />;
    case 'operationNote':
      return <OperationNotePrintView doc={doc} />;
    case 'anesthesiaRecord':
      return <AnesthesiaRecordPrintView doc={doc} />;
  }
}

export function InvoicePrintPage() {
  return <PrintPage kind="invoice" />;
}

export function ReceiptPrintPage() {
  return <PrintPage kind="receipt" />;
}

export function SaleReceiptPrintPage() {
  return <PrintPage kind="saleReceipt" />;
}

export function LabReportPrintPage() {
  return <PrintPage kind="labReport" />;
}

export function RadiologyReportPrintPage() {
  return <PrintPage kind="radiologyReport" />;
}

export function DischargeSummaryPrintPage() {
  return <PrintPage kind="dischargeSummary" />;
}

export function OperationNotePrintPage() {
  return <PrintPage kind="operationNote" />;
}

export function AnesthesiaRecordPrintPage() {
  return <PrintPage kind="anesthesiaRecord" />;
}
