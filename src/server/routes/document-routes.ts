/**
 * What every printed-document route shares (billing documents, lab and radiology reports, sale
 * receipts): the record id in the path, the reader (signed in, with the model's detail right),
 * what composing reads and the PDF answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PrintedDocument } from '../../engine/documents/printed-document';
import type { DocumentDeps } from '../documents/document-sources';
import { renderPdf } from '../documents/render-pdf';
import { contentDisposition } from './files';
import { actorOf } from './model-access';
import { recordIdParams } from './record-id';

export const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;

/** What composing a document reads, from the app. */
export const documentDepsOf = (app: FastifyInstance): DocumentDeps => ({
  db: app.database.db,
  models: app.models,
  matrix: app.registry.matrix,
  dataDir: app.uploads.dataDir,
});

/**
 * The caller, once signed in and allowed to read records of `model` and to view those of each
 * model in `alsoViewed`, whose records the document prints too (403 otherwise, logged).
 */
export function documentReader(app: FastifyInstance) {
  return async (request: FastifyRequest, model: string, alsoViewed: readonly string[] = []) => {
    await app.authenticate.call(app, request, undefined as never);
    await app.assertCan(request, model, 'detail');
    for (const other of alsoViewed) await app.assertCan(request, other, 'view');
    return actorOf(request);
  };
}

/** The document as a PDF download, never cached or sniffed. */
export async function sendPdf(reply: FastifyReply, doc: PrintedDocument) {
  const bytes = await renderPdf(doc);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(doc.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

/** How a document is composed for one record, by whoever may read it. */
export type ComposeDocument = (
  deps: DocumentDeps,
  actor: ReturnType<typeof actorOf>,
  id: number,
) => Promise<PrintedDocument>;

/**
 * A record's printed document at `path` (JSON, drawn by the client's print view) and at
 * `path.pdf`, for readers of `model`'s detail who may also view every model of `alsoViewed`;
 * `path` has the record's `:id`.
 */
export function documentPair(
  app: FastifyInstance,
  path: string,
  model: string,
  compose: ComposeDocument,
  alsoViewed: readonly string[] = [],
) {
  const reader = documentReader(app);
  const document = async (request: FastifyRequest) =>
    compose(documentDepsOf(app), await reader(request, model, alsoViewed), idOf(request));
  app.get(path, { schema: recordIdParams }, document);
  app.get(`${path}.pdf`, { schema: recordIdParams }, async (request, reply) =>
    sendPdf(reply, await document(request)),
  );
}
