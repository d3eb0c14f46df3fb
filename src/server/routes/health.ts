import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/connect';
import { pingDatabase } from '../db/ping';

export interface HealthBody {
  status: 'ok' | 'unavailable';
  db: Database['dialect'];
  version: string;
}

/** `GET /api/health`: is the process up, and can it reach its database? */
export function healthRoutes(database: Database, version: string) {
  return async (app: FastifyInstance) => {
    app.get('/health', async (request, reply) => {
      try {
        await pingDatabase(database.db);
        return { status: 'ok', db: database.dialect, version } satisfies HealthBody;
      } catch (error) {
        request.log.error({ err: error }, 'health check could not reach the database');
        const body: HealthBody = { status: 'unavailable', db: database.dialect, version };
        return reply.status(503).send(body);
      }
    });
  };
}
