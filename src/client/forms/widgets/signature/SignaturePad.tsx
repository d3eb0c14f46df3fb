import type { CanvasHTMLAttributes, ComponentType, Ref } from 'react';
import { useRef, useState } from 'react';
import SignatureCanvasModule from 'react-signature-canvas';
import { buttonClass, primaryButtonClass } from '../shared';

/** The part of react-signature-canvas's instance the pad uses. */
interface SignatureCanvasHandle {
  clear(): void;
  isEmpty(): boolean;
  getCanvas(): HTMLCanvasElement;
}

interface SignatureCanvasProps {
  ref?: Ref<SignatureCanvasHandle>;
  penColor?: string;
  canvasProps?: CanvasHTMLAttributes<HTMLCanvasElement>;
  onEnd?(): void;
}

// CommonJS: the component is `.default` of the module object, or the module itself when the
// bundler already unwrapped it.
const SignatureCanvas = ((SignatureCanvasModule as { default?: unknown }).default ??
  SignatureCanvasModule) as unknown as ComponentType<SignatureCanvasProps>;

export interface SavedSignature {
  dataUrl: string;
  blob: Blob | null;
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** The drawing surface with Clear and Save (spec 2.10); loaded only when the dialog opens. */
export default function SignaturePad({
  onSave,
  onCancel,
  busy,
}: {
  onSave(signature: SavedSignature): void;
  onCancel(): void;
  busy?: boolean;
}) {
  const pad = useRef<SignatureCanvasHandle>(null);
  const [drawn, setDrawn] = useState(false);
  const save = async () => {
    const instance = pad.current;
    if (!instance || instance.isEmpty()) return;
    const canvas = instance.getCanvas();
    onSave({ dataUrl: canvas.toDataURL('image/png'), blob: await toBlob(canvas) });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-[5px] border-[1.5px] border-slate-300 bg-white dark:border-slate-600">
        <SignatureCanvas
          ref={pad}
          penColor="#0f172a"
          onEnd={() => setDrawn(true)}
          canvasProps={{
            className: 'block h-56 w-full touch-none cursor-crosshair',
            role: 'img',
            'aria-label': 'Signature drawing area: draw with a mouse, pen or finger',
          }}
        />
      </div>
      <div className="flex justify-between gap-2">
        <button
          type="button"
          className={buttonClass}
          onClick={() => {
            pad.current?.clear();
            setDrawn(false);
          }}
        >
          Clear
        </button>
        <div className="flex gap-2">
          <button type="button" className={buttonClass} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            disabled={!drawn || busy}
            onClick={save}
          >
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </div>
    </div>
  );
}
