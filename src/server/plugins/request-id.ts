import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** Keeps a caller's `x-request-id` when it is harmless (so traces join up), else makes one. */
export function genRequestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id on every answer so a user's report can be found in the log. */
export function exposeRequestId(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}

/**
 * One log line per request, when it is answered, in place of Fastify's two. The path is logged
 * without its query: searches name patients, and the log is no place for them.
 */
export function logRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        path: request.url.split('?')[0],
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
