import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from '../../src/server/config';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const mainFile = path.join(projectRoot, 'src/server/main.ts');

export interface ServerProcess {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Runs `src/server/main.ts` as a real process with the given environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(tsx, [mainFile], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until the server logs the URL it listens on and returns that URL. */
export async function waitForUrl(server: ServerProcess, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = server.stdout().match(/Tena is running at (http:\/\/localhost:\d+)/);
    if (match?.[1]) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.stdout()}\n${server.stderr()}`);
}
