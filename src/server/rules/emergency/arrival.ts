/**
 * An emergency's arrival: the moment it arrived (now when left empty) and its visit. One left
 * without a visit opens an emergency visit in the same transaction: the patient, the Emergency
 * department (the department named "Emergency", else coded "ER"), visit type Emergency and the
 * arrival time; the visit then takes its queue number, payer and consultation charge through its
 * own rules. A visit given must be the patient's, whichever of the two the write changes.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import type { ModelRule, RuleContext } from '../types';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** The department emergency visits are opened in, if the hospital has one. */
export async function emergencyDepartment(ctx: RuleContext): Promise<RecordValues | undefined> {
  const [byName] = await ctx.records.find('department', { name: 'Emergency' });
  if (byName) return byName;
  const [byCode] = await ctx.records.find('department', { code: 'ER' });
  return byCode;
}

export const emergencyArrival: ModelRule = {
  name: 'emergency.arrival',
  models: ['emergency'],

  async prepare(ctx, change) {
    const after = change.after;
    if (isBlank(after.arrived_at))
      after.arrived_at = change.before?.arrived_at ?? ctx.now.toISOString();
    if (change.action !== 'create' || !isBlank(after.visit)) return;
    const department = await emergencyDepartment(ctx);
    // Without one the check below refuses the emergency, saying so.
    if (!department) return;
    const visit = await ctx.records.create('visit', {
      patient: after.patient,
      department: department.id,
      visit_type: 'Emergency',
      arrived_at: after.arrived_at,
      reason: isBlank(after.chief_complaint) ? null : after.chief_complaint,
    });
    after.visit = visit.id;
  },

  async check(ctx, change) {
    if (change.action === 'transition') return [];
    const after = change.after;
    const problems: Problem[] = [];
    if (isBlank(after.visit)) {
      problems.push({
        field: 'visit',
        message:
          'No Emergency department to open the visit in: pick the patient\'s visit, or have an administrator add a department named "Emergency"',
      });
      return problems;
    }
    const visit = await recordOf(ctx, 'visit', after.visit);
    if (visit && Number(visit.patient) !== Number(after.patient))
      problems.push({
        field: 'visit',
        message: `Visit ${visit.visit_number} is another patient's: pick one of this patient's visits, or leave Visit empty to open one`,
      });
    return problems;
  },
};
