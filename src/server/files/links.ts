/**
 * Ties uploaded files to the record that refers to them, inside the record's write transaction:
 * from then on the file is served to whoever may see that record (access.ts). A file value must
 * name a file uploaded through POST /api/files, by the same user and not yet held by another
 * record, or by this very record already.
 */
import type { Kysely } from 'kysely';
import type { FieldSchema, ModelSchema } from '../../engine/types';
import { labelOf } from '../../engine/validation/messages';
import type { DatabaseSchema } from '../db/schema';
import { type Problem, validationFailed } from '../errors';
import type { AnyDb } from '../models/any-db';
import { claimStoredFile, findStoredFile } from '../repositories/stored-files';
import { normaliseStoredPath } from './access';

/** The stored paths a file or files value names, or undefined when it is not that shape. */
function pathsOf(value: unknown): string[] | undefined {
  if (value === null || value === undefined || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  const paths: string[] = [];
  for (const item of list) {
    const filepath = (item as { filepath?: unknown } | null)?.filepath;
    if (!item || typeof item !== 'object' || typeof filepath !== 'string') return undefined;
    paths.push(normaliseStoredPath(filepath));
  }
  return paths;
}

/**
 * Marks every file named by the file and files fields in `values` as held by the record;
 * 422 (one detail per field) when a value names something that is not the writer's upload.
 */
export async function attachFiles(
  trx: AnyDb,
  schema: ModelSchema,
  recordId: number,
  values: Record<string, unknown>,
  uploaderId: number | null,
): Promise<void> {
  const db = trx as unknown as Kysely<DatabaseSchema>;
  const problems: Problem[] = [];
  for (const [name, value] of Object.entries(values)) {
    const field = schema.fields[name] as FieldSchema | undefined;
    if (!field || (field.type !== 'file' && field.type !== 'files')) continue;
    const label = labelOf(name, field);
    const paths = pathsOf(value);
    if (!paths) {
      problems.push({ field: name, message: `${label} must be a list of uploaded files` });
      continue;
    }
    let ok = true;
    for (const filepath of new Set(paths)) {
      const claimed =
        uploaderId !== null &&
        (await claimStoredFile(db, filepath, { model: schema.model, recordId, uploaderId }));
      if (claimed) continue;
      const held = await findStoredFile(db, filepath);
      if (!held || held.model !== schema.model || Number(held.record_id) !== recordId) ok = false;
    }
    if (!ok) problems.push({ field: name, message: `${label} is not an uploaded file` });
  }
  if (problems.length > 0) throw validationFailed(problems);
}
