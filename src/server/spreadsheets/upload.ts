import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const tooLarge = () =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    'The file is larger than 5 MB. Split it into smaller files.',
  );
const missingFile = () =>
  new HttpError(400, 'MISSING_FILE', 'Attach the .xlsx file as a form field named "file".');
const wrongBody = () =>
  new HttpError(
    415,
    'NOT_A_SPREADSHEET',
    `Send the .xlsx file as multipart/form-data (field "file") or as a ${XLSX_TYPE} body.`,
  );

/** Turns the upload plumbing's own errors into the answers this API documents. */
function translate(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, statusCode } = error as FastifyError;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return tooLarge();
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return wrongBody();
  if (typeof statusCode === 'number' && statusCode < 500) return error;
  return undefined;
}

/**
 * Lets the routes of this scope take a spreadsheet as multipart/form-data or as a raw .xlsx
 * body, at most 5 MB either way. Call it inside an encapsulated plugin: the parsers and the
 * error mapping then stay out of every other route.
 */
export async function registerSpreadsheetUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 },
  });
  app.addContentTypeParser(
    [XLSX_TYPE, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Rethrown errors go on to the app's error handler, which shapes and logs them.
  app.setErrorHandler((error) => {
    throw translate(error) ?? error;
  });
}

async function readMultipartFile(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const part = await request.file();
    if (!part) return undefined;
    if (part.fieldname !== 'file') {
      part.file.resume();
      throw missingFile();
    }
    return await part.toBuffer();
  } catch (error) {
    // busboy reports malformed multipart bodies as plain errors; they are the caller's fault.
    throw (
      translate(error) ??
      new HttpError(400, 'BAD_UPLOAD', 'The upload is not well-formed multipart/form-data.')
    );
  }
}

/** The uploaded file's bytes: 400 when none came, 415 when the body is something else. */
export async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let bytes: Buffer | undefined;
  if (request.isMultipart()) bytes = await readMultipartFile(request);
  else if (Buffer.isBuffer(request.body)) bytes = request.body;
  else if (request.body !== undefined && request.body !== null && request.body !== '')
    throw wrongBody();
  if (!bytes || bytes.length === 0) throw missingFile();
  return bytes;
}
