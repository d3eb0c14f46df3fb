import type { NotificationEntry } from '../../../engine/wire/notifications';

/**
 * Critical notifications that arrived while the page was open, each announced at once
 * (role="alert") in the top corner until the doctor opens it (marked read, its link opened) or
 * dismisses it (it stays unread in the bell).
 */
export function CriticalAlerts({
  alerts,
  onOpen,
  onDismiss,
}: {
  alerts: NotificationEntry[];
  onOpen(entry: NotificationEntry): void;
  onDismiss(entry: NotificationEntry): void;
}) {
  if (alerts.length === 0) return null;
  return (
    <div className="fixed top-14 right-3 z-50 flex w-[min(24rem,calc(100vw-1.5rem))] flex-col gap-2">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 shadow-lg dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <p className="font-semibold">
            {/^critical/i.test(alert.title) ? alert.title : `Critical: ${alert.title}`}
          </p>
          {alert.message && <p className="mt-1">{alert.message}</p>}
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              onClick={() => onOpen(alert)}
              className="rounded-[5px] bg-red-700 px-3 py-1.5 font-medium text-white outline-none hover:bg-red-800 focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-1"
            >
              Open
            </button>
            <button
              type="button"
              onClick={() => onDismiss(alert)}
              className="rounded-[5px] border border-red-300 px-3 py-1.5 font-medium outline-none hover:bg-red-100 focus-visible:ring-2 focus-visible:ring-sky-600 dark:border-red-700 dark:hover:bg-red-900"
            >
              Dismiss
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
