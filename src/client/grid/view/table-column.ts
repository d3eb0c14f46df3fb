import type { TableColumn } from '../../../engine/types';
import type { ResolvedColumn } from '../core/types';
import { plainOptions } from '../core/values';

/**
 * A grid column as the inline tables' cell editor and formatter read it (widgets/table): the
 * grid reuses them for its number, date, checkbox, select and text cells. Options become plain
 * `{id, name}` pairs, so `nameLabel` and `valueLabel` are honoured there too.
 */
export function tableColumnOf(column: ResolvedColumn): TableColumn {
  return {
    field: column.field,
    type: column.type === 'custom' ? 'text' : column.type,
    label: column.headerName,
    required: column.required,
    defaultValue: column.defaultValue,
    options: column.type === 'select' ? plainOptions(column) : undefined,
  };
}
