import type { Ajv, AnySchemaObject, ErrorObject, ValidateFunction } from 'ajv';
import matrixMetaSchema from '../schema/matrix.schema.json';
import modelMetaSchema from '../schema/model.schema.json';
import rolesMetaSchema from '../schema/roles.schema.json';
import screenMetaSchema from '../schema/screen.schema.json';
import { childPointer, problem } from './problems';
import type { RegistryFile } from './types';

export type FileKind = 'model' | 'screen' | 'roles' | 'matrix';

/** The meta-schema each kind of file is validated against (each has its own `$id`). */
export const META_SCHEMAS: Record<FileKind, AnySchemaObject> = {
  model: modelMetaSchema,
  screen: screenMetaSchema,
  roles: rolesMetaSchema,
  matrix: matrixMetaSchema,
};

export const ROLES_FILE = 'permissions/roles.json';
export const MATRIX_FILE = 'permissions/matrix.json';

export interface ParsedFile {
  path: string;
  kind: FileKind;
  value: unknown;
  /** Parsed and valid against its meta-schema: safe to read as its type. */
  valid: boolean;
}

/** Which format a path holds, from its folder; undefined for a file the registry does not know. */
export function fileKind(path: string): FileKind | undefined {
  if (!path.endsWith('.json')) return undefined;
  if (path.startsWith('schemas/')) return 'model';
  if (path.startsWith('screens/')) return 'screen';
  if (path === ROLES_FILE) return 'roles';
  if (path === MATRIX_FILE) return 'matrix';
  return undefined;
}

/** The compiled validator for a kind, compiled once per Ajv instance (found again by `$id`). */
export function metaValidator(ajv: Ajv, kind: FileKind): ValidateFunction {
  const schema = META_SCHEMAS[kind];
  const id = String(schema.$id);
  const existing = ajv.getSchema(id);
  if (existing) return existing;
  ajv.addSchema(schema);
  const added = ajv.getSchema(id);
  if (!added) throw new Error(`meta-schema ${id} did not compile`);
  return added;
}

/**
 * One Ajv error as a JSON pointer and message, or undefined for noise: `if` only says a
 * `then`/`else` branch failed (that branch's own errors are reported), `propertyNames` only
 * summarises the name errors reported beside it.
 */
export function describeAjvError(error: ErrorObject): { at: string; message: string } | undefined {
  if (error.keyword === 'if' || error.keyword === 'propertyNames') return undefined;
  const message = error.message ?? 'is not valid';
  if (error.propertyName !== undefined) {
    return {
      at: childPointer(error.instancePath, error.propertyName),
      message: `property name ${message}`,
    };
  }
  if (error.keyword === 'additionalProperties') {
    const extra = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    return { at: error.instancePath, message: `${message} ("${extra}")` };
  }
  return { at: error.instancePath, message };
}

/** One Ajv error as a problem line (see `describeAjvError`), or undefined for noise. */
export function formatAjvError(file: string, error: ErrorObject): string | undefined {
  const described = describeAjvError(error);
  return described && problem(file, described.at, described.message);
}

const UNKNOWN_FILE =
  'not a registry file (expected schemas/*.json, screens/*.json, permissions/roles.json or permissions/matrix.json)';

/** Parses every file and validates it against its meta-schema, collecting every problem. */
export function parseAndValidate(
  files: readonly RegistryFile[],
  ajv: Ajv,
): { parsed: ParsedFile[]; problems: string[] } {
  const parsed: ParsedFile[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const kind = fileKind(file.path);
    if (!kind) {
      problems.push(problem(file.path, '', UNKNOWN_FILE));
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(file.text);
    } catch (error) {
      problems.push(problem(file.path, '', `invalid JSON: ${(error as Error).message}`));
      continue;
    }
    const validate = metaValidator(ajv, kind);
    const valid = validate(value) === true;
    for (const error of validate.errors ?? []) {
      const line = formatAjvError(file.path, error);
      if (line && !problems.includes(line)) problems.push(line);
    }
    parsed.push({ path: file.path, kind, value, valid });
  }
  return { parsed, problems };
}
