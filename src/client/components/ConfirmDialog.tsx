import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';

/**
 * Spec 4 delete confirmation: "Are you sure?" with No and Yes. A modal dialog, so focus is
 * trapped inside and Escape answers No; focus starts on No, the safe answer.
 */
export function ConfirmDialog({
  open,
  title = 'Are you sure?',
  message,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  title?: string;
  message?: string;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} className="relative z-50">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100">
          <DialogTitle className="text-base font-semibold">{title}</DialogTitle>
          {message && <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{message}</p>}
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              data-autofocus
              onClick={onCancel}
              className="rounded-[5px] border border-slate-300 px-4 py-2 text-sm hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
            >
              No
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="rounded-[5px] bg-red-600 px-4 py-2 text-sm font-medium text-white hover:bg-red-700"
            >
              Yes
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
