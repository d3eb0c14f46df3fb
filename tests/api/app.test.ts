import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVersion } from '../../src/server/config';
import { buildTestApp } from '../helpers/app';
import { dialectCases, sqliteTestDatabase, type TestDatabase } from '../helpers/databases';

describe.each(dialectCases)('GET /api/health on $dialect', ({ dialect, make, skip }) => {
  let target: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    if (skip) return;
    target = make();
    app = await buildTestApp(await target.open());
  });
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
  });

  it.skipIf(skip)('answers status, database kind and version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: dialect, version: readVersion() });
  });
});

const APP_JS = 'console.log(1)';

describe('HTTP behaviour shared by every route', () => {
  const target = sqliteTestDatabase();
  const clientDir = mkdtempSync(path.join(tmpdir(), 'tena-client-'));
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), APP_JS);
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.map'), '{"sources":["App.tsx"]}');
    // As the build leaves them (vite.config.ts precompressPlugin): a brotli and a gzip copy.
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
    writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
    writeFileSync(path.join(clientDir, 'theme-init.js'), 'document.documentElement.dataset.x=1');
    app = await buildTestApp(await target.open(), clientDir);
    app.get('/api/test/boom', async () => {
      throw new Error('database password is hunter2');
    });
    app.post('/api/test/echo', async (request) => request.body);
    app.post(
      '/api/test/strict',
      {
        schema: {
          body: {
            type: 'object',
            required: ['name'],
            additionalProperties: false,
            properties: { name: { type: 'string' }, age: { type: 'integer' } },
          },
        },
      },
      async (request) => request.body,
    );
  });
  afterAll(async () => {
    await app.close();
    await target.dispose();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers an unknown API route with the JSON error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'No API route GET /api/no/such/thing',
    });
  });

  it('answers page paths with index.html so the client router decides (SPA fallback)', async () => {
    for (const url of ['/', '/auth/login', '/no/such/page', '/admin/main/patient/l/new']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toContain('<div id="root">');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets as immutable, and a missing file as JSON 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it("serves an asset's precompressed copy the browser accepts, and the file to one accepting none", async () => {
    const url = '/assets/app-abc123.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.headers['cache-control']).toContain('immutable');
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('lets the browser use public/ files from its cache while it checks them', async () => {
    const theme = await app.inject({ method: 'GET', url: '/theme-init.js' });
    expect(theme.statusCode).toBe(200);
    expect(theme.headers['cache-control']).toBe('public, max-age=0, stale-while-revalidate=604800');
    const index = await app.inject({ method: 'GET', url: '/index.html' });
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('never serves a source map, even one left in the client folder', async () => {
    const map = await app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Not found: /assets/app-abc123.js.map',
    });
  });

  it('hides server internals behind a 500 with the JSON error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Something went wrong on the server.',
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('explains a malformed JSON body as a 400 in the same shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect(response.json().message).toMatch(/JSON/);
  });

  it('names the field of an unknown or missing property in a refused body', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/test/strict', payload: payload as object });
    const unknown = await post({ name: 'Abebe', nickname: 'Abe' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Unknown field "nickname"',
      details: [{ field: 'nickname', message: 'Unknown field "nickname"' }],
    });
    const missing = await post({ age: 3 });
    expect(missing.json()).toMatchObject({
      message: '"name" is required',
      details: [{ field: 'name', message: '"name" is required' }],
    });
    const wrongType = await post({ name: 'Abebe', age: 'three' });
    expect(wrongType.json().details).toEqual([{ field: 'age', message: 'must be integer' }]);
  });

  it('sets helmet security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Stored files play from blobs, and the spreadsheet preview unzips in a blob worker; scripts
    // still come from this server only.
    expect(response.headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(response.headers['content-security-policy']).toContain("worker-src 'self' blob:");
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    // Plain HTTP: no HSTS (sent over HTTPS only, see trust-proxy.test.ts).
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives every answer a request id, keeping a safe one the caller sent', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/health' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-42');
    const unsafe = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(unsafe.headers['x-request-id']).not.toContain('<');
  });
});

describe('the request log', () => {
  it('writes one line per request, with the path but not the query', async () => {
    const target = sqliteTestDatabase();
    const lines: Record<string, unknown>[] = [];
    const stream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = await buildTestApp(await target.open(), undefined, {
      logger: { level: 'info', stream },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/health?q=Abebe',
        headers: { 'x-request-id': 'trace-7' },
      });
      expect(response.statusCode).toBe(200);
      const logged = lines.filter((line) => line.reqId === 'trace-7');
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({
        msg: 'request completed',
        method: 'GET',
        path: '/api/health',
        statusCode: 200,
      });
      expect(typeof logged[0]?.responseTime).toBe('number');
      expect(JSON.stringify(lines)).not.toContain('Abebe');
    } finally {
      await app.close();
      await target.dispose();
    }
  });
});
