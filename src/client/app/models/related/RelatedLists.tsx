import type { RelatedList } from '../../../../engine/related/related-lists';
import type { RelatedRows } from '../../../../engine/wire/related-lists';
import type { Meta } from '../../meta/meta';
import type { ModelPath } from '../model-path';
import type { StoredRecord } from '../record-api';
import { RelatedTable } from './RelatedTable';

/** The declaration each answered list belongs to, in the answer's (declared) order. */
export function declaredLists(
  related: readonly RelatedList[] | undefined,
  lists: readonly RelatedRows[],
): { entry: RelatedList; list: RelatedRows }[] {
  return lists.flatMap((list) => {
    const entry = related?.find((e) => e.model === list.model && e.field === list.field);
    return entry ? [{ entry, list }] : [];
  });
}

/**
 * The related lists a record's model declares (schemas/README.md, `related`), as the server
 * answered them for this reader: one table each, in declared order. A list the reader may not
 * view never arrives, so it is not shown.
 */
export function RelatedLists({
  meta,
  page,
  record,
  related,
  lists,
  error,
}: {
  meta: Meta;
  page: ModelPath;
  record: StoredRecord;
  related: readonly RelatedList[] | undefined;
  lists: readonly RelatedRows[] | undefined;
  error?: string;
}) {
  if (error)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        The related records could not be loaded: {error}
      </p>
    );
  if (!lists)
    return <p className="text-sm text-slate-500 dark:text-slate-400">Loading related records…</p>;
  return (
    <>
      {declaredLists(related, lists).map(({ entry, list }) => (
        <RelatedTable
          key={`${entry.model}.${entry.field}`}
          meta={meta}
          page={page}
          record={record}
          entry={entry}
          list={list}
        />
      ))}
    </>
  );
}
