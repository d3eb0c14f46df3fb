/**
 * The printed lab report of a request (issue 19, printing): the document the client's print
 * view draws (JSON) and its PDF download. Whoever may read the request's detail may have its
 * report: 403 TOKEN_EXPIRED unsigned, 403 FORBIDDEN without labRequest's detail right, 404 for
 * no such request.
 */
import type { FastifyInstance } from 'fastify';
import { labReportDocumentFor } from '../documents/lab-report-source';
import { documentPair } from './document-routes';

export async function labReportRoutes(app: FastifyInstance) {
  documentPair(app, '/lab/requests/:id/report', 'labRequest', labReportDocumentFor);
}
