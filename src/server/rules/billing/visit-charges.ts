/**
 * A visit charges its consultation from its creation (the check-in of an appointment, or a
 * walk-in) in every state but Left Without Being Seen: a patient who leaves before being seen
 * has the unbilled charge voided, and cannot be marked so once it is billed.
 *
 * Which consultation: a specialist physician (any specialty but General Practice) is charged
 * the department's specialist consultation, anyone else the department's ordinary one, and a
 * department without one the hospital's general consultation. The catalogue marks these by
 * code (billing-services.ts): specialist consultations end in -SP, the general one is CON-GEN.
 * The follow-up consultation (CON-FU, within 14 days of a visit) is never chosen here: whether
 * a visit qualifies is the cashier's call, who bills it from the catalogue instead.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { orderCharges } from './order-charges';
import { recordOf } from './prices';

const GENERAL_CONSULTATION = 'CON-GEN';
const FOLLOW_UP_CONSULTATION = 'CON-FU';
const isSpecialist = (service: RecordValues) => String(service.code).endsWith('-SP');

/** The one state of a visit that charges nothing: the patient left before being seen. */
const UNCHARGED_STATE = 'Left Without Being Seen';

async function consultationCharge(ctx: RuleContext, visit: RecordValues) {
  const consultations = await ctx.records.find('service', {
    category: 'Consultation',
    is_active: true,
  });
  const own = consultations.filter(
    (s) => Number(s.department) === Number(visit.department) && s.code !== FOLLOW_UP_CONSULTATION,
  );
  const physician = await recordOf(ctx, 'physician', visit.physician);
  const bySpecialist = physician !== undefined && physician.specialty !== 'General Practice';
  const specialist = own.find(isSpecialist);
  const ordinary = own.find((s) => !isSpecialist(s));
  const general = consultations.find((s) => s.code === GENERAL_CONSULTATION);
  const service = (bySpecialist ? (specialist ?? ordinary) : ordinary) ?? general;
  return service ? [{ service: service.id as number }] : [];
}

/** "Internal Medicine visit, 2026-03-02 08:30" (hospital time). */
async function visitLabel(ctx: RuleContext, visit: RecordValues) {
  const department = await recordOf(ctx, 'department', visit.department);
  const at = formatInTimeZone(
    new Date(String(visit.arrived_at)),
    DEFAULT_SETTINGS.timeZone,
    'yyyy-MM-dd HH:mm',
  );
  return `${department?.name ?? 'Outpatient'} visit, ${at}`;
}

export const visitCharges = orderCharges({
  name: 'billing.visit-charges',
  model: 'visit',
  charges: (visit) => visit.status !== UNCHARGED_STATE,
  // The physician is not an input: the consultation is priced as the patient arrives (the
  // booked physician, if any), and most pay at reception before they are called. A doctor
  // taking the patient later (call next sets the physician) must neither re-price nor be
  // refused over a charge already billed.
  inputs: ['department'],
  wanted: consultationCharge,
  label: visitLabel,
});
