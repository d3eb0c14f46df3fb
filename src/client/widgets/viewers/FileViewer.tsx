import type { FileEntry } from '../../../engine/format';
import { useAlert } from '../../components/use-alert';
import { DocumentPreview } from './DocumentPreview';
import { ImageViewer } from './ImageViewer';
import { useDownload } from './use-download';
import { viewerKind } from './viewer-kind';

/**
 * Opens a file where users meet it: images in the image viewer (zoom, rotate), everything
 * else in the document preview. Both offer the stored file as a download.
 */
export function FileViewer({ entry, onClose }: { entry: FileEntry | undefined; onClose(): void }) {
  const { show, alert } = useAlert();
  const { download } = useDownload(show);
  const image = !!entry && viewerKind(entry) === 'image';
  return (
    <>
      {/* Separate dialogs so each keeps its own focus trap and keyboard map. */}
      <ImageViewer
        entry={image ? entry : undefined}
        onClose={onClose}
        onDownload={download}
        notice={image && alert}
      />
      <DocumentPreview
        entry={image ? undefined : entry}
        onClose={onClose}
        onDownload={download}
        notice={!image && alert}
      />
      {!entry && alert}
    </>
  );
}
