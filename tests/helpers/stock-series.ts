/**
 * The random movement series of the ledger-property test (stock-ledger-property.test.ts): a
 * series opens with a receipt of every batch of its two products into each store, then
 * receipts (some of expired or zero stock, to be refused), count adjustments, transfers (a named
 * batch or first expiry first out) issued and later received, receipt reversals, returns to the
 * supplier, dispensings from the pharmacy and patients' returns of them, and days passing so
 * batch A expires. Indexes: `w` 0 the main store, 1 the pharmacy; `p` the series' product.
 */
import fc from 'fast-check';

export const DAY_MS = 86_400_000;
export const BATCHES = ['A', 'B', 'C'] as const;
/** Days from a series' first day to each batch's expiry: A expires within the series. */
export const EXPIRES_IN = { A: 3, B: 30, C: 365 } as const;

/** The main store (0) most of the time, so movements find stock; the pharmacy (1) otherwise. */
const side = fc.oneof(
  { weight: 3, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constant(1) },
);
const product = fc.constantFrom(0, 1);
const batch = fc.constantFrom(...BATCHES);
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('receive' as const),
      w: side,
      lines: fc.array(fc.record({ p: product, b: batch, q: fc.integer({ min: 0, max: 20 }) }), {
        minLength: 1,
        maxLength: 2,
      }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      w: side,
      p: product,
      b: batch,
      change: fc.integer({ min: -15, max: 15 }).filter((n) => n !== 0),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('transfer' as const),
      w: side,
      p: product,
      q: fc.integer({ min: 1, max: 25 }),
      b: fc.option(batch, { nil: undefined }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('arrive' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('supplierReturn' as const),
      w: side,
      p: product,
      b: batch,
      q: fc.integer({ min: 1, max: 20 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('dispense' as const),
      p: product,
      q: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('patientReturn' as const),
      pick: fc.nat(),
      q: fc.integer({ min: 1, max: 5 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('daysPass' as const),
      days: fc.integer({ min: 1, max: 4 }),
    }),
  },
);
export type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;
/** A receipt of every batch of both products into store `w`. */
const opening = (w: 0 | 1) =>
  fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 6, maxLength: 6 }).map(
    (q): Op => ({
      kind: 'receive',
      w,
      lines: q.map((quantity, i) => ({
        p: i % 2 === 0 ? 0 : 1,
        b: BATCHES[i % 3] as (typeof BATCHES)[number],
        q: quantity,
      })),
    }),
  );
export const series = fc
  .tuple(opening(0), opening(1), fc.array(op, { minLength: 3, maxLength: 16 }))
  .map(([main, pharmacy, rest]) => [main, pharmacy, ...rest]);
