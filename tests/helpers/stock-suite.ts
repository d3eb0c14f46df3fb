/**
 * The setup the stock and pharmacy API tests share, for a `describe.each(dialectCases)` suite:
 * a seeded app on that database running on the test's clock, the stock fixtures (and, for
 * tests that dispense, billing for products and the prescription fixtures) made once in
 * beforeAll, and the API calls of stock-moves.ts on them.
 */
import { beforeAll } from 'vitest';
import { type SeededSuite, useSeededApp } from './app';
import type { dialectCases } from './databases';
import {
  billingForProducts,
  type PrescriptionFixtures,
  prescriptionFixtures,
} from './prescription-fixtures';
import { type StockFixtures, stockFixtures } from './stock-fixtures';
import { stockMoves } from './stock-moves';

export interface StockSuiteOptions {
  /** Products get their billing service and prescriptions can be written (dispensing tests). */
  prescriptions?: boolean;
  /** Sign-ins last a year, for tests whose clock moves on by days so that batches expire. */
  longSignIns?: boolean;
}

export interface StockSuite extends ReturnType<typeof stockMoves> {
  suite: SeededSuite;
  /** Filled in by the suite's beforeAll: read it inside hooks and tests only. */
  f: StockFixtures;
  /** Filled in by the suite's beforeAll when `prescriptions` is asked; empty otherwise. */
  rx: PrescriptionFixtures;
}

export function useStockSuite(
  dialect: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
  { prescriptions = false, longSignIns = false }: StockSuiteOptions = {},
): StockSuite {
  const suite = useSeededApp(dialect, {
    clock,
    ...(longSignIns ? { auth: { accessTtlSeconds: 366 * 86_400 } } : {}),
  });
  // The same objects from the start, filled in once the app exists, so that a test may
  // destructure them where it is declared and its closures see the fixtures.
  const f = {} as StockFixtures;
  const rx = {} as PrescriptionFixtures;
  beforeAll(async () => {
    if (dialect.skip) return;
    // Products get their billing service (dispensings charge them) only once billing can file it.
    if (prescriptions) await billingForProducts(suite.app);
    Object.assign(f, await stockFixtures(suite.app));
    if (prescriptions) Object.assign(rx, await prescriptionFixtures(suite.app, f));
  }, 60_000);
  const moves = stockMoves(
    () => suite.app,
    () => f,
  );
  return { suite, f, rx, ...moves };
}
