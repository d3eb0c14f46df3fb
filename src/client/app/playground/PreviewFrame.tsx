import { useRef } from 'react';
import type { PreviewPayload } from '../preview/preview-protocol';
import { usePreviewFrame } from './use-preview-frame';

/** `/preview` in a frame, driven through the real postMessage protocol. */
export function PreviewFrame({ payload }: { payload: PreviewPayload | undefined }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { height } = usePreviewFrame(frame, payload);
  return (
    <iframe
      ref={frame}
      src="/preview"
      title="Form preview"
      className="block w-full rounded-md border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
      style={{ height: Math.max(height ?? 0, 240) }}
    />
  );
}
