/**
 * List totals already counted, keyed by table and query, kept until the next write (see
 * model-service-writes.ts). Entries older than `maxAgeMs` are counted again (the default keeps
 * them until `clear`). A count begun before a `clear` is not kept: it may have read the rows
 * before that write (a reader thread's snapshot), and would otherwise outlive it.
 */
export class CountCache {
  private readonly totals = new Map<string, { total: number; at: number }>();
  /** Goes up at every `clear`; pass the value read before counting to `set`. */
  generation = 0;
  constructor(
    private readonly maxAgeMs = Number.POSITIVE_INFINITY,
    private readonly now: () => number = Date.now,
  ) {}
  get(key: string): number | undefined {
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at <= this.maxAgeMs) return entry.total;
    this.totals.delete(key);
    return undefined;
  }
  set(key: string, total: number, countedIn = this.generation): void {
    if (countedIn !== this.generation) return;
    // A bound keeps many distinct searches from growing the map without end.
    if (this.totals.size >= 1000) this.totals.clear();
    this.totals.set(key, { total, at: this.now() });
  }
  clear(): void {
    this.generation += 1;
    this.totals.clear();
  }
}
