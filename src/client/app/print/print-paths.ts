/**
 * Where the printed invoice and receipt are, for pages that link to them (the invoice detail,
 * the invoice dialog): print views without the app's chrome, each with Print and Download PDF.
 */

/** The A4 invoice of invoice `id`. */
export const invoicePrintPath = (id: number | string) => `/admin/main/invoices/print/${id}`;

/** The 80 mm receipt of payment `id`. */
export const receiptPrintPath = (id: number | string) => `/admin/main/invoices/receipt/${id}`;

/** The same documents as the server's PDF downloads. */
export const invoicePdfUrl = (id: number | string) => `/api/billing/invoices/${id}/document.pdf`;
export const receiptPdfUrl = (id: number | string) => `/api/billing/payments/${id}/receipt.pdf`;
