import { useEffect, useState } from 'react';
import { http } from '../../../api/session';

/**
 * What the server answers at `url` with `params`, asked again whenever the key they make
 * changes, `delay` ms after it last changed (a name being typed asks once it rests); nothing
 * while `params` is undefined. A newer question cancels the one still out.
 */
export function useServerAnswer<T>(
  url: string,
  params: Record<string, string | number> | undefined,
  delay = 0,
): { answer: T | undefined; failed: boolean } {
  const key = params ? JSON.stringify(params) : '';
  const [state, setState] = useState<{ key: string; answer?: T; failed: boolean }>({
    key: '',
    failed: false,
  });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      http
        .get<T>(url, { params: JSON.parse(key), signal: controller.signal })
        .then(({ data }) => setState({ key, answer: data, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ key, failed: true });
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, key, delay]);
  // An answer to an earlier question is not this one's.
  return state.key === key && key
    ? { answer: state.answer, failed: state.failed }
    : { answer: undefined, failed: false };
}
