import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import { CATALOGUE_ACTOR, idsByKey, tableIsEmpty } from './catalogue-actor';
import {
  type PlannedRadiologyTest,
  RADIOLOGY_GROUPS,
  RADIOLOGY_STUDIES,
} from './radiology-catalogue';

/**
 * The radiology catalogue (radiology-catalogue.ts) is reference data every hospital needs from
 * its first day, demo or not: the server seeds it at start, once (while the radiology group
 * table has no row at all, deleted ones counting as a hospital's choice, or no test has a
 * group yet), through the model service (validation, rule radiology.test-service, history). A
 * study whose code a radiology test already has (a database seeded before the catalogue) is
 * not made twice: its empty group, body part, preparation and duration are filled in, and a
 * modality no longer offered (Echocardiography, which is cardiac ultrasound) becomes the
 * catalogue's. Each study's billing service follows from its rule; studies saved before
 * billing could file one get it through catchUpCatalogueServices.
 */

export interface RadiologyCatalogueCounts {
  groups: number;
  /** Studies created, and existing ones completed from the catalogue. */
  tests: number;
  completed: number;
}

const isBlank = (value: unknown) => value === null || value === undefined || value === '';
const db = (app: FastifyInstance) => app.database.db as unknown as AnyDb;

/** The live radiology tests by code. */
async function testsByCode(app: FastifyInstance): Promise<Map<string, RecordValues>> {
  const rows = await db(app)
    .selectFrom(app.models.runtime('radiologyTest').plan.table)
    .selectAll()
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return new Map(rows.map((row) => [String(row.code).trim(), row as RecordValues]));
}

/** What an existing test lacks that the catalogue's study gives; empty when nothing. */
function completion(
  stored: RecordValues,
  study: PlannedRadiologyTest,
  group: number,
): RecordValues {
  const modalities = new Set(RADIOLOGY_STUDIES.map((s) => s.modality as string));
  const wanted: RecordValues = {
    radiology_group: group,
    body_part: study.body_part,
    preparation: study.preparation,
    duration_minutes: study.duration_minutes,
  };
  const changes = Object.fromEntries(
    Object.entries(wanted).filter(([name]) => isBlank(stored[name])),
  );
  if (!modalities.has(String(stored.modality))) changes.modality = study.modality;
  return changes;
}

/**
 * Whether the catalogue is still to be seeded: no radiology group was ever made, or groups
 * were but no test has one yet (a start cut short between the two).
 */
async function catalogueDue(app: FastifyInstance): Promise<boolean> {
  if (await tableIsEmpty(app, 'radiologyGroup')) return true;
  const grouped = await db(app)
    .selectFrom(app.models.runtime('radiologyTest').plan.table)
    .select('id')
    .where('radiology_group', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return !grouped;
}

/**
 * Seeds the catalogue once; undefined when it was already there. Needs synced tables. Groups
 * and studies are each written in one transaction, so a start cut short is finished next time.
 */
export async function seedRadiologyCatalogue(
  app: FastifyInstance,
): Promise<RadiologyCatalogueCounts | undefined> {
  if (!(await catalogueDue(app))) return undefined;
  const groups = await idsByKey(app, 'radiologyGroup', RADIOLOGY_GROUPS, 'name');
  const groupOf = (name: string) => {
    const id = groups.get(name);
    if (id === undefined) throw new Error(`radiology catalogue: no group "${name}"`);
    return id;
  };
  const existing = await testsByCode(app);
  let completed = 0;
  for (const study of RADIOLOGY_STUDIES) {
    const stored = existing.get(study.code);
    if (!stored) continue;
    const changes = completion(stored, study, groupOf(study.group));
    if (Object.keys(changes).length === 0) continue;
    await app.models.update('radiologyTest', CATALOGUE_ACTOR, Number(stored.id), {
      ...changes,
      version: Number(stored.version),
    });
    completed += 1;
  }
  const bodies = RADIOLOGY_STUDIES.filter((study) => !existing.has(study.code)).map(
    ({ group, price, ...study }) => ({
      ...study,
      radiology_group: groupOf(group),
      price: price.toFixed(2),
      is_active: true,
    }),
  );
  await app.models.createMany('radiologyTest', CATALOGUE_ACTOR, bodies);
  return { groups: groups.size, tests: bodies.length, completed };
}
