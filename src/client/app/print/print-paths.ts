/**
 * Where the printed documents are, for pages that link to them (the invoice detail, the invoice
 * dialog, the lab request): print views without the app's chrome, each with Print and Download
 * PDF.
 */

/** The A4 invoice of invoice `id`. */
export const invoicePrintPath = (id: number | string) => `/admin/main/invoices/print/${id}`;

/** The 80 mm receipt of payment `id`. */
export const receiptPrintPath = (id: number | string) => `/admin/main/invoices/receipt/${id}`;

/** The same documents as the server's PDF downloads. */
export const invoicePdfUrl = (id: number | string) => `/api/billing/invoices/${id}/document.pdf`;
export const receiptPdfUrl = (id: number | string) => `/api/billing/payments/${id}/receipt.pdf`;

/** The 80 mm receipt of over-the-counter sale `id`, and its PDF. */
export const saleReceiptPrintPath = (id: number | string) =>
  `/admin/main/pharmacy-sales/receipt/${id}`;
export const saleReceiptPdfUrl = (id: number | string) => `/api/pharmacy/sales/${id}/receipt.pdf`;

/** The 50 x 25 mm label of lab sample `id`. */
export const sampleLabelPrintPath = (id: number | string) => `/admin/main/lab-samples/label/${id}`;

/** The 80 x 50 mm labels of dispensing `id`, one per medicine. */
export const dispensingLabelPrintPath = (id: number | string) =>
  `/admin/main/dispensings/label/${id}`;

/** The A4 lab report of lab request `id`, and its PDF. */
export const labReportPrintPath = (id: number | string) => `/admin/main/lab-requests/report/${id}`;
export const labReportPdfUrl = (id: number | string) => `/api/lab/requests/${id}/report.pdf`;

/** The A4 radiology report of radiology result `id`, and its PDF. */
export const radiologyReportPrintPath = (id: number | string) =>
  `/admin/main/radiology-results/report/${id}`;
export const radiologyReportPdfUrl = (id: number | string) =>
  `/api/radiology/results/${id}/report.pdf`;

/** The A4 discharge summary of discharge summary `id`, and its PDF. */
export const dischargeSummaryPrintPath = (id: number | string) =>
  `/admin/main/discharge-summaries/print/${id}`;
export const dischargeSummaryPdfUrl = (id: number | string) =>
  `/api/inpatient/discharge-summaries/${id}/summary.pdf`;

/** The A4 anesthesia record of surgical case `id`, and its PDF. */
export const anesthesiaRecordPrintPath = (id: number | string) =>
  `/admin/main/surgical-cases/anesthesia-record/${id}`;
export const anesthesiaRecordPdfUrl = (id: number | string) =>
  `/api/surgery/cases/${id}/anesthesia-record/document.pdf`;

/** The A4 operation note of operation note `id`, and its PDF. */
export const operationNotePrintPath = (id: number | string) =>
  `/admin/main/operation-notes/print/${id}`;
export const operationNotePdfUrl = (id: number | string) =>
  `/api/surgery/operation-notes/${id}/note.pdf`;
