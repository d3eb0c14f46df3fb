import type { FastifyInstance } from 'fastify';
import { CATALOGUE_ACTOR, idsByKey, tableIsEmpty } from './catalogue-actor';
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

/**
 * Seeds the catalogue when no disease record exists (deleted ones count: a hospital that
 * removed them all keeps its choice); undefined when it was already there. Needs synced tables.
 */
export async function seedIcd10Catalogue(
  app: FastifyInstance,
): Promise<CatalogueCounts | undefined> {
  if (!(await tableIsEmpty(app, 'disease'))) return undefined;
  const chapters = await idsByKey(app, 'diseaseCategory', ICD10_CHAPTERS, 'number');
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
