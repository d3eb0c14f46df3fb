/**
 * The printed invoice and receipt (issue 17 section 3, printing): each as the document the
 * client's print view draws (JSON) and as a PDF download. Whoever may read the invoice (or the
 * payment) may have its document: 403 TOKEN_EXPIRED unsigned, 403 FORBIDDEN without the
 * model's detail right, 404 for no such record.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invoiceDocumentFor, receiptDocumentFor } from '../documents/document-sources';
import {
  documentDepsOf,
  documentReader,
  idOf,
  recordIdParams as one,
  sendPdf,
} from './document-routes';

export async function billingDocumentRoutes(app: FastifyInstance) {
  const reader = documentReader(app);
  const invoice = async (request: FastifyRequest) =>
    invoiceDocumentFor(documentDepsOf(app), await reader(request, 'invoice'), idOf(request));
  const receipt = async (request: FastifyRequest) =>
    receiptDocumentFor(documentDepsOf(app), await reader(request, 'payment'), idOf(request));

  app.get('/billing/invoices/:id/document', { schema: one }, invoice);
  app.get('/billing/invoices/:id/document.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await invoice(request)),
  );
  app.get('/billing/payments/:id/receipt', { schema: one }, receipt);
  app.get('/billing/payments/:id/receipt.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await receipt(request)),
  );
}
