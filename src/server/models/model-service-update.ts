import { HttpError } from '../errors';
import { attachFiles } from '../files/links';
import { recordActivity } from '../repositories/activities';
import type { AnyDb } from './any-db';
import type { RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { audit } from './model-service-writes';
import type { Actor } from './read-rule';
import { getRecord } from './record-reads';
import { sameValue } from './record-validation';
import { encodeColumns, updateRow, writeChildren } from './record-writes';
import { checkWrite } from './write-check';

/** Changes to a record's fields: a person's (`update`) or the server's (`setDerivedFields`). */
export function updateOperations(ctx: ServiceContext) {
  const { db, now, runtime, validate, answer, stale, read, writeTransaction } = ctx;

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
      const current = await read(rt, id, false, actor);
      const merged: RecordValues = { ...current, ...changesIn };
      // A browser sends back the whole form: a value it did not change is not this write's.
      const written = new Set(
        Object.keys(changesIn).filter((name) => !sameValue(current[name], changesIn[name])),
      );
      Object.assign(merged, await validate(rt, merged, actor, written));
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const name of Object.keys(rt.schema.fields)) {
        if (
          name in changesIn ||
          rt.schema.fields[name]?.formula ||
          rt.schema.fields[name]?.expression
        ) {
          if (!sameValue(current[name], merged[name]))
            changes[name] = { from: current[name], to: merged[name] };
        }
      }
      const at = now().toISOString();
      const won = await writeTransaction(async (trx) => {
        const toWrite = Object.fromEntries(Object.keys(changes).map((k) => [k, merged[k]]));
        const ok = await updateRow(
          trx,
          rt,
          id,
          version as number,
          encodeColumns(rt, toWrite),
          actor.id,
          at,
        );
        if (!ok) return false;
        await writeChildren(trx, rt, id, toWrite);
        await attachFiles(trx, rt.schema, id, toWrite, actor.id);
        await audit(trx, rt, actor, 'update', id, at, changes);
        return true;
      });
      if (!won) {
        const latest = await read(rt, id);
        await recordActivity(db, {
          at,
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
      return answer(rt, actor, await read(rt, id));
    },

    /**
     * Sets fields the server derives from other records (an invoice's payment status, say)
     * inside the caller's transaction, which should hold the record locked: the version goes up
     * and history and activity record the change, as for `update`, but without the engine's
     * checks, since no person typed the values. Unchanged values are not written.
     */
    async setDerivedFields(
      trx: AnyDb,
      model: string,
      actor: Actor,
      id: number,
      wanted: RecordValues,
    ): Promise<boolean> {
      const rt = runtime(model);
      const current = await getRecord(trx, rt, id);
      if (!current) throw new HttpError(404, 'NOT_FOUND', `No ${model} record with id ${id}.`);
      const changes: Record<string, { from: unknown; to: unknown }> = {};
      for (const [name, value] of Object.entries(wanted)) {
        if (!(name in rt.schema.fields)) throw new Error(`${model} has no field ${name}`);
        if (!sameValue(current[name], value)) changes[name] = { from: current[name], to: value };
      }
      if (Object.keys(changes).length === 0) return false;
      const at = now().toISOString();
      const toWrite = Object.fromEntries(Object.keys(changes).map((k) => [k, wanted[k]]));
      const ok = await updateRow(
        trx,
        rt,
        id,
        current.version as number,
        encodeColumns(rt, toWrite),
        actor.id,
        at,
      );
      if (!ok)
        throw new HttpError(409, 'STALE_VERSION', `The ${model} record ${id} changed meanwhile.`);
      await audit(trx, rt, actor, 'update', id, at, changes);
      return true;
    },
  };
}
