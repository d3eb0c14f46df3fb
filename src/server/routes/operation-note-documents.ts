/**
 * The printed operation note (issue 21, spec 6.3): the document the client's print view draws
 * (JSON) and its PDF download, for whoever may read the note's detail (403 without it, 404 for
 * no such note).
 */
import type { FastifyInstance } from 'fastify';
import { operationNoteDocumentFor } from '../documents/operation-note-source';
import { documentPair } from './document-routes';

export async function operationNoteDocumentRoutes(app: FastifyInstance) {
  documentPair(app, '/surgery/operation-notes/:id/note', 'operationNote', operationNoteDocumentFor);
}
