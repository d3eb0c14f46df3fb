import type { FastifyInstance } from 'fastify';
import { HttpError } from '../errors';

/** Spec 7: a leftover action of another product (vehicle tracking). Tena answers it as gone. */
export async function legacyRoutes(app: FastifyInstance) {
  app.post('/users/load_drivers/geotab', async () => {
    throw new HttpError(
      410,
      'NOT_PART_OF_PRODUCT',
      'Loading drivers from a vehicle-tracking service is not part of Tena.',
    );
  });
}
