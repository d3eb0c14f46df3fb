/**
 * The setup the surgery API tests share, for a `describe.each(dialectCases)` suite: the stock
 * suite (a seeded app on the test's clock, stock fixtures, products with billing services) and
 * the surgery fixtures on it, made once in beforeAll; `longSignIns` for a clock moved on by days.
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import type { dialectCases } from './databases';
import { type StockSuiteOptions, useStockSuite } from './stock-suite';
import { type Answer, type SurgeryFixtures, surgeryFixtures } from './surgery-fixtures';

type Headers = Record<string, string>;

export function useSurgerySuite(
  dialect: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
  options: Pick<StockSuiteOptions, 'longSignIns'> = {},
) {
  const stock = useStockSuite(dialect, clock, { prescriptions: true, ...options });
  const s = {} as SurgeryFixtures;
  beforeAll(async () => {
    if (dialect.skip) return;
    Object.assign(s, await surgeryFixtures(stock.suite.app, stock.f, clock));
  }, 120_000);
  const app = (): FastifyInstance => stock.suite.app;
  /** An API call as `headers`; the answer. */
  const call = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) =>
    (await app().inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload ? { payload } : {}),
    })) as unknown as Answer;
  return { ...stock, s, app, call };
}
