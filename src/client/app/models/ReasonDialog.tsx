import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useId, useState } from 'react';
import { buttonClass, primaryButtonClass } from '../../forms/widgets/shared';

/**
 * Asks the reason a workflow step needs (a transition's `reason` field: "Cancellation Reason")
 * before taking it. A modal dialog: focus is trapped inside, Escape cancels, and the step is
 * not offered until a reason is typed (the server refuses a blank one too).
 */
export function ReasonDialog({
  open,
  title,
  label,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title: string;
  label: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const close = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
          <form
            className="mt-3 space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) onConfirm(reason.trim());
            }}
          >
            <label htmlFor={id} className="block text-sm font-medium">
              {label}
            </label>
            <textarea
              id={id}
              data-autofocus
              required
              rows={4}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-[5px] border-[1.5px] border-slate-500 p-2 text-sm focus:outline-none focus:ring-2 focus:ring-sky-600 dark:border-slate-600 dark:bg-slate-950"
            />
            <div className="flex justify-end gap-2">
              <button type="button" onClick={close} className={buttonClass}>
                Back
              </button>
              <button
                type="submit"
                disabled={busy || !reason.trim()}
                className={primaryButtonClass}
              >
                {busy ? 'Saving...' : title}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
