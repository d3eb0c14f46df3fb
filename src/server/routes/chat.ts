import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../plugins/auth';
import { listChatContacts, listConversation } from '../repositories/chat';
import { RECORD_ID } from './record-id';

/**
 * Chat history over HTTP (messages themselves travel the real-time connection): the people one
 * may chat with, and one's conversation with one of them. Nobody reads another pair's messages.
 */
export async function chatRoutes(app: FastifyInstance) {
  app.get('/chat/contacts', { preHandler: app.requirePermission('chat', 'view') }, async () => ({
    rows: await listChatContacts(app.database.db, app.registry.matrix),
  }));

  app.get(
    '/chat/messages',
    {
      preHandler: app.requirePermission('chat', 'view'),
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['with'],
          properties: {
            with: RECORD_ID,
            before: RECORD_ID,
            limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { with: number; before?: number; limit: number };
      const me = (request.auth as AuthContext).user.id;
      return {
        rows: await listConversation(app.database.db, me, query.with, query.limit, query.before),
      };
    },
  );
}
