/**
 * The stock ledger's one way in: every movement's rule (a receipt, a transfer's issue and
 * receipt, a dispensing, a sale, an adjustment, a return) posts its lines here, inside its own
 * write transaction, and nothing else writes `quantity` or `stockLedger`
 * (repositories/stock-ledger.ts). A posting locks the products it moves first, so concurrent
 * postings of one product run one after the other and a balance is never read stale.
 *
 * Going out, a line names a batch or gets first-expiry-first-out batches (earliest expiry first,
 * batches without one last, then the oldest batch); expired batches are never issued, and no
 * balance goes below zero: either refusal is a 422 naming the product, the warehouse, the batch
 * and what is there, and the whole write rolls back.
 */
import { calendarDay } from '../../../engine/format/dates';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import { type Problem, rulesRefusal } from '../../errors';
import { moneyToCents } from '../../models/codecs';
import {
  appendLedgerLines,
  type BatchBalance,
  insertBatch,
  type LedgerLine,
  type LedgerStamp,
  lockProducts,
  updateBatchBalances,
} from '../../repositories/stock-ledger';
import type { RuleContext } from '../types';
import { BatchBook } from './batch-book';

export type Movement =
  | 'Receipt'
  | 'Transfer Out'
  | 'Transfer In'
  | 'Dispensing'
  | 'Sale'
  | 'Adjustment'
  | 'Return'
  | 'Reversal';

/** The record a posting comes from: its model, id, number and the kind of movement. */
export interface StockSource {
  model: string;
  id: number;
  label: string | null;
  movement: Movement;
}

/** Stock coming into a batch (created when the warehouse has no such batch yet). */
export interface StockIn {
  product: number;
  warehouse: number;
  batch_number: string;
  expiry_date: string | null;
  /** Money ("12.50"); kept on the batch when given. */
  unit_cost?: unknown;
  quantity: number;
}

/** Stock going out of a warehouse: from the named batch, or first-expiry-first-out. */
export interface StockOut {
  product: number;
  warehouse: number;
  quantity: number;
  batch_number?: string | null;
  /** Where a refusal points in the movement's body: `items[2].quantity`. */
  field: string;
  /** Writing off expired stock (an adjustment, a return to the supplier) may take expired batches. */
  allowExpired?: boolean;
}

/** One line as posted: a signed quantity and the batch's balance after it. */
export interface PostedLine {
  product: number;
  warehouse: number;
  batch_number: string;
  expiry_date: string | null;
  quantity: number;
  balance_after: number;
  unit_cost_cents: number | null;
}

const stampOf = (ctx: RuleContext): LedgerStamp => ({
  at: ctx.now.toISOString(),
  userId: ctx.actor.id,
  email: ctx.actor.email,
});

/** The hospital's calendar day of the write ("2026-11-27"): a batch expiring today still issues. */
export const stockToday = (ctx: RuleContext) => calendarDay(ctx.now, DEFAULT_SETTINGS.timeZone);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** First expiry first out: earliest expiry, batches without one after, then oldest batch. */
export function fefoOrder(a: BatchBalance, b: BatchBalance): number {
  if (a.expiry_date !== b.expiry_date) {
    if (a.expiry_date === null) return 1;
    if (b.expiry_date === null) return -1;
    return a.expiry_date < b.expiry_date ? -1 : 1;
  }
  return a.id - b.id;
}

async function lockFor(ctx: RuleContext, lines: readonly { product: number }[]) {
  const ids = [...new Set(lines.map((line) => line.product))].sort((a, b) => a - b);
  await lockProducts(ctx.trx, ids);
}

function ledgerLine(source: StockSource, batch: BatchBalance, change: number): LedgerLine {
  return {
    movement: source.movement,
    product: batch.product,
    warehouse: batch.warehouse,
    batch_number: batch.batch_number,
    expiry_date: batch.expiry_date,
    quantity_in: change > 0 ? change : 0,
    quantity_out: change < 0 ? -change : 0,
    balance_after: batch.quantity,
    unit_cost_cents: batch.unit_cost_cents,
    source_model: source.model,
    source_id: source.id,
    source_label: source.label,
  };
}

/** Writes the balances and appends the lines: the end of every posting. */
async function commit(
  ctx: RuleContext,
  touched: Map<BatchBalance, number | null | undefined>,
  lines: LedgerLine[],
): Promise<PostedLine[]> {
  const stamp = stampOf(ctx);
  await updateBatchBalances(
    ctx.trx,
    [...touched].map(([batch, cost]) => ({
      id: batch.id,
      quantity: batch.quantity,
      unitCostCents: cost,
    })),
    stamp,
  );
  await appendLedgerLines(ctx.trx, lines, stamp);
  return lines.map((line) => ({
    product: line.product,
    warehouse: line.warehouse,
    batch_number: line.batch_number,
    expiry_date: line.expiry_date,
    quantity: line.quantity_in - line.quantity_out,
    balance_after: line.balance_after,
    unit_cost_cents: line.unit_cost_cents,
  }));
}

/**
 * Stock into batches: a batch new to the warehouse is opened with its expiry and cost; an
 * existing one keeps its expiry (the caller checks a receipt's expiry agrees) and takes the
 * newest cost given.
 */
