import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatDateTime } from '../../../engine/format';
import type { EngineSettings, ModelSchema } from '../../../engine/types';
import { shared } from '../../state/shared';
import { displayValue, EMPTY_DISPLAY } from './display-value';
import { getHistory, type HistoryEntry } from './record-api';

const ACTIONS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
  transition: 'Status changed',
};

/** A value as the detail page shows it: option names, formatted dates and amounts, a dash. */
function shown(schema: ModelSchema, field: string, value: unknown, settings: EngineSettings) {
  const definition = schema.fields[field];
  if (definition) return displayValue(definition, value, settings);
  return value === null || value === undefined || value === '' ? EMPTY_DISPLAY : String(value);
}

/** The record's audit trail (who, when, what changed from what), newest first. */
export function RecordHistory({
  model,
  id,
  version,
  schema,
}: {
  model: string;
  id: number;
  version: number;
  schema: ModelSchema;
}) {
  const { settings } = useSnapshot(shared);
  const [entries, setEntries] = useState<HistoryEntry[]>();
  const [error, setError] = useState<string>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means a new entry.
  useEffect(() => {
    const controller = new AbortController();
    getHistory(model, id, controller.signal).then(
      (rows) => setEntries([...rows].reverse()),
      () => !controller.signal.aborted && setError('The history could not be loaded.'),
    );
    return () => controller.abort();
  }, [model, id, version]);
  return (
    <details className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <summary className="cursor-pointer text-base font-semibold">History</summary>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <ol className="mt-3 space-y-3 text-sm">
        {entries?.map((entry) => (
          <li key={entry.id}>
            <p>
              <span className="font-medium">{ACTIONS[entry.action] ?? entry.action}</span> by{' '}
              {entry.user_email ?? 'the system'},{' '}
              <time dateTime={entry.at}>{formatDateTime(entry.at, settings.timeZone)}</time>
            </p>
            {entry.changes && (
              <ul className="mt-1 list-disc pl-5 text-slate-600 dark:text-slate-300">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field}>
                    {schema.fields[field]?.label ?? field}:{' '}
                    {shown(schema, field, change.from, settings)} →{' '}
                    {shown(schema, field, change.to, settings)}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}
