import type { RouteObject } from 'react-router';
import { lazyPage } from '../routes/lazy-page';

/**
 * The printed invoice, receipt and lab report, relative to /admin/main: signed in, but outside
 * the admin layout so nothing of the app prints with them. Their code loads only when one is
 * opened.
 */
export const printRoutes: RouteObject[] = [
  lazyPage('invoices/print/:id', async () => (await import('./PrintPage')).InvoicePrintPage),
  lazyPage('invoices/receipt/:id', async () => (await import('./PrintPage')).ReceiptPrintPage),
  lazyPage(
    'pharmacy-sales/receipt/:id',
    async () => (await import('./PrintPage')).SaleReceiptPrintPage,
  ),
  lazyPage('lab-requests/report/:id', async () => (await import('./PrintPage')).LabReportPrintPage),
  lazyPage(
    'lab-samples/label/:id',
    async () => (await import('./SampleLabelPage')).SampleLabelPage,
  ),
  lazyPage(
    'dispensings/label/:id',
    async () => (await import('./DispensingLabelPage')).DispensingLabelPage,
  ),
  lazyPage(
    'radiology-results/report/:id',
    async () => (await import('./PrintPage')).RadiologyReportPrintPage,
  ),
  lazyPage(
    'discharge-summaries/print/:id',
    async () => (await import('./PrintPage')).DischargeSummaryPrintPage,
  ),
  lazyPage(
    'operation-notes/print/:id',
    async () => (await import('./PrintPage')).OperationNotePrintPage,
  ),
  lazyPage(
    'surgical-cases/anesthesia-record/:id',
    async () => (await import('./PrintPage')).AnesthesiaRecordPrintPage,
  ),
];
