import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { CATALOGUE_ACTOR, tableIsEmpty } from './catalogue-actor';
import { COMMON_CODES, ICD10_CHAPTERS, ICD10_DISEASES_BY_CHAPTER } from './icd10-diseases';

/**
 * The ICD-10 catalogue (icd10-diseases.ts) is reference data every hospital needs from its first
 * day, demo or not: the server seeds it at start while the disease table is empty, through
 * `app.models.createMany` (the validation, rules and history of the API), one transaction per
 * model, so a start cut short leaves either no diseases (seeded again next start) or all.
 */

export interface CatalogueCounts {
  chapters: number;
  diseases: number;
}

/** The chapters' ids by Roman number, creating those not there yet. */
async function chapterIds(app: FastifyInstance): Promise<Map<string, number>> {
  const db = app.database.db as unknown as AnyDb;
  const rows = await db
    .selectFrom(app.models.runtime('diseaseCategory').plan.table)
    .select(['id', 'number'])
    .where('deleted_at', 'is', null)
    .execute();
  const ids = new Map(rows.map((row) => [String(row.number), Number(row.id)]));
  const missing = ICD10_CHAPTERS.filter((chapter) => !ids.has(chapter.number));
  const created = await app.models.createMany(
    'diseaseCategory',
    CATALOGUE_ACTOR,
    missing.map((chapter) => ({ ...chapter, is_active: true })),
  );
  for (const [i, chapter] of missing.entries()) ids.set(chapter.number, created[i] as number);
  return ids;
}

/**
 * Seeds the catalogue when no disease record exists (deleted ones count: a hospital that
 * removed them all keeps its choice); undefined when it was already there. Needs synced tables.
 */
export async function seedIcd10Catalogue(
  app: FastifyInstance,
): Promise<CatalogueCounts | undefined> {
  if (!(await tableIsEmpty(app, 'disease'))) return undefined;
  const chapters = await chapterIds(app);
  const bodies = Object.entries(ICD10_DISEASES_BY_CHAPTER).flatMap(([number, rows]) =>
    rows.map(([code, title]) => ({
      code,
      title,
      category: chapters.get(number),
      is_common: COMMON_CODES.has(code),
      is_active: true,
    })),
  );
  await app.models.createMany('disease', CATALOGUE_ACTOR, bodies);
  return { chapters: chapters.size, diseases: bodies.length };
}
