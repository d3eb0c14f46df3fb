import { useEffect, useState } from 'react';
import type { MarAnswer } from '../../../engine/wire/medication-record';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

export interface MarState {
  answer?: MarAnswer;
  error?: string;
}

/**
 * An admission's MAR for `date` (`GET /api/inpatient/admissions/{id}/mar`), today when empty;
 * nothing is asked while not `enabled` (a reader without the right).
 */
export function useMar(
  admission: number,
  date: string,
  version: unknown,
  enabled: boolean,
): MarState {
  const [state, setState] = useState<MarState>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-reads a changed admission.
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const query = date ? `?date=${encodeURIComponent(date)}` : '';
    http
      .get<MarAnswer>(`/api/inpatient/admissions/${encodeURIComponent(admission)}/mar${query}`, {
        signal: controller.signal,
      })
      .then(
        ({ data }) => !controller.signal.aborted && setState({ answer: data }),
        (failure: ApiFailure) =>
          !controller.signal.aborted && setState({ error: failureMessage(failure) }),
      );
    return () => controller.abort();
  }, [admission, date, version, enabled]);
  return state;
}
