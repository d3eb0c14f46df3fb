import { Link } from 'react-router';
import type { PageScreen } from '../../../engine/registry/types';
import type { SelectOption } from '../../../engine/types';
import type { EmergencyBoardRow } from '../../../engine/wire/emergency-board';
import { primaryButtonClass } from '../../forms/widgets/shared';
import { adminPath } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { modelPath } from '../models/model-path';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { TriageCriteria } from './TriageCriteria';
import { minutesSince, useEmergencyBoard, useMinuteClock, waitedText } from './use-emergency-board';

const cell = 'px-3 py-2 align-top';
const AWAITING = { name: 'Awaiting triage', color: '#94a3b8' };
const detailOf = (id: number) =>
  adminPath(modelPath({ parents: [], model: 'emergency', view: 'detail', id }));

/**
 * The emergency board (the emergencies page): every patient in the emergency department not
 * yet disposed, those awaiting triage first (marked so, for the triage nurse to see them
 * before anyone else), then Red through Blue, the longest waiting first within each; each row's colour band and category, number, patient, age and sex, complaint,
 * arrival mode and the minutes since arrival, ticking on this screen's clock. Live: every
 * emergency written anywhere re-reads it (socket.io).
 */
export function EmergencyBoardPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const { board, error } = useEmergencyBoard();
  const now = useMinuteClock();
  if (error && !board) return <PageProblem title={screen.title} message={error} />;
  if (!board) return <PageLoader />;
  const categories = meta.models.emergency?.fields.triage_category?.options ?? [];
  const categoryOf = (row: EmergencyBoardRow): Pick<SelectOption, 'name' | 'color'> =>
    categories.find((option) => option.id === row.triage_category) ?? AWAITING;
  const name = (row: EmergencyBoardRow) =>
    board.titles.patient?.[String(row.patient)] ?? `Patient #${row.patient}`;
  const awaiting = board.rows.filter((row) => row.triage_category === null).length;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={screen.title}>
        {mayDo(meta, 'emergency', 'add') && (
          <Link
            to={adminPath(modelPath({ parents: [], model: 'emergency', view: 'new' }))}
            className={primaryButtonClass}
          >
            New emergency
          </Link>
        )}
      </PageHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {board.rows.length === 0
          ? 'Nobody is in the emergency department.'
          : `${board.rows.length} in the emergency department${awaiting > 0 ? `, ${awaiting} awaiting triage, listed first` : ''}: by triage category, the longest waiting first.`}
        {error && ` The board could not be read again: ${error}`}
      </p>
      {board.rows.length > 0 && (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-sm">
            <caption className="sr-only">Patients in the emergency department</caption>
            <thead className="bg-slate-50 text-left text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
              <tr>
                <th scope="col" className={cell}>
                  Triage
                </th>
                <th scope="col" className={cell}>
                  Number
                </th>
                <th scope="col" className={cell}>
                  Patient
                </th>
                <th scope="col" className={cell}>
                  Complaint
                </th>
                <th scope="col" className={cell}>
                  Arrival
                </th>
                <th scope="col" className={`${cell} text-right`}>
                  Waiting
                </th>
                <th scope="col" className={cell}>
                  <span className="sr-only">Open</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {board.rows.map((row) => {
                const category = categoryOf(row);
                const person = [row.age, row.sex].filter(Boolean).join(', ');
                return (
                  <tr key={row.id}>
                    <td className={cell} style={{ borderLeft: `8px solid ${category.color}` }}>
                      <span className="font-medium">{category.name}</span>
                    </td>
                    <td className={`${cell} tabular-nums`}>{row.emergency_number}</td>
                    <th scope="row" className={`${cell} text-left font-medium`}>
                      {name(row)}
                      {person && (
                        <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                          {person}
                        </span>
                      )}
                    </th>
                    <td className={cell}>{row.chief_complaint ?? '-'}</td>
                    <td className={cell}>{row.arrival_mode ?? '-'}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {waitedText(minutesSince(row.arrived_at, now))}
                    </td>
                    <td className={`${cell} text-right`}>
                      <Link
                        to={detailOf(row.id)}
                        className="rounded px-1.5 py-0.5 text-sky-700 hover:underline dark:text-sky-400"
                        aria-label={`Open ${row.emergency_number}, ${name(row)}`}
                      >
                        Open
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <TriageCriteria categories={categories} />
    </div>
  );
}
