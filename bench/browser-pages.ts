// Bench pages (bench/forms, bench/grid) as a production build (the app's Vite config: React,
// Tailwind and the model-validator plugin) in a temporary folder, served over HTTP on a free
// local port.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';

const projectRoot = path.resolve(import.meta.dirname, '..');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

export interface BenchPages {
  /** Each page is at its path under the project: `${base}/bench/forms/tena.html`. */
  base: string;
  close(): Promise<void>;
}

/** Builds the named HTML pages (paths from the project root) and serves the build. */
export async function buildAndServePages(pages: Record<string, string>): Promise<BenchPages> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'tena-bench-pages-'));
  const input = Object.fromEntries(
    Object.entries(pages).map(([name, file]) => [name, path.join(projectRoot, file)]),
  );
  try {
    await build({
      configFile: path.join(projectRoot, 'vite.config.ts'),
      root: projectRoot,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      build: {
        outDir,
        emptyOutDir: true,
        sourcemap: false,
        // BENCH_NO_MINIFY=1 keeps function names, for reading a CPU profile of a page.
        minify: process.env.BENCH_NO_MINIFY ? false : undefined,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 10_000,
        rolldownOptions: { input },
      },
    });
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(outDir, path.normalize(decodeURIComponent(url.pathname)));
    try {
      if (!file.startsWith(outDir)) throw new Error('outside the build');
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
