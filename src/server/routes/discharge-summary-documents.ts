/**
 * The printed discharge summary of an admission (issue 21): the document the client's print
 * view draws (JSON) and its PDF download, for whoever may read the summary's detail (403
 * without it, 404 for no such summary). A summary not signed yet prints as a draft.
 */
import type { FastifyInstance } from 'fastify';
import { dischargeSummaryDocumentFor } from '../documents/discharge-summary-source';
import { documentPair } from './document-routes';

export async function dischargeSummaryDocumentRoutes(app: FastifyInstance) {
  documentPair(
    app,
    '/inpatient/discharge-summaries/:id/summary',
    'dischargeSummary',
    dischargeSummaryDocumentFor,
  );
}
