/**
 * A transfer's stock: Issue takes it out of the sending store (`Transfer Out` lines, first
 * expiry first out unless a row names its batch, never an expired batch, never below zero:
 * ledger.ts refuses on `items[i].quantity`), and from then it is in transit, in neither
 * store's balance; Receive puts exactly the batches, expiry dates and costs that went out
 * (read back from the ledger) into the receiving store (`Transfer In` lines).
 *
 * Who: Issue is for a user holding one of the sending store's `issuing_roles`, Receive for one
 * holding one of the receiving store's (the people who keep a store are those who take stock
 * into it); anyone else is refused with 403 naming the store and its roles, even when the
 * workflow lets their role take the step for other stores.
 */
import { type Problem, rulesRefusal } from '../../errors';
import { centsToMoney } from '../../models/codecs';
import type { RecordValues } from '../../models/model-runtime';
import { batchesOf, linesOfSource } from '../../repositories/stock-ledger';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { issueStock, type PostedLine, receiveStock, type StockSource } from './ledger';
import { requireStoreKeeper } from './store-keepers';
import { transferItems } from './transfer-request';

const sourceOf = (transfer: RecordValues, movement: StockSource['movement']): StockSource => ({
  model: 'wareHouseTransfer',
  id: Number(transfer.id),
  label: transfer.transfer_number ? String(transfer.transfer_number) : null,
  movement,
});

/** The store whose keepers take this step: the sender issues, the receiver receives. */
async function requireKeeper(ctx: RuleContext, change: RecordChange): Promise<void> {
  const issuing = change.after.status === 'Issued';
  const id = Number(issuing ? change.after.from_warehouse : change.after.to_warehouse);
  const [store] = await ctx.records.getMany('wareHouse', [id]);
  if (store) requireStoreKeeper(ctx, store, issuing ? 'issue from' : 'receive into', 'status');
}

/**
 * A batch sent must not land on a batch of the same number the receiver holds under another
 * expiry date (a batch has one), so the issue is refused before the stock is in transit.
 */
async function expiryClashes(
  ctx: RuleContext,
  transfer: RecordValues,
  posted: readonly PostedLine[],
): Promise<Problem[]> {
  const to = Number(transfer.to_warehouse);
  const items = transferItems(transfer);
  const problems: Problem[] = [];
  for (const line of posted) {
    const held = (await batchesOf(ctx.trx, line.product, to)).find(
      (b) => b.batch_number === line.batch_number,
    );
    if (!held?.expiry_date || !line.expiry_date || held.expiry_date === line.expiry_date) continue;
    const [product] = await ctx.records.getMany('product', [line.product]);
    const [store] = await ctx.records.getMany('wareHouse', [to]);
    const index = Math.max(
      0,
      items.findIndex((item) => Number(item.product) === line.product),
    );
    problems.push({
      field: `items[${index}].batch_number`,
      message: `Batch ${line.batch_number} of ${product?.name} expires on ${line.expiry_date}, but ${store?.name} holds a batch ${line.batch_number} expiring on ${held.expiry_date}: a batch has one expiry date; name another batch to send`,
    });
  }
  return problems;
}

async function issue(ctx: RuleContext, transfer: RecordValues) {
  const from = Number(transfer.from_warehouse);
  const posted = await issueStock(
    ctx,
    sourceOf(transfer, 'Transfer Out'),
    transferItems(transfer).map((item, index) => ({
      product: Number(item.product),
      warehouse: from,
      quantity: Number(item.quantity),
      batch_number: item.batch_number ? String(item.batch_number).trim() : null,
      field: `items[${index}].quantity`,
    })),
  );
  const clashes = await expiryClashes(ctx, transfer, posted);
  if (clashes.length > 0) throw rulesRefusal(clashes);
}

async function receive(ctx: RuleContext, transfer: RecordValues) {
  const sent = (await linesOfSource(ctx.trx, 'wareHouseTransfer', Number(transfer.id))).filter(
    (line) => line.movement === 'Transfer Out',
  );
  await receiveStock(
    ctx,
    sourceOf(transfer, 'Transfer In'),
    sent.map((line) => ({
      product: line.product,
      warehouse: Number(transfer.to_warehouse),
      batch_number: line.batch_number,
      expiry_date: line.expiry_date,
      unit_cost: line.unit_cost_cents === null ? undefined : centsToMoney(line.unit_cost_cents),
      quantity: line.quantity_out,
    })),
  );
}

const moves = (change: RecordChange) =>
  change.action === 'transition' &&
  (change.after.status === 'Issued' || change.after.status === 'Received');

export const transferMovement: ModelRule = {
  name: 'stock.transfer-movement',
  models: ['wareHouseTransfer'],

  async check(ctx, change) {
    if (moves(change)) await requireKeeper(ctx, change);
    return [];
  },

  async afterWrite(ctx, change) {
    if (!moves(change)) return;
    if (change.after.status === 'Issued') await issue(ctx, change.after);
    else await receive(ctx, change.after);
  },
};
