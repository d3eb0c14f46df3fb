import { useEffect, useRef, useState } from 'react';
import type { QueueBoard } from '../../../engine/wire/visit-queue';
import { PageTitle } from '../layout/PageTitle';
import { chimeReady, playChime, unlockChime } from './chime';
import { useQueueBoard } from './use-queue-board';

/** The latest call, as a key: a new call or a recall of the same number changes it. */
const callKey = (board: QueueBoard | undefined) => {
  const call = board?.called[0];
  return call ? `${call.number}|${call.calledAt}` : '';
};

/**
 * The kiosk view of one waiting screen (`waiting_screen/detail/{id}`): the number just called
 * and its room, large enough to read across a waiting room, the calls before it, then the next
 * numbers, each with a first name only. A chime sounds on each new call once the screen has
 * been clicked (browsers keep sound off until then, which the screen says).
 */
export function QueueBoardView({ screenId }: { screenId: number }) {
  const { board, error } = useQueueBoard(screenId);
  const [sound, setSound] = useState(chimeReady());
  const heard = useRef<string>(undefined);
  const latest = callKey(board);

  useEffect(() => {
    if (!board) return;
    // The first board read is what was called before the screen opened: no chime for it.
    if (
      heard.current !== undefined &&
      latest !== '' &&
      latest !== heard.current &&
      board.screen.chime
    )
      playChime();
    heard.current = latest;
  }, [board, latest]);

  const [current, ...earlier] = board?.called ?? [];
  return (
    <div className="min-h-[80vh] rounded-xl bg-slate-950 p-6 text-white">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <PageTitle parts={[board?.screen.name ?? 'Waiting Screen']} />
        <h1 className="text-3xl font-bold">{board?.screen.name ?? 'Waiting Screen'}</h1>
        {board?.screen.chime && !sound && (
          <button
            type="button"
            onClick={() => void unlockChime().then(setSound)}
            className="rounded-lg border-2 border-amber-300 px-4 py-2 text-lg font-semibold text-amber-200 focus-visible:outline focus-visible:outline-4 focus-visible:outline-amber-300"
          >
            Sound is off until this screen is clicked: click to turn the chime on
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-2xl text-red-300">
          {error}
        </p>
      )}
      <section aria-label="Now called" aria-live="assertive" className="text-center">
        {current ? (
          <>
            <p className="text-3xl uppercase tracking-widest text-amber-200">Now calling</p>
            <p className="text-[12rem] leading-none font-black text-amber-300 tabular-nums">
              {current.number}
            </p>
            <p className="mt-2 text-6xl font-bold">
              {current.firstName}
              {current.room && (
                <>
                  {' '}
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">to</span> {current.room}
                </>
              )}
            </p>
          </>
        ) : (
          <p className="py-16 text-5xl text-slate-300">
            {board ? 'No one called yet.' : 'Loading...'}
          </p>
        )}
      </section>
      {earlier.length > 0 && (
        <section aria-label="Called before" className="mt-8">
          <h2 className="text-2xl text-slate-300">Called before</h2>
          <ul className="mt-2 flex flex-wrap gap-6">
            {earlier.map((call) => (
              <li
                key={`${call.number}-${call.calledAt}`}
                className="text-5xl font-bold tabular-nums"
              >
                {call.number} <span className="text-3xl font-normal">{call.firstName}</span>
                {call.room && <span className="text-3xl text-amber-200"> · {call.room}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Next" className="mt-8">
        <h2 className="text-2xl text-slate-300">Next</h2>
        {board && board.next.length === 0 ? (
          <p className="text-3xl text-slate-300">No one is waiting.</p>
        ) : (
          <ol className="mt-2 flex flex-wrap gap-6">
            {board?.next.map((next) => (
              <li
                key={next.number}
                className="rounded-lg bg-slate-800 px-5 py-3 text-5xl font-bold tabular-nums"
              >
                {next.number} <span className="text-3xl font-normal">{next.firstName}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
