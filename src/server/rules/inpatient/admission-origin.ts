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
 * died, left, or admitted before) is no place to admit from: 422 on `emergency`.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import { visitMoves } from '../emergency/visit-outcome';
import type { RuleContext } from '../types';
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
    if (emergency?.visit) values.visit = emergency.visit;
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
