/**
 * Spec 7: a file is fetched by its stored path as a blob, with the bearer token and
 * credentials, and downloaded under its filename. Blobs rather than links, because a link
 * or an <img> cannot send the token, and patient documents are never served without it.
 */
import { http } from '../api/session';
import { ApiError } from './api-auth';

/** Paths a browser can use as they are: data and blob URLs, absolute web addresses. */
export function isDirectUrl(filepath: string): boolean {
  return /^(data:|blob:|https?:)/i.test(filepath);
}

/** A stored path (`files/2026/05/<uuid>.png`, `/api/files/...`) as its download address. */
export function downloadUrl(filepath: string): string {
  const rest = filepath.replace(/^\/+/, '').replace(/^api\//, '');
  return `/api/${rest}`;
}

/**
 * A data URL's bytes, decoded here: the page's CSP (connect-src 'self') rightly refuses to
 * `fetch` data URLs, and files kept in a form as base64 (spec 3.4 fileType) are data URLs.
 */
export function dataUrlBlob(url: string): Blob | undefined {
  const match = /^data:([^,]*?)(;base64)?,(.*)$/is.exec(url);
  if (!match) return undefined;
  const [, type = '', base64, body = ''] = match;
  try {
    const text = base64 ? atob(body) : decodeURIComponent(body);
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
    return new Blob([bytes], { type: type.split(';')[0] || 'application/octet-stream' });
  } catch {
    return undefined;
  }
}

/** The file at a stored path (or in a data URL) as a blob; ApiError when it cannot be had. */
export async function fetchStoredFile(filepath: string, signal?: AbortSignal): Promise<Blob> {
  if (/^data:/i.test(filepath)) {
    const blob = dataUrlBlob(filepath);
    if (blob) return blob;
    throw new ApiError('The file data is not readable', 0, undefined);
  }
  const url = isDirectUrl(filepath) ? filepath : downloadUrl(filepath);
  try {
    return (await http.get<Blob>(url, { responseType: 'blob', signal })).data;
  } catch (failure) {
    if (signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    const problem = failure as { status?: number; data?: unknown };
    // An error answer arrives as a blob too: read its JSON message back out.
    const data =
      problem.data instanceof Blob
        ? await problem.data
            .text()
            .then((text) => JSON.parse(text) as unknown)
            .catch(() => undefined)
        : problem.data;
    throw new ApiError(`GET ${url} failed (${problem.status ?? 0})`, problem.status ?? 0, data);
  }
}

/** Hands a blob to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the address is only needed until then, but
  // some browsers read it a moment later, so it is released on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Spec 7: fetches the stored file as a blob and downloads it under its filename. */
export async function downloadStoredFile(
  entry: { filename: string; filepath?: string },
  signal?: AbortSignal,
): Promise<void> {
  if (!entry.filepath) throw new ApiError(`${entry.filename} has no stored path`, 0, undefined);
  saveBlob(await fetchStoredFile(entry.filepath, signal), entry.filename);
}
