import { HttpError } from '../errors';
import { formatLimit } from './store';

/** What one user may hold in uploads no record uses yet. */
export interface UploadQuota {
  maxFiles: number;
  maxBytes: number;
}

export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { maxFiles: 20, maxBytes: 100 * 1024 * 1024 };

/** An upload no record takes within this long is removed (unattached-sweep.ts). */
export const UNATTACHED_LIFETIME_MS = 24 * 60 * 60 * 1000;

const WHAT_TO_DO =
  'Save the records they belong to, or wait: uploads no record uses are removed 24 hours after upload.';

/** The quota this upload would break: the count of files, or their bytes. */
export type QuotaBreach = 'files' | 'bytes';

export function quotaExceeded(breach: QuotaBreach, quota: UploadQuota): HttpError {
  const message =
    breach === 'files'
      ? `You already have ${quota.maxFiles} uploaded files that no record uses, the most allowed. ${WHAT_TO_DO}`
      : `This upload would bring your uploaded files that no record uses to more than ${formatLimit(quota.maxBytes)}. ${WHAT_TO_DO}`;
  return new HttpError(413, 'UPLOAD_QUOTA_EXCEEDED', message);
}

/** Which limit `usage` plus one more file of `size` bytes would pass, if any. */
export function quotaBreach(
  usage: { files: number; bytes: number },
  size: number,
  quota: UploadQuota,
): QuotaBreach | undefined {
  if (usage.files + 1 > quota.maxFiles) return 'files';
  if (usage.bytes + size > quota.maxBytes) return 'bytes';
  return undefined;
}
