/**
 * The one read rule of a model's records, and the shape of every answer that carries a record
 * (GET, create, update, transition, restore, a stale write's 409, history): whoever may not
 * read a record through GET gets no more of it through any other answer. Writing is a right
 * of its own (`contact` may be written by anyone and read by few), so a successful write
 * tells a writer who may not read only what identifies the write: the record's bookkeeping.
 */
import { holds } from '../../engine/permissions/access';
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { hiddenFieldNames, mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { mayReadRecord } from '../../engine/permissions/read-filter';
import type { EngineUser, ModelSchema } from '../../engine/types';
import { HttpError } from '../errors';
import type { RecordValues } from './model-runtime';

/** Administrators (holders of this permission) may list deleted records and restore them. */
export const RESTORE_PERMISSION = 'Restore Records';

/** Who acts, for permission checks, audit rows and `created_by`. */
export interface Actor {
  id: number | null;
  email: string | null;
  engineUser: EngineUser;
  ip: string | null;
}

/** The actor as the owner rule sees them. */
export function ownerOf(actor: Actor) {
  return { id: actor.id, email: actor.email, user: actor.engineUser };
}

/** What identifies a record and a write to it, without anything the record holds. */
const BOOKKEEPING = ['id', 'version', 'created_at', 'created_by', 'updated_at', 'updated_by'];

/** `record` without the `hidden` fields (the record itself when nothing is hidden). */
export function withoutFields(record: RecordValues, hidden: readonly string[]): RecordValues {
  if (hidden.length === 0) return record;
  const out = { ...record };
  for (const name of hidden) delete out[name];
  return out;
}

/** Leaves out the fields this user may not see: by their own rule or their group's (spec 5.1, 6.4). */
export function visibleRecord(
  schema: ModelSchema,
  record: RecordValues,
  user: EngineUser,
): RecordValues {
  return withoutFields(record, hiddenFieldNames(schema, user));
}

/**
 * May this actor read what the record holds? The matrix's detail right, the model's owner and
 * release rules, and for a deleted record the right to see deleted records (GET answers 404
 * for them to everyone else).
 */
export function mayRead(
  schema: ModelSchema,
  matrix: PermissionMatrix,
  actor: Actor,
  record: RecordValues,
): boolean {
  return (
    can(actor.engineUser, matrix, schema.model, 'detail') &&
    mayReadRecord(schema, record, ownerOf(actor)) &&
    (!record.deleted_at || holds(actor.engineUser, RESTORE_PERMISSION))
  );
}

/** The record as an answer carries it to this actor: what a read shows, else bookkeeping only. */
export function recordAnswer(
  schema: ModelSchema,
  matrix: PermissionMatrix,
  actor: Actor,
  record: RecordValues,
): RecordValues {
  if (mayRead(schema, matrix, actor, record))
    return visibleRecord(schema, record, actor.engineUser);
  return Object.fromEntries(BOOKKEEPING.filter((k) => k in record).map((k) => [k, record[k]]));
}

/**
 * 409 for a write based on an older version. Those who may read the record get it as it is
 * now, as their read would show it, to review and redo their change; a writer who may not read
 * it learns only that the write was refused.
 */
export function staleVersion(
  schema: ModelSchema,
  matrix: PermissionMatrix,
  actor: Actor,
  latest: RecordValues,
): HttpError {
  if (!mayRead(schema, matrix, actor, latest))
    return new HttpError(
      409,
      'STALE_VERSION',
      'Someone else changed this record first, so your change was not saved.',
    );
  return new HttpError(
    409,
    'STALE_VERSION',
    'Someone else changed this record first. Review their changes and try again.',
    { current: visibleRecord(schema, latest, actor.engineUser) },
  );
}

/** A history row's changes without the fields the user may not see, like the fields themselves. */
export function visibleChanges(
  schema: ModelSchema,
  user: EngineUser,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(changes).filter(([field]) => mayAccessFieldNamed(schema, field, user)),
  );
}
