/**
 * The printed lab report of a request (issue 19, printing): the document the client's print
 * view draws (JSON) and its PDF download. Whoever may read the request's detail may have its
 * report: 403 TOKEN_EXPIRED unsigned, 403 FORBIDDEN without labRequest's detail right, 404 for
 * no such request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { labReportDocumentFor } from '../documents/lab-report-source';
import {
  documentDepsOf,
  documentReader,
  idOf,
  recordIdParams as one,
  sendPdf,
} from './document-routes';

export async function labReportRoutes(app: FastifyInstance) {
  const reader = documentReader(app);
  const report = async (request: FastifyRequest) =>
    labReportDocumentFor(documentDepsOf(app), await reader(request, 'labRequest'), idOf(request));

  app.get('/lab/requests/:id/report', { schema: one }, report);
  app.get('/lab/requests/:id/report.pdf', { schema: one }, async (request, reply) =>
    sendPdf(reply, await report(request)),
  );
}
