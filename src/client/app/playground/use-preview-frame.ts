import { type RefObject, useEffect, useRef, useState } from 'react';
import {
  FORM_PREVIEW,
  IFRAME_HEIGHT,
  type PreviewMessage,
  type PreviewPayload,
  REQUEST_PREVIEW,
} from '../preview/preview-protocol';

/**
 * The parent side of DESIGN.md 3.5, as a form designer speaks it: answers the frame's request
 * with the current payload, sends every new payload after that, and follows the reported height.
 */
export function usePreviewFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  payload: PreviewPayload | undefined,
) {
  const [height, setHeight] = useState<number>();
  const [requested, setRequested] = useState(false);
  const latest = useRef(payload);
  latest.current = payload;
  const sent = useRef<PreviewPayload>(undefined);

  useEffect(() => {
    const own = window.location.origin;
    function onMessage(event: MessageEvent) {
      const target = frame.current?.contentWindow;
      if (event.origin !== own || !target || event.source !== target) return;
      const data = event.data as { type?: unknown; height?: unknown } | null;
      if (data?.type === REQUEST_PREVIEW) {
        // A reloaded frame asks again: it gets the current payload even if sent before.
        sent.current = undefined;
        setRequested(true);
        if (latest.current) {
          target.postMessage({ type: FORM_PREVIEW, payload: latest.current }, own);
          sent.current = latest.current;
        }
      } else if (data?.type === IFRAME_HEIGHT && typeof data.height === 'number') {
        setHeight(data.height);
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  useEffect(() => {
    if (!requested || !payload || sent.current === payload) return;
    const message: PreviewMessage = { type: FORM_PREVIEW, payload };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
    sent.current = payload;
  }, [frame, payload, requested]);

  return { height, connected: requested };
}
