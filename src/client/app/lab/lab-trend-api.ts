import { useEffect, useState } from 'react';
import type { LabTrendAnswer } from '../../../engine/wire/lab-trends';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

/** How many of a parameter's latest values the panel draws. */
export const TREND_LIMIT = 10;

export interface LabTrendState {
  answer?: LabTrendAnswer;
  error?: string;
}

/**
 * A patient's released values of `parameter` (`GET /api/lab/patients/{id}/trend`), with the
 * parameters they have values of; without a parameter, those choices alone.
 */
export function useLabTrend(patient: number, parameter: string | undefined): LabTrendState {
  const [state, setState] = useState<LabTrendState>({});
  useEffect(() => {
    const controller = new AbortController();
    const query = new URLSearchParams({ limit: String(TREND_LIMIT) });
    if (parameter) query.set('parameter', parameter);
    http
      .get<LabTrendAnswer>(`/api/lab/patients/${encodeURIComponent(patient)}/trend?${query}`, {
        signal: controller.signal,
      })
      .then(
        ({ data }) => !controller.signal.aborted && setState({ answer: data }),
        (failure: ApiFailure) =>
          !controller.signal.aborted && setState({ error: failureMessage(failure) }),
      );
    return () => controller.abort();
  }, [patient, parameter]);
  return state;
}
