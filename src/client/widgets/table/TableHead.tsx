import type { TableColumn } from '../../../engine/types';
import { columnLabel } from './rows';

/** The header row: a handle column when rows can be dragged, the columns, the actions. */
export function TableHead({ columns, handle }: { columns: TableColumn[]; handle: boolean }) {
  return (
    <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-300">
      <tr>
        {handle && (
          <th scope="col" className="w-10 px-1">
            <span className="sr-only">Reorder</span>
          </th>
        )}
        {columns.map((column) => (
          <th
            key={column.field}
            scope="col"
            className={`px-2 py-2 ${column.type === 'number' || column.type === 'currency' ? 'text-right' : ''}`}
          >
            {columnLabel(column)}
            {column.required && (
              <span className="text-red-500" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </th>
        ))}
        <th scope="col" className="w-[120px] px-2 py-2 text-right">
          <span className="sr-only">Actions</span>
        </th>
      </tr>
    </thead>
  );
}
