/**
 * The files on their way to the server, one entry each (spec 2.10 upload progress bar card):
 * every upload in the page is listed here with its name and percent, so a field shows its
 * own cards and any card can cancel its upload. Together they feed the app's shared upload
 * progress (`shared.uploadProgress`, spec 7), which whole-screen progress cards read.
 */
import { proxy, ref } from 'valtio/vanilla';
import { type StoredFile, uploadFile } from '../components/upload-file';
import { reportProgress } from './shared';

export interface UploadItem {
  id: number;
  filename: string;
  /** Bytes, for the card's size line. */
  size: number;
  /** 0 to 100. */
  percent: number;
  /** Who started it (a field's id), so a field lists only its own uploads. */
  owner?: string;
  controller: AbortController;
}

export const uploads = proxy<{ items: UploadItem[] }>({ items: [] });

/** The shared progress is the mean of the uploads in flight; none left ends it (100). */
function reportShared(): void {
  const { items } = uploads;
  const mean = items.reduce((sum, item) => sum + item.percent, 0) / Math.max(1, items.length);
  reportProgress('upload', items.length === 0 ? 100 : Math.min(99, mean));
}

export type Uploader = (
  file: Blob,
  filename: string,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<StoredFile>;

let lastId = 0;

/** Uploads a file (POST /api/files by default) while its progress shows in the shared list. */
export async function trackUpload(
  file: File,
  { owner, upload = uploadFile }: { owner?: string; upload?: Uploader } = {},
): Promise<StoredFile> {
  lastId += 1;
  const id = lastId;
  const controller = new AbortController();
  uploads.items.push({
    id,
    filename: file.name,
    size: file.size,
    percent: 0,
    owner,
    // The controller is a browser object, not state: kept out of the proxy's tracking.
    controller: ref(controller),
  });
  reportShared();
  const report = (percent: number) => {
    const item = uploads.items.find((candidate) => candidate.id === id);
    if (item) item.percent = Math.max(0, Math.min(100, percent));
    reportShared();
  };
  try {
    return await upload(file, file.name, report, controller.signal);
  } finally {
    const index = uploads.items.findIndex((candidate) => candidate.id === id);
    if (index >= 0) uploads.items.splice(index, 1);
    reportShared();
  }
}

/** Stops an upload; its promise rejects with an AbortError. */
export function cancelUpload(id: number): void {
  uploads.items.find((item) => item.id === id)?.controller.abort();
}

/** Whether an error is a cancelled upload (nothing to report to the person who cancelled). */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
