/**
 * Where an admitted patient came from follows the admission, in its transaction, and an
 * admission is the only way there: an emergency still Active takes the disposition Admitted
 * (which, through emergency.disposition, moves the emergency to Disposed and its visit to
 * Admitted; that rule refuses the disposition Admitted written any other way); a visit is taken
 * to Admitted through its own workflow (visit-outcome.ts: through In Consultation when the
 * patient was not yet called, the admitting doctor having seen them), whose move to Admitted is
 * `auto`, the server's alone. These are server moves (`ctx.records.transition`), so whoever may
 * admit (an IPD or Emergency Nurse from the emergency board too) ends the visit by admitting. A
 * visit that has already ended is left. An emergency already disposed (sent home, referred,
 * died, left, or admitted before) is no place to admit from: 422 on `emergency`; nor is a visit
 * already ended (Completed, Admitted, Referred, Left Without Being Seen): 422 on `visit`, since
 * the admission would hang on an encounter closed and billed as over. An emergency's visit that
 * ended before it (a doctor closed the visit first) is not taken for the admission.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import { visitMoves } from '../emergency/visit-outcome';
import type { RuleContext } from '../types';
import { ENDED_STATES } from '../visits/visit-times';
import { wardTime } from './bed-hold';
import { idOf, text } from './ward-catalogue';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A new admission naming an emergency but no visit takes the emergency's visit; one naming a
 * visit but no emergency takes the visit's emergency while it is still Active (admitted from the
 * visit's page, the emergency it began as is closed too, not left on the board).
 */
export async function fillOrigin(ctx: RuleContext, values: RecordValues) {
  const emergencyId = idOf(values.emergency);
  if (isBlank(values.visit) && emergencyId !== undefined) {
    const emergency = await ctx.records.get('emergency', emergencyId);
    const visit = await recordOf(ctx, 'visit', emergency?.visit);
    if (visit && !ENDED_STATES.has(String(visit.status))) values.visit = visit.id;
    return;
  }
  const visitId = idOf(values.visit);
  if (isBlank(values.emergency) && visitId !== undefined) {
    const [open] = await ctx.records.find('emergency', { visit: visitId, status: 'Active' });
    if (open) values.emergency = open.id;
  }
}

/** An admission from an emergency already disposed: 422 on `emergency`, saying what it became. */
export async function originProblems(
  ctx: RuleContext,
  admission: RecordValues,
): Promise<Problem[]> {
  const emergency = await recordOf(ctx, 'emergency', admission.emergency);
  if (!emergency || emergency.status === 'Active') return [];
  const number = text(emergency.emergency_number);
  const when = wardTime(emergency.disposition_at);
  const [earlier] =
    emergency.disposition === 'Admitted'
      ? await ctx.records.find('impatient', { emergency: Number(emergency.id) })
      : [];
  const became = earlier
    ? `was already admitted as ${text(earlier.admission_number)} (${when})`
    : `was already disposed: ${text(emergency.disposition)} at ${when}`;
  return [
    {
      field: 'emergency',
      message: `Emergency ${number} ${became}. A patient is admitted from an emergency still open on the board: leave Emergency empty to admit them without it`,
    },
  ];
}

/**
 * An admission naming a visit that has already ended: 422 on `visit`, naming its state and when,
 * and the way to admit instead.
 */
export async function visitProblems(ctx: RuleContext, admission: RecordValues): Promise<Problem[]> {
  const visit = await recordOf(ctx, 'visit', admission.visit);
  if (!visit || !ENDED_STATES.has(String(visit.status))) return [];
  const when = visit.ended_at ? ` at ${wardTime(visit.ended_at)}` : '';
  return [
    {
      field: 'visit',
      message: `Visit ${text(visit.visit_number)} has already ended: ${text(visit.status)}${when}. A patient is admitted from a visit still open: start a new visit for them (or admit them from their emergency on the board), or leave Visit empty`,
    },
  ];
}

export async function admitFromOrigin(ctx: RuleContext, admission: RecordValues) {
  const emergency = await recordOf(ctx, 'emergency', admission.emergency);
  if (emergency && emergency.status === 'Active')
    await ctx.records.update('emergency', Number(emergency.id), {
      disposition: 'Admitted',
      disposition_notes: `Admitted as ${admission.admission_number}`,
    });
  const visit = await recordOf(ctx, 'visit', admission.visit);
  if (!visit) return;
  const moves = visitMoves(String(visit.status), 'Admitted');
  if (moves.length === 0) return;
  await ctx.records.update('visit', Number(visit.id), {
    outcome_notes: `Admitted as ${admission.admission_number}`,
  });
  for (const to of moves) await ctx.records.transition('visit', Number(visit.id), to);
}
