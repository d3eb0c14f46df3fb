import { useEffect, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

export interface Loaded<T> {
  data?: T;
  error?: string;
}

/**
 * One GET of the bedside chart API (engine/wire/bedside-charts.ts), asked again when `url`
 * changes; undefined `url` asks nothing. A page's own series asked ahead of it (a surgical
 * case's vitals: models/extras/detail-data.ts) come from the http layer's prefetched answers.
 */
export function useChartApi<T>(url: string | undefined): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { url?: string }>({});
  useEffect(() => {
    if (!url) return;
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
