import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { addableFrom, type RelatedList } from '../../../../engine/related/related-lists';
import type { RelatedRows } from '../../../../engine/wire/related-lists';
import { buttonClass } from '../../../forms/widgets/shared';
import { shared } from '../../../state/shared';
import { adminPath } from '../../layout/Navigation';
import { type Meta, mayDo } from '../../meta/meta';
import type { ModelPath } from '../model-path';
import type { StoredRecord } from '../record-api';
import { alignOf, RelatedCell } from './RelatedCell';
import { relatedListPath, relatedNewPath, relatedRecordPath } from './related-paths';

const linkClass = 'text-sky-700 hover:underline dark:text-sky-400';

/**
 * One declared related list under a record: its newest rows, each opening its record, how many
 * there are in all with a link to the full list, and Add (or its `addText`, for those who may,
 * while the record meets its `addWhen`) opening the related model's new form filled with this
 * record and what the declaration copies from it.
 */
export function RelatedTable({
  meta,
  page,
  record,
  entry,
  list,
}: {
  meta: Meta;
  page: ModelPath;
  record: StoredRecord;
  entry: RelatedList;
  list: RelatedRows;
}) {
  const { settings } = useSnapshot(shared);
  const schema = meta.models[entry.model];
  const columns = entry.columns.filter((name) => !schema || name in schema.fields);
  const opens = mayDo(meta, entry.model, 'detail');
  const headingId = `related-${entry.model}-${entry.field}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold">
          {list.title}{' '}
          <span className="font-normal text-slate-500 dark:text-slate-400">({list.total})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          {list.total > list.rows.length && (
            <Link to={adminPath(relatedListPath(page, entry.model))} className={buttonClass}>
              All {list.total}
            </Link>
          )}
          {mayDo(meta, entry.model, 'add') && schema && addableFrom(entry, record) && (
            <Link
              to={adminPath(relatedNewPath(page, entry, record))}
              className={buttonClass}
              aria-label={entry.addText ? undefined : `Add ${schema.title.toLowerCase()}`}
            >
              {entry.addText ?? 'Add'}
            </Link>
          )}
        </div>
      </div>
      {list.rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">None recorded.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-left text-xs text-slate-500 dark:border-slate-700 dark:text-slate-400">
                {columns.map((name) => (
                  <th
                    key={name}
                    scope="col"
                    className={`px-2 py-1.5 font-medium ${alignOf(schema?.fields[name])}`}
                  >
                    {schema?.fields[name]?.label ?? name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.map((row) => (
                <tr
                  key={row.id}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                >
                  {columns.map((name, index) => {
                    const field = schema?.fields[name];
                    const cell = (
                      <RelatedCell
                        name={name}
                        field={field}
                        value={row[name]}
                        titles={list.titles}
                        refTitle={field?.ref ? meta.models[field.ref]?.title : undefined}
                        settings={settings}
                      />
                    );
                    return (
                      <td key={name} className={`px-2 py-1.5 ${alignOf(field)}`}>
                        {index === 0 && opens ? (
                          <Link
                            to={adminPath(relatedRecordPath(page, entry.model, row.id))}
                            className={linkClass}
                          >
                            {cell}
                          </Link>
                        ) : (
                          cell
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
