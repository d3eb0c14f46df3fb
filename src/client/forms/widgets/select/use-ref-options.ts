import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { SelectOption } from '../../../../engine/types';
import { shared } from '../../../state/shared';
import { fetchRefOptions, fetchRefRecord } from './ref-options';
import { useRefSchema } from './ref-schemas';

/** Labels of records already seen, per model, so a stored id shows its name at once. */
const seen = new Map<string, SelectOption>();
const cacheKey = (ref: string, id: string | number) => `${ref}\u0000${String(id)}`;

export function knownRecord(ref: string, id: string): SelectOption | undefined {
  return seen.get(cacheKey(ref, id));
}

const SEARCH_DELAY_MS = 250;

/**
 * The options of a model-backed select: the first page of `ref` records matching the search
 * (asked again 250 ms after typing stops), plus a look-up of stored ids not seen yet.
 */
export function useRefOptions(ref: string, query: string, selectedKeys: string[]) {
  // Named as lists and details name them, when the registry is at hand.
  const schema = useRefSchema(ref);
  const { settings } = useSnapshot(shared);
  const naming = useMemo(() => ({ schema, settings }), [schema, settings]);
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [, setLabelsLoaded] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        setLoading(true);
        fetchRefOptions(ref, query, controller.signal, naming)
          .then((list) => {
            for (const option of list) seen.set(cacheKey(ref, option.id as string), option);
            setOptions(list);
          })
          .catch(() => {
            if (!controller.signal.aborted) setOptions([]);
          })
          .finally(() => {
            if (!controller.signal.aborted) setLoading(false);
          });
      },
      query.trim() ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [ref, query, naming]);

  const missing = selectedKeys.filter((key) => !seen.has(cacheKey(ref, key))).join('\n');
  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    Promise.all(
      missing.split('\n').map((id) =>
        fetchRefRecord(ref, id, controller.signal, naming)
          .then((option) => option && seen.set(cacheKey(ref, id), option))
          .catch(() => undefined),
      ),
    ).then(() => {
      if (!controller.signal.aborted) setLabelsLoaded((n) => n + 1);
    });
    return () => controller.abort();
  }, [ref, missing, naming]);

  return { options, loading };
}
