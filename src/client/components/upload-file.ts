import { http } from '../api/session';
import { ApiError } from './api-auth';

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
 * Uploads one file as multipart (part name `file`) through the app's axios instance (token,
 * credentials, one refresh on 403), reporting its own upload progress (spec 2.10 progress bar
 * card).
 */
export async function uploadFile(
  file: Blob,
  filename: string,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<StoredFile> {
  const body = new FormData();
  body.append('file', file, filename);
  let data: unknown;
  try {
    ({ data } = await http.post(UPLOAD_URL, body, {
      signal,
      onUploadProgress: (event) => {
        if (event.total) onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
      },
    }));
  } catch (failure) {
    if (signal?.aborted) throw new DOMException('Upload cancelled', 'AbortError');
    const problem = failure as { status?: number; data?: unknown };
    throw new ApiError(
      `Upload of ${filename} failed${problem.status ? ` (${problem.status})` : ''}`,
      problem.status ?? 0,
      problem.data,
    );
  }
  if (!isStoredFile(data)) throw new ApiError(`Upload of ${filename} failed`, 200, data);
  onProgress?.(100);
  return data;
}
