import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useEffect, useState } from 'react';
import { useStoredFile } from '../../components/use-file-url';
import {
  actionForKey,
  actionForWheel,
  applyView,
  canApply,
  INITIAL_VIEW,
  type ViewAction,
  viewTransform,
  zoomText,
} from './image-view';
import { Loading, ToolButton, type ViewerProps } from './viewer-parts';

/**
 * Spec 2.10 image viewer: zoom (0.5 to 5 in steps of 0.1), rotation in 90 degree steps and
 * reset, by the labelled buttons, the mouse wheel over the image, or the keyboard (+ and -,
 * r and Shift+R, 0). A modal dialog: focus stays inside until Escape or Close.
 */
export function ImageViewer({ entry, onClose, onDownload, notice }: ViewerProps) {
  const [view, setView] = useState(INITIAL_VIEW);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const file = useStoredFile(entry?.filepath);
  const act = (action: ViewAction) => setView((v) => applyView(v, action));

  // Each image opens at its natural size and upright.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset follows the entry.
  useEffect(() => setView(INITIAL_VIEW), [entry?.filepath]);

  // Keys are read on the whole document while the viewer is open: it is modal, and focus may
  // sit on the dialog itself (after a click on the image) rather than inside its panel.
  const open = !!entry;
  useEffect(() => {
    if (!open) return;
    const key = (event: KeyboardEvent) => {
      const action = actionForKey(event);
      if (!action || event.defaultPrevented) return;
      event.preventDefault();
      setView((v) => applyView(v, action));
    };
    document.addEventListener('keydown', key);
    return () => document.removeEventListener('keydown', key);
  }, [open]);

  // React's wheel listeners are passive, and the page must not scroll while the wheel zooms.
  useEffect(() => {
    if (!stage) return;
    const wheel = (event: WheelEvent) => {
      const action = actionForWheel(event.deltaY);
      if (!action) return;
      event.preventDefault();
      setView((v) => applyView(v, action));
    };
    stage.addEventListener('wheel', wheel, { passive: false });
    return () => stage.removeEventListener('wheel', wheel);
  }, [stage]);

  return (
    <Dialog open={!!entry} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/85" aria-hidden="true" />
      <DialogPanel className="fixed inset-0 flex flex-col text-slate-100">
        <div className="flex flex-wrap items-center gap-1 border-b border-white/10 bg-slate-900/90 px-3 py-2">
          <DialogTitle className="mr-auto min-w-0 truncate text-sm font-medium">
            {entry?.filename}
          </DialogTitle>
          <ToolButton
            label="Zoom out"
            icon="zoom-out"
            shortcut="-"
            disabled={!canApply(view, 'zoom-out')}
            onClick={() => act('zoom-out')}
          />
          <output aria-label="Zoom level" className="w-14 text-center text-sm tabular-nums">
            {zoomText(view.zoom)}
          </output>
          <ToolButton
            label="Zoom in"
            icon="zoom-in"
            shortcut="+"
            disabled={!canApply(view, 'zoom-in')}
            onClick={() => act('zoom-in')}
          />
          <ToolButton
            label="Rotate left"
            icon="rotate-left"
            shortcut="Shift+R"
            onClick={() => act('rotate-left')}
          />
          <ToolButton
            label="Rotate right"
            icon="rotate-right"
            shortcut="R"
            onClick={() => act('rotate-right')}
          />
          <output aria-label="Rotation" className="w-10 text-center text-sm tabular-nums">
            {view.rotation}°
          </output>
          <ToolButton label="Reset view" icon="reset" shortcut="0" onClick={() => act('reset')} />
          {onDownload && entry?.filepath && (
            <ToolButton label="Download" icon="download" onClick={() => onDownload(entry)} />
          )}
          <ToolButton label="Close" icon="close" shortcut="Escape" onClick={onClose} />
        </div>
        <div
          ref={setStage}
          data-testid="image-stage"
          className="flex min-h-0 flex-1 items-center justify-center overflow-hidden p-6"
        >
          {file.url ? (
            <img
              src={file.url}
              alt={entry?.filename ?? ''}
              draggable={false}
              style={{ transform: viewTransform(view) }}
              className="max-h-full max-w-full object-contain transition-transform duration-150 select-none"
            />
          ) : file.error ? (
            <p role="alert" className="text-sm text-red-300">
              This image could not be loaded.
            </p>
          ) : (
            <Loading what="image" />
          )}
        </div>
        {notice}
      </DialogPanel>
    </Dialog>
  );
}
