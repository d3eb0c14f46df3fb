/**
 * What the stock ledger should do, worked out in memory for the ledger-property test: balances
 * per warehouse, product and batch (a key present once the warehouse has held the batch), and
 * for each movement whether the server must take it or refuse it: a receipt of an expired
 * batch or of one batch twice, a named batch the store does not hold, more than a batch or the
 * unexpired batches hold, first expiry first out. Expiry dates are "YYYY-MM-DD" strings, each
 * batch name of a product one date, so first-expiry-first-out is an order by date.
 */
export interface Taken {
  batch: string;
  quantity: number;
}

export class StockModel {
  private readonly held = new Map<string, number>();
  constructor(private readonly expiryOf: (product: number, batch: string) => string) {}

  private key = (warehouse: number, product: number, batch: string) =>
    `${warehouse}|${product}|${batch}`;

  balance(warehouse: number, product: number, batch: string): number | undefined {
    return this.held.get(this.key(warehouse, product, batch));
  }

  add(warehouse: number, product: number, batch: string, quantity: number) {
    const key = this.key(warehouse, product, batch);
    this.held.set(key, (this.held.get(key) ?? 0) + quantity);
  }

  /** A receipt is taken when every line is whole, above 0, unexpired and its batch on one line. */
  receiptTaken(
    lines: readonly { product: number; batch: string; quantity: number }[],
    today: string,
  ) {
    const seen = new Set<string>();
    for (const line of lines) {
      const key = `${line.product}|${line.batch}`;
      if (seen.has(key) || line.quantity <= 0 || this.expiryOf(line.product, line.batch) < today)
        return false;
      seen.add(key);
    }
    return true;
  }

  /** A named batch may go out when the store holds that much of it (expired too, with `anyExpiry`). */
  namedTaken(
    warehouse: number,
    product: number,
    batch: string,
    quantity: number,
    today: string,
    anyExpiry: boolean,
  ): boolean {
    const balance = this.balance(warehouse, product, batch);
    if (balance === undefined || balance < quantity) return false;
    return anyExpiry || this.expiryOf(product, batch) >= today;
  }

  /** The batches first-expiry-first-out would take, or undefined when there is not enough. */
  fefo(warehouse: number, product: number, quantity: number, today: string): Taken[] | undefined {
    const prefix = `${warehouse}|${product}|`;
    const usable = [...this.held.entries()]
      .filter(([key, held]) => key.startsWith(prefix) && held > 0)
      .map(([key, held]) => ({ batch: key.slice(prefix.length), held }))
      .filter(({ batch }) => this.expiryOf(product, batch) >= today)
      .sort((a, b) => (this.expiryOf(product, a.batch) < this.expiryOf(product, b.batch) ? -1 : 1));
    const taken: Taken[] = [];
    let left = quantity;
    for (const { batch, held } of usable) {
      if (left === 0) break;
      const take = Math.min(left, held);
      taken.push({ batch, quantity: take });
      left -= take;
    }
    return left === 0 ? taken : undefined;
  }

  /** Every non-empty balance of these products: "warehouse/product/batch" -> quantity. */
  balancesOf(products: readonly number[]): Record<string, number> {
    const out: Record<string, number> = {};
    for (const [key, held] of this.held) {
      const [warehouse, product, batch] = key.split('|');
      if (held !== 0 && products.includes(Number(product)))
        out[`${warehouse}/${product}/${batch}`] = held;
    }
    return out;
  }
}
