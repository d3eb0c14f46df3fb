import { useCallback, useEffect, useState } from 'react';
import type { SentEmail } from '../../../engine/wire/sent-email';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';

export const EMAIL_URL = '/api/email';

export interface Compose {
  to: string;
  subject: string;
  text: string;
}

/** The newest 100 emails the person sent; `send` sends one and lists it. */
export function useSentEmails() {
  const [rows, setRows] = useState<SentEmail[]>([]);
  const [error, setError] = useState<string>();
  const [round, setRound] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for the list again.
  useEffect(() => {
    let live = true;
    http
      .get<{ rows: SentEmail[] }>(EMAIL_URL, { params: { pageSize: 100 } })
      .then(({ data }) => {
        if (!live) return;
        setRows(data.rows);
        setError(undefined);
      })
      .catch((failure: ApiFailure) => live && setError(failureMessage(failure)));
    return () => {
      live = false;
    };
  }, [round]);

  /** Resolves when sent; rejects with the server's message (the email is then still listed). */
  const send = useCallback(async (compose: Compose) => {
    try {
      await http.post<SentEmail>(EMAIL_URL, compose);
    } catch (failure) {
      throw new Error(failureMessage(failure as ApiFailure));
    } finally {
      setRound((n) => n + 1);
    }
  }, []);

  return { rows, error, send };
}
