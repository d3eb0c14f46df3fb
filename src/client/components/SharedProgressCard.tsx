import { useSnapshot } from 'valtio/react';
import { shared } from '../state/shared';
import { UploadProgressCard } from './UploadProgressCard';

/**
 * Spec 2.10 upload progress bar card fed by the shared upload progress (spec 7: every call's
 * upload and download progress, and every file upload, report there). Shown while a transfer
 * is under way, wherever a screen wants one overall indicator.
 */
export function SharedProgressCard() {
  const { uploadProgress } = useSnapshot(shared);
  if (!uploadProgress.active) return null;
  const upload = uploadProgress.direction === 'upload';
  return (
    <div aria-live="polite">
      <UploadProgressCard
        filename={upload ? 'Uploading…' : 'Downloading…'}
        label={upload ? 'Upload progress' : 'Download progress'}
        percent={uploadProgress.percent}
      />
    </div>
  );
}
