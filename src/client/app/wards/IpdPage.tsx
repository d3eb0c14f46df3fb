import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { PageScreen } from '../../../engine/registry/types';
import type { BoardBed, BoardWard } from '../../../engine/wire/bed-board';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { inputClass } from '../../forms/field-style';
import { adminPath } from '../layout/Navigation';
import { PageLoader } from '../layout/PageLoader';
import { modelPath } from '../models/model-path';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { CensusTable } from './CensusTable';
import { daysText, useBedBoard } from './use-bed-board';
import { useWardCensus } from './use-ward-census';

interface Current {
  ward: BoardWard;
  room: string;
  bed: BoardBed;
}

const admissionPath = (id: number) =>
  adminPath(modelPath({ parents: [], model: 'impatient', view: 'detail', id }));

const CURRENT: DataColumn<Current>[] = [
  {
    key: 'patient',
    header: 'Patient',
    rowHeader: true,
    cell: ({ bed }) => (
      <>
        {bed.patient?.name ?? `Patient #${bed.patient?.id}`}
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-300">
          {[bed.patient?.mrn, bed.patient?.sex, bed.patient?.age].filter(Boolean).join(' · ')}
        </span>
      </>
    ),
  },
  {
    key: 'admission',
    header: 'Admission',
    cell: ({ bed }) =>
      bed.admission && (
        <Link
          to={admissionPath(bed.admission.id)}
          className="text-sky-700 hover:underline dark:text-sky-400"
        >
          {bed.admission.admission_number}
        </Link>
      ),
  },
  { key: 'ward', header: 'Ward', cell: ({ ward }) => ward.name },
  { key: 'bed', header: 'Bed', cell: ({ room, bed }) => `${room} · ${bed.bed_number}` },
  { key: 'stay', header: 'Stay', cell: ({ bed }) => daysText(bed.admission?.days ?? null) },
  { key: 'doctor', header: 'Doctor', cell: ({ bed }) => bed.admission?.doctor ?? '' },
  { key: 'diagnosis', header: 'Diagnosis', cell: ({ bed }) => bed.admission?.diagnosis ?? '' },
  { key: 'status', header: 'Status', cell: ({ bed }) => bed.admission?.status ?? '' },
];

/**
 * The IPD page: the wards' census of a day (today unless another is picked) and the patients
 * in beds now, each opening their admission. Both live on the bed board's news (socket.io).
 */
export function IpdPage({ screen }: { screen: PageScreen }) {
  const dateId = useId();
  const [date, setDate] = useState('');
  const { census, error } = useWardCensus(date);
  const { board, error: boardError } = useBedBoard(null);
  if (error && !census) return <PageProblem title={screen.title} message={error} />;
  if (!census || !board) return <PageLoader />;
  const current: Current[] = board.wards.flatMap((ward) =>
    ward.rooms.flatMap((room) =>
      room.beds
        .filter((bed) => bed.admission && bed.patient)
        .map((bed) => ({ ward, room: room.room_number, bed })),
    ),
  );
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeading title={screen.title}>
        <div className="flex flex-col gap-1">
          <label htmlFor={dateId} className="text-sm font-medium">
            Census date
          </label>
          <input
            id={dateId}
            type="date"
            value={date || census.date}
            onChange={(event) => setDate(event.target.value)}
            className={`${inputClass} min-h-[38px] w-44 text-sm`}
          />
        </div>
      </PageHeading>
      <section aria-labelledby={`${dateId}-census`} className="space-y-2">
        <h2 id={`${dateId}-census`} className="text-lg font-semibold">
          Census of {census.date}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Beds as they stand now; admissions, discharges and transfers between wards on the day.
          {error && ` The census could not be read again: ${error}`}
        </p>
        <CensusTable census={census} />
      </section>
      <section aria-labelledby={`${dateId}-current`} className="space-y-2">
        <h2 id={`${dateId}-current`} className="text-lg font-semibold">
          Current admissions ({current.length})
        </h2>
        {boardError && (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            The admissions could not be read again: {boardError}
          </p>
        )}
        <DataTable
          caption="Patients in beds now"
          columns={CURRENT}
          rows={current}
          rowKey={(row) => row.bed.id}
          empty="Nobody is admitted."
          alignTop
        />
      </section>
    </div>
  );
}
