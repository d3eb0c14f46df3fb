/**
 * `GET /api/lab/worklist?status=&page=&limit=`: the laboratory's open requests (the lab
 * requests page), STAT first then Urgent then Routine, the oldest order first within each, one
 * page at a time; each with its age and whether it is past its due time on the server's clock,
 * its tests and the samples it still lacks. For whoever may view lab requests (the laboratory
 * and doctors); others get 403. The order and the queries are the repository's.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import {
  LAB_WORKLIST_DEFAULT_LIMIT,
  LAB_WORKLIST_MAX_LIMIT,
  LAB_WORKLIST_STATES,
  type LabWorklist,
  type LabWorklistRow,
  type LabWorklistState,
} from '../../engine/wire/lab-worklist';
import { HttpError } from '../errors';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { readLabWorklist } from '../repositories/lab-worklist';
import { titleReaderFor } from './title-reader';

const MINUTE_MS = 60_000;

const querystring = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: [...LAB_WORKLIST_STATES] },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
    limit: {
      type: 'integer',
      minimum: 1,
      maximum: LAB_WORKLIST_MAX_LIMIT,
      default: LAB_WORKLIST_DEFAULT_LIMIT,
    },
  },
} as const;

interface WorklistQuery {
  status?: LabWorklistState;
  page: number;
  limit: number;
}

export async function labWorklistRoutes(app: FastifyInstance) {
  app.get<{ Querystring: WorklistQuery }>(
    '/lab/worklist',
    { preHandler: app.authenticate, schema: { querystring } },
    async (request): Promise<LabWorklist> => {
      const user = (request.auth as AuthContext).engineUser;
      if (!can(user, app.registry.matrix, 'labRequest', 'view')) {
        await app.audit(request, { action: 'permission_denied', entity: 'labRequest' });
        throw new HttpError(403, 'FORBIDDEN', 'You do not have permission to read lab requests.');
      }
      const { status, page, limit } = request.query;
      const now = app.clock();
      const { entries, total, counts } = await readLabWorklist(
        app.database.reads as never,
        status ? [status] : LAB_WORKLIST_STATES,
        (page - 1) * limit,
        limit,
      );
      const patientSchema = app.models.runtime('patient').schema;
      const seesMrn =
        can(user, app.registry.matrix, 'patient', 'view') &&
        mayAccessFieldNamed(patientSchema, 'mrn', user);
      const rows: LabWorklistRow[] = entries.map((entry) => ({
        ...entry,
        mrn: seesMrn ? entry.mrn : null,
        minutes_open:
          entry.ordered_at === null
            ? null
            : Math.max(0, Math.floor((now.getTime() - Date.parse(entry.ordered_at)) / MINUTE_MS)),
        overdue: entry.due_at !== null && Date.parse(entry.due_at) < now.getTime(),
      }));
      const titles = await refTitles(
        app.database.reads as never,
        app.models.runtime('labRequest').schema,
        rows.map((row) => ({ patient: row.patient })),
        titleReaderFor(app, request),
      );
      return {
        rows,
        total,
        counts,
        page,
        limit,
        at: now.toISOString(),
        titles: { patient: titles.patient },
      };
    },
  );
}
