import { columnList, paramList, runSql, shapedSql } from '../db/compiled-sql';
import { HttpError, validationFailed } from '../errors';
import { recordActivity } from '../repositories/activities';
import { type AnyDb, isPostgres } from './any-db';
import { fromDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { auditMany } from './model-service-writes';
import type { Actor } from './read-rule';
import { forgetRecords, recordCacheOf } from './record-cache';
import { lockRecords } from './record-locks';
import { sameValue } from './record-validation';
import { encodeColumns } from './record-writes';
import { assertIdentifier, type LogicalType } from './table-plan';
import { autoOptionProblems, checkWrite } from './write-check';
import { type FieldChanges, StaleWrite } from './write-steps';

/**
 * Changes to a record inside the caller's transaction: the stored record is locked and read,
 * the changes merged and checked by the engine, then the write pipeline runs. With `version`
 * (what the person saw) a record changed since throws StaleWrite. A request's body is checked
 * (checkWrite) by its caller first, and here (`byPerson`) for `auto` options it sets that the
 * stored record did not hold; a rule's own writes are not requests.
 */
export async function updateInTransaction(
  ctx: ServiceContext,
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  id: number,
  changesIn: RecordValues,
  version: number | undefined,
  at: Date,
  byPerson = false,
): Promise<number> {
  const [current] = await lockRecords(trx, rt, [id]);
  if (!current) throw ctx.notFound(rt, id);
  if (version !== undefined && version !== current.version) throw new StaleWrite(id);
  if (byPerson) {
    const problems = autoOptionProblems(rt.schema, changesIn, current);
    if (problems.length > 0) throw validationFailed(problems);
  }
  const merged: RecordValues = { ...current, ...changesIn };
  // A browser sends back the whole form: a value it did not change is not this write's.
  const written = new Set(
    Object.keys(changesIn).filter((name) => !sameValue(current[name], changesIn[name])),
  );
  // What the server sets (computed and fetched fields, tables' rows) counts as changed too.
  const computed = await ctx.validate(rt, merged, actor, written, trx, current);
  Object.assign(merged, computed);
  const changes: FieldChanges = {};
  for (const name of Object.keys(rt.schema.fields)) {
    if (name in changesIn || name in computed) {
      if (!sameValue(current[name], merged[name]))
        changes[name] = { from: current[name], to: merged[name] };
    }
  }
  return ctx.runWrite(trx, {
    rt,
    actor,
    action: 'update',
    at,
    id,
    before: current,
    after: merged,
    written: Object.fromEntries(Object.keys(changes).map((name) => [name, merged[name]])),
    changes,
    version: current.version as number,
  });
}

/**
 * Sets fields the server derives from other records (an invoice's paid amount, the status of
 * the charges it bills) on one or many records of a model, inside the caller's transaction:
 * the rows are locked (FOR UPDATE on PostgreSQL), each changed one's version goes up and it
 * gets a history and an activity row with its own changes, as for an update, but without the
 * engine's checks or the rules, since no person typed the values. Records already holding the
 * values are not written. A locked record (workflow `locked`) still takes them: they follow
 * from other records. A few statements for any number of records. Answers how many changed.
 */
export function setDerivedInTransaction(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  ids: readonly number[],
  wanted: RecordValues,
  at: Date,
): Promise<number> {
  const writes = ids.map((id) => ({ id, values: wanted }));
  return setDerivedEachInTransaction(trx, rt, actor, writes, at);
}

/**
 * `setDerivedInTransaction` with each record's own values (the items of one dispensing, each
 * its own quantity given): one read of them all, one update per set of values, one history and
 * one activity insert. A record named twice takes both, the later values winning.
 */
export async function setDerivedEachInTransaction(
  trx: AnyDb,
  rt: ModelRuntime,
  actor: Actor,
  writes: readonly { id: number; values: RecordValues }[],
  at: Date,
): Promise<number> {
  const model = rt.schema.model;
  const wantedOf = new Map<number, RecordValues>();
  for (const { id, values } of writes) wantedOf.set(id, { ...wantedOf.get(id), ...values });
  const names = [...new Set(writes.flatMap((write) => Object.keys(write.values)))];
  for (const name of names)
    if (!rt.types.has(name)) throw new Error(`${model} has no stored field ${name}`);
  const unique = [...wantedOf.keys()].sort((a, b) => a - b);
  const changed: { id: number; changes: FieldChanges; wanted: RecordValues }[] = [];
  for (let start = 0; start < unique.length; start += 500) {
    const chunk = unique.slice(start, start + 500);
    for (const [id, current] of await derivedCurrent(trx, rt, names, chunk)) {
      const wanted = wantedOf.get(id) ?? {};
      const changes: FieldChanges = {};
      for (const name of Object.keys(wanted))
        if (!sameValue(current[name], wanted[name]))
          changes[name] = { from: current[name], to: wanted[name] };
      if (Object.keys(changes).length > 0) changed.push({ id, changes, wanted });
    }
  }
  if (changed.length === 0) return 0;
  const stamp = at.toISOString();
  // Records taking the same values share an update.
  const groups = new Map<string, { columns: Record<string, unknown>; ids: number[] }>();
  for (const { id, wanted } of changed) {
    const columns = encodeColumns(rt, wanted);
    const key = JSON.stringify(columns);
    const group = groups.get(key) ?? { columns, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  for (const group of groups.values())
    for (let start = 0; start < group.ids.length; start += 500) {
      const ids = group.ids.slice(start, start + 500);
      const names = Object.keys(group.columns).filter(
        (name) => name !== 'version' && name !== 'updated_at' && name !== 'updated_by',
      );
      const text = shapedSql(
        trx,
        `derived-set\u0000${rt.plan.table}\u0000${names}\u0000${ids.length}`,
        (p) => {
          const sets = [...names, 'updated_at', 'updated_by'].map(
            (name, i) => `"${assertIdentifier(name)}" = ${p(i)}`,
          );
          return `update ${columnList([rt.plan.table])} set ${sets.join(', ')}, "version" = "version" + 1 where "id" in (${paramList(p, ids.length, sets.length)})`;
        },
      );
      await runSql(trx, text, [
        ...names.map((name) => group.columns[name]),
        stamp,
        actor.id,
        ...ids,
      ]);
      forgetRecords(trx, rt.plan.table, ids);
    }
  await auditMany(
    trx,
    rt,
    actor,
    'update',
    changed.map(({ id, changes }) => ({ id, changes })),
    stamp,
  );
  return changed.length;
}

/**
 * The stored values of `names` of each record of `ids` (live ones; 404 for another), by id in
 * id order, locked on PostgreSQL. On SQLite the write transaction's cache answers for the
 * records it holds (record-cache.ts): the one writer connection already holds the database.
 */
async function derivedCurrent(
  trx: AnyDb,
  rt: ModelRuntime,
  names: readonly string[],
  ids: readonly number[],
): Promise<Map<number, RecordValues>> {
  const current = new Map<number, RecordValues>();
  const cache = isPostgres(trx) ? undefined : recordCacheOf(trx);
  const asked: number[] = [];
  for (const id of ids) {
    const row = cache?.state(rt.plan.table, id) === 'live' && cache.row(rt.plan.table, id);
    if (!row) asked.push(id);
    else current.set(id, Object.fromEntries(names.map((name) => [name, row[name] ?? null])));
  }
  if (asked.length > 0) {
    // SQL text kept per shape (compiled-sql.ts): a dispensing sends this for its items.
    const lock = isPostgres(trx) ? ' for update' : '';
    const text = shapedSql(
      trx,
      `derived-read\u0000${rt.plan.table}\u0000${names}\u0000${asked.length}`,
      (p) =>
        `select ${columnList(['id', ...names])} from ${columnList([rt.plan.table])} where "id" in (${paramList(p, asked.length)}) and "deleted_at" is null order by "id"${lock}`,
    );
    const { rows } = await runSql(trx, text, asked);
    for (const row of rows)
      current.set(
        Number(row.id),
        Object.fromEntries(
          names.map((name) => [name, fromDb(rt.types.get(name) as LogicalType, row[name])]),
        ),
      );
  }
  const missing = ids.find((id) => !current.has(id));
  if (missing !== undefined)
    throw new HttpError(404, 'NOT_FOUND', `No ${rt.schema.model} record with id ${missing}.`);
  return new Map([...current].sort((a, b) => a[0] - b[0]));
}

/** Changes to a record's fields: a person's (`update`) or the server's (`setDerivedFields`). */
export function updateOperations(ctx: ServiceContext) {
  const { db, now, runtime, answer, stale, read, readInWrite, readWritten, writeTransaction } = ctx;

  return {
    async update(model: string, actor: Actor, id: number, body: RecordValues) {
      const rt = runtime(model);
      const { version, ...changesIn } = body;
      checkWrite(rt.schema, body, actor.engineUser, true);
      // Versions start at 1 and live in an integer column: PostgreSQL fails on anything larger.
      if (
        !Number.isInteger(version) ||
        (version as number) < 1 ||
        (version as number) > 2 ** 31 - 1
      ) {
        throw new HttpError(
          400,
          'VERSION_REQUIRED',
          'An update must carry the version of the record it changes.',
          [{ field: 'version', message: 'version is required' }],
        );
      }
      const at = now();
      let record: RecordValues;
      try {
        record = await writeTransaction(async (trx) => {
          // Someone else's record (the owner rule) answers 404 before anything is checked.
          await readInWrite(trx, rt, id, actor);
          await updateInTransaction(
            ctx,
            trx,
            rt,
            actor,
            id,
            changesIn,
            version as number,
            at,
            true,
          );
          return readWritten(trx, rt, id);
        });
      } catch (error) {
        if (!(error instanceof StaleWrite)) throw error;
        const latest = await read(rt, id);
        await recordActivity(db, {
          at: at.toISOString(),
          userId: actor.id,
          userEmail: actor.email,
          action: 'update_conflict',
          entity: model,
          targetId: id,
          ip: actor.ip,
          details: { version, current: latest.version, fields: Object.keys(changesIn) },
        });
        throw stale(rt, actor, latest);
      }
      return answer(rt, actor, record);
    },

    /**
     * Sets fields the server keeps (`derived`) on one record in a transaction of its own, with
     * version, history and activity as for an update: a route's own bookkeeping, such as the
     * time a doctor called a patient again. Answers the record as the actor may see it. With
     * `onlyIf`, the values are written only when the stored record, read locked inside the
     * transaction, passes it: of two such writes at once only the first writes (a notification
     * is marked read once).
     */
    async setDerived(
      model: string,
      actor: Actor,
      id: number,
      wanted: RecordValues,
      onlyIf?: (stored: RecordValues) => boolean,
    ) {
      const rt = runtime(model);
      const at = now();
      const record = await writeTransaction(async (trx) => {
        await readInWrite(trx, rt, id, actor);
        const write = onlyIf
          ? (await lockRecords(trx, rt, [id])).some((stored) => onlyIf(stored))
          : true;
        if (write) await setDerivedInTransaction(trx, rt, actor, [id], wanted, at);
        return readWritten(trx, rt, id);
      });
      return answer(rt, actor, record);
    },

    /** `setDerivedInTransaction` on one record by model name, at the service's clock. */
    async setDerivedFields(
      trx: AnyDb,
      model: string,
      actor: Actor,
      id: number,
      wanted: RecordValues,
    ): Promise<boolean> {
      return (await setDerivedInTransaction(trx, runtime(model), actor, [id], wanted, now())) > 0;
    },
  };
}
