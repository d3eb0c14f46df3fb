import { useEffect, useState } from 'react';
import type { LabTrendAnswer } from '../../../engine/wire/lab-trends';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { chosenTest } from '../models/panels/test-parameters';
import { getRecord } from '../models/record-api';

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

/**
 * The parameter codes of the catalogue tests `testIds` (a lab request's own), in test order:
 * undefined until read; a test that cannot be read adds none.
 */
export function useTestParameterCodes(testIds: readonly number[]): string[] | undefined {
  const [codes, setCodes] = useState<{ key: string; codes: string[] }>();
  const key = testIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the ids asked.
  useEffect(() => {
    const controller = new AbortController();
    Promise.all(
      testIds.map((id) => getRecord('test', id, controller.signal).catch(() => undefined)),
    ).then((tests) => {
      if (controller.signal.aborted) return;
      const found = tests.flatMap((test) => (test ? chosenTest(test).parameters : []));
      setCodes({ key, codes: found.map((parameter) => parameter.code) });
    });
    return () => controller.abort();
  }, [key]);
  return codes?.key === key ? codes.codes : undefined;
}
