/**
 * What a rule may read and write (RuleRecords, src/server/rules/types.ts), bound to the write's
 * transaction, actor and clock reading. Its writes run the whole pipeline, the written model's
 * own rules included, as the server: a request's body checks and the actor's rights do not
 * apply to what follows from a write the actor was allowed to make.
 */
import { paramList, runSql, shapedSql } from '../db/compiled-sql';
import type { RuleRecords } from '../rules/types';
import { type AnyDb, isPostgres } from './any-db';
import { toDb } from './codecs';
import type { ModelRuntime, RecordValues } from './model-runtime';
import type { ServiceContext } from './model-service-context';
import { createInTransaction, createManyInTransaction } from './model-service-create';
import { transitionInTransaction } from './model-service-lifecycle';
import {
  setDerivedEachInTransaction,
  setDerivedInTransaction,
  updateInTransaction,
} from './model-service-update';
import type { Actor } from './read-rule';
import { recordCacheOf } from './record-cache';
import { lockRecords } from './record-locks';
import { decodeRow, getRecord, readRecords, readRows } from './record-reads';
import { assertIdentifier } from './table-plan';

/**
 * A class rather than an object of arrow functions: every write (and each record of a batch)
 * gets one, and under tsx (which names each function it makes) making a dozen arrows per write
 * costs more than the few of them a write calls.
 */
class TransactionRecords implements RuleRecords {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly trx: AnyDb,
    private readonly actor: Actor,
    private readonly at: Date,
  ) {}

  private async stored(model: string, id: number) {
    const record = await getRecord(this.trx, this.ctx.runtime(model), id);
    if (!record) throw new Error(`${model} ${id} vanished inside its own write`);
    return record;
  }

  get(model: string, id: number) {
    return getRecord(this.trx, this.ctx.runtime(model), id);
  }

  getMany(model: string, ids: readonly number[]) {
    return readRecords(this.trx, this.ctx.runtime(model), ids);
  }

  lock(model: string, ids: readonly number[]) {
    return lockRecords(this.trx, this.ctx.runtime(model), ids);
  }

  async find(
    model: string,
    where: Record<string, unknown>,
    options: { lock?: boolean; limit?: number } = {},
  ) {
    const rt = this.ctx.runtime(model);
    const trx = this.trx;
    const keys = Object.keys(where);
    const cache = recordCacheOf(trx);
    // Records by id alone: from the write transaction's cache where it holds them
    // (record-cache.ts); a lock on PostgreSQL is taken in the database.
    if (
      cache &&
      keys.length === 1 &&
      keys[0] === 'id' &&
      options.limit === undefined &&
      !(options.lock && isPostgres(trx))
    ) {
      const ids = (Array.isArray(where.id) ? where.id : [where.id]).map(Number);
      if (ids.every(Number.isSafeInteger)) {
        const found = await readRows(trx, rt, ids, (missing) => this.findRows(rt, { id: missing }));
        return [...found.values()].sort((a, b) => (a.id as number) - (b.id as number));
      }
    }
    const rows = await this.findRows(rt, where, options);
    const records = rows.map((row) => decodeRow(rt, row) as RecordValues);
    if (cache) for (const record of records) cache.keep(rt.plan.table, record);
    return records;
  }

  /** The live rows matching `where` (each field equal to the value, or among the list's). */
  private async findRows(
    rt: ModelRuntime,
    where: Record<string, unknown>,
    options: { lock?: boolean; limit?: number } = {},
  ): Promise<Record<string, unknown>[]> {
    const model = rt.schema.model;
    const trx = this.trx;
    // SQL text kept per shape (compiled-sql.ts): rules find records on every write (a
    // dispensing's services, prices and items), and building the query cost more than its run.
    const shape: string[] = [];
    const parameters: unknown[] = [];
    for (const [name, value] of Object.entries(where)) {
      const logical = name === 'id' ? 'ref' : rt.types.get(name);
      if (!logical) throw new Error(`${model} has no stored field ${name}`);
      assertIdentifier(name);
      if (Array.isArray(value)) {
        if (value.length === 0) return [];
        shape.push(`${name} in ${value.length}`);
        for (const v of value) parameters.push(toDb(logical, v));
      } else if (value === null) shape.push(`${name} null`);
      else {
        shape.push(`${name} =`);
        parameters.push(toDb(logical, value));
      }
    }
    const limited = options.limit !== undefined;
    if (limited) parameters.push(options.limit);
    const lock = !!options.lock && isPostgres(trx);
    const text = shapedSql(
      trx,
      `find\u0000${rt.plan.table}\u0000${shape.join('\u0000')}\u0000${limited}\u0000${lock}`,
      (p) => {
        let next = 0;
        const conditions = ['"deleted_at" is null'];
        for (const part of shape) {
          const [name, op, count] = part.split(' ');
          if (op === 'in') {
            conditions.push(`"${name}" in (${paramList(p, Number(count), next)})`);
            next += Number(count);
          } else if (op === 'null') conditions.push(`"${name}" is null`);
          else conditions.push(`"${name}" = ${p(next++)}`);
        }
        return `select * from "${assertIdentifier(rt.plan.table)}" where ${conditions.join(' and ')} order by "id"${limited ? ` limit ${p(next)}` : ''}${lock ? ' for update' : ''}`;
      },
    );
    const { rows } = await runSql(trx, text, parameters);
    return rows;
  }

  async create(model: string, values: RecordValues) {
    const rt = this.ctx.runtime(model);
    const id = await createInTransaction(this.ctx, this.trx, rt, this.actor, values, this.at);
    return this.stored(model, id);
  }

  createManyIds(model: string, list: readonly RecordValues[]) {
    const rt = this.ctx.runtime(model);
    return createManyInTransaction(this.ctx, this.trx, rt, this.actor, list, this.at);
  }

  async createMany(model: string, list: readonly RecordValues[]) {
    const rt = this.ctx.runtime(model);
    const ids = await this.createManyIds(model, list);
    const byId = new Map((await readRecords(this.trx, rt, ids)).map((r) => [r.id as number, r]));
    return ids.map((id) => {
      const record = byId.get(id);
      if (!record) throw new Error(`${model} ${id} vanished inside its own write`);
      return record;
    });
  }

  async update(model: string, id: number, values: RecordValues) {
    const rt = this.ctx.runtime(model);
    await updateInTransaction(this.ctx, this.trx, rt, this.actor, id, values, undefined, this.at);
    return this.stored(model, id);
  }

  async transition(model: string, id: number, to: string, values?: RecordValues) {
    const rt = this.ctx.runtime(model);
    await transitionInTransaction(this.ctx, this.trx, rt, this.actor, id, { to, values }, this.at);
  }

  async setDerived(model: string, id: number, values: RecordValues) {
    const rt = this.ctx.runtime(model);
    return (await setDerivedInTransaction(this.trx, rt, this.actor, [id], values, this.at)) > 0;
  }

  setDerivedMany(model: string, ids: readonly number[], values: RecordValues) {
    return setDerivedInTransaction(
      this.trx,
      this.ctx.runtime(model),
      this.actor,
      ids,
      values,
      this.at,
    );
  }

  setDerivedEach(model: string, writes: readonly { id: number; values: RecordValues }[]) {
    return setDerivedEachInTransaction(
      this.trx,
      this.ctx.runtime(model),
      this.actor,
      writes,
      this.at,
    );
  }

  schema(model: string) {
    return this.ctx.runtime(model).schema;
  }
}

export function ruleRecords(ctx: ServiceContext, trx: AnyDb, actor: Actor, at: Date): RuleRecords {
  return new TransactionRecords(ctx, trx, actor, at);
}
