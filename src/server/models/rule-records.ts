/**
 * What a rule may read and write (RuleRecords, src/server/rules/types.ts), bound to the write's
 * transaction, actor and clock reading. Its writes run the whole pipeline, the written model's
 * own rules included, as the server: a request's body checks and the actor's rights do not
 * apply to what follows from a write the actor was allowed to make.
 */
import type { RuleRecords } from '../rules/types';
import { type AnyDb, isPostgres } from './any-db';
import { toDb } from './codecs';
import type { RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { createInTransaction, createManyInTransaction } from './model-service-create';
import { transitionInTransaction } from './model-service-lifecycle';
import {
  setDerivedEachInTransaction,
  setDerivedInTransaction,
  updateInTransaction,
} from './model-service-update';
import type { Actor } from './read-rule';
import { lockRecords } from './record-locks';
import { decodeRow, getRecord, readRecords } from './record-reads';
import { assertIdentifier } from './table-plan';

export function ruleRecords(ctx: ServiceContext, trx: AnyDb, actor: Actor, at: Date): RuleRecords {
  const stored = async (model: string, id: number) => {
    const record = await getRecord(trx, ctx.runtime(model), id);
    if (!record) throw new Error(`${model} ${id} vanished inside its own write`);
    return record;
  };
  return {
    get: (model, id) => getRecord(trx, ctx.runtime(model), id),
    getMany: (model, ids) => readRecords(trx, ctx.runtime(model), ids),
    lock: (model, ids) => lockRecords(trx, ctx.runtime(model), ids),
    async find(model, where, options = {}) {
      const rt = ctx.runtime(model);
      let query = trx.selectFrom(rt.plan.table).selectAll().where('deleted_at', 'is', null);
      for (const [name, value] of Object.entries(where)) {
        const logical = rt.types.get(name);
        if (!logical) throw new Error(`${model} has no stored field ${name}`);
        const column = assertIdentifier(name);
        if (Array.isArray(value)) {
          if (value.length === 0) return [];
          query = query.where(
            column,
            'in',
            value.map((v) => toDb(logical, v)),
          );
        } else if (value === null) query = query.where(column, 'is', null);
        else query = query.where(column, '=', toDb(logical, value));
      }
      query = query.orderBy('id');
      if (options.lock && isPostgres(trx)) query = query.forUpdate();
      return (await query.execute()).map((row) => decodeRow(rt, row) as RecordValues);
    },
    async create(model, values) {
      const rt = ctx.runtime(model);
      return stored(model, await createInTransaction(ctx, trx, rt, actor, values, at));
    },
    async createMany(model, list) {
      const rt = ctx.runtime(model);
      const ids = await createManyInTransaction(ctx, trx, rt, actor, list, at);
      const byId = new Map((await readRecords(trx, rt, ids)).map((r) => [r.id as number, r]));
      return ids.map((id) => {
        const record = byId.get(id);
        if (!record) throw new Error(`${model} ${id} vanished inside its own write`);
        return record;
      });
    },
    async update(model, id, values) {
      const rt = ctx.runtime(model);
      await updateInTransaction(ctx, trx, rt, actor, id, values, undefined, at);
      return stored(model, id);
    },
    async transition(model, id, to, values) {
      const rt = ctx.runtime(model);
      await transitionInTransaction(ctx, trx, rt, actor, id, { to, values }, at);
      return stored(model, id);
    },
    setDerived: async (model, id, values) =>
      (await setDerivedInTransaction(trx, ctx.runtime(model), actor, [id], values, at)) > 0,
    setDerivedMany: (model, ids, values) =>
      setDerivedInTransaction(trx, ctx.runtime(model), actor, ids, values, at),
    setDerivedEach: (model, writes) =>
      setDerivedEachInTransaction(trx, ctx.runtime(model), actor, writes, at),
    schema: (model) => ctx.runtime(model).schema,
  };
}
