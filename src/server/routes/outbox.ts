import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../repositories/outbox';
import { type Paging, pagingProperties } from './paging';

/** Administrators read mail kept in the outbox when no SMTP server is configured. */
export async function outboxRoutes(app: FastifyInstance) {
  app.get(
    '/outbox',
    {
      preHandler: app.requirePermission('settings', 'view'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...pagingProperties, to: { type: 'string', maxLength: 254 } },
        },
      },
    },
    async (request) => {
      const query = request.query as Paging & { to?: string };
      const result = await listOutbox(app.database.db, query.page, query.pageSize, query.to);
      return { ...result, page: query.page, pageSize: query.pageSize };
    },
  );
}
