/**
 * Who may read notifications, decided in one place for the routes and the socket: whoever may
 * view the notification model (every role holding My Tasks; permissions/matrix.json), and then
 * only their own (its owner rule).
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';

export const mayReadNotifications = (user: EngineUser, matrix: PermissionMatrix) =>
  can(user, matrix, 'notification', 'view') && can(user, matrix, 'notification', 'detail');

export function assertMayReadNotifications(user: EngineUser, matrix: PermissionMatrix): void {
  if (!mayReadNotifications(user, matrix))
    throw new HttpError(
      403,
      'FORBIDDEN',
      'Notifications are for those who hold My Tasks: your role does not.',
    );
}

/** A person's notifications are kept under their sign-in email, lower-cased (notify.ts). */
export const recipientKey = (email: string) => email.trim().toLowerCase();
