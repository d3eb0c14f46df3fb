/**
 * Who may read the emergency board, decided in one place for the route and the socket: whoever
 * may view emergencies (the emergency roles, triage and doctors; permissions/matrix.json).
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';

export function assertMayReadBoard(user: EngineUser, matrix: PermissionMatrix): void {
  if (!can(user, matrix, 'emergency', 'view'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      'The emergency board is for those who may view emergencies: your role may not.',
    );
}
