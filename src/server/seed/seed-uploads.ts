/**
 * A file the demo seed stores as a person would upload it: written into the file store by the
 * upload route's own functions (the same checks of what the file is, the same folder and
 * quota), ready for a record's file field to claim (files/links.ts ties it to the record in
 * that record's write). An upload an interrupted run left unattached is used again rather than
 * stored twice. Scanned documents (seed-demo-documents.ts) and radiology images use it.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { classify } from '../files/sniff';
import { removeStored, saveUpload } from '../files/store';
import { insertWithinQuota } from '../repositories/stored-files';

export interface SeedUpload {
  filename: string;
  /** What the uploader's browser would declare. */
  mimetype: string;
  /** The file's bytes, made only when it is not already stored. */
  bytes(): Promise<Buffer> | Buffer;
}

/** The stored file's value for a file field: uploaded by `uploader` at `at` unless already there. */
export async function storedUpload(
  app: FastifyInstance,
  uploader: number,
  upload: SeedUpload,
  at: string,
) {
  const left = await app.database.db
    .selectFrom('stored_files')
    .select(['filename', 'filepath', 'mimetype', 'size'])
    .where('uploaded_by', '=', uploader)
    .where('model', 'is', null)
    .where('filename', '=', upload.filename)
    .executeTakeFirst();
  if (left) return left;
  const saved = await saveUpload(Readable.from([await upload.bytes()]), {
    root: app.uploads.root,
    maxBytes: app.uploads.maxBytes,
    now: new Date(at),
    inspect: (head) => classify(head, upload.filename, upload.mimetype),
  });
  const file = {
    filename: upload.filename,
    filepath: saved.filepath,
    mimetype: saved.type.mimetype,
    size: saved.size,
  };
  const breach = await insertWithinQuota(
    app.database.db,
    app.database.dialect,
    { ...file, uploaded_by: uploader, uploaded_at: at },
    app.uploads.quota,
  );
  if (breach) {
    await removeStored(saved.absolute);
    throw new Error(`demo upload ${upload.filename}: the uploader's quota is full`);
  }
  return file;
}
