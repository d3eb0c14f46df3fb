import { renderAsync } from 'docx-preview';
import { useEffect, useRef, useState } from 'react';
import { Loading } from './viewer-parts';

/**
 * A Word document (.docx) laid out in the browser by docx-preview: pages as on paper, white
 * in both themes. Pictures and fonts become data URLs (the page's CSP allows those, not blob
 * fonts); embedded HTML chunks are left out, as they could carry their own content.
 */
export default function DocxView({ blob }: { blob: Blob }) {
  const body = useRef<HTMLDivElement>(null);
  const styles = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'done' | 'failed'>('loading');
  useEffect(() => {
    const target = body.current;
    if (!target) return;
    let cancelled = false;
    setState('loading');
    target.replaceChildren();
    renderAsync(blob, target, styles.current ?? undefined, {
      className: 'docx',
      inWrapper: true,
      ignoreLastRenderedPageBreak: true,
      useBase64URL: true,
      renderAltChunks: false,
    }).then(
      () => !cancelled && setState('done'),
      (error: unknown) => {
        console.error('The Word document could not be read', error);
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [blob]);
  if (state === 'failed') throw new Error('The Word document could not be read');
  return (
    <div>
      {state === 'loading' && <Loading what="document" />}
      <div ref={styles} />
      <div
        ref={body}
        data-testid="docx-body"
        className="overflow-x-auto rounded-md [&_.docx-wrapper]:bg-slate-200 dark:[&_.docx-wrapper]:bg-slate-800"
      />
    </div>
  );
}
