/**
 * A person's own notifications: `GET /api/notifications` lists them newest first with how many
 * are unread (`?unread=1`: the unread ones only), and `POST /api/notifications/{id}/read` records
 * that they read one: read_at and read_by are stamped once, through the model service (version,
 * history, activity), and reading it again changes nothing. Another person's notification
 * answers 404, as if it did not exist (the model's owner rule).
 */
import type { FastifyInstance } from 'fastify';
import type { NotificationList, NotificationReadAnswer } from '../../engine/wire/notifications';
import { HttpError } from '../errors';
import { assertMayReadNotifications, recipientKey } from '../notifications/access';
import type { AuthContext } from '../plugins/auth';
import { notificationsOf, readNotifications, unreadCountOf } from '../repositories/notifications';
import { actorOf } from './model-access';
import { recordIdParams } from './record-id';

/** The most a list answers: the bell shows the latest; older ones are on the model's list page. */
export const NOTIFICATION_LIST_MAX = 100;

export async function notificationRoutes(app: FastifyInstance) {
  const db = () => app.database.db;

  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            unread: { type: 'string', enum: ['0', '1'] },
            limit: { type: 'integer', minimum: 1, maximum: NOTIFICATION_LIST_MAX, default: 20 },
          },
        },
      },
    },
    async (request): Promise<NotificationList> => {
      const { unread, limit } = request.query as { unread?: string; limit: number };
      const auth = request.auth as AuthContext;
      assertMayReadNotifications(auth.engineUser, app.registry.matrix);
      const email = recipientKey(auth.user.email);
      const notifications = await notificationsOf(db(), email, {
        unreadOnly: unread === '1',
        limit,
      });
      return { notifications, unread: await unreadCountOf(db(), email) };
    },
  );

  app.post(
    '/notifications/:id/read',
    { preHandler: app.authenticate, schema: recordIdParams },
    async (request): Promise<NotificationReadAnswer> => {
      const { id } = request.params as { id: number };
      const actor = actorOf(request);
      assertMayReadNotifications(actor.engineUser, app.registry.matrix);
      const email = recipientKey((request.auth as AuthContext).user.email);
      // The first reading stands: a second (another tab, a double click) writes nothing.
      await app.models.setDerived(
        'notification',
        actor,
        id,
        { read_at: app.clock().toISOString(), read_by: email },
        (stored) => !stored.read_at,
      );
      const [read] = await readNotifications(db(), [id]);
      if (!read) throw new HttpError(404, 'NOT_FOUND', `No notification record with id ${id}.`);
      return {
        notification: read.entry,
        unread: await unreadCountOf(db(), email),
      };
    },
  );
}
