/**
 * Who may read the theatre schedule, decided in one place for the route and the socket:
 * whoever may view surgical cases (the theatre team, the doctors who book, the ward nurses who
 * send patients, the OR Cashier and the liaison office; permissions/matrix.json).
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';

export function assertMayReadTheatreSchedule(user: EngineUser, matrix: PermissionMatrix): void {
  if (!can(user, matrix, 'surgicalCase', 'view'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      'The theatre schedule is for those who may view surgical cases: your role may not.',
    );
}
