import { useCallback, useEffect, useRef, useState } from 'react';
import {
  allowedOrigins,
  isAllowedOrigin,
  type PreviewMessage,
  type PreviewPayload,
  parentTargetOrigins,
  REQUEST_PREVIEW,
  readPreviewPayload,
} from './preview-protocol';

/** The origins `TENA_PREVIEW_ORIGINS` adds; none when the server cannot say. */
async function configuredOrigins(): Promise<unknown[]> {
  try {
    const response = await fetch('/api/public/config', { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    const body: unknown = await response.json();
    const origins = (body as { previewOrigins?: unknown } | null)?.previewOrigins;
    return Array.isArray(origins) ? origins : [];
  } catch {
    return [];
  }
}

/** The embedding page's origin when the browser tells (ancestorOrigins, else the referrer). */
function parentOrigin(): string | undefined {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0];
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The frame side of DESIGN.md 3.5: asks the parent for preview data once the allowed origins
 * are known, and keeps the latest well-formed payload sent from an allowed origin.
 */
export function usePreviewChannel() {
  const [payload, setPayload] = useState<PreviewPayload>();
  const targets = useRef<string[]>([]);
  const post = useCallback((message: PreviewMessage) => {
    for (const origin of targets.current) window.parent.postMessage(message, origin);
  }, []);

  useEffect(() => {
    const own = window.location.origin;
    // Undefined until the server's list arrives: only our own origin is trusted until then,
    // and the latest message from another origin waits for the verdict.
    let allowed: string[] | undefined;
    let waiting: { origin: string; payload: PreviewPayload } | undefined;
    let active = true;
    function onMessage(event: MessageEvent) {
      const next = readPreviewPayload(event.data);
      if (!next) return;
      if (isAllowedOrigin(event.origin, allowed ?? [own])) {
        waiting = undefined;
        setPayload(next);
      } else if (!allowed) {
        waiting = { origin: event.origin, payload: next };
      }
    }
    window.addEventListener('message', onMessage);
    void configuredOrigins().then((configured) => {
      if (!active) return;
      allowed = allowedOrigins(own, configured);
      if (waiting && isAllowedOrigin(waiting.origin, allowed)) setPayload(waiting.payload);
      waiting = undefined;
      const framed = window.parent !== window;
      targets.current = parentTargetOrigins({ framed, parentOrigin: parentOrigin(), allowed });
      post({ type: REQUEST_PREVIEW });
    });
    return () => {
      active = false;
      window.removeEventListener('message', onMessage);
    };
  }, [post]);

  return { payload, post };
}
