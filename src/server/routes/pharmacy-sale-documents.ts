/**
 * The receipt of an over-the-counter sale: the document the client's print view draws (JSON)
 * and the same as an 80 mm PDF. Whoever may read the sale may have it: 403 TOKEN_EXPIRED
 * unsigned, 403 FORBIDDEN without pharmacySale's detail right, 404 for no such sale.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { saleReceiptDocumentFor } from '../documents/sale-receipt-source';
import {
  documentDepsOf,
  documentReader,
  idOf,
  recordIdParams as one,
  sendPdf,
} from './document-routes';

export async function pharmacySaleDocumentRoutes(app: FastifyInstance) {
  const reader = documentReader(app);
  const receipt = async (request: FastifyRequest) =>
    saleReceiptDocumentFor(
      documentDepsOf(app),
      await reader(request, 'pharmacySale'),
      idOf(request),
    );

  app.get('/pharmacy/sales/:id/receipt', { schema: one }, receipt);
  app.get('/pharmacy/sales/:id/receipt.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await receipt(request)),
  );
}
