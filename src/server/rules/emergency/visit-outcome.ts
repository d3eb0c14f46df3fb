/**
 * Where a disposed emergency's visit goes, through the visit's own workflow
 * (schemas/visit.json): Discharged and Died end it Completed, Admitted as Admitted, Referred as
 * Referred (to the disposition notes), Left as Left Without Being Seen. Completed, Admitted and
 * Referred follow a consultation, so a visit still Waiting or Triaged is first taken In
 * Consultation (the emergency was seen); a patient who leaves after being seen ends Completed.
 * A visit that has already ended (a doctor closed it first) is left as it is.
 */
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import type { RuleContext } from '../types';
import { ENDED_STATES } from '../visits/visit-times';

const OUTCOME: Readonly<Record<string, string>> = {
  Discharged: 'Completed',
  Admitted: 'Admitted',
  Referred: 'Referred',
  Died: 'Completed',
  Left: 'Left Without Being Seen',
};

const NOT_YET_SEEN = new Set(['Waiting', 'Triaged']);
const SEEN = 'In Consultation';

/** The visit's moves, in order, from `from` to the disposition's state. */
export function visitMoves(from: string, disposition: string): string[] {
  const target = OUTCOME[disposition];
  if (!target || ENDED_STATES.has(from)) return [];
  if (target === 'Left Without Being Seen')
    return NOT_YET_SEEN.has(from) ? [target] : ['Completed'];
  return NOT_YET_SEEN.has(from) ? [SEEN, target] : [target];
}

function outcomeNote(emergency: RecordValues): string {
  const notes = String(emergency.disposition_notes ?? '').trim();
  return `Emergency ${emergency.emergency_number}: ${emergency.disposition}${notes ? `. ${notes}` : ''}`;
}

export async function closeVisit(ctx: RuleContext, emergency: RecordValues): Promise<void> {
  const visit = await recordOf(ctx, 'visit', emergency.visit);
  if (!visit) return;
  const moves = visitMoves(String(visit.status), String(emergency.disposition));
  if (moves.length === 0) return;
  const id = visit.id as number;
  await ctx.records.update('visit', id, { outcome_notes: outcomeNote(emergency) });
  for (const to of moves) {
    const values = to === 'Referred' ? { referred_to: String(emergency.disposition_notes) } : {};
    await ctx.records.transition('visit', id, to, values);
  }
}
