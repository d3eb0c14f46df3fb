import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files and folders whose change means the built client is out of date. */
const CLIENT_INPUTS = [
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'public',
  'src/client',
  'src/engine',
  'src/machines',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why the client needs building, or undefined when dist/client is newer than every input. */
export function clientBuildReason(root: string, outDir = path.join(root, 'dist/client')) {
  const builtIndex = path.join(outDir, 'index.html');
  if (!existsSync(builtIndex)) return 'no client build yet';
  const builtAt = statSync(builtIndex).mtimeMs;
  const changed = CLIENT_INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed since the last build` : undefined;
}

/** Builds the client with Vite when it is missing or stale. */
export async function ensureClientBuilt(root: string): Promise<void> {
  const reason = clientBuildReason(root);
  if (!reason) return;
  console.log(`Building the client (${reason})...`);
  const { build } = await import('vite');
  // Vite sets NODE_ENV=production in this process while it builds; the server that starts
  // next must see the environment the person gave (it decides whether demo accounts exist).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
