import { Dialog, DialogPanel } from '@headlessui/react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { placeBelowOrAbove } from './placement';

export const DEFAULT_CONFIRM_TEXT = 'Are you sure you want to permanently remove this item?';

const button =
  'rounded-[5px] px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-1 dark:focus-visible:ring-offset-slate-900';

/**
 * Spec 2.5 confirmation popover: a question with Cancel and Ok, anchored to the button that
 * asked it; 300 px wide on small screens, 500 otherwise (spec 9). A Headless UI dialog without
 * a backdrop, so focus is trapped inside, Escape or a click outside cancel, and focus returns
 * to the trigger afterwards. Cancel takes focus first: it is the safe answer.
 */
export function ConfirmPopover({
  trigger,
  triggerClassName = `${button} border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950`,
  text = DEFAULT_CONFIRM_TEXT,
  onConfirm,
  onCancel,
}: {
  /** The trigger button's content. */
  trigger: ReactNode;
  triggerClassName?: string;
  text?: string;
  onConfirm(): void;
  onCancel?(): void;
}) {
  const textId = useId();
  const [open, setOpen] = useState(false);
  const [position, setPosition] = useState<{ top: number; left: number }>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // A callback ref: the dialog mounts its content after opening, so a plain ref is empty then.
  const [panel, setPanel] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open || !panel) return;
    const place = () => {
      const anchor = triggerRef.current?.getBoundingClientRect();
      if (!anchor) return;
      const size = panel.getBoundingClientRect();
      setPosition(
        placeBelowOrAbove(anchor, size, { width: window.innerWidth, height: window.innerHeight }),
      );
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open, panel]);

  const close = (confirmed: boolean) => {
    setOpen(false);
    setPosition(undefined);
    if (confirmed) onConfirm();
    else onCancel?.();
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      {/* The dialog element itself is the floating box, so its role and size are the popover's. */}
      <Dialog
        ref={setPanel}
        open={open}
        onClose={() => close(false)}
        role="alertdialog"
        aria-describedby={textId}
        aria-label="Confirm"
        style={position ? { top: position.top, left: position.left } : { top: 0, left: 0 }}
        className={`fixed z-50 w-[300px] sm:w-[500px] ${position ? '' : 'invisible'}`}
      >
        <DialogPanel className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <p id={textId} className="text-sm">
            {text}
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button
              type="button"
              data-autofocus
              onClick={() => close(false)}
              className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => close(true)}
              className={`${button} bg-red-600 text-white hover:bg-red-700`}
            >
              Ok
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
