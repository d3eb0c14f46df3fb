import { Link } from 'react-router';
import type { EngineSettings, FieldSchema, TableColumn } from '../../../engine/types';
import { CellContent } from '../../widgets/table/CellView';
import { cellAlign } from '../../widgets/table/columns';
import { columnLabel, rowsOf } from '../../widgets/table/rows';
import { adminPath } from '../layout/Navigation';
import type { Meta } from '../meta/meta';
import { EMPTY_DISPLAY } from './display-value';
import type { StoredRecord } from './record-api';
import { refLabel } from './ref-label';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** A ref column's cell: the picked record by the title the answer carries, linked to it. */
function PickedCell(props: {
  meta: Meta;
  record: StoredRecord;
  name: string;
  column: TableColumn;
  value: unknown;
}) {
  const { meta, column, value } = props;
  const ref = column.ref ?? '';
  const title = refLabel(
    props.record.titles,
    `${props.name}.${column.field}`,
    value,
    meta.models[ref]?.title ?? ref,
  );
  if (!meta.models[ref]) return <>{title}</>;
  return (
    <Link
      to={adminPath(`${ref}/l/detail/${String(value)}`)}
      className="text-sky-700 hover:underline dark:text-sky-400"
    >
      {title}
    </Link>
  );
}

/**
 * A one_to_many field on a record's detail page: its rows under its columns, as the form's
 * table shows them (amounts right-aligned in the hospital's currency), a picked record by its
 * title from the answer (`titles['items.service']`), no request per row.
 */
export function RecordRows(props: {
  meta: Meta;
  record: StoredRecord;
  name: string;
  field: FieldSchema;
  label: string;
  settings: EngineSettings;
}) {
  const { record, name, field, settings } = props;
  const columns = field.columns ?? [];
  const rows = rowsOf(record[name]);
  if (rows.length === 0) return <>{EMPTY_DISPLAY}</>;
  return (
    <div className="overflow-x-auto rounded-[5px] border border-slate-200 dark:border-slate-700">
      <table aria-label={props.label} className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th key={column.field} scope="col" className={`px-2 py-2 ${cellAlign(column)}`}>
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={String(row.id ?? `#${index}`)}
              className="border-t border-slate-200 dark:border-slate-700"
            >
              {columns.map((column) => {
                const value = row[column.field];
                return (
                  <td key={column.field} className={`px-2 py-2 ${cellAlign(column)}`}>
                    {column.ref && !isEmpty(value) ? (
                      <PickedCell {...props} column={column} value={value} />
                    ) : (
                      <CellContent column={column} value={value} row={row} settings={settings} />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
