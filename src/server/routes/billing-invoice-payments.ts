/**
 * `GET /api/billing/invoices/:id/payments`: the payments into one invoice, for its page (its
 * receipts listed with what each put in). A payment's invoices are rows of the payment, which
 * a model list cannot filter by, so the repository joins them. For those who may read the
 * invoice and payments.
 */
import type { FastifyInstance } from 'fastify';
import { refTitles } from '../models/ref-titles';
import { paymentLinesOf } from '../repositories/invoice-payments';
import { actorOf } from './model-access';
import { recordIdParams } from './record-id';
import { titleReaderFor } from './title-reader';

export async function billingInvoicePaymentRoutes(app: FastifyInstance) {
  app.get(
    '/billing/invoices/:id/payments',
    {
      preHandler: app.authenticate,
      schema: recordIdParams,
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await app.assertCan(request, 'invoice', 'detail');
      await app.assertCan(request, 'payment', 'view');
      const actor = actorOf(request);
      // 404 for no such invoice, or one this reader may not read.
      await app.models.get('invoice', actor, id);
      const rows = await paymentLinesOf(app.database.reads as never, id);
      const titles = await refTitles(
        app.database.reads as never,
        app.models.runtime('payment').schema,
        rows.map((row) => ({ method: row.method })),
        titleReaderFor(app, request),
      );
      return { rows, titles };
    },
  );
}
