/**
 * Consumables used in an operation (`caseConsumable`): taken from the theatre's OR Store (the
 * case's operating room's warehouse, derived), only by a role the store names among its
 * `issuing_roles` (403 otherwise), first expiry first out unless a row names its batch (the
 * ledger's 422 on `items[i].quantity` when the store holds too little), each row charged for its
 * product's service and collected by the OR Cashier (case-charges.ts), in the issue's
 * transaction. An issue is final (locked): a mistaken one is returned to the store.
 *
 * Cancelling the case (case-progress.ts; only before the patient is in theatre, so nothing
 * issued was used) puts each issue back into the OR Store, into the very batches it took
 * (`Return` ledger lines under the issue, put-back.ts), and marks it Returned; its unbilled
 * charges are voided and a billed one stops the cancel. A pack opened in the meantime is written
 * off by the Store Manager's stock adjustment, as any damaged stock is.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { servicesOf } from '../billing/catalogue-service';
import { createCharges } from '../billing/charges';
import { issueStock } from '../stock/ledger';
import { PRODUCT_CATALOGUE } from '../stock/product-service';
import { putBackTaken } from '../stock/put-back';
import { requireStoreKeeper } from '../stock/store-keepers';
import type { ModelRule, RuleContext } from '../types';
import { THEATRE_CASHIER_POINT } from './case-charges';

const MODEL = 'caseConsumable';

const rowsOf = (issue: RecordValues) =>
  (Array.isArray(issue.items) ? issue.items : []) as RecordValues[];

/** The case's theatre's store, or undefined while the case or its room is unknown. */
async function theatreStore(ctx: RuleContext, issue: RecordValues) {
  const surgicalCase = await ctx.records.get('surgicalCase', Number(issue.surgical_case));
  if (!surgicalCase) return undefined;
  const room = await ctx.records.get('operationRoom', Number(surgicalCase.operation_room));
  return room ? ctx.records.get('wareHouse', Number(room.warehouse)) : undefined;
}

/** Each row's product's billing service, by product id (undefined: none to charge). */
async function servicesOfRows(ctx: RuleContext, issue: RecordValues) {
  const ids = [...new Set(rowsOf(issue).map((row) => Number(row.product)))];
  const products = await ctx.records.getMany('product', ids);
  const byCode = await servicesOf(
    ctx,
    products.map((product) => product.code),
    PRODUCT_CATALOGUE.category,
  );
  const services = new Map<number, RecordValues | undefined>();
  for (const product of products)
    services.set(Number(product.id), byCode.get(String(product.code)));
  return { products: new Map(products.map((p) => [Number(p.id), p])), services };
}

/** A cancelled case's issues back into the OR Store, each marked Returned (see above). */
export async function returnConsumables(ctx: RuleContext, surgicalCase: RecordValues) {
  const issues = await ctx.records.find(MODEL, { surgical_case: Number(surgicalCase.id) });
  for (const issue of issues.filter((one) => one.status === 'Issued')) {
    const id = Number(issue.id);
    const label = String(issue.issue_number);
    await putBackTaken(ctx, { model: MODEL, id, label, movement: 'Return' }, 'Dispensing');
    await ctx.records.setDerived(MODEL, id, {
      status: 'Returned',
      returned_at: ctx.now.toISOString(),
    });
  }
}

export const caseConsumables: ModelRule = {
  name: 'surgery.consumables',
  models: [MODEL],

  async prepare(ctx, change) {
    if (change.action !== 'create') return;
    const store = await theatreStore(ctx, change.after);
    change.after.warehouse = store ? Number(store.id) : null;
  },

  async check(ctx, change) {
    if (change.action !== 'create') return [];
    const store = await theatreStore(ctx, change.after);
    if (!store)
      return [
        {
          field: 'surgical_case',
          message: "This case's operating room has no OR Store to issue from",
        },
      ];
    requireStoreKeeper(ctx, store, 'issue from', 'warehouse');
    const { products, services } = await servicesOfRows(ctx, change.after);
    const problems: Problem[] = [];
    rowsOf(change.after).forEach((row, index) => {
      const product = products.get(Number(row.product));
      if (product && !services.get(Number(product.id)))
        problems.push({
          field: `items[${index}].product`,
          message: `Items row ${index + 1}: ${product.name} has no billing service to charge (code ${product.code}); ask billing to file it`,
        });
    });
    return problems;
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const issue = change.after;
    const id = Number(issue.id);
    const label = String(issue.issue_number);
    const rows = rowsOf(issue);
    await issueStock(
      ctx,
      { model: MODEL, id, label, movement: 'Dispensing' },
      rows.map((row, index) => ({
        product: Number(row.product),
        warehouse: Number(issue.warehouse),
        quantity: Number(row.quantity),
        batch_number: row.batch_number ? String(row.batch_number) : null,
        field: `items[${index}].quantity`,
      })),
    );
    const { services } = await servicesOfRows(ctx, issue);
    await createCharges(
      ctx,
      rows.map((row) => ({
        patient: Number(issue.patient),
        service: Number(services.get(Number(row.product))?.id),
        quantity: Number(row.quantity),
        source: { model: MODEL, id, label },
        cashierPoint: THEATRE_CASHIER_POINT,
      })),
    );
  },
};
