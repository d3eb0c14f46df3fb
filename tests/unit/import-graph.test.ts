// The source's import graph: no module may load itself through others (an import circle
// leaves one of them half-initialised at load; type-only imports load nothing), and reading or
// writing records must not load the schema-change (sync) code.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/server/config';

const SRC = path.join(projectRoot, 'src');
const IMPORT = /^(?:import|export)\s+(type\s)?[^;]*?\sfrom\s+'(\.{1,2}\/[^']+)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Each source file and the source files it loads (imports for types only too, if asked). */
function importGraph(withTypes: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets: string[] = [];
    for (const [, typeOnly, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly && !withTypes) continue;
      const base = path.resolve(path.dirname(file), spec as string);
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
      if (found) targets.push(found);
    }
    graph.set(file, targets);
  }
  return graph;
}

const name = (file: string) => path.relative(SRC, file);

function circles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open')
        found.push([...stack.slice(stack.indexOf(next)), next].map(name).join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found;
}

function reachable(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const next of graph.get(file) ?? [])
      if (!seen.has(next)) {
        seen.add(next);
        walk(next);
      }
  };
  walk(from);
  return new Set([...seen].map(name));
}

describe('the import graph of src/', () => {
  it('has no import circles', () => {
    const graph = importGraph(false);
    expect(graph.size).toBeGreaterThan(100);
    expect(circles(graph)).toEqual([]);
  });

  it('keeps the schema-change code out of the record read and write path', () => {
    const loaded = reachable(importGraph(true), path.join(SRC, 'server/models/model-service.ts'));
    expect(loaded).toContain('server/models/table-plan.ts');
    expect(loaded).toContain('server/models/list-records.ts');
    expect(loaded).toContain('server/models/record-writes.ts');
    expect(loaded).not.toContain('server/models/sync.ts');
  });
});
