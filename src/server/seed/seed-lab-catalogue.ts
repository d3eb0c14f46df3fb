import type { FastifyInstance } from 'fastify';
import { LABORATORY_CATALOGUE } from '../rules/laboratory/test-service';
import { CATALOGUE_ACTOR, idsByKey, tableIsEmpty } from './catalogue-actor';
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
  const groups = await idsByKey(app, 'laboratoryGroup', LAB_GROUPS, 'code');
  const samples = await idsByKey(app, 'laboratorySampleType', LAB_SAMPLE_TYPES, 'code');
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
