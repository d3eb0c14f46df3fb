import { useCallback, useState } from 'react';
import { Alert, type AlertSeverity } from './Alert';

/**
 * An alert a widget can raise (spec 2.5: top right, hides after 5000 ms). Raising the same
 * message again restarts it rather than being lost.
 */
export function useAlert(severity: AlertSeverity = 'error') {
  const [current, setCurrent] = useState<{ message: string; n: number }>();
  const close = useCallback(() => setCurrent(undefined), []);
  const show = useCallback(
    (message: string) => setCurrent((prev) => ({ message, n: (prev?.n ?? 0) + 1 })),
    [],
  );
  const alert = current ? (
    <Alert key={current.n} message={current.message} severity={severity} onClose={close} />
  ) : null;
  return { show, alert };
}
