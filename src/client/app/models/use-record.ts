import { useCallback, useEffect, useRef, useState } from 'react';
import { prefetchedData, prefetchedShown } from '../../api/early-answers';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { getRecord, type StoredRecord } from './record-api';
import { recordUrl } from './record-urls';

export interface RecordState {
  record?: StoredRecord;
  error?: { status?: number; message: string };
  loading: boolean;
}

/**
 * One record of a model, loaded when the page opens; `reload` asks again. A record asked ahead
 * with its page (routes/page-gets.ts) whose answer is in already shows in the first render.
 */
export function useRecord(model: string, id: number | undefined) {
  const early = useRef<string | undefined>(undefined);
  const [state, setState] = useState<RecordState>(() => {
    const record =
      id === undefined ? undefined : prefetchedData<StoredRecord>(recordUrl(model, id));
    if (!record) return { loading: id !== undefined };
    early.current = `${model}/${id}`;
    return { record, loading: false };
  });
  const [attempt, setAttempt] = useState(0);
  // `attempt` (read in the effect) asks for a fresh copy.
  useEffect(() => {
    if (id === undefined) return;
    // The first render had it (asked with the page): no second GET until `reload`.
    if (attempt === 0 && early.current === `${model}/${id}`) {
      prefetchedShown(recordUrl(model, id));
      return;
    }
    early.current = undefined;
    const controller = new AbortController();
    setState((previous) => ({ record: previous.record, loading: true }));
    getRecord(model, id, controller.signal).then(
      (record) => !controller.signal.aborted && setState({ record, loading: false }),
      (failure: ApiFailure) => {
        if (controller.signal.aborted) return;
        const status = 'status' in failure ? failure.status : undefined;
        setState({ loading: false, error: { status, message: failureMessage(failure) } });
      },
    );
    return () => controller.abort();
  }, [model, id, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return {
    ...state,
    reload,
    replace: (record: StoredRecord) => setState({ record, loading: false }),
  };
}
