import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { can } from '../../engine/permissions/can';
import { CHAT_MAX_LENGTH, CHAT_MESSAGE, CHAT_SEND, type ChatAck } from '../../engine/wire/chat';
import { toErrorBody, validationFailed } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { insertChatMessage } from '../repositories/chat';
import { effectivePermissions, findSessionHolder, findUserRowById } from '../repositories/users';

/** Every connection of one user (all their tabs and devices). */
export const userRoom = (userId: number) => `user:${userId}`;

const invalid = (field: string, message: string): ChatAck => ({
  ok: false,
  error: toErrorBody(validationFailed([{ field, message }])),
});

/** The payload's problem, if any, named by field. */
function checkPayload(payload: unknown): ChatAck | { to: number; body: string } {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return invalid('', 'A chat message must be an object with "to" and "body".');
  const { to, body } = payload as { to?: unknown; body?: unknown };
  if (!Number.isInteger(to) || (to as number) < 1 || (to as number) > 2_147_483_647)
    return invalid('to', 'to must be the id of the person the message is for.');
  if (typeof body !== 'string' || body.trim() === '')
    return invalid('body', 'body must be a message with some text in it.');
  if (body.length > CHAT_MAX_LENGTH)
    return invalid('body', `body must be at most ${CHAT_MAX_LENGTH} characters.`);
  return { to: to as number, body: body.trim() };
}

/**
 * May this user chat now? The connection was authenticated at the handshake; a revoked
 * session, a disabled account or a role without Chat must stop sending at once.
 */
async function mayChat(app: FastifyInstance, auth: AuthContext): Promise<boolean> {
  const holder = await findSessionHolder(app.database.db, auth.user.id, auth.sessionId);
  if (!holder?.row.active) return false;
  const { row, permissions } = holder;
  return can({ id: row.id, role: row.role, permissions }, app.registry.matrix, 'chat', 'add');
}

/** Is the recipient someone who can read chat (an active user whose permissions allow it)? */
async function canReceive(app: FastifyInstance, userId: number): Promise<boolean> {
  const row = await findUserRowById(app.database.db, userId);
  if (!row?.active) return false;
  const permissions = await effectivePermissions(app.database.db, row);
  return can({ id: row.id, role: row.role, permissions }, app.registry.matrix, 'chat', 'view');
}

async function send(app: FastifyInstance, auth: AuthContext, payload: unknown): Promise<ChatAck> {
  const checked = checkPayload(payload);
  if ('ok' in checked) return checked;
  if (!(await mayChat(app, auth)))
    return {
      ok: false,
      error: { status: 403, code: 'FORBIDDEN', message: 'You do not have permission to add chat.' },
    };
  if (checked.to === auth.user.id)
    return invalid('to', 'You cannot send a chat message to yourself.');
  if (!(await canReceive(app, checked.to)))
    return invalid('to', `There is no active user ${checked.to} who can receive chat messages.`);
  const message = await insertChatMessage(app.database.db, {
    sender_id: auth.user.id,
    recipient_id: checked.to,
    body: checked.body,
    sent_at: app.clock().toISOString(),
  });
  // Only the two people in the conversation hear of it, on every connection they have.
  app.io.to([userRoom(auth.user.id), userRoom(checked.to)]).emit(CHAT_MESSAGE, message);
  return { ok: true, message };
}

/** Chat over a user's real-time connection (spec 2.1: chat uses the real-time connection). */
export function registerChat(app: FastifyInstance, socket: Socket): void {
  const auth = socket.data.auth as AuthContext;
  socket.join(userRoom(auth.user.id));
  socket.on(CHAT_SEND, (payload: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? (ack as (answer: ChatAck) => void) : () => {};
    send(app, auth, payload).then(reply, (error: Error) => {
      app.log.error({ err: error }, 'chat message failed');
      reply({
        ok: false,
        error: {
          status: 500,
          code: 'INTERNAL_SERVER_ERROR',
          message: 'Something went wrong on the server.',
        },
      });
    });
  });
}
