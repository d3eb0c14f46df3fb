import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { UploadProgressCard } from '../../components/UploadProgressCard';
import { uploadFile } from '../../components/upload-file';
import { useAlert } from '../../components/use-alert';
import { useFileUrl } from '../../components/use-file-url';
import { isType, registerWidget, type WidgetProps } from '../widget-registry';
import { buttonClass, fieldAria, primaryButtonClass } from './shared';
import type { SavedSignature } from './signature/SignaturePad';

const SignaturePad = lazy(() => import('./signature/SignaturePad'));

/** The image address of a stored signature: a data URL, or a stored file record's path. */
function pathOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  const path = (value as { filepath?: unknown } | null)?.filepath;
  return typeof path === 'string' ? path : undefined;
}

/**
 * signature (spec 2.10, 4): empty or set. "Sign Now" opens a pad in a modal dialog with Save
 * and Clear; Save stores a PNG data URL, or uploads it and stores the file record when the
 * field's fileType is `file`. Clear beside the saved image empties the field.
 */
export function SignatureWidget(props: WidgetProps) {
  const { field, label, state, inputId, disabled, readOnly, onChange, onBlur } = props;
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number>();
  const { show: setProblem, alert } = useAlert();
  const path = pathOf(state.value);
  const src = useFileUrl(path);
  const locked = disabled || readOnly;
  // Saving or clearing swaps the buttons; focus moves to the one that replaced the old.
  const action = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    action.current?.focus();
  });

  const close = () => {
    if (progress !== undefined) return;
    setOpen(false);
    onBlur();
  };
  const save = async ({ dataUrl, blob }: SavedSignature) => {
    if (field.fileType !== 'file') {
      moveFocus.current = true;
      onChange(dataUrl);
      setOpen(false);
      onBlur();
      return;
    }
    if (!blob) return setProblem('The signature could not be saved.');
    try {
      setProgress(0);
      const stored = await uploadFile(blob, `signature-${Date.now()}.png`, setProgress);
      moveFocus.current = true;
      onChange(stored);
      setOpen(false);
      onBlur();
    } catch {
      setProblem('The signature could not be uploaded. Please try again.');
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      {path ? (
        <>
          <div className="flex h-24 min-w-48 items-center justify-center rounded-[5px] border-[1.5px] border-slate-300 bg-white p-1 dark:border-slate-600">
            {src && <img id={inputId} src={src} alt={`${label} (signed)`} className="max-h-full" />}
          </div>
          {!locked && (
            <button
              ref={action}
              type="button"
              aria-label={`${label}: Clear`}
              className={buttonClass}
              onClick={() => {
                moveFocus.current = true;
                onChange(null);
              }}
            >
              Clear
            </button>
          )}
        </>
      ) : (
        <button
          ref={action}
          id={inputId}
          type="button"
          disabled={locked}
          onClick={() => setOpen(true)}
          // Keeps "Sign Now" in the name, which the field label alone would replace; a button
          // may not carry aria-required, so the name says it.
          aria-label={`${label}: Sign Now${props.field.required ? ', required' : ''}`}
          className={primaryButtonClass}
          {...fieldAria(props, { required: false })}
        >
          Sign Now
        </button>
      )}
      <Dialog open={open} onClose={close} className="relative z-50">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-xl rounded-lg bg-white p-5 shadow-xl dark:bg-slate-900 dark:text-slate-100">
            <DialogTitle className="mb-3 text-base font-semibold">{label}</DialogTitle>
            <Suspense fallback={<p role="status">Loading signature pad…</p>}>
              <SignaturePad onSave={save} onCancel={close} busy={progress !== undefined} />
            </Suspense>
            {progress !== undefined && (
              <div className="mt-3">
                <UploadProgressCard filename="signature.png" percent={progress} />
              </div>
            )}
          </DialogPanel>
        </div>
      </Dialog>
      {alert}
    </div>
  );
}

registerWidget({
  name: 'signature',
  rank: 1,
  tester: isType('signature'),
  component: SignatureWidget,
});
