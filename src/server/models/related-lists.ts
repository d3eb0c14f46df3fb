/**
 * The related lists a record's model declares (`related`, schemas/README.md), read for one
 * reader in one go: each list the reader may view, through its pointing field's index, newest
 * first and limited, with the fields they may see and the titles of the records those point to.
 */
import { can, type PermissionMatrix } from '../../engine/permissions/can';
import { hiddenFieldNames, mayAccessFieldNamed } from '../../engine/permissions/field-access';
import { readFilter } from '../../engine/permissions/read-filter';
import {
  type RelatedList,
  relatedLimit,
  relatedRowFields,
  relatedSort,
} from '../../engine/related/related-lists';
import type { ModelSchema } from '../../engine/types';
import type { RelatedRow, RelatedRows } from '../../engine/wire/related-lists';
import type { AnyDb } from './any-db';
import type { ModelRuntime } from './model-runtime';
import { type Actor, ownerOf, withoutFields } from './read-rule';
import { refTitles, servedRuntime, type TitleReader } from './ref-titles';
import { readRelatedRows } from './related-rows';

export interface RelatedReader {
  actor: Actor;
  matrix: PermissionMatrix;
  /** The runtime of a served model; throws for one that is not (not synced). */
  runtime(model: string): ModelRuntime;
  titles: TitleReader;
}

/**
 * One declared list, or undefined when this reader may not read it: no view right on its
 * model, or its pointing field or sort field hidden from them (a list query would refuse to
 * filter or sort on those too). Columns they may not see are left out of the rows.
 */
async function readList(
  db: AnyDb,
  entry: RelatedList,
  parentSchema: ModelSchema,
  parentId: number,
  reader: RelatedReader,
): Promise<RelatedRows | undefined> {
  const user = reader.actor.engineUser;
  if (!can(user, reader.matrix, entry.model, 'view')) return undefined;
  const rt = servedRuntime(reader, entry.model);
  if (!rt) return undefined;
  const sort = relatedSort(entry);
  const sees = (name: string) => mayAccessFieldNamed(rt.schema, name, user);
  if (!sees(entry.field) || (rt.types.has(sort.field) && !sees(sort.field))) return undefined;
  const fields = relatedRowFields(entry, parentSchema.chart).filter(
    (name) => rt.types.has(name) && sees(name),
  );
  const owner = readFilter(rt.schema, ownerOf(reader.actor));
  const { rows, total } = await readRelatedRows(db, rt, {
    field: entry.field,
    id: parentId,
    sort,
    limit: relatedLimit(entry),
    fields,
    ...(owner ? { owner } : {}),
  });
  const hidden = hiddenFieldNames(rt.schema, user);
  const shown = rows.map((row) => withoutFields(row, hidden)) as RelatedRow[];
  return {
    model: entry.model,
    field: entry.field,
    title: entry.title ?? rt.schema.title,
    rows: shown,
    total,
    titles: await refTitles(db, rt.schema, shown, reader.titles),
  };
}

/**
 * The declared lists of record `id` of `schema` this reader may read, in declared order. The
 * lists are read side by side: on PostgreSQL over the pool's connections, on SQLite over the
 * reader threads.
 */
export async function readRelatedLists(
  db: AnyDb,
  schema: ModelSchema,
  id: number,
  reader: RelatedReader,
): Promise<RelatedRows[]> {
  const lists = await Promise.all(
    (schema.related ?? []).map((entry) => readList(db, entry, schema, id, reader)),
  );
  return lists.filter((list): list is RelatedRows => list !== undefined);
}
