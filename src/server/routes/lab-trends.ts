/**
 * `GET /api/lab/patients/{id}/trend?parameter=HGB&limit=10`: a patient's released values of one
 * lab parameter, the latest `limit` (10 unless asked, at most 50) oldest first, with the
 * parameters the patient has values of to pick from. For readers of testResult (403 otherwise,
 * logged); 404 for no such patient. Without `parameter` the answer holds the choices alone.
 */
import type { FastifyInstance } from 'fastify';
import type { LabTrendAnswer } from '../../engine/wire/lab-trends';
import { HttpError } from '../errors';
import { patientExists, trendParameters, trendPoints } from '../repositories/lab-trends';
import { RECORD_ID_PARAMS } from './record-id';

/** More parameters than any patient's record holds: the picker's list is bounded all the same. */
const MAX_PARAMETERS = 300;

const schema = {
  params: RECORD_ID_PARAMS,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      parameter: { type: 'string', minLength: 1, maxLength: 60 },
      limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
    },
  },
} as const;

export async function labTrendRoutes(app: FastifyInstance) {
  app.get(
    '/lab/patients/:id/trend',
    { schema, preHandler: app.authenticate },
    async (request): Promise<LabTrendAnswer> => {
      await app.assertCan(request, 'testResult', 'view');
      const { id } = request.params as { id: number };
      const { parameter, limit } = request.query as { parameter?: string; limit: number };
      const db = app.database.reads as never;
      if (!(await patientExists(db, id)))
        throw new HttpError(404, 'NOT_FOUND', `No patient record with id ${id}.`);
      const code = parameter?.trim() || null;
      const [parameters, points] = await Promise.all([
        trendParameters(db, id, MAX_PARAMETERS),
        code ? trendPoints(db, id, code, limit) : [],
      ]);
      return { patient: id, parameters, parameter: code, points };
    },
  );
}
