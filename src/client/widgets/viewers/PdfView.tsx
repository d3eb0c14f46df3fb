import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
// The worker is a file of this app, bundled by Vite: no third-party host sees the document.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Loading, ToolButton } from './viewer-parts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Renders one page to a canvas as wide as the preview, sharp on high-density screens. */
function PdfPage({ doc, number, width }: { doc: PDFDocumentProxy; number: number; width: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let cancelled = false;
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']> | undefined;
    setRendered(false);
    doc.getPage(number).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const scale = width / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      target.width = Math.floor(viewport.width);
      target.height = Math.floor(viewport.height);
      target.style.width = `${Math.floor(viewport.width / ratio)}px`;
      task = page.render({ canvas: target, viewport });
      task.promise.then(
        () => !cancelled && setRendered(true),
        (error: unknown) => {
          if (!cancelled) console.error(`PDF page ${number} could not be drawn`, error);
        },
      );
    }, console.error);
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, number, width]);
  return (
    <canvas
      ref={canvas}
      role="img"
      aria-label={`Page ${number} of ${doc.numPages}`}
      data-rendered={rendered || undefined}
      className="mx-auto block bg-white shadow-md"
    />
  );
}

/** A PDF read with pdf.js in the browser, one page at a time with Previous and Next. */
export default function PdfView({ blob, width }: { blob: Blob; width: number }) {
  const [doc, setDoc] = useState<PDFDocumentProxy>();
  const [failed, setFailed] = useState(false);
  const [page, setPage] = useState(1);
  useEffect(() => {
    let task: ReturnType<typeof getDocument> | undefined;
    let cancelled = false;
    setDoc(undefined);
    setPage(1);
    blob.arrayBuffer().then((buffer) => {
      if (cancelled) return;
      // No eval: the page's CSP refuses it, and pdf.js draws fonts without it just as well.
      task = getDocument({ data: new Uint8Array(buffer), isEvalSupported: false });
      task.promise.then(
        (loaded) => !cancelled && setDoc(loaded),
        (error: unknown) => {
          console.error('The PDF could not be read', error);
          if (!cancelled) setFailed(true);
        },
      );
    });
    return () => {
      cancelled = true;
      void task?.destroy();
    };
  }, [blob]);

  if (failed) throw new Error('The PDF could not be read');
  if (!doc) return <Loading what="PDF" />;
  return (
    <div className="flex flex-col gap-3">
      {doc.numPages > 1 && (
        <div className="flex items-center justify-center gap-2 rounded-md bg-slate-800 px-2 py-1 text-sm text-slate-100">
          <ToolButton
            label="Previous page"
            icon="previous"
            disabled={page <= 1}
            onClick={() => setPage((p) => p - 1)}
          />
          <span aria-live="polite" className="tabular-nums">
            Page {page} of {doc.numPages}
          </span>
          <ToolButton
            label="Next page"
            icon="next"
            disabled={page >= doc.numPages}
            onClick={() => setPage((p) => p + 1)}
          />
        </div>
      )}
      <PdfPage doc={doc} number={page} width={width} />
    </div>
  );
}
