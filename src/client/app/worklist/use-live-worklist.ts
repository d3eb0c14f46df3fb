import { http } from '../../api/session';
import { useLiveRead } from '../../api/use-live-read';
import { type Loaded, useLoaded } from '../account/use-loaded';

/** Where a worklist is read and the real-time events that keep it fresh. */
export interface WorklistSource {
  /** Its route (`/api/lab/worklist`). */
  path: string;
  /** Client to server: asks to watch the worklist. */
  watch: string;
  /** Server to watchers: something the worklist lists was written. */
  news: string;
}

/**
 * One page of a worklist under its filters (those left empty are not sent), read again when
 * the filters or page change and, live (socket.io, no polling), when the server tells of a
 * write that changed what the filters show (the watch names them): the page shown, its filters
 * kept, is read again.
 */
export function useLiveWorklist<List>(
  source: WorklistSource,
  filters: Record<string, string | undefined>,
  page: number,
  limit: number,
): Loaded<List> {
  const shown = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  );
  const params = { ...shown, page, limit };
  const loaded = useLoaded(JSON.stringify(params), async (signal) => {
    return (await http.get<List>(source.path, { params, signal })).data;
  });
  useLiveRead({
    watch: source.watch,
    // The server tells this page only of writes that change what its filters show.
    payload: shown,
    news: source.news,
    read: loaded.reload,
    readAtOnce: false,
  });
  return loaded;
}
