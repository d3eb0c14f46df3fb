/**
 * `GET /api/patients/likely-duplicates?first_name&last_name&date_of_birth&phone&exclude`: the
 * patients a registration may be repeating, for the patient form to show before saving (the
 * rule patients.likely-duplicate decides on save). For those who may add or edit patients.
 */
import type { FastifyInstance } from 'fastify';
import type { LikelyDuplicates } from '../../engine/wire/likely-duplicates';
import { likelyDuplicates } from '../repositories/patient-duplicates';
import { assertMayFill } from './form-helper-access';
import { RECORD_ID } from './record-id';

const TEXT = { type: 'string', maxLength: 200 } as const;

export async function patientDuplicateRoutes(app: FastifyInstance) {
  app.get(
    '/patients/likely-duplicates',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            first_name: TEXT,
            last_name: TEXT,
            date_of_birth: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
            phone: { type: 'string', maxLength: 40 },
            exclude: RECORD_ID,
          },
        },
      },
    },
    async (request): Promise<LikelyDuplicates> => {
      await assertMayFill(app, request, 'patient');
      const { exclude, ...who } = request.query as Record<string, string> & { exclude?: number };
      return { rows: await likelyDuplicates(app.database.reads as never, who, exclude) };
    },
  );
}
