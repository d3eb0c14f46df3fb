/**
 * The receipt of an over-the-counter sale: the document the client's print view draws (JSON)
 * and the same as an 80 mm PDF. Whoever may read the sale may have it: 403 TOKEN_EXPIRED
 * unsigned, 403 FORBIDDEN without pharmacySale's detail right, 404 for no such sale.
 */
import type { FastifyInstance } from 'fastify';
import { saleReceiptDocumentFor } from '../documents/sale-receipt-source';
import { documentPair } from './document-routes';

export async function pharmacySaleDocumentRoutes(app: FastifyInstance) {
  documentPair(app, '/pharmacy/sales/:id/receipt', 'pharmacySale', saleReceiptDocumentFor);
}
