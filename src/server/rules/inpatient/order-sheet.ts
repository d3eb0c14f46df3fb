/**
 * An admission's standing orders: exactly one order sheet is current (Active or Acknowledged)
 * per admission, so the bed board and the charts read one vital-sign frequency. A new sheet
 * supersedes the current one (Discontinued, "Superseded by the order sheet of 2026-03-02 09:00")
 * in the same transaction, the admission's row locked first so two doctors writing at once
 * leave one current; a sheet timed before the current one's is refused, since it would be
 * superseded by an older one. A nurse acknowledges a sheet (stamped: acknowledged_by/_at), never
 * its writer: orders are read back by a second person.
 */
import { HttpError } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { clockText, RECORDED_AT, RECORDED_BY } from '../clinical/bound-record';
import type { ModelRule, RuleContext } from '../types';

const CURRENT = ['Active', 'Acknowledged'];

const admissionId = (values: RecordValues) => {
  const id = Number(values.admission);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The admission's current order sheets other than `self`. */
async function currentSheets(ctx: RuleContext, admission: number, self?: number) {
  const sheets = await ctx.records.find('orderSheet', { admission, status: CURRENT });
  return sheets.filter((sheet) => sheet.id !== self);
}

export const orderSheetRule: ModelRule = {
  name: 'inpatient.order-sheet',
  models: ['orderSheet'],

  async prepare(ctx, change) {
    const admission = admissionId(change.after);
    if (change.action === 'create' && admission) await ctx.records.lock('impatient', [admission]);
    if (change.action === 'transition' && change.after.status === 'Acknowledged') {
      change.after.acknowledged_by = ctx.actor.email ?? null;
      change.after.acknowledged_at = ctx.now.toISOString();
    }
  },

  async check(ctx, change) {
    if (change.action === 'transition' && change.after.status === 'Acknowledged') {
      const writer = change.before?.[RECORDED_BY];
      if (writer && writer === ctx.actor.email) {
        const message =
          'You wrote this order sheet: another person (the nurse taking the orders) acknowledges it.';
        throw new HttpError(403, 'FORBIDDEN', message, [{ field: 'status', message }]);
      }
      return [];
    }
    const admission = admissionId(change.after);
    if (change.action !== 'create' || !admission) return [];
    const at = Date.parse(String(change.after[RECORDED_AT] ?? ''));
    const later = (await currentSheets(ctx, admission)).find(
      (sheet) => Date.parse(String(sheet[RECORDED_AT])) > at,
    );
    if (!later) return [];
    return [
      {
        field: RECORDED_AT,
        message: `The current order sheet was written at ${clockText(String(later[RECORDED_AT]))}, after this time: a new order sheet replaces it, so give a time after that.`,
      },
    ];
  },

  async afterWrite(ctx, change) {
    const admission = admissionId(change.after);
    if (change.action !== 'create' || !admission) return;
    const reason = `Superseded by the order sheet of ${clockText(String(change.after[RECORDED_AT]))}`;
    for (const sheet of await currentSheets(ctx, admission, change.after.id as number)) {
      await ctx.records.transition('orderSheet', sheet.id as number, 'Discontinued', {
        discontinue_reason: reason,
      });
    }
  },
};
