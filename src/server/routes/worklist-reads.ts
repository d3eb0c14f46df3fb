/**
 * What the worklists' routes share (lab-worklist.ts, radiology-worklist.ts): who may read one
 * (whoever may view its requests; others get 403, audited), its query string, whether the
 * reader sees patients' MRNs, the patients' names of a page, and the answer's frame.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../engine/permissions/can';
import { mayAccessFieldNamed } from '../../engine/permissions/field-access';
import type { EngineUser } from '../../engine/types';
import {
  WORKLIST_DEFAULT_LIMIT,
  WORKLIST_MAX_LIMIT,
  type Worklist,
} from '../../engine/wire/worklist';
import { HttpError } from '../errors';
import { refTitles } from '../models/ref-titles';
import type { AuthContext } from '../plugins/auth';
import { titleReaderFor } from './title-reader';

/** ?status=&page=&limit= and any filters of the worklist's own. */
export const worklistQuerystring = (states: readonly string[], more: Record<string, object> = {}) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: [...states] },
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      limit: {
        type: 'integer',
        minimum: 1,
        maximum: WORKLIST_MAX_LIMIT,
        default: WORKLIST_DEFAULT_LIMIT,
      },
      ...more,
    },
  }) as const;

/** The reader, once they may view `model` (the worklist's requests); else a 403 naming them. */
export async function worklistReader(
  app: FastifyInstance,
  request: FastifyRequest,
  model: string,
  what: string,
): Promise<EngineUser> {
  const user = (request.auth as AuthContext).engineUser;
  if (can(user, app.registry.matrix, model, 'view')) return user;
  await app.audit(request, { action: 'permission_denied', entity: model });
  throw worklistRefusal(what);
}

/** The 403 of a worklist (its route's and its live watch's) for one who may not view `what`. */
export const worklistRefusal = (what: string) =>
  new HttpError(403, 'FORBIDDEN', `You do not have permission to read ${what}.`);

/** Whether the reader may see patients' medical record numbers. */
export function seesMrn(app: FastifyInstance, user: EngineUser): boolean {
  const patientSchema = app.models.runtime('patient').schema;
  return (
    can(user, app.registry.matrix, 'patient', 'view') &&
    mayAccessFieldNamed(patientSchema, 'mrn', user)
  );
}

/** The page's patients' names by id, for readers of patients (`model` refers to them). */
export async function patientTitles(
  app: FastifyInstance,
  request: FastifyRequest,
  model: string,
  rows: readonly { patient: number }[],
): Promise<Record<string, string> | undefined> {
  const titles = await refTitles(
    app.database.reads as never,
    app.models.runtime(model).schema,
    rows.map((row) => ({ patient: row.patient })),
    titleReaderFor(app, request),
  );
  return titles.patient;
}

/**
 * A page of `model`'s requests as the answer gives it: the MRNs blanked for a reader who may not
 * see them, the patients' names for readers of patients, the counts and the server's time.
 */
export async function worklistPage<
  Row extends { patient: number; mrn: string | null },
  State extends string,
>(
  app: FastifyInstance,
  request: FastifyRequest,
  user: EngineUser,
  model: string,
  rows: Row[],
  page: { total: number; counts: Record<State, number>; page: number; limit: number; now: Date },
): Promise<Worklist<Row, State>> {
  const mrnShown = seesMrn(app, user);
  const shown = rows.map((row) => ({ ...row, mrn: mrnShown ? row.mrn : null }));
  return {
    rows: shown,
    total: page.total,
    counts: page.counts,
    page: page.page,
    limit: page.limit,
    at: page.now.toISOString(),
    titles: { patient: await patientTitles(app, request, model, shown) },
  };
}

/** Whole minutes from `since` (an ISO instant) to `now`; null when never timed. */
export const minutesOpen = (since: string | null, now: Date): number | null =>
  since === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
