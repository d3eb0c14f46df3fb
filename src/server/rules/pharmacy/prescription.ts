/**
 * A prescription (`pharmacy.prescription`): written by a doctor, it names its prescriber and
 * date without asking when it can (the physician record whose email is the writer's, today on
 * the hospital's clock), else 422. Cancel (the Doctor's, with its reason) leaves only Active, which
 * the first dispensing leaves, so nothing dispensed is ever cancelled (409 from the workflow);
 * cancelling cancels its items. Partly Dispensed and Dispensed are moved by dispensing
 * (prescription-progress.ts).
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { stockToday } from '../stock/ledger';
import type { ModelRule, RuleContext } from '../types';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The prescriber and date, which `fill` gives a doctor with a physician record. */
function prescriberProblems(ctx: RuleContext, prescription: RecordValues): Problem[] {
  const problems: Problem[] = [];
  if (blank(prescription.physician))
    problems.push({
      field: 'physician',
      message: `Prescribed By is required: no physician record has your email (${ctx.actor.email ?? 'none'}), so pick the prescribing physician`,
    });
  if (blank(prescription.prescription_date))
    problems.push({
      field: 'prescription_date',
      message: 'Date is required: the day it was prescribed',
    });
  return problems;
}

export const prescriptionRule: ModelRule = {
  name: 'pharmacy.prescription',
  models: ['prescription'],

  async fill(ctx, values) {
    if (blank(values.prescription_date)) values.prescription_date = stockToday(ctx);
    if (blank(values.physician) && ctx.actor.email) {
      const [own] = await ctx.records.find('physician', { email: ctx.actor.email });
      if (own) values.physician = own.id;
    }
  },

  check(ctx, change) {
    if (change.action === 'create' || change.action === 'update')
      return prescriberProblems(ctx, change.after);
    return [];
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'transition' || change.after.status !== 'Cancelled') return;
    const items = await ctx.records.find('prescriptionItem', { prescription: Number(change.id) });
    await ctx.records.setDerivedMany(
      'prescriptionItem',
      items.map((item) => Number(item.id)),
      { status: 'Cancelled' },
    );
  },
};
