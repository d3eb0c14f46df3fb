import type { ReactNode } from 'react';
import { closePanel } from '../../state/panels';
import { PanelDialog } from './PanelDialog';

/** Spec 2.6 detail dialog: a record shown read-only in a centred modal. */
export function DetailDialog({
  id,
  title,
  onClose,
  children,
}: {
  id?: string;
  title: string;
  onClose?(): void;
  children: ReactNode;
}) {
  return (
    <PanelDialog kind="detail-dialog" id={id} title={title} onClose={onClose}>
      <div className="p-5 text-sm">{children}</div>
      <div className="flex justify-end border-t border-slate-200 px-5 py-3 dark:border-slate-700">
        <button
          type="button"
          onClick={() => {
            closePanel('detail-dialog', id);
            onClose?.();
          }}
          className="rounded-[5px] border border-slate-300 px-4 py-2 text-sm outline-none hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-sky-500 dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Close
        </button>
      </div>
    </PanelDialog>
  );
}
