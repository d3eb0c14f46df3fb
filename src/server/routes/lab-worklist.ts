/**
 * `GET /api/lab/worklist?status=&page=&limit=`: the laboratory's open requests (the lab
 * requests page), STAT first then Urgent then Routine, the oldest order first within each, one
 * page at a time; each with its age and whether it is past its due time on the server's clock,
 * its tests and the samples it still lacks. For whoever may view lab requests (the laboratory
 * and doctors); others get 403. The order and the queries are the repository's.
 */
import type { FastifyInstance } from 'fastify';
import {
  LAB_WORKLIST_STATES,
  type LabWorklist,
  type LabWorklistRow,
  type LabWorklistState,
} from '../../engine/wire/lab-worklist';
import { readLabWorklist } from '../repositories/lab-worklist';
import { minutesOpen, worklistPage, worklistQuerystring, worklistReader } from './worklist-reads';

const querystring = worklistQuerystring(LAB_WORKLIST_STATES);

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
      const user = await worklistReader(app, request, 'labRequest', 'lab requests');
      const { status, page, limit } = request.query;
      const now = app.clock();
      const { entries, total, counts } = await readLabWorklist(
        app.database.reads as never,
        status ? [status] : LAB_WORKLIST_STATES,
        (page - 1) * limit,
        limit,
      );
      const rows: LabWorklistRow[] = entries.map((entry) => ({
        ...entry,
        minutes_open: minutesOpen(entry.ordered_at, now),
        overdue: entry.due_at !== null && Date.parse(entry.due_at) < now.getTime(),
      }));
      return worklistPage(app, request, user, 'labRequest', rows, {
        total,
        counts,
        page,
        limit,
        now,
      });
    },
  );
}
