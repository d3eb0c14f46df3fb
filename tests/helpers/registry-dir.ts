import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Registry } from '../../src/engine/registry/types';
import { projectRoot } from '../../src/server/config';
import { loadRegistry, REGISTRY_FOLDERS } from '../../src/server/registry/read-registry';
import { BUILT_IN_RULES } from '../../src/server/rules';
import { createRuleSet } from '../../src/server/rules/rule-set';
import type { ModelRule } from '../../src/server/rules/types';

type Lists = Partial<Record<'view' | 'detail' | 'add' | 'edit' | 'delete', string[]>>;

/** A private copy of the shipped schemas/, screens/ and permissions/ that a test may change. */
export interface RegistryDir {
  root: string;
  /** Writes `schemas/<model>.json`. */
  writeSchema(model: string, schema: Record<string, unknown>): void;
  /** Sets (or with `undefined` removes) one entity of `permissions/matrix.json`. */
  setMatrixEntity(entity: string, lists: Lists | undefined): void;
  /** Writes any file under the root, as is. */
  writeText(relative: string, text: string): void;
  remove(relative: string): void;
  /** Loads and checks the folder (models may name the given rules too); throws on problems. */
  load(rules?: readonly ModelRule[]): Registry;
  dispose(): void;
}

export function copyRegistryDir(): RegistryDir {
  const root = mkdtempSync(path.join(tmpdir(), 'tena-registry-'));
  for (const folder of REGISTRY_FOLDERS)
    cpSync(path.join(projectRoot, folder), path.join(root, folder), { recursive: true });
  const matrixFile = path.join(root, 'permissions', 'matrix.json');
  return {
    root,
    writeSchema(model, schema) {
      writeFileSync(
        path.join(root, 'schemas', `${model}.json`),
        JSON.stringify({ model, ...schema }, null, 2),
      );
    },
    setMatrixEntity(entity, lists) {
      const matrix = JSON.parse(readFileSync(matrixFile, 'utf8'));
      if (lists) matrix.entities[entity] = lists;
      else delete matrix.entities[entity];
      writeFileSync(matrixFile, JSON.stringify(matrix, null, 2));
    },
    writeText(relative, text) {
      writeFileSync(path.join(root, relative), text);
    },
    remove(relative) {
      rmSync(path.join(root, relative), { force: true });
    },
    load(rules = []) {
      const catalogue = createRuleSet([...BUILT_IN_RULES, ...rules]).catalogue;
      const { registry, problems } = loadRegistry(root, catalogue);
      if (problems.length > 0) throw new Error(`registry problems:\n${problems.join('\n')}`);
      return registry;
    },
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
