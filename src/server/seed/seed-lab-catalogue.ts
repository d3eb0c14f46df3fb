import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { LABORATORY_CATALOGUE } from '../rules/laboratory/test-service';
import { CATALOGUE_ACTOR, tableIsEmpty } from './catalogue-actor';
import { catchUpCatalogueServices } from './catalogue-services';
import { LAB_GROUPS, LAB_SAMPLE_TYPES, LAB_TESTS } from './lab-catalogue';

/**
 * The laboratory catalogue (lab-catalogue.ts) is reference data every hospital needs from its
 * first day, demo or not: the server seeds it at start while the test table is empty, through
 * `app.models.createMany` (the validation, the `laboratory.*` rules and history of the API),
 * one transaction per model, so a start cut short leaves either no tests (seeded again next
 * start) or all. Saving a test keeps its billing service (laboratory.test-service); a test
 * saved before billing had a tax rate and an income account for it has none:
 * `catchUpLabServices` gives it one once billing can file it (each start, and the demo after
 * its billing reference data).
 */

export interface LabCatalogueCounts {
  groups: number;
  sampleTypes: number;
  tests: number;
}

const db = (app: FastifyInstance) => app.database.db as unknown as AnyDb;

/** Records of `model` by code, creating those of `planned` not there yet. */
async function idsByCode<T extends { code: string }>(
  app: FastifyInstance,
  model: string,
  planned: readonly T[],
): Promise<Map<string, number>> {
  const rows = await db(app)
    .selectFrom(app.models.runtime(model).plan.table)
    .select(['id', 'code'])
    .where('deleted_at', 'is', null)
    .execute();
  const ids = new Map(rows.map((row) => [String(row.code), Number(row.id)]));
  const missing = planned.filter((row) => !ids.has(row.code));
  const created = await app.models.createMany(
    model,
    CATALOGUE_ACTOR,
    missing.map((row) => ({ ...row, is_active: true })),
  );
  for (const [i, row] of missing.entries()) ids.set(row.code, created[i] as number);
  return ids;
}

function idOf(ids: ReadonlyMap<string, number>, code: string, what: string): number {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`laboratory catalogue: no ${what} "${code}"`);
  return id;
}

/**
 * Seeds the catalogue when no test record exists (deleted ones count: a hospital that removed
 * them all keeps its choice); undefined when it was already there. Needs synced tables.
 */
export async function seedLabCatalogue(
  app: FastifyInstance,
): Promise<LabCatalogueCounts | undefined> {
  if (!(await tableIsEmpty(app, 'test'))) return undefined;
  const groups = await idsByCode(app, 'laboratoryGroup', LAB_GROUPS);
  const samples = await idsByCode(app, 'laboratorySampleType', LAB_SAMPLE_TYPES);
  const bodies = LAB_TESTS.map(({ group, sample, price, ...test }) => ({
    ...test,
    laboratory_group: idOf(groups, group, 'laboratory group'),
    sample_type: idOf(samples, sample, 'sample type'),
    price: price.toFixed(2),
    is_active: true,
  }));
  await app.models.createMany('test', CATALOGUE_ACTOR, bodies);
  return { groups: groups.size, sampleTypes: samples.size, tests: bodies.length };
}

/** Files the service of each active test that has none yet (seed/catalogue-services.ts). */
export const catchUpLabServices = (app: FastifyInstance) =>
  catchUpCatalogueServices(app, LABORATORY_CATALOGUE);
