/**
 * `GET /api/surgery/cases/{id}/anesthesia-record`: a surgical case's anesthesia record (wire
 * type in engine/wire/anesthesia-record.ts): the six intra-operative series oldest first, their
 * totals (engine/surgery/anesthesia-totals.ts: fluids in and out by type, balance, drugs given
 * per unit, time under anesthesia) and the pre-anesthesia assessment in brief (its allergies
 * shown on the case), read by surgery/anesthesia-record.ts. For those who may open the case and
 * read the six series (403 otherwise, logged); the assessment only to its readers. 404 for no
 * such case. Fields the reader may not see are left out of every entry.
 */
import type { FastifyInstance } from 'fastify';
import {
  ANESTHESIA_SERIES_MODELS,
  type AnesthesiaRecordAnswer,
} from '../../engine/wire/anesthesia-record';
import { HttpError } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { readAnesthesiaRecord } from '../surgery/anesthesia-record';
import { recordIdParams } from './record-id';

export async function anesthesiaRecordRoutes(app: FastifyInstance) {
  app.get(
    '/surgery/cases/:id/anesthesia-record',
    {
      schema: recordIdParams,
      preHandler: app.authenticate,
    },
    async (request): Promise<AnesthesiaRecordAnswer> => {
      await app.assertCan(request, 'surgicalCase', 'detail');
      for (const model of ANESTHESIA_SERIES_MODELS) await app.assertCan(request, model, 'view');
      const { id } = request.params as { id: number };
      const record = await readAnesthesiaRecord(
        app.database.reads as never,
        {
          user: (request.auth as AuthContext).engineUser,
          matrix: app.registry.matrix,
          runtime: (model) => app.models.runtime(model),
        },
        id,
      );
      if (!record) throw new HttpError(404, 'NOT_FOUND', `No surgical case with id ${id}.`);
      return record;
    },
  );
}
