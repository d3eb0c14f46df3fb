export const WORKLIST_BADGE = 'ml-1 rounded px-1.5 py-0.5 text-xs font-semibold';

/** A request's priority in words, STAT marked out (never colour alone: the word is there). */
export function PriorityBadge({ priority }: { priority: string }) {
  return priority === 'STAT' ? (
    <span className={`${WORKLIST_BADGE} bg-red-700 text-white`}>STAT</span>
  ) : (
    priority
  );
}
