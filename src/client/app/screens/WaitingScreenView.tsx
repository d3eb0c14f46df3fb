import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { RefTitles } from '../../../engine/format';
import type { WaitingScreen } from '../../../engine/registry/types';
import type { ModelSchema } from '../../../engine/types';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { shared } from '../../state/shared';
import { useMeta } from '../meta/MetaProvider';
import { displayValue } from '../models/display-value';
import { refLabel } from '../models/ref-label';

/** The queue is read again this often, so the screen in a waiting room stays current. */
export const WAITING_REFRESH_MS = 15_000;
const QUEUE_SIZE = 30;

type Row = Record<string, unknown> & { id: number };

/**
 * A waiting-room display (spec 2.1 waiting_screen, waiting_screen/detail/{id}): the next
 * records of the screen's model in large type, optionally one department's (`departmentId`),
 * refreshed every 15 seconds. A screen view (its model other than its entity) is read through
 * the screen, with the schema the server sent with it: the display account may not view the
 * model itself.
 */
export function WaitingScreenView({
  screen,
  departmentId,
}: {
  screen: WaitingScreen & { schema?: ModelSchema };
  departmentId?: string;
}) {
  const meta = useMeta();
  const { settings } = useSnapshot(shared);
  const model = screen.model ?? screen.entity;
  const schema = screen.schema ?? meta.models[model];
  const throughScreen = screen.schema ? screen.route : undefined;
  const [rows, setRows] = useState<Row[]>();
  const [error, setError] = useState<string>();
  const [titles, setTitles] = useState<RefTitles>();
  useEffect(() => {
    let live = true;
    const load = () => {
      const params: Record<string, string | number> = { pageSize: QUEUE_SIZE };
      const sort = schema?.list?.sort;
      if (sort) Object.assign(params, { sort: sort.field, direction: 'asc' });
      if (departmentId) params['filter[department]'] = departmentId;
      if (throughScreen) params.screen = throughScreen;
      http
        .get<{ rows: Row[]; titles?: RefTitles }>(`/api/models/${encodeURIComponent(model)}`, {
          params,
        })
        .then(({ data }) => {
          if (!live) return;
          setRows(data.rows);
          setTitles(data.titles);
          setError(undefined);
        })
        .catch((failure: ApiFailure) => live && setError(failureMessage(failure)));
    };
    load();
    const timer = window.setInterval(load, WAITING_REFRESH_MS);
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [model, throughScreen, departmentId, schema]);
  const columns = screen.columns ?? (schema?.list?.columns ?? []).slice(0, 4);
  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-4 text-3xl font-bold">{screen.title}</h1>
      {error && (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <ol aria-label="Queue" aria-live="polite" className="space-y-2">
        {rows?.length === 0 && <li className="text-xl text-slate-500">No one is waiting.</li>}
        {rows?.map((row, index) => (
          <li
            key={row.id}
            className="flex flex-wrap items-baseline gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white px-5 py-4 text-2xl dark:border-slate-800 dark:bg-slate-900"
          >
            <span className="w-10 font-bold text-sky-600 tabular-nums">{index + 1}</span>
            {schema &&
              columns.map((name) => {
                const field = schema.fields[name];
                if (!field) return null;
                const value = row[name];
                return (
                  <span key={name}>
                    {field.ref && value != null
                      ? refLabel(titles, name, value, meta.models[field.ref]?.title ?? field.ref)
                      : displayValue(field, value, settings)}
                  </span>
                );
              })}
          </li>
        ))}
      </ol>
    </div>
  );
}
