/**
 * Uploaded files on disk: `<dataDir>/files/<yyyy>/<mm>/<uuid><.ext>`. An upload is streamed to
 * a hidden temporary name in that folder, counted and checked on the way, and renamed into
 * place only once it is complete and accepted; anything else deletes the partial file. The
 * original file name is never part of a path: it is kept (sanitised) for display only.
 */
import { randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  realpath,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../errors';
import { HEAD_BYTES, type UploadType } from './sniff';

export const DEFAULT_MAX_UPLOAD_MB = 25;
/** Stored paths are relative to the data folder and start with this folder. */
export const FILES_FOLDER = 'files';

export const tooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `The file is larger than ${formatLimit(maxBytes)}. Upload a smaller file.`,
  );

/** "25 MB", "512 KB": a byte limit as people read it in a message. */
export function formatLimit(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number(mb.toFixed(2))} MB`;
  return `${Number((bytes / 1024).toFixed(2))} KB`;
}

/**
 * The name shown for a file and sent back in Content-Disposition: no folders, no control or
 * reserved characters, at most 255 characters (the extension kept), never empty.
 */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .replace(/[. ]+$/, '');
  if (name.length > 255) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 && name.length - dot <= 16 ? name.slice(dot) : '';
    name = name.slice(0, 255 - ext.length) + ext;
  }
  return name || 'file';
}

export interface SaveOptions {
  /** `<dataDir>/files`. */
  root: string;
  maxBytes: number;
  now: Date;
  /** Decides from the first bytes what the file is; throws to refuse it. */
  inspect(head: Buffer): UploadType;
  /** Whether the source stopped early at a parser limit (busboy's `truncated`). */
  truncated?(): boolean;
  /** The refusal past `maxBytes`, when it is not the plain 413 FILE_TOO_LARGE (a quota). */
  overLimit?(): HttpError;
}

export interface SavedFile {
  /** Relative to the data folder, with forward slashes: `files/2026/11/<uuid>.pdf`. */
  filepath: string;
  absolute: string;
  size: number;
  type: UploadType;
}

/** Counts bytes, refuses past the limit, and holds the stream until the head is inspected. */
class Gate extends Transform {
  size = 0;
  type: UploadType | undefined;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(private readonly options: SaveOptions) {
    super();
  }

  private overLimit(): HttpError {
    return this.options.overLimit?.() ?? tooLarge(this.options.maxBytes);
  }

  private release(): void {
    const head = Buffer.concat(this.held, this.heldBytes);
    this.type = this.options.inspect(head.subarray(0, HEAD_BYTES));
    this.held = [];
    this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      done(this.overLimit());
      return;
    }
    try {
      if (this.type) {
        done(null, chunk);
        return;
      }
      this.held.push(chunk);
      this.heldBytes += chunk.length;
      if (this.heldBytes >= HEAD_BYTES) this.release();
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      if (this.options.truncated?.()) throw this.overLimit();
      if (this.size === 0)
        throw new HttpError(400, 'EMPTY_FILE', 'The file is empty: choose a file with content.');
      if (!this.type) this.release();
      done();
    } catch (error) {
      done(error as Error);
    }
  }
}

/** Streams an upload into the store; on any failure nothing is left on disk. */
export async function saveUpload(source: Readable, options: SaveOptions): Promise<SavedFile> {
  const yyyy = String(options.now.getUTCFullYear()).padStart(4, '0');
  const mm = String(options.now.getUTCMonth() + 1).padStart(2, '0');
  const folder = path.join(options.root, yyyy, mm);
  await mkdir(folder, { recursive: true });
  const id = randomUUID();
  const partial = path.join(folder, `.${id}.part`);
  const gate = new Gate(options);
  const writer = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, gate, writer);
    const type = gate.type as UploadType;
    const name = type.ext ? `${id}.${type.ext}` : id;
    const absolute = path.join(folder, name);
    await rename(partial, absolute);
    return {
      filepath: [FILES_FOLDER, yyyy, mm, name].join('/'),
      absolute,
      size: gate.size,
      type,
    };
  } catch (error) {
    // The write stream opens its file asynchronously: wait until it has closed, or the file
    // could appear after it was removed.
    writer.destroy();
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await rm(partial, { force: true });
    throw error;
  }
}

/** Deletes a stored file (when recording it failed); a missing file is fine. */
export async function removeStored(absolute: string): Promise<void> {
  await rm(absolute, { force: true });
}

/**
 * Opens a stored file for reading, or answers undefined when it is missing or not a plain file
 * inside the store. The path is checked after links are resolved (a folder in the store
 * replaced by a link to elsewhere must not serve what it points at), and the file itself is
 * opened without following a link, so what is checked is what is read.
 */
export async function openStored(
  root: string,
  absolute: string,
): Promise<{ handle: FileHandle; size: number } | undefined> {
  const [realRoot, real] = await Promise.all([
    realpath(root).catch(() => undefined),
    realpath(absolute).catch(() => undefined),
  ]);
  if (!realRoot || !real?.startsWith(realRoot + path.sep)) return undefined;
  const handle = await open(absolute, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    () => undefined,
  );
  if (!handle) return undefined;
  const stat = await handle.stat();
  if (!stat.isFile()) {
    await handle.close();
    return undefined;
  }
  return { handle, size: stat.size };
}

/**
 * Removes the partial files (`.<uuid>.part`) an upload leaves when the server dies in the
 * middle of it; run at start. Only those untouched for `olderThanMs` go: another server on the
 * same store may be receiving one right now. Answers how many were removed.
 */
export async function sweepPartialUploads(
  root: string,
  now: Date,
  olderThanMs = 60 * 60 * 1000,
): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !/^\.[0-9a-f-]{36}\.part$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified === undefined || now.getTime() - modified < olderThanMs) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
