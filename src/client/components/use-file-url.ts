import { useEffect, useState } from 'react';
import { fetchStoredFile, isDirectUrl } from './stored-file';

export { downloadUrl } from './stored-file';

export interface StoredFileState {
  /** An address the page can show (an object URL for fetched files). */
  url?: string;
  blob?: Blob;
  error?: unknown;
  loading: boolean;
}

/**
 * A file value loaded for showing. Stored files need the bearer token, which an <img> or a
 * <video> cannot send, so they are fetched as a blob and shown through an object URL that is
 * released again when the path changes or the component goes away. `withBlob` also fetches
 * data URLs, for viewers that read the bytes (PDF, Word, spreadsheets).
 */
export function useStoredFile(filepath: string | undefined, withBlob = false): StoredFileState {
  const direct = filepath && isDirectUrl(filepath) && !withBlob ? filepath : undefined;
  const [state, setState] = useState<StoredFileState>({ loading: false });
  useEffect(() => {
    if (!filepath || (isDirectUrl(filepath) && !withBlob)) {
      setState({ loading: false });
      return;
    }
    setState({ loading: true });
    const controller = new AbortController();
    let objectUrl: string | undefined;
    fetchStoredFile(filepath, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, blob, loading: false });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ error, loading: false });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [filepath, withBlob]);
  return direct ? { url: direct, loading: false } : state;
}

/** An address an <img> can load for a file value (see useStoredFile). */
export function useFileUrl(filepath: string | undefined): string | undefined {
  return useStoredFile(filepath).url;
}
