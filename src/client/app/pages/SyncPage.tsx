import { useId, useState } from 'react';
import { SYNC_DEFAULTS } from '../../../engine/format/sync';
import { syncPercent } from '../../../machines/sync-run';
import { inputClass as fieldClass } from '../../forms/field-style';
import { PageTitle } from '../layout/PageTitle';
import { SyncReport } from '../sync/SyncReport';
import { useSyncRun } from '../sync/use-sync-run';

export const DEFAULT_SYNC_URL = '/api/public/sync-database';

// The form engine's field style, with its visible focus ring.
const inputClass = `${fieldClass} mt-1`;

/** Spec 2.8 'DB Sync Progress': syncs the model tables in batches and reports as it goes. */
export function SyncPage() {
  const [state, send] = useSyncRun();
  const ids = { url: useId(), start: useId(), max: useId(), step: useId() };
  const [form, setForm] = useState({
    url: DEFAULT_SYNC_URL,
    start: String(SYNC_DEFAULTS.start),
    max: String(SYNC_DEFAULTS.max),
    step: String(SYNC_DEFAULTS.step),
  });
  const running = state.matches('running');
  const finished = state.matches('finished');
  const percent = syncPercent(state.context, finished);
  const field = (name: keyof typeof form, label: string, type = 'number') => (
    <div>
      <label htmlFor={ids[name]} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={ids[name]}
        type={type}
        min={type === 'number' ? 0 : undefined}
        step={type === 'number' ? 1 : undefined}
        required
        disabled={running}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        className={inputClass}
      />
    </div>
  );

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageTitle parts={['DB Sync Progress']} />
      <h1 className="text-2xl font-semibold">DB Sync Progress</h1>
      <form
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:grid-cols-2 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'START',
            url: form.url.trim(),
            start: Number(form.start),
            max: Number(form.max),
            step: Number(form.step),
          });
        }}
      >
        <div className="sm:col-span-2">{field('url', 'URL', 'text')}</div>
        {field('start', 'Start Index')}
        {field('max', 'Max Index')}
        {field('step', 'Step')}
        <div className="flex items-end">
          <button
            type="submit"
            disabled={running}
            className="w-full rounded-[5px] bg-sky-700 px-4 py-2.5 font-medium text-white hover:bg-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-60"
          >
            {running ? 'Syncing...' : 'Start Sync'}
          </button>
        </div>
      </form>
      <SyncReport context={state.context} percent={percent} started={!state.matches('idle')} />
    </main>
  );
}
