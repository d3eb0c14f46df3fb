/**
 * What the demo's ward and theatre seeds (demo-inpatient-*.ts, demo-surgery-*.ts) write with:
 * the seed clock's model service (seed-clock.ts: every rule runs, each write at its planned
 * moment), the demo user of each role, look-ups by code, and writes that find first what an
 * earlier, interrupted run made. Each planned record has a key of its own (a case's procedure
 * and patient, a checklist's case and step, a chart's admission...): `ensure` creates it only
 * when no record holds that key, `ensureMany` writes a whole series in one transaction (all or
 * nothing) unless one of its records is there, and `move` takes a workflow step only when the
 * record has not yet reached it. So a seed cut short is finished by the next start, alike.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';
import { addDays, hospitalTime, ZONE } from './demo-calendar';
import { actorAs } from './seed-billing-activity';
import { seedClock } from './seed-clock';

const MINUTE_MS = 60_000;
type Where = Record<string, string | number>;

export interface WardSeedContext {
  db: AnyDb;
  models: ModelService;
  /** The seed's moment: nothing is written after it. */
  now: Date;
  /** The seed's day in the hospital's zone, yyyy-MM-dd. */
  today: string;
  /** So many minutes from the seed's moment (negative: before it), as an ISO instant. */
  minutes(offset: number): string;
  /** A local time `days` from today (negative: before), as an ISO instant. */
  dayAt(days: number, clock: string): string;
  table(model: string): string;
  /** The demo user of a role. */
  as(role: string): Promise<Actor>;
  /** The id of the record of `model` whose `field` is `value` (a code); throws when none. */
  idBy(model: string, field: string, value: string): Promise<number>;
  /** Ids of the live records matching `where`, oldest first. */
  find(model: string, where: Where): Promise<number[]>;
  /** The record matching `where`, else one created at `at` as `actor` from `body`. */
  ensure(
    model: string,
    where: Where,
    actor: Actor,
    at: string,
    body: () => RecordValues | Promise<RecordValues>,
  ): Promise<number>;
  /** Writes `bodies` together at `at` unless a record matching `where` exists. */
  ensureMany(
    model: string,
    where: Where,
    actor: Actor,
    at: string,
    bodies: () => RecordValues[],
  ): Promise<void>;
  /** Takes a record along `path` (its workflow's states in order) to `to` if not there yet. */
  move(
    model: string,
    id: number,
    path: readonly string[],
    to: string,
    actor: Actor,
    at: string,
    values?: RecordValues,
  ): Promise<void>;
}

export async function wardSeedContext(
  app: FastifyInstance,
  admin: Actor,
  now: Date,
): Promise<WardSeedContext> {
  const clock = seedClock(app);
  const { models } = clock;
  const db = app.database.db as unknown as AnyDb;
  const table = (model: string) => app.models.runtime(model).plan.table;
  const today = formatInTimeZone(now, ZONE, 'yyyy-MM-dd');
  const actors = new Map<string, Actor>();
  const codes = new Map<string, Map<string, number>>();
  const find = async (model: string, where: Where) => {
    let query = db.selectFrom(table(model)).select('id').where('deleted_at', 'is', null);
    for (const [field, value] of Object.entries(where)) query = query.where(field, '=', value);
    return (await query.orderBy('id').execute()).map((row) => Number(row.id));
  };
  return {
    db,
    models,
    now,
    today,
    minutes: (offset) => new Date(now.getTime() + offset * MINUTE_MS).toISOString(),
    dayAt: (days, time) => new Date(hospitalTime(addDays(today, days), time)).toISOString(),
    table,
    async as(role) {
      const known = actors.get(role);
      if (known) return known;
      const actor = await actorAs(app, admin, role);
      actors.set(role, actor);
      return actor;
    },
    async idBy(model, field, value) {
      const key = `${model}.${field}`;
      let ids = codes.get(key);
      if (!ids) {
        const rows = await db.selectFrom(table(model)).select(['id', field]).execute();
        ids = new Map(rows.map((row) => [String(row[field]), Number(row.id)]));
        codes.set(key, ids);
      }
      const id = ids.get(value);
      if (id === undefined) throw new Error(`demo wards: no ${model} with ${field} "${value}"`);
      return id;
    },
    find,
    async ensure(model, where, actor, at, body) {
      const [found] = await find(model, where);
      if (found !== undefined) return found;
      clock.at(at);
      return Number((await models.create(model, actor, await body())).id);
    },
    async ensureMany(model, where, actor, at, bodies) {
      if ((await find(model, where)).length > 0) return;
      const list = bodies();
      if (list.length === 0) return;
      clock.at(at);
      await models.createMany(model, actor, list);
    },
    async move(model, id, path, to, actor, at, values) {
      const record = await models.get(model, actor, id);
      const field = app.registry.models[model]?.workflow?.field ?? 'status';
      if (path.indexOf(String(record[field])) >= path.indexOf(to)) return;
      clock.at(at);
      await models.transition(model, actor, id, to, undefined, values);
    },
  };
}
