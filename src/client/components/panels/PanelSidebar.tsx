import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { PanelKind } from '../../state/panels';
import { CloseButton } from './CloseButton';
import { dismissPanel, type PanelProps } from './panel-props';
import { usePanel } from './use-panel';

/**
 * The side panel both sidebars share: 350 px wide with 10 px padding (spec 9), on the right.
 * Not modal, so the page stays usable beside it; it takes focus when it opens, Escape closes
 * it, and focus goes back to where it was.
 */
export function PanelSidebar({
  kind,
  id,
  title,
  onClose,
  children,
}: PanelProps & { kind: PanelKind }) {
  const titleId = useId();
  const { isOpen } = usePanel(kind, id);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const element = ref.current;
    element?.focus();
    return () => {
      // Give focus back only if it went down with the sidebar: another panel may have taken it.
      const lost = document.activeElement === document.body || !document.activeElement;
      if (lost || element?.contains(document.activeElement)) before?.focus();
    };
  }, [isOpen]);

  const close = () => dismissPanel(kind, id, onClose);

  // Escape closes the sidebar wherever focus is, unless a widget inside already used the key.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      dismissPanel(kind, id, onClose);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, kind, id, onClose]);

  if (!isOpen) return null;
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-panel={kind}
      tabIndex={-1}
      className="fixed top-0 right-0 z-30 flex h-full w-[350px] max-w-full flex-col border-l border-slate-200 bg-white p-[10px] shadow-2xl outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 pb-2 dark:border-slate-700">
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {title}
        </h2>
        <CloseButton onClick={close} />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto pt-2">{children}</div>
    </div>,
    document.body,
  );
}
