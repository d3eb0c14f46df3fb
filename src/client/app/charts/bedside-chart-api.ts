import { useEffect, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

export interface Loaded<T> {
  data?: T;
  error?: string;
}

interface Asked {
  done: Promise<Loaded<unknown>>;
  settled?: Loaded<unknown>;
}

/**
 * Reads started before their panel mounts (a detail page asks for its panels' series as it
 * opens, beside the record), each taken once by the first panel that shows it. A page that
 * opens again asks afresh, so nothing read here is older than the page showing it.
 */
const asked = new Map<string, Asked>();

function ask(url: string, signal?: AbortSignal): Asked {
  const entry: Asked = {
    done: http.get(url, { signal }).then(
      ({ data }) => ({ data }),
      (failure: ApiFailure) => ({ error: failureMessage(failure) }),
    ),
  };
  entry.done.then((settled) => {
    entry.settled = settled;
  });
  return entry;
}

/** Starts the GET that `useChartApi(url)` will show, before its panel is drawn. */
export function prefetchChartApi(url: string): void {
  asked.set(url, ask(url));
}

/**
 * One GET of the bedside chart API (engine/wire/bedside-charts.ts), asked again when `url`
 * changes; undefined `url` asks nothing. A prefetched answer already in is shown at once.
 */
export function useChartApi<T>(url: string | undefined): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { url?: string }>(() => {
    const settled = url ? asked.get(url)?.settled : undefined;
    return settled ? { url, ...(settled as Loaded<T>) } : {};
  });
  useEffect(() => {
    if (!url) return;
    const prefetched = asked.get(url);
    asked.delete(url);
    const controller = new AbortController();
    const { done } = prefetched ?? ask(url, controller.signal);
    done.then((loaded) => {
      if (controller.signal.aborted) return;
      // Shown already when it was in before the panel's first render: no second render.
      setState((shown) =>
        shown.url === url && shown.data === loaded.data && shown.error === loaded.error
          ? shown
          : { url, ...(loaded as Loaded<T>) },
      );
    });
    return () => controller.abort();
  }, [url]);
  return state.url === url ? state : {};
}
