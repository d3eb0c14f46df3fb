/**
 * Who may read the ward bed board and the wards' census, decided in one place for the routes
 * and the socket: whoever may view beds (the ward nurses, doctors, the liaison office and the
 * theatre's nurses; permissions/matrix.json).
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import type { EngineUser } from '../../engine/types';
import { HttpError } from '../errors';

export function assertMayReadBedBoard(user: EngineUser, matrix: PermissionMatrix): void {
  if (!can(user, matrix, 'bed', 'view'))
    throw new HttpError(
      403,
      'FORBIDDEN',
      'The bed board and the ward census are for those who may view beds: your role may not.',
    );
}
