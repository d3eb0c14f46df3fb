import type { FilterCondition } from '../../../engine/wire/list-filters';
import { buttonClass } from '../../forms/widgets/shared';
import { FieldFilter } from './FieldFilter';
import type { FilterableColumn } from './field-filters';
import { conditionsOn } from './list-params';

/**
 * The filters of a model list, one control per filterable list column, under the toolbar's
 * Filters button (`id` is what that button controls).
 */
export function ListFilters({
  id,
  columns,
  filters,
  onFilter,
  onClear,
}: {
  id: string;
  columns: readonly FilterableColumn[];
  filters: readonly FilterCondition[];
  onFilter(field: string, conditions: FilterCondition[]): void;
  onClear(): void;
}) {
  const filtered = columns.some((column) => conditionsOn(filters, column.field).length > 0);
  return (
    <section id={id} aria-label="Filters" className="flex flex-wrap items-start gap-3">
      {columns.map((column) => (
        <FieldFilter
          key={column.field}
          column={column}
          conditions={conditionsOn(filters, column.field)}
          onChange={(conditions) => onFilter(column.field, conditions)}
        />
      ))}
      {filtered && (
        <button type="button" className={`${buttonClass} self-end`} onClick={onClear}>
          Clear filters
        </button>
      )}
    </section>
  );
}
