import { useEffect, useState } from 'react';
import { authHeaders } from './api-auth';

/** Paths a browser can show as they are: data and blob URLs, absolute web addresses. */
function directUrl(filepath: string): boolean {
  return /^(data:|blob:|https?:)/i.test(filepath);
}

/** A stored path (`files/2026/05/<uuid>.png`, `/api/files/...`) as its download address. */
export function downloadUrl(filepath: string): string {
  const rest = filepath.replace(/^\/+/, '').replace(/^api\//, '');
  return `/api/${rest}`;
}

/**
 * An address an <img> can load for a file value. Stored files need the bearer token, which an
 * <img> cannot send, so they are fetched as a blob and shown through an object URL that is
 * released again when the path changes or the component goes away.
 */
export function useFileUrl(filepath: string | undefined): string | undefined {
  const direct = filepath && directUrl(filepath) ? filepath : undefined;
  const [fetched, setFetched] = useState<string>();
  useEffect(() => {
    setFetched(undefined);
    if (!filepath || directUrl(filepath)) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetch(downloadUrl(filepath), {
      headers: authHeaders(),
      credentials: 'include',
      signal: controller.signal,
    })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob || controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setFetched(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [filepath]);
  return direct ?? fetched;
}
