// `npm run dev`: the API under `tsx watch` plus Vite's dev server with hot reload in front of it.
import { spawn } from 'node:child_process';
import { createServer } from 'vite';
import { projectRoot } from '../src/server/config';

const tsx = `${projectRoot}/node_modules/.bin/tsx`;
const api = spawn(tsx, ['watch', '--clear-screen=false', 'src/server/main.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
  env: process.env,
});

const vite = await createServer({ root: projectRoot, configFile: `${projectRoot}/vite.config.ts` });
await vite.listen();
vite.printUrls();

let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await vite.close();
  process.exit(code);
}
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API server stopped (exit ${code}); stopping the dev server.`);
    void stop(code ?? 1);
  }
});
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
