/**
 * The printed invoice and receipt (issue 17 section 3, printing): each as the document the
 * client's print view draws (JSON) and as a PDF download. Whoever may read the invoice (or the
 * payment) may have its document: 403 TOKEN_EXPIRED unsigned, 403 FORBIDDEN without the
 * model's detail right, 404 for no such record.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BillingDocument } from '../../engine/documents/document-types';
import {
  type DocumentDeps,
  invoiceDocumentFor,
  receiptDocumentFor,
} from '../documents/document-sources';
import { renderPdf } from '../documents/render-pdf';
import { contentDisposition } from './files';
import { actorOf } from './model-access';

const one = {
  params: {
    type: 'object',
    properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
} as const;

async function sendPdf(reply: FastifyReply, doc: BillingDocument) {
  const bytes = await renderPdf(doc);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(doc.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

export async function billingDocumentRoutes(app: FastifyInstance) {
  const deps = (): DocumentDeps => ({
    db: app.database.db,
    models: app.models,
    matrix: app.registry.matrix,
    dataDir: app.uploads.dataDir,
  });
  /** The caller, once signed in and allowed to read records of `model`. */
  const reader = async (request: FastifyRequest, model: string) => {
    await app.authenticate.call(app, request, undefined as never);
    await app.assertCan(request, model, 'detail');
    return actorOf(request);
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
  const invoice = async (request: FastifyRequest) =>
    invoiceDocumentFor(deps(), await reader(request, 'invoice'), idOf(request));
  const receipt = async (request: FastifyRequest) =>
    receiptDocumentFor(deps(), await reader(request, 'payment'), idOf(request));

  app.get('/billing/invoices/:id/document', { schema: one }, invoice);
  app.get('/billing/invoices/:id/document.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await invoice(request)),
  );
  app.get('/billing/payments/:id/receipt', { schema: one }, receipt);
  app.get('/billing/payments/:id/receipt.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await receipt(request)),
  );
}
