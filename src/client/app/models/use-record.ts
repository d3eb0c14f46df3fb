import { useCallback, useEffect, useState } from 'react';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { getRecord, type StoredRecord } from './record-api';

export interface RecordState {
  record?: StoredRecord;
  error?: { status?: number; message: string };
  loading: boolean;
}

/** One record of a model, loaded when the page opens; `reload` asks again. */
export function useRecord(model: string, id: number | undefined) {
  const [state, setState] = useState<RecordState>({ loading: id !== undefined });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a fresh copy.
  useEffect(() => {
    if (id === undefined) return;
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
