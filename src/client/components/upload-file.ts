import { ApiError, authHeaders } from './api-auth';

/** What `POST /api/files` answers: the stored file record a file field keeps. */
export interface StoredFile {
  filename: string;
  filepath: string;
  mimetype: string;
  size: number;
}

export const UPLOAD_URL = '/api/files';

function isStoredFile(value: unknown): value is StoredFile {
  const v = value as Partial<StoredFile> | null;
  return !!v && typeof v.filename === 'string' && typeof v.filepath === 'string';
}

/**
 * Uploads one file as multipart (part name `file`) with the bearer token. XMLHttpRequest,
 * not fetch, because only it reports upload progress (spec 2.10 progress bar card).
 */
export function uploadFile(
  file: Blob,
  filename: string,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300 && isStoredFile(data)) {
        onProgress?.(100);
        resolve(data);
      } else {
        reject(new ApiError(`Upload of ${filename} failed (${xhr.status})`, xhr.status, data));
      }
    };
    xhr.onerror = () => reject(new ApiError(`Upload of ${filename} failed`, 0, undefined));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, filename);
    xhr.send(body);
  });
}
