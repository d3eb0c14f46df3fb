/**
 * The built-in steps of every write, in the order the pipeline runs them after the checks:
 * the record's number, its row, its child rows, the files it links, its history and activity.
 * Rules (src/server/rules) run around them: their checks before, their afterWrite after.
 */
import { lockedState } from '../../engine/permissions/record-lock';
import { insertRowsReturningIds } from '../db/insert-rows';
import { HttpError } from '../errors';
import { attachFiles } from '../files/links';
import type { WriteAction } from '../rules/types';
import type { AnyDb } from './any-db';
import type { ModelRuntime, RecordValues } from './model-runtime';
import { audit, auditMany } from './model-service-writes';
import { nextName, nextNames } from './naming-series';
import type { Actor } from './read-rule';
import {
  encodeColumns,
  insertRow,
  markDeleted,
  markRestored,
  newRow,
  updateRow,
  writeChildren,
} from './record-writes';

export type FieldChanges = Record<string, { from: unknown; to: unknown }>;

/** One write on its way through the pipeline. */
export interface PendingWrite {
  rt: ModelRuntime;
  actor: Actor;
  action: WriteAction;
  at: Date;
  /** Set by the row step for a create. */
  id?: number;
  /** The stored record before the write (all but create). */
  before?: RecordValues;
  /** The record as it will be. */
  after: RecordValues;
  /** The field values this write stores: all of a new record's, the changed ones of an update. */
  written: RecordValues;
  /** Each changed field's old and new value, for the history (a create's are worked out here). */
  changes?: FieldChanges;
  /** The version the write expects to replace (update and transition). */
  version?: number;
}

/** Another write changed the record since it was read: the caller answers 409 with the latest. */
export class StaleWrite extends Error {
  constructor(readonly id: number) {
    super(`record ${id} changed meanwhile`);
  }
}

/** A built-in step: a check (before the rules' checks) or a part of the write itself. */
export interface WriteStep {
  name: string;
  check?(pending: PendingWrite): void;
  write?(trx: AnyDb, pending: PendingWrite): Promise<void>;
  /**
   * The same write for several new records of one model, actor and instant in fewer statements
   * (runWriteMany); a step without one writes them one by one.
   */
  writeMany?(trx: AnyDb, pendings: readonly PendingWrite[]): Promise<void>;
}

/**
 * Locked documents: a record in a locked state refuses edits and deletes; it changes only
 * through its transitions (and the fields its rules keep).
 */
const lockedDocuments: WriteStep = {
  name: 'locked-documents',
  check(pending) {
    if (pending.action !== 'update' && pending.action !== 'delete') return;
    const state = lockedState(pending.rt.schema.workflow, pending.before);
    if (state === undefined) return;
    const model = pending.rt.schema.model;
    const moves = (pending.rt.schema.workflow?.transitions ?? [])
      .filter((t) => !t.auto && (Array.isArray(t.from) ? t.from.includes(state) : t.from === state))
      .map((t) => t.action ?? t.to);
    const way = moves.length > 0 ? `: use ${moves.join(' or ')}` : '';
    throw new HttpError(
      409,
      'RECORD_LOCKED',
      `This ${model} record is ${state}, so it cannot be ${pending.action === 'delete' ? 'deleted' : 'changed'}${way}.`,
      [{ field: pending.rt.schema.workflow?.field ?? '', message: `Locked in state "${state}"` }],
    );
  },
};

const naming: WriteStep = {
  name: 'naming',
  async write(trx, pending) {
    const series = pending.rt.schema.naming;
    if (pending.action !== 'create' || !series) return;
    const name = await nextName(trx, pending.rt.schema.model, series, pending.at);
    pending.after[series.field] = name;
    pending.written[series.field] = name;
  },
  async writeMany(trx, pendings) {
    const [first] = pendings;
    const series = first?.rt.schema.naming;
    if (!first || !series) return;
    const names = await nextNames(trx, first.rt.schema.model, series, first.at, pendings.length);
    for (const [i, pending] of pendings.entries()) {
      pending.after[series.field] = names[i];
      pending.written[series.field] = names[i];
    }
  },
};

const row: WriteStep = {
  name: 'row',
  async write(trx, pending) {
    const { rt, actor } = pending;
    const at = pending.at.toISOString();
    const id = pending.id as number;
    switch (pending.action) {
      case 'create':
        pending.id = await insertRow(trx, rt, encodeColumns(rt, pending.written), actor.id, at);
        return;
      case 'update':
      case 'transition': {
        const columns = encodeColumns(rt, pending.written);
        const ok = await updateRow(trx, rt, id, pending.version as number, columns, actor.id, at);
        if (!ok) throw new StaleWrite(id);
        return;
      }
      case 'delete':
        return markDeleted(trx, rt, id, actor.id, at);
      case 'restore':
        return markRestored(trx, rt, id, actor.id, at);
    }
  },
  async writeMany(trx, pendings) {
    // New records only (runWriteMany); those storing the same columns go in one insert.
    const groups = new Map<string, { pending: PendingWrite; row: Record<string, unknown> }[]>();
    for (const pending of pendings) {
      const row = newRow(pending);
      const key = Object.keys(row).join(',');
      groups.set(key, [...(groups.get(key) ?? []), { pending, row }]);
    }
    for (const group of groups.values()) {
      const table = (group[0] as { pending: PendingWrite }).pending.rt.plan.table;
      const ids = await insertRowsReturningIds(
        trx,
        table,
        group.map(({ row }) => row),
      );
      for (const [i, { pending }] of group.entries()) pending.id = ids[i];
    }
  },
};

const childRows: WriteStep = {
  name: 'child-rows',
  async write(trx, pending) {
    if (pending.action !== 'create' && pending.action !== 'update') return;
    const stored = await writeChildren(
      trx,
      pending.rt,
      pending.id as number,
      pending.written,
      pending.action === 'create',
    );
    // The history holds the rows as stored, with the ids new rows were given.
    for (const [field, rows] of Object.entries(stored)) {
      pending.written[field] = rows;
      pending.after[field] = rows;
      const change = pending.changes?.[field];
      if (change) change.to = rows;
    }
  },
};

const fileLinks: WriteStep = {
  name: 'file-links',
  async write(trx, pending) {
    if (pending.action === 'create' || pending.action === 'update')
      await attachFiles(
        trx,
        pending.rt.schema,
        pending.id as number,
        pending.written,
        pending.actor.id,
      );
  },
};

/** What the history keeps of a write: a new record's every value, else the changed fields. */
const historyChanges = (pending: PendingWrite) =>
  pending.action === 'create'
    ? Object.fromEntries(
        Object.entries(pending.written)
          .filter(([, v]) => v !== undefined && v !== null)
          .map(([k, v]) => [k, { from: null, to: v }]),
      )
    : pending.changes;

const history: WriteStep = {
  name: 'history',
  async write(trx, pending) {
    const at = pending.at.toISOString();
    const changes = historyChanges(pending);
    await audit(trx, pending.rt, pending.actor, pending.action, pending.id as number, at, changes);
  },
  async writeMany(trx, pendings) {
    const [first] = pendings;
    if (!first) return;
    const writes = pendings.map((p) => ({ id: p.id as number, changes: historyChanges(p) }));
    await auditMany(trx, first.rt, first.actor, first.action, writes, first.at.toISOString());
  },
};

export const WRITE_STEPS: readonly WriteStep[] = [
  lockedDocuments,
  naming,
  row,
  childRows,
  fileLinks,
  history,
];
