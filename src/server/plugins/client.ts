import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../errors';

const API_PREFIXES = ['/api/', '/socket.io/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** A request for a page (not a file such as /assets/x.js): the SPA answers it with index.html. */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const last = (request.url.split('?')[0] ?? '').split('/').pop() ?? '';
  return !last.includes('.');
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0];
  const body: ErrorBody = {
    status: 404,
    code: 'NOT_FOUND',
    message: isApiPath(request.url)
      ? `No API route ${request.method} ${pathname}`
      : `Not found: ${pathname}`,
  };
  return reply.status(404).type('application/json').send(body);
}

/**
 * Vite fingerprints everything under assets/, so those never change under one name. index.html
 * names the current bundle, so it is asked again every time. The other files of public/ (the
 * theme script every page runs before its first paint, the icon) are used at once from the
 * cache and checked in the background (stale-while-revalidate): the theme script blocked each
 * page's parsing for a round trip (57 ms of an anesthesia chart's load, 107 ms on a loaded
 * machine), and a new one takes effect on the next load.
 */
function cacheControlOf(filePath: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  if (path.basename(filePath).startsWith('index.html')) return 'no-cache';
  return 'public, max-age=0, stale-while-revalidate=604800';
}

/**
 * Serves the built client with an SPA fallback: any non-API page path answers index.html so
 * the client router can show the page (or its own 404). Everything else unknown is JSON 404.
 */
export async function registerClient(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = clientDir !== undefined && existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // The build writes brotli and gzip copies (vite.config.ts precompressPlugin): sent to browsers
      // that accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Source maps would hand anyone the client's original source: the build keeps them for
      // reading stack traces (sourcemap 'hidden'), never for the browser.
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders(res, filePath) {
        res.header('cache-control', cacheControlOf(filePath));
      },
    });
  } else {
    app.log.warn({ clientDir }, 'no built client found: serving the API only');
  }
  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html');
  if (hasClient) app.get('/', (_request, reply) => sendIndex(reply));
  app.setNotFoundHandler((request, reply) => {
    if (hasClient && !isApiPath(request.url) && wantsPage(request)) return sendIndex(reply);
    return notFound(request, reply);
  });
}
