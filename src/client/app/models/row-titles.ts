import type { ModelSchema } from '../../../engine/types';
import { rememberTitles } from '../../forms/widgets/select/use-ref-options';

/**
 * The titles a record's answer carries for its tables' picked records (`titles['items.service']`)
 * go to the pickers' cache, so the rows show names at once, without a request per row.
 */
export function rememberRowTitles(schema: ModelSchema, record: Record<string, unknown>) {
  const titles = record.titles as Record<string, Record<string, string>> | undefined;
  for (const [name, field] of Object.entries(schema.fields))
    for (const column of field.type === 'one_to_many' ? (field.columns ?? []) : [])
      if (column.ref) rememberTitles(column.ref, titles?.[`${name}.${column.field}`]);
}
