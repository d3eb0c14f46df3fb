/**
 * The setup the laboratory API tests share, for a `describe.each(dialectCases)` suite: a seeded
 * app on that database running on the test's clock, the lab fixtures made once in beforeAll, and
 * the model calls of charge-calls.ts (the Lab Manager lists the charges).
 */
import type { FastifyInstance } from 'fastify';
import { beforeAll } from 'vitest';
import { useSeededApp } from './app';
import { chargeCalls } from './charge-calls';
import type { dialectCases } from './databases';
import { type LabFixtures, labFixtures } from './lab-fixtures';

export function useLabSuite(
  dialect: Pick<(typeof dialectCases)[number], 'make' | 'skip'>,
  clock: () => Date,
) {
  const suite = useSeededApp(dialect, { clock });
  // The same object from the start, filled in once the app exists, so that a test may
  // destructure it where it is declared and its closures see the fixtures.
  const f = {} as LabFixtures;
  const app = (): FastifyInstance => suite.app;
  beforeAll(async () => {
    if (dialect.skip) return;
    Object.assign(f, await labFixtures(suite.app));
  }, 60_000);
  return {
    suite,
    f,
    app,
    ...chargeCalls(app, () => f.as.labManager),
  };
}
