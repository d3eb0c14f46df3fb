/**
 * A posting's batches by product and warehouse (ledger.ts): read once, after the products are
 * locked, and moved on in memory as the posting's lines take from them, so two lines of one
 * product and warehouse draw on the same balances.
 */
import { type BatchBalance, batchesOf, batchesOfPairs } from '../../repositories/stock-ledger';
import type { RuleContext } from '../types';

/** Batches by product and warehouse, read once per posting after the products are locked. */
export class BatchBook {
  private readonly byKey = new Map<string, BatchBalance[]>();
  constructor(private readonly ctx: RuleContext) {}
  /** Reads the batches of every line's product and warehouse in one query. */
  async load(lines: readonly { product: number; warehouse: number }[]) {
    for (const [key, batches] of await batchesOfPairs(this.ctx.trx, lines))
      this.byKey.set(key, batches);
  }
  async of(product: number, warehouse: number): Promise<BatchBalance[]> {
    const key = `${product}:${warehouse}`;
    let batches = this.byKey.get(key);
    if (!batches) {
      batches = await batchesOf(this.ctx.trx, product, warehouse);
      this.byKey.set(key, batches);
    }
    return batches;
  }
}
