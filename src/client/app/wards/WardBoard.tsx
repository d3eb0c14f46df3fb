import { BED_STATES, type BoardWard } from '../../../engine/wire/bed-board';
import { useLinkClicks } from '../layout/use-link-clicks';
import { BedCard, type BedCardActions } from './BedCard';

/** "2 Vacant, 10 Occupied, 1 Cleaning": the ward's beds by state, the empty states left out. */
export function countsText(ward: Pick<BoardWard, 'counts'>): string {
  const parts = BED_STATES.filter((state) => ward.counts[state] > 0).map(
    (state) => `${ward.counts[state]} ${state}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'No beds';
}

/**
 * One ward of the bed board: its heading with its beds by state, then each room (heading, room
 * type) with its beds as a grid of cards, whose links it follows within the app (useLinkClicks).
 */
export function WardBoard({ ward, actions }: { ward: BoardWard; actions: BedCardActions }) {
  const followLink = useLinkClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are its links' own (Enter on a link is a click)
    <section aria-labelledby={`ward-${ward.id}`} className="space-y-3" onClick={followLink}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`ward-${ward.id}`} className="text-lg font-semibold">
          {ward.name}{' '}
          <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
            ({ward.code})
          </span>
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{countsText(ward)}</p>
      </div>
      {ward.rooms.length === 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-300">This ward has no beds yet.</p>
      )}
      {ward.rooms.map((room) => (
        <section key={room.id} aria-labelledby={`room-${room.id}`} className="space-y-2">
          <h3 id={`room-${room.id}`} className="text-sm font-semibold">
            Room {room.room_number}
            {room.room_type && (
              <span className="font-normal text-slate-600 dark:text-slate-300">
                {' '}
                · {room.room_type}
              </span>
            )}
          </h3>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3">
            {room.beds.map((bed) => (
              <BedCard key={bed.id} bed={bed} ward={ward.id} actions={actions} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
