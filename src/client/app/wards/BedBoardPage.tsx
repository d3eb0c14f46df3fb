import { useId, useState } from 'react';
import { findTransition, mayTake } from '../../../engine/permissions/transitions';
import type { PageScreen } from '../../../engine/registry/types';
import type { BoardBed } from '../../../engine/wire/bed-board';
import { inputClass } from '../../forms/field-style';
import { buttonClass } from '../../forms/widgets/shared';
import { useRemembered } from '../../state/remembered';
import { PageLoader } from '../layout/PageLoader';
import { useMeta } from '../meta/MetaProvider';
import { mayDo } from '../meta/meta';
import { useEngineUser } from '../models/engine-user';
import { PageHeading, PageProblem } from '../models/PageHeading';
import { saveProblem, transitionRecord } from '../models/record-api';
import { useBedBoard } from './use-bed-board';
import { WardBoard } from './WardBoard';

const isWardOrAll = (value: unknown) =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

/**
 * The bed board (the wards page): one ward (chosen, remembered) or all, each room's beds as
 * cards with their state, patient, days since admission and alerts; Admit on a Vacant bed and
 * Mark clean on a Cleaning one for those who may. Live: every bed, admission, transfer or
 * bedside record written anywhere re-reads it (socket.io).
 */
export function BedBoardPage({ screen }: { screen: PageScreen }) {
  const meta = useMeta();
  const user = useEngineUser(meta);
  const pickerId = useId();
  const [ward, setWard] = useRemembered<number | null>('bedBoard.ward', null, isWardOrAll);
  const { board, error, read } = useBedBoard(ward);
  const [cleaning, setCleaning] = useState<number>();
  const [problem, setProblem] = useState<string>();
  const bedFlow = meta.models.bed?.workflow;
  const cleanStep = bedFlow && findTransition(bedFlow, 'Cleaning', 'Vacant');
  const mayClean =
    !!cleanStep &&
    mayDo(meta, 'bed', 'detail') &&
    mayTake(cleanStep, user, mayDo(meta, 'bed', 'edit'));
  const markClean = async (bed: BoardBed) => {
    setCleaning(bed.id);
    setProblem(undefined);
    try {
      await transitionRecord(
        'bed',
        { id: bed.id, version: bed.version, status: bed.status },
        'Vacant',
      );
    } catch (failure) {
      setProblem(`Bed ${bed.bed_number}: ${saveProblem(failure).message}`);
    } finally {
      setCleaning(undefined);
      void read();
    }
  };

  if (error && !board && ward !== null)
    return (
      <div className="space-y-3">
        <PageProblem title={screen.title} message={error} />
        <p className="text-center">
          <button type="button" className={buttonClass} onClick={() => setWard(null)}>
            Show all wards
          </button>
        </p>
      </div>
    );
  if (error && !board) return <PageProblem title={screen.title} message={error} />;
  if (!board) return <PageLoader />;
  // A remembered ward closed since: the picker falls back to all wards.
  const chosen = board.choices.some((choice) => choice.id === ward) ? ward : null;
  const beds = board.wards.reduce(
    (sum, each) => sum + each.rooms.reduce((n, room) => n + room.beds.length, 0),
    0,
  );
  return (
    <div className="mx-auto max-w-7xl space-y-5">
      <PageHeading title={screen.title}>
        <div className="flex flex-col gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Ward
          </label>
          <select
            id={pickerId}
            value={chosen ?? ''}
            onChange={(event) => setWard(event.target.value ? Number(event.target.value) : null)}
            className={`${inputClass} min-h-[38px] w-64 text-sm`}
          >
            <option value="">All wards</option>
            {board.choices.map((choice) => (
              <option key={choice.id} value={choice.id}>
                {choice.name} ({choice.code})
              </option>
            ))}
          </select>
        </div>
      </PageHeading>
      <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
        {board.wards.length === 0
          ? 'No active ward yet: the Liaison Manager adds wards, rooms and beds.'
          : `${beds} bed${beds === 1 ? '' : 's'} on ${board.wards.length === 1 ? 'this ward' : `${board.wards.length} wards`}, by room.`}
        {error && ` The board could not be read again: ${error}`}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-300">
          {problem}
        </p>
      )}
      {board.wards.map((each) => (
        <WardBoard
          key={each.id}
          ward={each}
          actions={{
            mayAdmit: mayDo(meta, 'impatient', 'add'),
            mayClean,
            cleaning,
            onClean: (bed) => void markClean(bed),
          }}
        />
      ))}
    </div>
  );
}
