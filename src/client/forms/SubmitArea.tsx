import type { LayoutType } from './layout-registry';

export type SubmitType = 'update' | 'save' | 'create' | 'submit';

const WORDS: Record<SubmitType, [string, string]> = {
  update: ['Update', 'Updating...'],
  save: ['Save', 'Saving...'],
  create: ['Create', 'Creating...'],
  submit: ['Submit', 'Submitting...'],
};

/** Spec 2.9 button text: from the schema, else by submit type; paper-form always saves. */
export function submitLabel(
  layout: LayoutType,
  loading: boolean,
  text?: string,
  submitType: SubmitType = 'submit',
): string {
  if (layout === 'paper-form') return loading ? 'Saving...' : 'Save';
  if (text) return text;
  const [idle, busy] = WORDS[submitType] ?? WORDS.submit;
  return loading ? busy : idle;
}

export function SubmitArea(props: {
  layout: LayoutType;
  text?: string;
  submitType?: SubmitType;
  loading: boolean;
  disabled?: boolean;
  uploadProgress?: number;
  onClose?(): void;
  fullPage?: boolean;
}) {
  const { loading } = props;
  return (
    <div className="mt-6 flex flex-col gap-3">
      {loading && props.uploadProgress !== undefined && (
        <div className="flex items-center gap-3" aria-live="polite">
          <progress
            max={100}
            value={props.uploadProgress}
            aria-label="Upload progress"
            className="h-2 flex-1 accent-sky-600"
          />
          <span className="text-sm tabular-nums">{Math.round(props.uploadProgress)}%</span>
        </div>
      )}
      <div className="flex items-center justify-end gap-3">
        {props.onClose && (
          <button
            type="button"
            onClick={props.onClose}
            className="rounded-md border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800"
          >
            {props.fullPage ? 'Back' : 'Close'}
          </button>
        )}
        <button
          type="submit"
          disabled={loading || props.disabled}
          aria-busy={loading}
          className="inline-flex min-w-28 items-center justify-center gap-2 rounded-md bg-sky-700 px-5 py-2.5 font-semibold text-white shadow hover:bg-sky-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {loading && (
            <span
              aria-hidden
              className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
            />
          )}
          {submitLabel(props.layout, loading, props.text, props.submitType)}
        </button>
      </div>
    </div>
  );
}
