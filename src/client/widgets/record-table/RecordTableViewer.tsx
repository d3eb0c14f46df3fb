import { DEFAULT_SETTINGS, type EngineSettings } from '../../../engine/types';
import { CellContent } from '../table/CellView';
import { cellAlign, type TableColumnDef } from '../table/columns';
import { columnLabel, type Row, rowKey, rowsOf } from '../table/rows';

/** Spec 8 empty display of the read-only table viewer. */
export const NO_RECORD = 'No Record';

/**
 * Spec 2.10 read-only table viewer: the rows as they read (spec 9 formats), a dash for an
 * empty cell and "No Record" when there are no rows. Nothing in it can be edited.
 */
export function RecordTableViewer({
  label,
  columns,
  rows,
  settings = DEFAULT_SETTINGS,
}: {
  label: string;
  columns: TableColumnDef[];
  rows: unknown;
  settings?: EngineSettings;
}) {
  const list: Row[] = rowsOf(rows);
  return (
    <div className="overflow-x-auto rounded-[5px] border-[1.5px] border-slate-300 dark:border-slate-600">
      <table aria-label={label} className="w-full border-collapse text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.field}
                scope="col"
                className={`px-3 py-2 ${column.type === 'number' || column.type === 'currency' ? 'text-right' : ''}`}
              >
                {columnLabel(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.map((row, index) => (
            <tr
              key={rowKey(row, index)}
              className="border-t border-slate-200 even:bg-slate-50/60 dark:border-slate-700 dark:even:bg-slate-800/40"
            >
              {columns.map((column) => (
                <td
                  key={column.field}
                  className={`px-3 py-2 text-slate-800 dark:text-slate-100 ${cellAlign(column)}`}
                >
                  <CellContent
                    column={column}
                    value={row[column.field]}
                    row={row}
                    settings={settings}
                  />
                </td>
              ))}
            </tr>
          ))}
          {list.length === 0 && (
            <tr>
              <td
                colSpan={Math.max(1, columns.length)}
                className="px-3 py-8 text-center text-slate-500 dark:text-slate-400"
              >
                {NO_RECORD}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
