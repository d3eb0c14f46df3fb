import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { buildRegistry } from '../../engine/registry';
import type { RuleCatalogue } from '../../engine/registry/cross-check-models';
import type { BuildRegistryResult, RegistryFile } from '../../engine/registry/types';
import { BUILT_IN_RULES } from '../rules';
import { createRuleSet } from '../rules/rule-set';

/** The folders the registry is read from, relative to the project root. */
export const REGISTRY_FOLDERS = ['schemas', 'screens', 'permissions'] as const;

function jsonFilesUnder(root: string, folder: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .filter((name) => name.endsWith('.json'))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`);
}

/** Every `*.json` under schemas/, screens/ and permissions/, as `{path, text}` with `/` paths, sorted. */
export function readRegistryFiles(root: string): RegistryFile[] {
  return REGISTRY_FOLDERS.flatMap((folder) => jsonFilesUnder(root, folder))
    .sort()
    .map((file) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/** An Ajv instance as the registry expects it: all errors, lenient about unknown keywords, formats. */
export function createRegistryAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv;
}

/**
 * Reads and checks the registry under `root` (the project root); a model may name only the rules
 * of `rules` (the server's own by default).
 */
export function loadRegistry(
  root: string,
  rules: RuleCatalogue = createRuleSet(BUILT_IN_RULES).catalogue,
): BuildRegistryResult & { files: RegistryFile[] } {
  const files = readRegistryFiles(root);
  return { ...buildRegistry(files, createRegistryAjv(), rules), files };
}
