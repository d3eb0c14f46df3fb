/**
 * Where an admitted patient came from follows the admission, in its transaction: an emergency
 * still Active takes the disposition Admitted (which, through emergency.disposition, moves the
 * emergency to Disposed and its visit to Admitted); a visit is taken to Admitted through its own
 * workflow (visit-outcome.ts: through In Consultation when the patient was not yet called, the
 * admitting doctor having seen them). These are server moves (`ctx.records.transition`): the
 * Admit step of a visit is a doctor's, but whoever may admit (an IPD or Emergency Nurse from the
 * emergency board too) ends the visit by admitting. A visit that has already ended is left.
 */
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import { visitMoves } from '../emergency/visit-outcome';
import type { RuleContext } from '../types';
import { idOf } from './ward-catalogue';

/** A new admission naming an emergency but no visit takes the emergency's visit. */
export async function fillVisitFromEmergency(ctx: RuleContext, values: RecordValues) {
  if (values.visit != null && values.visit !== '') return;
  const id = idOf(values.emergency);
  const emergency = id === undefined ? undefined : await ctx.records.get('emergency', id);
  if (emergency?.visit) values.visit = emergency.visit;
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
