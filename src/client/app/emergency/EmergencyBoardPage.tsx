import { Link } from 'react-router';
import type { PageScreen } from '../../../engine/registry/types';
import type { SelectOption } from '../../../engine/types';
import type { EmergencyBoardRow } from '../../../engine/wire/emergency-board';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { primaryButtonClass } from '../../forms/widgets/shared';
import { minutesSince, useMinuteClock } from '../../state/minute-clock';
import { admitPath } from '../inpatient/admit-path';
import { adminPath } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { modelPath } from '../models/model-path';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { TriageCriteria } from './TriageCriteria';
import { useEmergencyBoard, waitedText } from './use-emergency-board';

const AWAITING = { name: 'Awaiting triage', color: '#94a3b8' };
const detailOf = (id: number) =>
  adminPath(modelPath({ parents: [], model: 'emergency', view: 'detail', id }));

/**
 * The emergency board (the emergencies page): every patient in the emergency department not
 * yet disposed, those awaiting triage first (marked so, for the triage nurse to see them
 * before anyone else), then Red through Blue, the longest waiting first within each; each row's colour band and category, number, patient, age and sex, complaint,
 * arrival mode and the minutes since arrival, ticking on this screen's clock; Open, and for
 * those who may add admissions Admit (the admission's form with the patient and emergency filled
 * in; admitting disposes the emergency as Admitted). Live: every emergency written anywhere
 * re-reads it (socket.io).
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
  // The server decides on the admission; the board offers Admit to those it would let add one.
  const mayAdmit = mayDo(meta, 'impatient', 'add');
  const awaiting = board.rows.filter((row) => row.triage_category === null).length;
  const columns: DataColumn<EmergencyBoardRow>[] = [
    {
      key: 'triage',
      header: 'Triage',
      cellStyle: (row) => ({ borderLeft: `8px solid ${categoryOf(row).color}` }),
      cell: (row) => <span className="font-medium">{categoryOf(row).name}</span>,
    },
    {
      key: 'number',
      header: 'Number',
      cellClass: 'tabular-nums',
      cell: (row) => row.emergency_number,
    },
    {
      key: 'patient',
      header: 'Patient',
      rowHeader: true,
      cell: (row) => {
        const person = [row.age, row.sex].filter(Boolean).join(', ');
        return (
          <>
            {name(row)}
            {person && (
              <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
                {person}
              </span>
            )}
          </>
        );
      },
    },
    { key: 'complaint', header: 'Complaint', cell: (row) => row.chief_complaint ?? '-' },
    { key: 'arrival', header: 'Arrival', cell: (row) => row.arrival_mode ?? '-' },
    {
      key: 'waiting',
      header: 'Waiting',
      numeric: true,
      cell: (row) => waitedText(minutesSince(row.arrived_at, now)),
    },
    {
      key: 'open',
      header: 'Actions',
      hiddenHeader: true,
      end: true,
      cell: (row) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Link
            to={detailOf(row.id)}
            className="rounded px-1.5 py-0.5 text-sky-700 hover:underline dark:text-sky-400"
            aria-label={`Open ${row.emergency_number}, ${name(row)}`}
          >
            Open
          </Link>
          {mayAdmit && (
            <Link
              to={admitPath({ patient: row.patient, emergency: row.id })}
              className="rounded px-1.5 py-0.5 text-sky-700 hover:underline dark:text-sky-400"
              aria-label={`Admit ${row.emergency_number}, ${name(row)}`}
            >
              Admit
            </Link>
          )}
        </span>
      ),
    },
  ];
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
        <DataTable
          caption="Patients in the emergency department"
          columns={columns}
          rows={board.rows}
          rowKey={(row) => row.id}
          alignTop
        />
      )}
      <TriageCriteria categories={categories} />
    </div>
  );
}
