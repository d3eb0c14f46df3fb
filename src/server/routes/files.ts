import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { mayReadRecord } from '../../engine/permissions/read-filter';
import { HttpError } from '../errors';
import { downloadVerdict, resolveInStore, storedPathFromUrl } from '../files/access';
import { quotaExceeded } from '../files/quota';
import { checkName, classify } from '../files/sniff';
import {
  displayName,
  openStored,
  removeStored,
  saveUpload,
  sweepPartialUploads,
  tooLarge,
} from '../files/store';
import { registerUnattachedSweep } from '../files/unattached-sweep';
import { getRecord } from '../models/record-reads';
import type { AuthContext } from '../plugins/auth';
import { findStoredFile, insertWithinQuota, unattachedUsage } from '../repositories/stored-files';

const badUpload = () =>
  new HttpError(
    400,
    'BAD_UPLOAD',
    'Send the file as multipart/form-data with one file part (for example "file").',
  );

/** The upload plumbing's own errors, as the answers this API documents. */
function translate(error: unknown, maxBytes: number): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'NOT_MULTIPART', 'Send the file as multipart/form-data.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, 'TOO_MANY_PARTS', 'Send one file per request.');
  if (typeof statusCode === 'number' && statusCode < 500) return error;
  return undefined;
}

/** `attachment` with an ASCII fallback and the exact name in RFC 5987 form. */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_') || 'file';
  const exact = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/**
 * Uploads (POST /api/files, multipart, streamed into `<dataDir>/files`) and downloads by stored
 * path (spec 7: GET /api/files/<yyyy>/<mm>/<name>), for signed-in users only.
 */
export async function fileRoutes(app: FastifyInstance) {
  const { root, maxBytes, dataDir, quota } = app.uploads;
  app.addHook('onReady', async () => {
    const removed = await sweepPartialUploads(root, app.clock());
    if (removed > 0) app.log.info({ removed }, 'partial uploads left by an earlier stop removed');
  });
  registerUnattachedSweep(app);
  await app.register(fastifyMultipart, {
    // One byte over the limit reaches the counting stream, which refuses it.
    limits: { fileSize: maxBytes + 1, files: 1, fields: 10, parts: 11, fieldSize: 64 * 1024 },
  });
  app.setErrorHandler((error, _request, reply) => {
    const translated = translate(error, maxBytes) ?? error;
    // A refused upload may still be arriving: close the connection rather than read it all.
    if (translated instanceof HttpError && [413, 415].includes(translated.status))
      reply.header('connection', 'close');
    throw translated;
  });

  app.post('/files', { onRequest: app.authenticate }, async (request, reply) => {
    if (!request.isMultipart()) throw badUpload();
    const auth = request.auth as AuthContext;
    // Refused before a byte is stored when the uploader's unattached files already fill the
    // quota; the rest of it bounds this file.
    const usage = await unattachedUsage(app.database.db, auth.user.id);
    if (usage.files >= quota.maxFiles) throw quotaExceeded('files', quota);
    const quotaLeft = quota.maxBytes - usage.bytes;
    if (quotaLeft <= 0) throw quotaExceeded('bytes', quota);
    let part: MultipartFile | undefined;
    try {
      part = await request.file();
    } catch (error) {
      throw translate(error, maxBytes) ?? badUpload();
    }
    if (!part) throw badUpload();
    const filename = displayName(part.filename);
    const at = app.clock();
    let saved: Awaited<ReturnType<typeof saveUpload>>;
    try {
      checkName(filename, part.mimetype);
      saved = await saveUpload(part.file, {
        root,
        maxBytes: Math.min(maxBytes, quotaLeft),
        overLimit: () =>
          quotaLeft < maxBytes ? quotaExceeded('bytes', quota) : tooLarge(maxBytes),
        now: at,
        inspect: (head) => classify(head, filename, part.mimetype),
        truncated: () => part.file.truncated,
      });
    } catch (error) {
      part.file.resume();
      const known = translate(error, maxBytes);
      if (known) throw known;
      // Disk trouble is the server's; anything else came from a malformed multipart body.
      if ((error as NodeJS.ErrnoException).syscall) throw error;
      throw badUpload();
    }
    const stored = {
      filename,
      filepath: saved.filepath,
      mimetype: saved.type.mimetype,
      size: saved.size,
    };
    let breach: Awaited<ReturnType<typeof insertWithinQuota>>;
    try {
      // Checked again as the row is written: another upload may have arrived meanwhile.
      breach = await insertWithinQuota(
        app.database.db,
        app.database.dialect,
        { ...stored, uploaded_by: auth.user.id, uploaded_at: at.toISOString() },
        quota,
      );
    } catch (error) {
      await removeStored(saved.absolute);
      throw error;
    }
    if (breach) {
      await removeStored(saved.absolute);
      throw quotaExceeded(breach, quota);
    }
    await app.audit(request, {
      action: 'file_upload',
      entity: 'file',
      targetId: saved.filepath,
      details: { mimetype: stored.mimetype, size: stored.size },
    });
    return reply.status(201).send(stored);
  });

  app.get('/files/*', { onRequest: app.authenticate }, async (request, reply: FastifyReply) => {
    const rest = (request.params as { '*': string })['*'] ?? '';
    const storedPath = storedPathFromUrl(rest);
    const file = await findStoredFile(app.database.db, storedPath);
    if (!file) throw new HttpError(404, 'NOT_FOUND', 'No such file.');
    const auth = request.auth as AuthContext;
    const verdict = await downloadVerdict(file, {
      registry: app.registry,
      user: auth.engineUser,
      // A personal record (a model's owner rule) lends its files to its owner only, and a
      // record not released to the reader (its release rule) lends none.
      loadRecord: async (model, id) => {
        const rt = app.models.runtime(model);
        const record = await getRecord(app.database.db as never, rt, id);
        const owner = { id: auth.user.id, email: auth.user.email, user: auth.engineUser };
        return record && mayReadRecord(rt.schema, record, owner) ? record : undefined;
      },
    });
    if (verdict !== 'allow') {
      await app.audit(request, {
        action: 'permission_denied',
        entity: file.model ?? 'file',
        targetId: file.record_id === null ? storedPath : String(file.record_id),
        details: { action: 'download', file: storedPath },
      });
      throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to download this file.');
    }
    const opened = await openStored(root, resolveInStore(dataDir, storedPath));
    if (!opened) throw new HttpError(404, 'NOT_FOUND', 'The file is missing from the store.');
    return reply
      .header('content-type', file.mimetype)
      .header('content-length', opened.size)
      .header('content-disposition', contentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(opened.handle.createReadStream());
  });
}

export default fileRoutes;
