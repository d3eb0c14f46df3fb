/**
 * Who may download a stored file, and how a requested path is turned into one inside the store
 * (never anywhere else). A file is the uploader's until a record refers to it; from then on it
 * is served to whoever may see that record and the field holding it.
 */
import path from 'node:path';
import { can } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { Registry } from '../../engine/registry/types';
import type { EngineUser, FieldSchema, ModelSchema } from '../../engine/types';
import type { StoredFileTable } from '../db/schema';
import { HttpError } from '../errors';
import { FILES_FOLDER } from './store';

/** The only names the store writes: `<yyyy>/<mm>/<uuid>[.<ext>]`. */
const STORED_NAME =
  /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,10})?$/;

const notFound = () => new HttpError(404, 'NOT_FOUND', 'No such file.');

/**
 * The stored path (`files/...`) for the part of a download URL after `/api/files/`. Traversal
 * in any spelling (`..`, backslashes, NUL, absolute paths, still-encoded characters) is 400;
 * any other name the store could not have written is 404.
 */
export function storedPathFromUrl(rest: string): string {
  if (
    rest.includes('..') ||
    rest.includes('\\') ||
    rest.includes('\0') ||
    rest.includes('%') ||
    rest.startsWith('/') ||
    path.isAbsolute(rest)
  ) {
    throw new HttpError(400, 'BAD_FILE_PATH', 'A file path may not leave the file store.');
  }
  if (!STORED_NAME.test(rest)) throw notFound();
  return `${FILES_FOLDER}/${rest}`;
}

/** The file's place on disk, checked to lie inside `<dataDir>/files`. */
export function resolveInStore(dataDir: string, storedPath: string): string {
  const root = path.resolve(dataDir, FILES_FOLDER);
  const rest = storedPath.slice(FILES_FOLDER.length + 1);
  if (!storedPath.startsWith(`${FILES_FOLDER}/`) || !STORED_NAME.test(rest)) throw notFound();
  const absolute = path.resolve(root, ...rest.split('/'));
  if (!absolute.startsWith(root + path.sep)) throw notFound();
  return absolute;
}

/**
 * A stored path as records may spell it: `files/...`, `/files/...` or `/api/files/...` all
 * name the same file. Anything else is returned as is (and will not be found).
 */
export function normaliseStoredPath(value: string): string {
  return value.replace(/^\/+/, '').replace(/^api\//, '');
}

/** Whether a file or files value refers to the stored path. */
export function refersTo(value: unknown, storedPath: string): boolean {
  const list = Array.isArray(value) ? value : [value];
  return list.some(
    (item) =>
      !!item &&
      typeof item === 'object' &&
      typeof (item as { filepath?: unknown }).filepath === 'string' &&
      normaliseStoredPath((item as { filepath: string }).filepath) === storedPath,
  );
}

const isFileField = (field: FieldSchema) => field.type === 'file' || field.type === 'files';

/**
 * May this user see the file through the record? The record must be live, and a field the
 * user may see must hold the file; a file no field holds any more (replaced by an edit) is
 * shown only to those who may see every file field of the model.
 */
export function visibleThroughRecord(
  schema: ModelSchema,
  record: Record<string, unknown>,
  user: EngineUser,
  storedPath: string,
): boolean {
  const fileFields = Object.entries(schema.fields)
    .filter(([, field]) => isFileField(field))
    .map(([name]) => name);
  const holding = fileFields.filter((name) => refersTo(record[name], storedPath));
  const mayAccess = (name: string) => mayAccessFieldNamed(schema, name, user);
  if (holding.length > 0) return holding.some(mayAccess);
  return fileFields.every(mayAccess);
}

export type Verdict = 'allow' | 'forbidden';

export interface AccessContext {
  registry: Registry;
  user: EngineUser;
  /** The live (not deleted) record, or undefined. */
  loadRecord(model: string, id: number): Promise<Record<string, unknown> | undefined>;
}

/**
 * Download rule: the uploader, while no record holds the file; afterwards whoever may see the
 * record's detail (the permission matrix) and a field holding the file.
 */
export async function downloadVerdict(
  file: Pick<StoredFileTable, 'filepath' | 'uploaded_by' | 'model' | 'record_id'>,
  context: AccessContext,
): Promise<Verdict> {
  const { registry, user } = context;
  if (file.model === null || file.record_id === null) {
    return file.uploaded_by !== null && Number(file.uploaded_by) === Number(user.id)
      ? 'allow'
      : 'forbidden';
  }
  const schema = Object.hasOwn(registry.models, file.model)
    ? registry.models[file.model]
    : undefined;
  if (!schema || !can(user, registry.matrix, file.model, 'detail')) return 'forbidden';
  const record = await context.loadRecord(file.model, Number(file.record_id));
  if (!record) return 'forbidden';
  return visibleThroughRecord(schema, record, user, file.filepath) ? 'allow' : 'forbidden';
}
