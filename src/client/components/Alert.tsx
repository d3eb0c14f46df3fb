import { useEffect } from 'react';

export type AlertSeverity = 'error' | 'warning' | 'info' | 'success';

const tone: Record<AlertSeverity, string> = {
  error:
    'border-red-300 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  warning:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  info: 'border-sky-300 bg-sky-50 text-sky-900 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};

export const ALERT_AUTO_HIDE_MS = 5000;

/** Spec 2.5 alert: severity (default error), message, top right, hides itself after 5000 ms. */
export function Alert({
  message,
  severity = 'error',
  onClose,
  autoHideMs = ALERT_AUTO_HIDE_MS,
}: {
  message: string;
  severity?: AlertSeverity;
  onClose(): void;
  autoHideMs?: number;
}) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, autoHideMs);
    return () => window.clearTimeout(timer);
  }, [onClose, autoHideMs]);
  return (
    <div
      role={severity === 'error' ? 'alert' : 'status'}
      className={`fixed top-4 right-4 z-50 flex max-w-sm items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg ${tone[severity]}`}
    >
      <span className="flex-1">{message}</span>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close alert"
        className="font-bold opacity-70 hover:opacity-100"
      >
        ×
      </button>
    </div>
  );
}
