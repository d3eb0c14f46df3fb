import { hiddenFieldNames } from '../../engine/permissions/field-access';
import { readFilter } from '../../engine/permissions/read-filter';
import type { ListQuery } from './list-records';
import { listRecords } from './list-records';
import type { ServiceContext } from './model-service-context';
import { type Actor, mayRead, ownerOf, visibleChanges, withoutFields } from './read-rule';
import { readHistory } from './record-history';

/** What a caller may read: lists, one record, and a record's history. */
export function readOperations(ctx: ServiceContext) {
  const { db, reads, counts, runtime, notFound, matrix, answer, read } = ctx;

  return {
    async list(model: string, actor: Actor, query: ListQuery) {
      const rt = runtime(model);
      const owner = readFilter(rt.schema, ownerOf(actor));
      const result = await listRecords(reads, rt, owner ? { ...query, owner } : query, counts);
      const hidden = hiddenFieldNames(rt.schema, actor.engineUser);
      return {
        ...result,
        // Worked out once per list, not once per row.
        rows: result.rows.map((row) => withoutFields(row, hidden)),
      };
    },

    async get(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      return answer(rt, actor, await read(rt, id, false, actor));
    },

    /**
     * The record's audit trail, to those who may read the record itself (read-rule.ts): a
     * deleted record's too, but only to those who see deleted records. Changes to fields the
     * caller may not see are left out, like the fields themselves.
     */
    async history(model: string, actor: Actor, id: number) {
      const rt = runtime(model);
      const record = await read(rt, id, true, actor);
      if (!mayRead(rt.schema, matrix(), actor, record)) throw notFound(rt, id);
      return (await readHistory(db, model, id)).map((row) => ({
        ...row,
        changes: row.changes && visibleChanges(rt.schema, actor.engineUser, row.changes),
      }));
    },
  };
}
