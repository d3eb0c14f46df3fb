import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  type RefCondition,
  refFilterParams,
  refFilterReads,
  refFilterScope,
  resolveRefFilter,
} from '../../../../engine/form/ref-filter';
import { offersNothing, refFilterWaitsFor } from '../../../../engine/form/ref-filter-waits';
import type { RefFilter } from '../../../../engine/types';
import type { FormStore } from '../../form-store';
import { FormStoreContext } from '../../use-form';

const NOTHING_READ: readonly string[] = [];

/**
 * Re-renders when a field a refFilter reads (`$patient`) changes, so the picker asks again at
 * once; `useField` alone re-renders only for the picker's own field.
 */
function useReadFields(store: FormStore | null, reads: readonly string[]) {
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = store ? reads.map((name) => store.subscribe(`f:${name}`, listener)) : [];
      return () => {
        for (const stop of stops) stop();
      };
    },
    [store, reads],
  );
  const version = () => (store ? reads.map((name) => store.version(`f:${name}`)).join(',') : '');
  useSyncExternalStore(subscribe, version, version);
}

/**
 * A refFilter with `$name` read from the record being edited (and, for a table's cell, its row
 * first): its conditions, and the picker's list filter params. Outside a form (a record table)
 * only the row is at hand. The server checks the pick against the same filter.
 */
export function useRefFilter(
  filter: RefFilter | undefined,
  row?: Record<string, unknown>,
):
  | {
      conditions: RefCondition[];
      params: [string, string][];
      /** Labels of the fields to fill in first while it lets nothing through ("Medicine"). */
      waitsFor: string[];
    }
  | undefined {
  const store = useContext(FormStoreContext);
  const reads = useMemo(() => (filter ? refFilterReads(filter) : NOTHING_READ), [filter]);
  useReadFields(store, reads);
  if (!filter) return undefined;
  const record: Record<string, unknown> = {};
  for (const [name, state] of Object.entries(store?.session.data ?? {})) record[name] = state.value;
  const scope = refFilterScope(record, row);
  const conditions = resolveRefFilter(filter, scope);
  const fieldOf = (name: string) => store?.form.fields.get(name)?.field;
  const waitsFor = refFilterWaitsFor(filter, conditions, scope, fieldOf);
  return { conditions, params: refFilterParams(conditions), waitsFor };
}

/**
 * The refFilter as the picker's list filter params (see useRefFilter); null while it lets
 * nothing through, so the picker asks for nothing.
 */
export function useRefFilterParams(
  filter: RefFilter | undefined,
  row?: Record<string, unknown>,
): [string, string][] | null | undefined {
  const resolved = useRefFilter(filter, row);
  return resolved && offersNothing(resolved.conditions) ? null : resolved?.params;
}
