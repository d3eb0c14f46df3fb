import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../engine/permissions/can';
import type { AuthContext } from '../plugins/auth';

/**
 * A form's helper reads (a booking's free slots, a registration's likely duplicates) serve
 * whoever fills the form: the right to add or to edit `entity`. Otherwise 403, logged, naming
 * the add right.
 */
export async function assertMayFill(
  app: FastifyInstance,
  request: FastifyRequest,
  entity: string,
): Promise<void> {
  const auth = request.auth as AuthContext;
  if (can(auth.engineUser, app.registry.matrix, entity, 'edit')) return;
  await app.assertCan(request, entity, 'add');
}
