/**
 * A transfer request (new, or edited while Requested; later states are locked): stock moves
 * between two different active warehouses, each product at most once per batch (one row with
 * no batch, or one per named batch), in whole units above 0, and a named batch must be one the
 * sending store holds now. Whether there is enough is decided when it is issued
 * (transfer-movement.ts): stock may come in or go out between request and issue.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { batchesOf } from '../../repositories/stock-ledger';
import type { ModelRule, RuleContext } from '../types';
import { wholeQuantityProblem } from './whole-quantity';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

export const transferItems = (record: RecordValues) =>
  (Array.isArray(record.items) ? record.items : []) as RecordValues[];

async function warehouseProblems(ctx: RuleContext, transfer: RecordValues): Promise<Problem[]> {
  const from = Number(transfer.from_warehouse);
  const to = Number(transfer.to_warehouse);
  const stores = new Map(
    (await ctx.records.getMany('wareHouse', [from, to])).map((w) => [Number(w.id), w]),
  );
  const problems: Problem[] = [];
  if (from === to)
    problems.push({
      field: 'to_warehouse',
      message: `From and To are both ${stores.get(from)?.name ?? 'the same warehouse'}: a transfer moves stock to another warehouse`,
    });
  for (const [field, id] of [
    ['from_warehouse', from],
    ['to_warehouse', to],
  ] as const) {
    const store = stores.get(id);
    if (store && store.is_active === false)
      problems.push({
        field,
        message: `${store.name} is not active: transfers move stock between active warehouses`,
      });
  }
  return problems;
}

const heldList = (batches: readonly { batch_number: string; quantity: number }[]) =>
  batches.map((b) => `${b.batch_number}: ${b.quantity}`).join(', ');

async function itemProblems(ctx: RuleContext, transfer: RecordValues): Promise<Problem[]> {
  const items = transferItems(transfer);
  if (items.length === 0)
    return [{ field: 'items', message: 'A transfer needs at least one item: add one under Items' }];
  const from = Number(transfer.from_warehouse);
  const productIds = [...new Set(items.map((i) => Number(i.product)).filter((id) => id > 0))];
  const products = new Map(
    (await ctx.records.getMany('product', productIds)).map((p) => [Number(p.id), p]),
  );
  const [store] = await ctx.records.getMany('wareHouse', [from]);
  const problems: Problem[] = [];
  const rowOf = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const at = `items[${index}]`;
    const unwhole = wholeQuantityProblem(item, index);
    if (unwhole) problems.push(unwhole);
    const product = products.get(Number(item.product));
    if (!product) continue;
    const batch = isBlank(item.batch_number) ? '' : String(item.batch_number).trim();
    const key = `${product.id}:${batch}`;
    const earlier = rowOf.get(key);
    if (earlier !== undefined) {
      problems.push({
        field: `${at}.product`,
        message: `${product.name}${batch ? ` batch ${batch}` : ' with no batch named'} is already on row ${earlier + 1}: put its whole quantity on one row`,
      });
      continue;
    }
    rowOf.set(key, index);
    if (!batch || !store) continue;
    const held = (await batchesOf(ctx.trx, Number(product.id), from)).filter((b) => b.quantity > 0);
    if (!held.some((b) => b.batch_number === batch))
      problems.push({
        field: `${at}.batch_number`,
        message: `${store.name} holds no batch ${batch} of ${product.name}: ${held.length > 0 ? `name one it holds (${heldList(held)})` : 'it holds none of it'}, or leave the batch empty to send the first to expire`,
      });
  }
  return problems;
}

export const transferRequest: ModelRule = {
  name: 'stock.transfer-request',
  models: ['wareHouseTransfer'],

  async check(ctx, change) {
    if (change.action !== 'create' && change.action !== 'update') return [];
    return [
      ...(await warehouseProblems(ctx, change.after)),
      ...(await itemProblems(ctx, change.after)),
    ];
  },
};
