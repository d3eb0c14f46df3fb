import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TitleReader } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';

/** The signed-in caller as ref-titles.ts reads titles for them (only models they may read). */
export function titleReaderFor(app: FastifyInstance, request: FastifyRequest): TitleReader {
  const auth = request.auth as AuthContext;
  return {
    owner: { id: auth.user.id, email: auth.user.email, user: auth.engineUser },
    matrix: app.registry.matrix,
    runtime: (model) => app.models.runtime(model),
  };
}
