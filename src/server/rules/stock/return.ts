/**
 * A stock return, posted when saved and never edited: a Patient Return puts medicines back
 * from a dispensing (return-patient.ts: only what it gave out, into its warehouse, its charge
 * reduced); a Return to Supplier takes named batches out of a warehouse (`Return` lines through
 * ledger.ts: expired batches may go, never more than the batch holds, 422 naming the product,
 * warehouse, batch and what is there). Either way whole units above 0 and the reason are kept,
 * with who recorded it and when.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule } from '../types';
import { issueStock, type StockSource } from './ledger';
import { patientReturnProblems, postPatientReturn, returnItems } from './return-patient';
import { wholeQuantityProblem } from './whole-quantity';

const isPatientReturn = (record: RecordValues) => record.return_type === 'Patient Return';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const quantityProblems = (record: RecordValues): Problem[] =>
  returnItems(record).flatMap((item, index) => wholeQuantityProblem(item, index) ?? []);

export const stockReturn: ModelRule = {
  name: 'stock.return',
  models: ['stockReturn'],

  /** A patient return goes back where it was dispensed from: that warehouse when none is given. */
  async fill(ctx, values) {
    if (!isPatientReturn(values) || isBlank(values.dispensing) || !isBlank(values.warehouse))
      return;
    const [dispensing] = await ctx.records.getMany('dispensing', [Number(values.dispensing)]);
    if (dispensing) values.warehouse = dispensing.warehouse;
  },

  prepare(ctx, change) {
    if (change.action !== 'create') return;
    const record = change.after;
    record.returned_by = ctx.actor.email ?? null;
    record.returned_at = ctx.now.toISOString();
    // The dispensing field is hidden for a return to the supplier: a value left in it means nothing.
    if (!isPatientReturn(record)) record.dispensing = null;
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    const problems = quantityProblems(change.after);
    if (problems.length > 0 || !isPatientReturn(change.after)) return problems;
    return patientReturnProblems(ctx, change.after);
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const record = change.after;
    const source: StockSource = {
      model: 'stockReturn',
      id: Number(record.id),
      label: record.return_number ? String(record.return_number) : null,
      movement: 'Return',
    };
    if (isPatientReturn(record)) {
      await postPatientReturn(ctx, record, source);
      return;
    }
    await issueStock(
      ctx,
      source,
      returnItems(record).map((item, index) => ({
        product: Number(item.product),
        warehouse: Number(record.warehouse),
        batch_number: String(item.batch_number).trim(),
        quantity: Number(item.quantity),
        field: `items[${index}].quantity`,
        allowExpired: true,
      })),
    );
  },
};
