/**
 * `GET /api/surgery/cases/{id}/anesthesia-record`: a surgical case's anesthesia record (wire
 * type in engine/wire/anesthesia-record.ts): the six intra-operative series oldest first, their
 * totals (engine/surgery/anesthesia-totals.ts: fluids in and out by type, balance, drugs given
 * per unit, time under anesthesia) and the pre-anesthesia assessment in brief (its allergies
 * shown on the case). For those who may open the case and read the six series (403 otherwise,
 * logged); the assessment only to its readers. 404 for no such case. Fields the reader may not
 * see are left out of every entry.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '../../engine/permissions/can';
import { hiddenFieldNames } from '../../engine/permissions/field-access';
import { anesthesiaTotals } from '../../engine/surgery/anesthesia-totals';
import {
  ANESTHESIA_SERIES_MODELS,
  type AnesthesiaRecordAnswer,
  type AnesthesiaSeries,
} from '../../engine/wire/anesthesia-record';
import { HttpError } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { caseBrief, preAnesthesiaBrief, seriesEntries } from '../repositories/anesthesia-record';

const ID = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** Fields every entry carries, or that only repeat the case. */
const ENTRY_FIELDS = new Set(['recorded_at', 'recorded_by', 'surgical_case', 'patient']);

export async function anesthesiaRecordRoutes(app: FastifyInstance) {
  app.get(
    '/surgery/cases/:id/anesthesia-record',
    {
      schema: { params: { type: 'object', properties: { id: ID } } },
      preHandler: app.authenticate,
    },
    async (request): Promise<AnesthesiaRecordAnswer> => {
      await app.assertCan(request, 'surgicalCase', 'detail');
      for (const model of ANESTHESIA_SERIES_MODELS) await app.assertCan(request, model, 'view');
      const { id } = request.params as { id: number };
      const db = app.database.reads as never;
      const surgicalCase = await caseBrief(db, id);
      if (!surgicalCase) throw new HttpError(404, 'NOT_FOUND', `No surgical case with id ${id}.`);
      const user = (request.auth as AuthContext).engineUser;
      const lists = await Promise.all(
        ANESTHESIA_SERIES_MODELS.map((model) => {
          const rt = app.models.runtime(model);
          const hidden = new Set(hiddenFieldNames(rt.schema, user));
          const fields = [...rt.types.keys()].filter(
            (name) => !hidden.has(name) && !ENTRY_FIELDS.has(name),
          );
          return seriesEntries(db, rt, id, fields);
        }),
      );
      const series = Object.fromEntries(
        ANESTHESIA_SERIES_MODELS.map((model, i) => [model, lists[i]]),
      ) as unknown as AnesthesiaSeries;
      const mayReadAssessment = can(user, app.registry.matrix, 'preAnesthesia', 'view');
      return {
        surgical_case: surgicalCase,
        pre_anesthesia: mayReadAssessment ? await preAnesthesiaBrief(db, id) : null,
        series,
        totals: anesthesiaTotals(series),
      };
    },
  );
}
