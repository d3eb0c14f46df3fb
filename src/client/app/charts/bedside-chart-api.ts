import { useEffect, useRef, useState } from 'react';
import { prefetchedData, prefetchedShown } from '../../api/early-answers';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

export interface Loaded<T> {
  data?: T;
  error?: string;
}

/**
 * One GET of the bedside chart API (engine/wire/bedside-charts.ts), asked again when `url`
 * changes; undefined `url` asks nothing. A page's own series asked ahead of it (a surgical
 * case's vitals: models/extras/detail-data.ts) come from the prefetched answers: in the first
 * render when the answer is in already (the plots are then drawn with the record's page),
 * else through the http layer.
 */
export function useChartApi<T>(url: string | undefined): Loaded<T> {
  const early = useRef<string | undefined>(undefined);
  const [state, setState] = useState<Loaded<T> & { url?: string }>(() => {
    const data = url === undefined ? undefined : prefetchedData<T>(url);
    if (data === undefined) return {};
    early.current = url;
    return { url, data };
  });
  useEffect(() => {
    if (!url) return;
    // The first render had it: asked again only once `url` changes.
    if (early.current === url) {
      prefetchedShown(url);
      return;
    }
    early.current = undefined;
    const controller = new AbortController();
    http.get<T>(url, { signal: controller.signal }).then(
      ({ data }) => !controller.signal.aborted && setState({ url, data }),
      (failure: ApiFailure) =>
        !controller.signal.aborted && setState({ url, error: failureMessage(failure) }),
    );
    return () => controller.abort();
  }, [url]);
  return state.url === url ? state : {};
}
