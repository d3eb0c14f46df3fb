import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/app';
import { sqliteTestDatabase } from '../helpers/databases';

describe('GET /api/public/config and framing headers', () => {
  const plainDb = sqliteTestDatabase();
  const designerDb = sqliteTestDatabase();
  let plain: FastifyInstance;
  let designer: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp(await plainDb.open());
    designer = await buildTestApp(await designerDb.open(), undefined, {
      config: { previewOrigins: ['https://designer.example.org', 'http://10.0.0.5:8080'] },
    });
  });
  afterAll(async () => {
    await plain?.close();
    await designer?.close();
    await plainDb.dispose();
    await designerDb.dispose();
  });

  it('answers the preview origins to anyone, empty by default', async () => {
    const none = await plain.inject({ method: 'GET', url: '/api/public/config' });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ previewOrigins: [] });
    const some = await designer.inject({ method: 'GET', url: '/api/public/config' });
    expect(some.json()).toEqual({
      previewOrigins: ['https://designer.example.org', 'http://10.0.0.5:8080'],
    });
  });

  it('only lets the app frame itself when no preview origin is set', async () => {
    const response = await plain.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the configured designers frame it, with no X-Frame-Options to contradict', async () => {
    const response = await designer.inject({ method: 'GET', url: '/api/public/config' });
    expect(response.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://designer.example.org http://10.0.0.5:8080",
    );
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});
