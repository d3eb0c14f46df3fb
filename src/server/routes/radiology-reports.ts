/**
 * The printed radiology report of a result (issue 19, printing): the document the client's
 * print view draws (JSON) and its PDF download. Whoever may read the result's detail may have
 * its report (a doctor once it is signed, the result's release rule): 403 TOKEN_EXPIRED
 * unsigned, 403 FORBIDDEN without radiologyResult's detail right, 404 for no such result or one
 * the reader may not read.
 */
import type { FastifyInstance } from 'fastify';
import { radiologyReportDocumentFor } from '../documents/radiology-report-source';
import { documentPair } from './document-routes';

export async function radiologyReportRoutes(app: FastifyInstance) {
  documentPair(app, '/radiology/results/:id/report', 'radiologyResult', radiologyReportDocumentFor);
}
