/**
 * Checking in a booked appointment makes its visit, in the same transaction: the patient,
 * department and physician of the booking, its visit type as a visit names it, its reason, and
 * the appointment itself. The visit then takes its queue number, payer and consultation charge
 * through its own rules. A walk-in has no appointment: reception makes the visit directly.
 */

import { recordOf } from '../billing/prices';
import type { ModelRule } from '../types';

/** The appointment's visit types as a visit names them (a result review is a follow-up). */
export const VISIT_TYPE_OF_APPOINTMENT: Readonly<Record<string, string>> = {
  'New Visit': 'New',
  'Follow-up': 'Follow-up',
  Referral: 'Referral',
  Emergency: 'Emergency',
  'Result Review': 'Follow-up',
};

export const appointmentCheckIn: ModelRule = {
  name: 'visits.check-in',
  models: ['appointment'],

  async afterWrite(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Checked In') return;
    if (change.before?.status === 'Checked In') return;
    const appointment = change.after;
    const id = change.id as number;
    if ((await ctx.records.find('visit', { appointment: id })).length > 0) return;
    // A visit offers only its department's physicians: one booked from another department's
    // list is left for the department to assign.
    const physician = await recordOf(ctx, 'physician', appointment.physician);
    const fits = physician && Number(physician.department) === Number(appointment.department);
    await ctx.records.create('visit', {
      patient: appointment.patient,
      department: appointment.department,
      ...(fits ? { physician: physician.id } : {}),
      visit_type: VISIT_TYPE_OF_APPOINTMENT[String(appointment.visit_type)] ?? 'New',
      appointment: id,
      reason: appointment.reason ?? null,
    });
  },
};
