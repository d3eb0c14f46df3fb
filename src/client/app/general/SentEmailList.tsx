import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../engine/format/dates';
import type { SentEmail } from '../../../engine/wire/sent-email';
import { shared } from '../../state/shared';

/** The emails the person sent, newest first, each with whether the mail server took it. */
export function SentEmailList({ rows, error }: { rows: SentEmail[]; error?: string }) {
  const { settings } = useSnapshot(shared);
  return (
    <section aria-label="Sent emails" className="space-y-3">
      <h2 className="text-lg font-semibold">Sent</h2>
      {error && (
        <p role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      {rows.length === 0 && !error ? (
        <p className="text-slate-500 dark:text-slate-400">You have not sent any email yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {rows.map((email) => (
            <li key={email.id} className="p-3">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3">
                  <span className="font-medium">{email.subject}</span>
                  <span className="text-sm text-slate-600 dark:text-slate-300">
                    to {email.to_address}
                  </span>
                  <span className="text-xs text-slate-500">
                    {formatDateTime(email.created_at, settings.timeZone)}
                  </span>
                  {!email.delivered && (
                    <span className="rounded bg-red-100 px-1.5 text-xs text-red-800 dark:bg-red-950 dark:text-red-200">
                      Not delivered
                    </span>
                  )}
                </summary>
                <p className="mt-2 whitespace-pre-wrap text-sm">{email.text_body}</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
