/**
 * A disease of the shipped ICD-10 catalogue for fixtures that need a diagnosis: the catalogue is
 * seeded when no disease exists yet, then the code's record is read through the API.
 */
import type { FastifyInstance } from 'fastify';
import { seedIcd10Catalogue } from '../../src/server/seed/seed-icd10';

/** The id of the disease with ICD-10 `code` (K35.8, J18.9), read by a reader of diseases. */
export async function icd10Disease(
  app: FastifyInstance,
  headers: Record<string, string>,
  code: string,
): Promise<number> {
  await seedIcd10Catalogue(app);
  const found = await app.inject({
    method: 'GET',
    url: `/api/models/disease?filter[code]=${encodeURIComponent(code)}`,
    headers,
  });
  const id = Number(found.json().rows?.[0]?.id);
  if (!Number.isInteger(id)) throw new Error(`no ICD-10 disease ${code}: ${found.body}`);
  return id;
}
