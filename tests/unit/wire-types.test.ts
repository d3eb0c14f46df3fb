// An API shape declared twice (once where the server answers, once where the browser reads)
// drifts apart without a compiler error. Shapes both sides use live once, in src/engine/wire.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/server/config';

const DECLARED = /^export (?:interface|type) (\w+)/gm;

function declaredTypes(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      for (const [type, file] of declaredTypes(full)) found.set(type, file);
    } else if (/\.tsx?$/.test(name)) {
      for (const [, type] of readFileSync(full, 'utf8').matchAll(DECLARED))
        found.set(type as string, path.relative(projectRoot, full));
    }
  }
  return found;
}

it('declares no type under the same name in both the server and the browser code', () => {
  const server = declaredTypes(path.join(projectRoot, 'src/server'));
  const browser = new Map([
    ...declaredTypes(path.join(projectRoot, 'src/client')),
    ...declaredTypes(path.join(projectRoot, 'src/machines')),
  ]);
  const twice = [...server.keys()]
    .filter((type) => browser.has(type))
    .map((type) => `${type}: ${server.get(type)} and ${browser.get(type)}`);
  expect(twice).toEqual([]);
});
