import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';

export interface Loaded<T> {
  value?: T;
  loading: boolean;
  /** The server's message when the last load failed. */
  error?: string;
  /** The HTTP status of that failure (none when no answer came). */
  status?: number;
  /** Loads again with the same key (after a save or a delete). */
  reload(): void;
}

/**
 * Loads `load()` whenever `key` changes or `reload()` is called; an answer to an older request
 * is dropped, and the last value stays shown while the next one arrives.
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<{
    value?: T;
    loading: boolean;
    error?: string;
    status?: number;
  }>({ loading: true });
  const [round, setRound] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `round` say when to load.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ value: previous.value, loading: true }));
    loader.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ value, loading: false });
      },
      (failure: ApiFailure) => {
        if (controller.signal.aborted) return;
        setState((previous) => ({
          value: previous.value,
          loading: false,
          error: failureMessage(failure),
          status: 'status' in failure ? failure.status : undefined,
        }));
      },
    );
    return () => controller.abort();
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
