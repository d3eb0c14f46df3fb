import { PanelDialog } from './PanelDialog';
import { cancelButtonClass } from './PanelForm';
import { dismissPanel, type PanelProps } from './panel-props';

/** Spec 2.6 detail dialog: a record shown read-only in a centred modal. */
export function DetailDialog({ id, title, onClose, children }: PanelProps) {
  return (
    <PanelDialog kind="detail-dialog" id={id} title={title} onClose={onClose}>
      <div className="p-5 text-sm">{children}</div>
      <div className="flex justify-end border-t border-slate-200 px-5 py-3 dark:border-slate-700">
        <button
          type="button"
          onClick={() => dismissPanel('detail-dialog', id, onClose)}
          className={cancelButtonClass}
        >
          Close
        </button>
      </div>
    </PanelDialog>
  );
}
