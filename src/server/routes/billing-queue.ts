/**
 * `GET /api/billing/queue`: the cashier's queue of the request-payment page (spec 2.1), the
 * patients waiting at the reader's cashier point, oldest first, with what waits and what it
 * comes to. Who may read which point is queue-access.ts's; the sums are the repository's.
 */
import type { FastifyInstance } from 'fastify';
import type { CashierQueue } from '../../engine/wire/billing-queue';
import { ALL_POINTS, queueScope } from '../billing/queue-access';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { readCashierQueue } from '../repositories/billing-queue';
import { titleReaderFor } from './title-reader';

/** The most rows one answer holds (a busy morning's queue, many times over). */
export const QUEUE_MAX_ROWS = 500;

export async function billingQueueRoutes(app: FastifyInstance) {
  app.get(
    '/billing/queue',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            point: { type: 'string', enum: [...ALL_POINTS] },
            limit: { type: 'integer', minimum: 1, maximum: QUEUE_MAX_ROWS, default: 100 },
          },
        },
      },
    },
    async (request): Promise<CashierQueue> => {
      const { point, limit } = request.query as { point?: string; limit: number };
      const auth = request.auth as AuthContext;
      let scope: ReturnType<typeof queueScope>;
      try {
        scope = queueScope(auth.engineUser, app.registry.matrix, point);
      } catch (error) {
        await app.audit(request, {
          action: 'permission_denied',
          entity: 'billingQueue',
          details: { point: point ?? null },
        });
        throw error;
      }
      const waiting = await readCashierQueue(app.database.reads as never, scope.points);
      const rows = waiting.slice(0, limit);
      const titles = await refTitles(
        app.database.reads as never,
        app.models.runtime('charge').schema,
        rows.map((row) => ({ patient: row.patient })),
        titleReaderFor(app, request),
      );
      return { ...scope, rows, total: waiting.length, titles: { patient: titles.patient } };
    },
  );
}
