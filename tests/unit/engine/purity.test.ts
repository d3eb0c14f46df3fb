import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/config';

// The engine runs unchanged in the browser and on the server: no Node, DOM, React or I/O.
const FORBIDDEN = [
  /from ['"]node:/,
  /from ['"](fs|path|os|http|child_process|crypto)['"]/,
  /from ['"]react/,
  /\b(window|document|localStorage|fetch|process)\s*[.(]/,
];

it('src/engine imports no Node, DOM or React API', () => {
  const dir = path.join(projectRoot, 'src/engine');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  expect(files.length).toBeGreaterThan(20);
  const offences = files.flatMap((file) => {
    const text = readFileSync(path.join(dir, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '');
    return FORBIDDEN.filter((pattern) => pattern.test(text)).map(
      (pattern) => `${file}: ${pattern}`,
    );
  });
  expect(offences).toEqual([]);
});
