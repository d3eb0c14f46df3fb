import type { FastifyInstance } from 'fastify';
import { holds } from '../../engine/permissions/access';
import type { ActivityQuery } from '../../engine/wire/activities';
import { listActivities } from '../repositories/activities';
import { pagingProperties } from './paging';

/** Holders of this permission see everyone's activity; others see their own. */
export const AUDIT_PERMISSION = 'View All Activities';

export async function activityRoutes(app: FastifyInstance) {
  app.get(
    '/activities',
    {
      preHandler: app.requirePermission('activities', 'view'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ...pagingProperties,
            user_id: { type: 'integer' },
            action: { type: 'string', maxLength: 50 },
            entity: { type: 'string', maxLength: 100 },
            from: { type: 'string', format: 'date-time', maxLength: 30 },
            to: { type: 'string', format: 'date-time', maxLength: 30 },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as ActivityQuery;
      const auth = request.auth;
      const everyone = auth ? holds(auth.engineUser, AUDIT_PERMISSION) : false;
      const result = await listActivities(app.database.db, {
        page: query.page,
        pageSize: query.pageSize,
        userId: everyone ? query.user_id : auth?.user.id,
        action: query.action,
        entity: query.entity,
        from: query.from,
        to: query.to,
      });
      return { ...result, page: query.page, pageSize: query.pageSize };
    },
  );
}
