import type { FieldState } from '../../engine/types';
import { errorClass, warningClass } from './field-style';

function WarningIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      <path d="M8.26 2.98a2 2 0 0 1 3.48 0l6.28 11.03A2 2 0 0 1 16.28 17H3.72a2 2 0 0 1-1.74-2.99zM10 7a1 1 0 0 0-1 1v3a1 1 0 1 0 2 0V8a1 1 0 0 0-1-1m0 8a1.1 1.1 0 1 0 0-2.2 1.1 1.1 0 0 0 0 2.2" />
    </svg>
  );
}

/**
 * The message under a field, `id` for the input's aria-describedby: its error, else its
 * warning (an implausible but possible value, which never blocks saving). A field that can
 * warn keeps a polite live region, so a warning that appears as the person types is read
 * out; it is amber with an icon and says "Warning", never the error's red alone.
 */
export function FieldMessage({
  id,
  state,
  warns,
}: {
  id: string;
  state: FieldState;
  /** The field has warnings: its live region is always there, empty until one shows. */
  warns: boolean;
}) {
  const error = state.error ? (
    <p id={id} className={errorClass}>
      {state.error}
    </p>
  ) : null;
  if (!warns) return error;
  return (
    <>
      {error}
      <div role="status">
        {!state.error && state.warning ? (
          <p id={id} className={warningClass} data-field-warning="">
            <WarningIcon />
            <span>
              <span className="sr-only">Warning: </span>
              {state.warning}
            </span>
          </p>
        ) : null}
      </div>
    </>
  );
}
