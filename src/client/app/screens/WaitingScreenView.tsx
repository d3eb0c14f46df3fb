import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { WaitingScreen } from '../../../engine/registry/types';
import { type ApiFailure, failureMessage } from '../../api/failure';
import { http } from '../../api/session';
import { PageTitle } from '../layout/PageTitle';
import { QueueBoardView } from './QueueBoardView';

interface ScreenRecord {
  id: number;
  name: string;
  room: string | null;
}

/**
 * The waiting screens (spec 2.1 waiting_screen): the active `waitingScreen` records, each
 * opening its kiosk view (`waiting_screen/detail/{id}`), which the server pushes live.
 */
export function WaitingScreenView({
  screen,
  screenId,
}: {
  screen: WaitingScreen;
  screenId?: string;
}) {
  if (screenId) return <QueueBoardView screenId={Number(screenId)} />;
  return <ScreenList screen={screen} />;
}

function ScreenList({ screen }: { screen: WaitingScreen }) {
  const [rows, setRows] = useState<ScreenRecord[]>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    http
      .get<{ rows: ScreenRecord[] }>(
        `/api/models/${encodeURIComponent(screen.model ?? screen.entity)}`,
        {
          params: { 'filter[is_active]': 'true', pageSize: 100, sort: 'name', direction: 'asc' },
        },
      )
      .then(({ data }) => setRows(data.rows))
      .catch((failure: ApiFailure) => setError(failureMessage(failure)));
  }, [screen.model, screen.entity]);
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle parts={[screen.title]} />
      <h1 className="mb-4 text-3xl font-bold">{screen.title}</h1>
      {error && (
        <p role="alert" className="text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      {rows?.length === 0 && (
        <p className="text-slate-600 dark:text-slate-300">
          No waiting screen is active: the Reception Manager adds them.
        </p>
      )}
      <ul className="grid gap-3 sm:grid-cols-2">
        {rows?.map((row) => (
          <li key={row.id}>
            <Link
              to={`/admin/main/${screen.route}/detail/${row.id}`}
              className="block rounded-xl border border-slate-200 bg-white px-5 py-4 text-xl font-semibold hover:border-sky-500 focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-800 dark:bg-slate-900"
            >
              {row.name}
              {row.room && (
                <span className="block text-base font-normal text-slate-600 dark:text-slate-300">
                  Room {row.room}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
