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

/** Titles the server sent with a record (`titles['items.service']`): named before any look-up. */
export function rememberTitles(ref: string, titles: Readonly<Record<string, string>> | undefined) {
  for (const [id, name] of Object.entries(titles ?? {}))
    if (!seen.has(cacheKey(ref, id))) seen.set(cacheKey(ref, id), { id, name });
}

const SEARCH_DELAY_MS = 250;
const NO_FILTER: readonly [string, string][] = [];

/**
 * The options of a model-backed select: the first page of `ref` records matching the search
 * (asked again 250 ms after typing stops), plus a look-up of stored ids not seen yet.
 */
export function useRefOptions(
  ref: string,
  query: string,
  selectedKeys: string[],
  /** null: the refFilter lets nothing through yet (ref-filter-waits.ts), so nothing is asked. */
  filter: readonly [string, string][] | null = NO_FILTER,
) {
  // Named as lists and details name them, when the registry is at hand.
  const schema = useRefSchema(ref);
  const { settings } = useSnapshot(shared);
  const naming = useMemo(() => ({ schema, settings }), [schema, settings]);
  // Asked again only when the filter's values change, not on every render.
  const filterKey = JSON.stringify(filter);
  const [options, setOptions] = useState<SelectOption[]>([]);
  // The query `options` answer (records match it on any of the model's search fields).
  const [answeredQuery, setAnsweredQuery] = useState<string>();
  const [loading, setLoading] = useState(false);
  const [, setLabelsLoaded] = useState(0);

  useEffect(() => {
    if (filterKey === 'null') {
      setOptions([]);
      setAnsweredQuery(undefined);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(
      () => {
        setLoading(true);
        fetchRefOptions(ref, query, controller.signal, naming, JSON.parse(filterKey))
          .then((list) => {
            for (const option of list) seen.set(cacheKey(ref, option.id as string), option);
            setOptions(list);
            setAnsweredQuery(query);
          })
          .catch(() => {
            if (controller.signal.aborted) return;
            setOptions([]);
            setAnsweredQuery(undefined);
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
  }, [ref, query, naming, filterKey]);

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

  return { options, loading, answeredQuery };
}

/** How a stored id of `ref` reads (a table cell's picked record): its title once known. */
export function useRefTitle(ref: string, key: string): string {
  const schema = useRefSchema(ref);
  const { settings } = useSnapshot(shared);
  const [, setLoaded] = useState(0);
  const known = key === '' || seen.has(cacheKey(ref, key));
  useEffect(() => {
    if (known) return;
    const controller = new AbortController();
    fetchRefRecord(ref, key, controller.signal, { schema, settings })
      .then((option) => {
        if (option) seen.set(cacheKey(ref, key), option);
        if (!controller.signal.aborted) setLoaded((n) => n + 1);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [ref, key, known, schema, settings]);
  return seen.get(cacheKey(ref, key))?.name ?? `#${key}`;
}
