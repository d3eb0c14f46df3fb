import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { closePanel, type PanelKind } from '../../state/panels';
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
}: {
  kind: PanelKind;
  id?: string;
  title: string;
  onClose?(): void;
  children: ReactNode;
}) {
  const titleId = useId();
  const panel = usePanel(kind, id);
  const ref = useRef<HTMLDivElement>(null);
  const { isOpen } = panel;

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

  const close = () => {
    panel.hide();
    onClose?.();
  };

  // Escape closes the sidebar wherever focus is, unless a widget inside already used the key.
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      closePanel(kind, id);
      onClose?.();
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
        <button
          type="button"
          onClick={close}
          aria-label="Close"
          className="rounded px-1 text-lg leading-none opacity-70 outline-none hover:opacity-100 focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          ×
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto pt-2">{children}</div>
    </div>,
    document.body,
  );
}
