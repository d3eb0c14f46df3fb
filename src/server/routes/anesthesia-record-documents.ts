/**
 * The printed anesthesia record of a surgical case (issue 21): the document the client's print
 * view draws (JSON) and its PDF download, for whoever may open the case and read the six
 * intra-operative series, as the case page's anesthesia record (403 without them, logged; 404
 * for no such case).
 */
import type { FastifyInstance } from 'fastify';
import { ANESTHESIA_SERIES_MODELS } from '../../engine/wire/anesthesia-record';
import { anesthesiaRecordDocumentFor } from '../documents/anesthesia-record-source';
import { documentPair } from './document-routes';

export async function anesthesiaRecordDocumentRoutes(app: FastifyInstance) {
  documentPair(
    app,
    '/surgery/cases/:id/anesthesia-record/document',
    'surgicalCase',
    anesthesiaRecordDocumentFor,
    ANESTHESIA_SERIES_MODELS,
  );
}
