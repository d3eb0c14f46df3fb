/**
 * Bedside charts over time (wire types in engine/wire/bedside-charts.ts):
 * - `GET /api/inpatient/admissions/{id}/charts`: the ward charts the reader may view, with how
 *   many entries the admission holds of each;
 * - `GET /api/inpatient/admissions/{id}/charts/{model}?from=&to=`: one ward chart's entries of
 *   the admission, oldest first, for readers of that chart model (403 otherwise, logged);
 * - `GET /api/surgery/cases/{id}/vitals?from=&to=`: the anesthetic record's vital signs
 *   (anesthesiaVitalSign) of a surgical case, for its readers.
 * 404 for no such admission, case or chart; 400 for bounds that are not instants. Fields the
 * reader may not see are left out of every entry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isWardChartModel, WARD_CHART_MODELS } from '../../engine/charts/chart-plots';
import { can } from '../../engine/permissions/can';
import { hiddenFieldNames } from '../../engine/permissions/field-access';
import {
  type AdmissionCharts,
  type ChartSeries,
  MAX_CHART_ENTRIES,
} from '../../engine/wire/bedside-charts';
import { HttpError } from '../errors';
import type { AuthContext } from '../plugins/auth';
import { chartCounts, readChartEntries, recordExists } from '../repositories/bedside-charts';
import { chartBounds } from './chart-bounds';
import { RECORD_ID, RECORD_ID_PARAMS } from './record-id';

const BOUNDS = {
  type: 'object',
  additionalProperties: false,
  properties: { from: { type: 'string', maxLength: 40 }, to: { type: 'string', maxLength: 40 } },
} as const;
/** Fields every entry carries apart from its values. */
const ENTRY_FIELDS = new Set(['recorded_at', 'recorded_by', 'flags']);

export async function bedsideChartRoutes(app: FastifyInstance) {
  const reads = () => app.database.reads as never;

  /** The entries of `model` under `parent`, as the reader may see them. */
  async function series(
    request: FastifyRequest,
    model: string,
    parentField: string,
    parent: number,
  ): Promise<ChartSeries> {
    const { from, to } = chartBounds(request.query as { from?: string; to?: string });
    const rt = app.models.runtime(model);
    const hidden = new Set(hiddenFieldNames(rt.schema, (request.auth as AuthContext).engineUser));
    const fields = [...rt.types.keys()].filter(
      (name) => !hidden.has(name) && !ENTRY_FIELDS.has(name),
    );
    const entries = await readChartEntries(reads(), rt, {
      parentField,
      parent,
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      fields,
      limit: MAX_CHART_ENTRIES + 1,
    });
    const truncated = entries.length > MAX_CHART_ENTRIES;
    return {
      model,
      parent,
      from: from ?? null,
      to: to ?? null,
      entries: truncated ? entries.slice(0, MAX_CHART_ENTRIES) : entries,
      truncated,
    };
  }

  async function assertExists(model: string, id: number, what: string) {
    if (!(await recordExists(reads(), model, id)))
      throw new HttpError(404, 'NOT_FOUND', `No ${what} with id ${id}.`);
  }

  app.get(
    '/inpatient/admissions/:id/charts',
    {
      schema: { params: RECORD_ID_PARAMS },
      preHandler: app.authenticate,
    },
    async (request): Promise<AdmissionCharts> => {
      await app.assertCan(request, 'impatient', 'view');
      const { id } = request.params as { id: number };
      await assertExists('impatient', id, 'admission');
      const user = (request.auth as AuthContext).engineUser;
      const readable = WARD_CHART_MODELS.filter((model) =>
        can(user, app.registry.matrix, model, 'view'),
      );
      return { admission: id, charts: await chartCounts(reads(), readable, id) };
    },
  );

  app.get(
    '/inpatient/admissions/:id/charts/:model',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: RECORD_ID, model: { type: 'string', maxLength: 60 } },
        },
        querystring: BOUNDS,
      },
      preHandler: app.authenticate,
    },
    async (request): Promise<ChartSeries> => {
      const { id, model } = request.params as { id: number; model: string };
      if (!isWardChartModel(model))
        throw new HttpError(
          404,
          'NOT_FOUND',
          `"${model}" is not a ward chart; the charts are ${WARD_CHART_MODELS.join(', ')}.`,
        );
      await app.assertCan(request, model, 'view');
      await assertExists('impatient', id, 'admission');
      return series(request, model, 'admission', id);
    },
  );

  app.get(
    '/surgery/cases/:id/vitals',
    {
      schema: { params: RECORD_ID_PARAMS, querystring: BOUNDS },
      preHandler: app.authenticate,
    },
    async (request): Promise<ChartSeries> => {
      await app.assertCan(request, 'anesthesiaVitalSign', 'view');
      const { id } = request.params as { id: number };
      await assertExists('surgicalCase', id, 'surgical case');
      return series(request, 'anesthesiaVitalSign', 'surgical_case', id);
    },
  );
}
