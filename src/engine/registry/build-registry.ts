import type { Ajv } from 'ajv';
import { screenView } from '../permissions/screen-views';
import type { ModelSchema } from '../types';
import { checkIndexes } from './cross-check-indexes';
import { checkModel, type ModelEntry, type RuleCatalogue } from './cross-check-models';
import {
  checkMatrix,
  checkModelPermissions,
  checkWritesReadable,
  knownPermissions,
} from './cross-check-permissions';
import { checkRelated } from './cross-check-related';
import { checkScreen, checkScreenRoutes, type ScreenEntry } from './cross-check-screens';
import { withMenuLabels } from './menu-labels';
import { MATRIX_FILE, type ParsedFile, parseAndValidate, ROLES_FILE } from './parse-and-validate';
import { pointer, problem, problemFile, safely } from './problems';
import type {
  BuildRegistryResult,
  EntityPermissions,
  Registry,
  RegistryFile,
  Role,
  Screen,
} from './types';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** `screens/waiting/opd.json` -> `waiting/opd`. */
function screenKey(path: string): string {
  return path.replace(/^screens\//, '').replace(/\.json$/, '');
}

/**
 * File name = model key, one file per model. Returns every model name there is, valid or not,
 * so references to a model whose schema has its own problems are not reported too.
 */
function checkModelFiles(files: readonly RegistryFile[], parsed: ParsedFile[], problems: string[]) {
  const firstFile = new Map<string, string>();
  for (const file of parsed.filter((candidate) => candidate.kind === 'model')) {
    const model = isObject(file.value) ? file.value.model : undefined;
    if (typeof model !== 'string') continue;
    if (baseName(file.path) !== model) {
      const message = `the file name must equal the model key ("${model}.json")`;
      problems.push(problem(file.path, pointer('model'), message));
    }
    const first = firstFile.get(model);
    if (first === undefined) firstFile.set(model, file.path);
    else
      problems.push(
        problem(file.path, pointer('model'), `duplicate model "${model}" (also in ${first})`),
      );
  }
  const names = new Set(firstFile.keys());
  // A schema that does not parse still names its model, by its file name.
  for (const file of files) {
    const unparsed = !parsed.some((candidate) => candidate.path === file.path);
    if (unparsed && file.path.startsWith('schemas/')) names.add(baseName(file.path));
  }
  return names;
}

/** Each model's field names, from every schema that names its fields (valid or not). */
function fieldsByModel(models: readonly ModelEntry[]): Map<string, Set<string>> {
  const fields = new Map<string, Set<string>>();
  for (const { schema } of models)
    if (typeof schema.model === 'string' && isObject(schema.fields) && !fields.has(schema.model))
      fields.set(schema.model, new Set(Object.keys(schema.fields)));
  return fields;
}

/** Each model's schema (valid or not, as far as it names its fields), for the related lists. */
function schemasOf(models: readonly ModelEntry[]): Map<string, ModelSchema> {
  const schemas = new Map<string, ModelSchema>();
  for (const { schema } of models)
    if (typeof schema.model === 'string' && isObject(schema.fields) && !schemas.has(schema.model))
      schemas.set(schema.model, schema);
  return schemas;
}

/** roles.json or matrix.json: its `member` object (even if the file is invalid) and validity. */
function singleFile(
  files: readonly RegistryFile[],
  parsed: ParsedFile[],
  path: string,
  member: string,
  problems: string[],
) {
  if (!files.some((candidate) => candidate.path === path)) {
    problems.push(problem(path, '', 'the file is missing'));
  }
  const file = parsed.find((candidate) => candidate.path === path);
  const value = isObject(file?.value) ? file.value[member] : undefined;
  return { value: isObject(value) ? value : undefined, valid: file?.valid === true };
}

function knownPermissionsOf(roles: JsonObject | undefined): Set<string> | undefined {
  if (!roles) return undefined;
  try {
    return knownPermissions(roles as Record<string, Role>);
  } catch {
    return undefined;
  }
}

/**
 * Builds the registry from the JSON files of schemas/, screens/ and permissions/: parses and
 * validates each against its meta-schema, then checks every cross-reference, and reports all
 * problems together, grouped by file. The cross-reference checks also read files that failed
 * their meta-schema, as far as their shape allows; the registry holds only valid files.
 */
export function buildRegistry(
  files: readonly RegistryFile[],
  ajv: Ajv,
  /** The rules a server runs, so a model naming another is refused; omitted, names go unchecked. */
  rules?: RuleCatalogue,
): BuildRegistryResult {
  const { parsed, problems } = parseAndValidate(files, ajv);
  const registry: Registry = { models: {}, screens: {}, roles: {}, matrix: {} };
  const modelNames = checkModelFiles(files, parsed, problems);

  const models: ModelEntry[] = [];
  const screens: ScreenEntry[] = [];
  const screenRoutes = new Set<string>();
  for (const file of parsed) {
    if (!isObject(file.value)) continue;
    if (file.kind === 'model') {
      const schema = file.value as unknown as ModelSchema;
      models.push({ path: file.path, schema });
      if (file.valid && !Object.hasOwn(registry.models, schema.model)) {
        registry.models[schema.model] = schema;
      }
    } else if (file.kind === 'screen') {
      const screen = file.value as unknown as Screen;
      screens.push({ path: file.path, screen });
      if (typeof file.value.route === 'string') screenRoutes.add(file.value.route);
      if (Array.isArray(file.value.aliases))
        for (const alias of file.value.aliases)
          if (typeof alias === 'string') screenRoutes.add(alias);
      if (file.valid) registry.screens[screenKey(file.path)] = screen;
    }
  }

  const roles = singleFile(files, parsed, ROLES_FILE, 'roles', problems);
  const matrix = singleFile(files, parsed, MATRIX_FILE, 'entities', problems);
  if (roles.valid && roles.value) registry.roles = roles.value as Record<string, Role>;
  if (matrix.valid && matrix.value) {
    registry.matrix = matrix.value as Record<string, EntityPermissions>;
  }
  // Without a readable roles.json every permission would look unknown: those checks wait.
  const permissions = knownPermissionsOf(roles.value);
  const roleMap = (roles.value ?? {}) as Record<string, Role>;
  const matrixMap = matrix.value as Record<string, EntityPermissions> | undefined;

  const modelFields = fieldsByModel(models);
  const schemasByModel = schemasOf(models);
  for (const entry of models) {
    problems.push(...checkModel(entry, modelNames, rules, modelFields));
    problems.push(...safely(() => checkRelated(entry, schemasByModel)));
    problems.push(...safely(() => checkIndexes(entry.path, entry.schema)));
    if (permissions) {
      problems.push(...safely(() => checkModelPermissions(entry, roleMap, permissions)));
    }
  }
  if (matrixMap) {
    const viewEntities = new Set(
      screens.flatMap(({ screen }) => screenView(screen, registry.models)?.entity ?? []),
    );
    problems.push(
      ...safely(() => checkMatrix(MATRIX_FILE, matrixMap, modelNames, permissions, viewEntities)),
    );
    if (roles.valid)
      problems.push(...safely(() => checkWritesReadable(MATRIX_FILE, matrixMap, roleMap)));
  }
  problems.push(...checkScreenRoutes(screens));
  const context = {
    screenRoutes,
    models: modelNames,
    matrix: matrixMap,
    schemas: registry.models,
    permissions,
    roleNames: new Set(Object.keys(roleMap)),
  };
  for (const entry of screens) problems.push(...safely(() => checkScreen(entry, context)));
  for (const [key, screen] of Object.entries(registry.screens))
    registry.screens[key] = withMenuLabels(screen, registry.models);

  const byFile = [...new Set(problems)].sort((a, b) => {
    const [fileA, fileB] = [problemFile(a), problemFile(b)];
    return fileA < fileB ? -1 : fileA > fileB ? 1 : 0;
  });
  return { registry, problems: byFile };
}
