import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { PanelKind } from '../../state/panels';
import { CloseButton } from './CloseButton';
import { dismissPanel, type PanelProps } from './panel-props';
import { usePanel } from './use-panel';

/**
 * The centred modal both panel dialogs share: focus trapped inside, Escape or a click on the
 * backdrop closes it, focus goes back where it was.
 */
export function PanelDialog({
  kind,
  id,
  title,
  description,
  onClose,
  children,
}: PanelProps & { kind: PanelKind; description?: string }) {
  const panel = usePanel(kind, id);
  const close = () => dismissPanel(kind, id, onClose);
  return (
    <Dialog open={panel.isOpen} onClose={close} className="fixed inset-0 z-40">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel
          data-panel={kind}
          className="flex max-h-[90vh] w-full max-w-xl flex-col rounded-lg bg-white shadow-xl dark:bg-slate-900 dark:text-slate-100"
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-700">
            <div className="flex-1">
              <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
              {description && (
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
              )}
            </div>
            <CloseButton onClick={close} />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
