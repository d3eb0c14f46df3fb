/**
 * Which records of a model a person may read, beyond the matrix's detail right: the model's
 * owner rule (a task is its assignee's, ownership.ts) and its release rule (`release`: a
 * radiology report reaches the doctors once it is signed, while the radiology staff who write
 * it read it in every state). Both hold where both are declared. Lists, related lists, picked
 * records' titles, single reads and file downloads all ask these two functions.
 */
import type { EngineUser, ModelSchema } from '../types';
import { holds } from './access';
import { type Owner, ownerFilter, ownsRecord } from './ownership';

/** The conditions a record must meet for this person; undefined when they may read all. */
export interface ReadFilter {
  /** The owner field and the value it must hold (null: nothing is theirs). */
  owner?: { field: string; value: string | number | null };
  /** The release field and the values that release a record. */
  released?: { field: string; values: string[] };
}

type ReadSchema = Pick<ModelSchema, 'owner' | 'release'>;

/** The release rule's condition for this user, or undefined when they read every state. */
export function releaseFilter(
  schema: ReadSchema,
  user: EngineUser,
): ReadFilter['released'] | undefined {
  const release = schema.release;
  if (!release) return undefined;
  if (release.seeAll?.some((permission) => holds(user, permission))) return undefined;
  return { field: release.field, values: release.values };
}

export function readFilter(schema: ReadSchema, who: Owner): ReadFilter | undefined {
  const owner = ownerFilter(schema, who);
  const released = releaseFilter(schema, who.user);
  if (!owner && !released) return undefined;
  return { ...(owner ? { owner } : {}), ...(released ? { released } : {}) };
}

/** May this person read this record under the model's owner and release rules? */
export function mayReadRecord(
  schema: ReadSchema,
  record: Record<string, unknown>,
  who: Owner,
): boolean {
  if (!ownsRecord(schema, record, who)) return false;
  const released = releaseFilter(schema, who.user);
  const value = record[released?.field ?? ''];
  return (
    !released ||
    released.values.includes(value === null || value === undefined ? '' : String(value))
  );
}

/** The fields the read rules look at, for a reader that fetches only some columns. */
export function readRuleFields(schema: ReadSchema): string[] {
  return [schema.owner?.field, schema.release?.field].filter(
    (name): name is string => typeof name === 'string',
  );
}
