import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type FileEntry, formatFileSize } from '../../../engine/format';
import { type StoredFileState, useStoredFile } from '../../components/use-file-url';
import { FileUnavailable, ViewerBoundary } from './FileUnavailable';
import { type ViewerKind, viewerKind } from './viewer-kind';
import { Loading, ToolButton, type ViewerProps } from './viewer-parts';

// The heavy readers load on first use, so they never weigh on the main bundle.
const PdfView = lazy(() => import('./PdfView'));
const DocxView = lazy(() => import('./DocxView'));
const SheetView = lazy(() => import('./SheetView'));

/** Spec 9: the document preview is at least 700 px wide (where the screen has room). */
const PANEL_CLASS = 'w-full max-w-5xl sm:min-w-[700px]';

function Body(props: {
  kind: ViewerKind;
  entry: FileEntry;
  file: StoredFileState;
  width: number;
  onDownload?(entry: FileEntry): void;
}) {
  const { kind, entry, file, width, onDownload } = props;
  const download = onDownload && (() => onDownload(entry));
  if (kind === 'download') return <FileUnavailable entry={entry} onDownload={download} />;
  if (file.error) {
    return (
      <FileUnavailable
        entry={entry}
        onDownload={download}
        reason="This file could not be loaded."
      />
    );
  }
  if (!file.url || !file.blob) return <Loading what={entry.filename} />;
  const viewer: Record<ViewerKind, () => ReactNode> = {
    image: () => (
      <img src={file.url} alt={entry.filename} className="mx-auto max-h-[75vh] object-contain" />
    ),
    pdf: () => <PdfView blob={file.blob as Blob} width={width} />,
    word: () => <DocxView blob={file.blob as Blob} />,
    sheet: () => <SheetView blob={file.blob as Blob} />,
    video: () => (
      // biome-ignore lint/a11y/useMediaCaption: clinical recordings come without caption tracks.
      <video controls src={file.url} className="mx-auto max-h-[70vh] w-full rounded bg-black">
        Your browser does not support the video tag.
      </video>
    ),
    audio: () => (
      // biome-ignore lint/a11y/useMediaCaption: clinical recordings come without caption tracks.
      <audio controls src={file.url} className="w-full">
        Your browser does not support the audio element.
      </audio>
    ),
    download: () => null,
  };
  return (
    <ViewerBoundary
      fallback={
        <FileUnavailable
          entry={entry}
          onDownload={download}
          reason="This file could not be shown."
        />
      }
    >
      <Suspense fallback={<Loading what="viewer" />}>{viewer[kind]()}</Suspense>
    </ViewerBoundary>
  );
}

/**
 * Spec 2.10 document preview: images, PDF (pdf.js), Word documents, spreadsheets, video and
 * audio, all read in the browser from the hospital's own server; any other kind offers a
 * download. A modal dialog: focus stays inside until Escape or Close.
 */
export function DocumentPreview({ entry, onClose, onDownload, notice }: ViewerProps) {
  const kind = entry ? viewerKind(entry) : 'download';
  // Only kinds with a viewer fetch the file (a download fetches it when asked), and always as
  // a blob: players take no data URLs under the CSP, and the readers want the bytes.
  const file = useStoredFile(
    entry && kind !== 'download' ? entry.filepath : undefined,
    kind !== 'download',
  );
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(700);
  useEffect(() => {
    if (!body) return;
    const observer = new ResizeObserver(() => setWidth(Math.max(200, body.clientWidth - 32)));
    observer.observe(body);
    return () => observer.disconnect();
  }, [body]);

  return (
    <Dialog open={!!entry} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/70" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-2 sm:p-6">
        <DialogPanel
          data-viewer={kind}
          className={`${PANEL_CLASS} flex max-h-full flex-col overflow-hidden rounded-lg bg-white shadow-2xl dark:bg-slate-900`}
        >
          <div className="flex items-center gap-2 bg-slate-900 px-4 py-2 text-slate-100 dark:bg-slate-950">
            <div className="mr-auto min-w-0">
              <DialogTitle className="truncate text-sm font-medium">{entry?.filename}</DialogTitle>
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {formatFileSize(entry?.size)}
              </p>
            </div>
            {onDownload && entry?.filepath && (
              <ToolButton label="Download" icon="download" onClick={() => onDownload(entry)} />
            )}
            <ToolButton label="Close" icon="close" shortcut="Escape" onClick={onClose} />
          </div>
          <div ref={setBody} className="min-h-[240px] flex-1 overflow-auto p-4">
            {entry && (
              <Body
                key={entry.filepath}
                kind={kind}
                entry={entry}
                file={file}
                width={width}
                onDownload={onDownload}
              />
            )}
          </div>
          {notice}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
