import type { FastifyInstance } from 'fastify';

export interface PublicConfigBody {
  /** Origins besides the app's own that may frame /preview and send it form data. */
  previewOrigins: string[];
}

/** `GET /api/public/config`: the settings the client needs before anyone signs in. */
export async function publicConfigRoutes(app: FastifyInstance) {
  app.get('/public/config', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { previewOrigins: [...app.previewOrigins] } satisfies PublicConfigBody;
  });
}
