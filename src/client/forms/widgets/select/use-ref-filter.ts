import { useContext } from 'react';
import {
  refFilterParams,
  refFilterScope,
  resolveRefFilter,
} from '../../../../engine/form/ref-filter';
import type { RefFilter } from '../../../../engine/types';
import { FormStoreContext } from '../../use-form';

/**
 * A refFilter as the picker's list filter params, `$name` read from the record being edited
 * (and, for a table's cell, its row first). Outside a form (a record table) only the row is
 * at hand. The server checks the pick against the same filter.
 */
export function useRefFilterParams(
  filter: RefFilter | undefined,
  row?: Record<string, unknown>,
): [string, string][] | undefined {
  const store = useContext(FormStoreContext);
  if (!filter) return undefined;
  const record: Record<string, unknown> = {};
  for (const [name, state] of Object.entries(store?.session.data ?? {})) record[name] = state.value;
  return refFilterParams(resolveRefFilter(filter, refFilterScope(record, row)));
}
