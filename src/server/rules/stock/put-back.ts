/**
 * Undoing what a movement took out of stock: the same quantities go back into the very batches
 * they left (their expiry and cost kept), posted as new ledger lines under the same source, never
 * by editing the lines it posted. A sale's Return step, a cancelled operation's consumables.
 * What earlier put-backs of the source returned is not returned again.
 */
import { linesOfSource } from '../../repositories/stock-ledger';
import type { RuleContext } from '../types';
import { type Movement, type PostedLine, receiveStock, type StockSource } from './ledger';

const keyOf = (line: { product: number; warehouse: number; batch_number: string }) =>
  `${line.product}:${line.warehouse}:${line.batch_number}`;

/** Puts back what `source`'s lines of movement `taken` took out, as lines of `source.movement`. */
export async function putBackTaken(
  ctx: RuleContext,
  source: StockSource,
  taken: Movement,
): Promise<PostedLine[]> {
  const lines = await linesOfSource(ctx.trx, source.model, source.id);
  const back = new Map<string, number>();
  for (const line of lines.filter((l) => l.movement === source.movement))
    back.set(keyOf(line), (back.get(keyOf(line)) ?? 0) + line.quantity_in);
  const out = [];
  for (const line of lines.filter((l) => l.movement === taken)) {
    const already = Math.min(back.get(keyOf(line)) ?? 0, line.quantity_out);
    back.set(keyOf(line), (back.get(keyOf(line)) ?? 0) - already);
    if (line.quantity_out - already > 0)
      out.push({
        product: line.product,
        warehouse: line.warehouse,
        batch_number: line.batch_number,
        expiry_date: line.expiry_date,
        quantity: line.quantity_out - already,
      });
  }
  return receiveStock(ctx, source, out);
}
