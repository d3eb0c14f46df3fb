/**
 * The printed invoice and receipt (issue 17 section 3, printing): each as the document the
 * client's print view draws (JSON) and as a PDF download. Whoever may read the invoice (or the
 * payment) may have its document: 403 TOKEN_EXPIRED unsigned, 403 FORBIDDEN without the
 * model's detail right, 404 for no such record.
 */
import type { FastifyInstance } from 'fastify';
import { invoiceDocumentFor, receiptDocumentFor } from '../documents/document-sources';
import { documentPair } from './document-routes';

export async function billingDocumentRoutes(app: FastifyInstance) {
  documentPair(app, '/billing/invoices/:id/document', 'invoice', invoiceDocumentFor);
  documentPair(app, '/billing/payments/:id/receipt', 'payment', receiptDocumentFor);
}
