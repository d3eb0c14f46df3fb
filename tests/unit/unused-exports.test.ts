// Code nothing uses is still read, kept in step and trusted by the next reader: every value
// a module of src/ exports must be used somewhere (in its own module, another, or a test).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../src/server/config';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(tsx?|mjs)$/.test(name) ? [full] : [];
  });
}

const EXPORTED_VALUE = /^export (?:async )?(?:const|let|function\*?|class) (\w+)/gm;

it('exports from src/ only values something uses', () => {
  const sources = sourceFiles(path.join(projectRoot, 'src'));
  const others = ['tests', 'bench'].flatMap((dir) => sourceFiles(path.join(projectRoot, dir)));
  const text = new Map([...sources, ...others].map((file) => [file, readFileSync(file, 'utf8')]));
  const unused: string[] = [];
  for (const file of sources) {
    const own = text.get(file) as string;
    for (const [, name] of own.matchAll(EXPORTED_VALUE)) {
      const word = new RegExp(`\\b${name}\\b`, 'g');
      // Used in its own module beyond the export itself, or named anywhere else.
      if ((own.match(word)?.length ?? 0) > 1) continue;
      if ([...text].some(([other, body]) => other !== file && body.match(word))) continue;
      unused.push(`${path.relative(projectRoot, file)}: ${name}`);
    }
  }
  expect(unused).toEqual([]);
});
