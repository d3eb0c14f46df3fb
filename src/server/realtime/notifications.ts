/**
 * Notifications, live (no polling): every connection of a person who may read notifications is
 * in their own room, by sign-in email, so a notification reaches all their tabs and devices and
 * nobody else. Once a write that made notifications has committed (a rolled-back write tells
 * nobody), each is pushed as `notification:new` to its recipient's room; one marked read is
 * pushed as `notification:read`, so their other tabs' bells count it read too.
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import { NOTIFICATION_NEW, NOTIFICATION_READ } from '../../engine/wire/notifications';
import type { CommittedWrite } from '../models/model-service';
import { mayReadNotifications, recipientKey } from '../notifications/access';
import type { AuthContext } from '../plugins/auth';
import { readNotifications } from '../repositories/notifications';

const ROOM_PREFIX = 'notifications:';

/** The connections of one person, by the email notifications are kept under. */
export const recipientRoom = (email: string) => `${ROOM_PREFIX}${recipientKey(email)}`;

/**
 * Puts the connection in its user's room, or out of any when they may not read notifications;
 * called at connection and again whenever the session is checked (a changed role or email).
 */
export function placeInNotificationRoom(app: FastifyInstance, socket: Socket, auth: AuthContext) {
  const room = mayReadNotifications(auth.engineUser, app.registry.matrix)
    ? recipientRoom(auth.user.email)
    : undefined;
  for (const joined of socket.rooms)
    if (joined.startsWith(ROOM_PREFIX) && joined !== room) socket.leave(joined);
  if (room) socket.join(room);
}

/** Pushes each committed notification, new or read, to its recipient; returns how to stop. */
export function publishNotifications(app: FastifyInstance): () => void {
  return app.models.onCommitted((writes: readonly CommittedWrite[]) => {
    const made = idsOf(writes, 'create');
    const read = idsOf(writes, 'update').filter((id) => !made.includes(id));
    if (made.length === 0 && read.length === 0) return;
    readNotifications(app.database.db, [...made, ...read]).then(
      (notifications) => {
        for (const { recipient, entry } of notifications) {
          const event = made.includes(entry.id) ? NOTIFICATION_NEW : NOTIFICATION_READ;
          // Only the reading of one is news: no other change of a notification is pushed.
          if (event === NOTIFICATION_READ && !entry.readAt) continue;
          app.io.to(recipientRoom(recipient)).emit(event, entry);
        }
      },
      (error: Error) => app.log.error({ err: error }, 'notification push failed'),
    );
  });
}

const idsOf = (writes: readonly CommittedWrite[], action: string) => [
  ...new Set(
    writes
      .filter((write) => write.model === 'notification' && write.action === action)
      .map((write) => write.id),
  ),
];