export async function receiveStock(
  ctx: RuleContext,
  source: StockSource,
  lines: readonly StockIn[],
): Promise<PostedLine[]> {
  await lockFor(ctx, lines);
  const book = new BatchBook(ctx);
  await book.load(lines);
  const touched = new Map<BatchBalance, number | null | undefined>();
  const out: LedgerLine[] = [];
  for (const line of lines) {
    if (!(line.quantity > 0)) continue;
    const batches = await book.of(line.product, line.warehouse);
    const cost = isBlank(line.unit_cost) ? undefined : moneyToCents(line.unit_cost);
    let batch = batches.find((b) => b.batch_number === line.batch_number);
    if (!batch) {
      batch = await insertBatch(
        ctx.trx,
        {
          product: line.product,
          warehouse: line.warehouse,
          batch_number: line.batch_number,
          expiry_date: isBlank(line.expiry_date) ? null : String(line.expiry_date),
          unit_cost_cents: cost ?? null,
        },
        stampOf(ctx),
      );
      batches.push(batch);
    }
    if (cost !== undefined) batch.unit_cost_cents = cost;
    batch.quantity += line.quantity;
    touched.set(batch, cost ?? touched.get(batch));
    out.push(ledgerLine(source, batch, line.quantity));
  }
  return commit(ctx, touched, out);
}

/** Names for refusals, read only when something is refused. */
async function names(ctx: RuleContext, product: number, warehouse: number) {
  const [item] = await ctx.records.getMany('product', [product]);
  const [store] = await ctx.records.getMany('wareHouse', [warehouse]);
  return {
    product: String(item?.name ?? `Product ${product}`),
    warehouse: String(store?.name ?? `Warehouse ${warehouse}`),
  };
}

const describeBatches = (batches: readonly BatchBalance[]) =>
  batches
    .filter((b) => b.quantity > 0)
    .map(
      (b) =>
        `batch ${b.batch_number}: ${b.quantity}${b.expiry_date ? ` (expires ${b.expiry_date})` : ''}`,
    )
    .join(', ');

async function namedBatchProblem(
  ctx: RuleContext,
  line: StockOut,
  batch: BatchBalance | undefined,
  today: string,
): Promise<Problem | undefined> {
  const name = await names(ctx, line.product, line.warehouse);
  const where = `${name.product} in ${name.warehouse}`;
  if (!batch)
    return {
      field: line.field,
      message: `${where} has no batch ${line.batch_number}: name a batch it holds, or leave the batch empty to take the first to expire`,
    };
  if (!line.allowExpired && batch.expiry_date !== null && batch.expiry_date < today)
    return {
      field: line.field,
      message: `Batch ${batch.batch_number} of ${where} expired on ${batch.expiry_date} and cannot be issued: write it off with an adjustment`,
    };
  if (batch.quantity < line.quantity)
    return {
      field: line.field,
      message: `Only ${batch.quantity} of ${where} in batch ${batch.batch_number}; ${line.quantity} asked`,
    };
  return undefined;
}

async function shortageProblem(
  ctx: RuleContext,
  line: StockOut,
  batches: readonly BatchBalance[],
  issuable: number,
): Promise<Problem> {
  const name = await names(ctx, line.product, line.warehouse);
  const held = describeBatches(batches);
  const expired = batches.some((b) => b.quantity > 0) && issuable === 0 ? ' (all expired)' : '';
  return {
    field: line.field,
    message: `Only ${issuable} of ${name.product} can be issued in ${name.warehouse}${expired}; ${line.quantity} asked${held ? ` (${held})` : ''}`,
  };
}

/**
 * Stock out of warehouses. Lines of one product and warehouse draw on the same batches in
 * order, so two lines cannot both take the last units. Refuses the whole posting (422, one
 * problem per line that cannot be met) before anything is written.
 */
export async function issueStock(
  ctx: RuleContext,
  source: StockSource,
  lines: readonly StockOut[],
): Promise<PostedLine[]> {
  await lockFor(ctx, lines);
  const today = stockToday(ctx);
  const book = new BatchBook(ctx);
  await book.load(lines);
  const touched = new Map<BatchBalance, number | null | undefined>();
  const out: LedgerLine[] = [];
  const problems: Problem[] = [];
  for (const line of lines) {
    if (!(line.quantity > 0)) continue;
    const batches = await book.of(line.product, line.warehouse);
    if (!isBlank(line.batch_number)) {
      const batch = batches.find((b) => b.batch_number === String(line.batch_number));
      const problem = await namedBatchProblem(ctx, line, batch, today);
      if (problem || !batch) {
        if (problem) problems.push(problem);
        continue;
      }
      batch.quantity -= line.quantity;
      touched.set(batch, undefined);
      out.push(ledgerLine(source, batch, -line.quantity));
      continue;
    }
    const usable = batches
      .filter((b) => b.quantity > 0 && (line.allowExpired || !expired(b, today)))
      .sort(fefoOrder);
    const issuable = usable.reduce((sum, b) => sum + b.quantity, 0);
    if (issuable < line.quantity) {
      problems.push(await shortageProblem(ctx, line, batches, issuable));
      continue;
    }
    let left = line.quantity;
    for (const batch of usable) {
      if (left === 0) break;
      const take = Math.min(left, batch.quantity);
      batch.quantity -= take;
      left -= take;
      touched.set(batch, undefined);
      out.push(ledgerLine(source, batch, -take));
    }
  }
  if (problems.length > 0) throw rulesRefusal(problems);
  return commit(ctx, touched, out);
}

const expired = (batch: BatchBalance, today: string) =>
  batch.expiry_date !== null && batch.expiry_date < today;
