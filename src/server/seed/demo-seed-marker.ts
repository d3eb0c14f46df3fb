/**
 * The demo seed's resume marker: a seed cut short (the server stopped halfway) is finished on
 * the next start from the day it began, and a finished one is never run again.
 */
import type { FastifyInstance } from 'fastify';

/** Where the seed notes that it began (and on which day) and that it finished. */
const MARKER = 'demo_hospital_seed';
export interface SeedMarker {
  today: string;
  done: boolean;
}

export async function readMarker(app: FastifyInstance): Promise<SeedMarker | undefined> {
  const row = await app.database.db
    .selectFrom('tena_meta')
    .select('value')
    .where('key', '=', MARKER)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as SeedMarker) : undefined;
}

export async function writeMarker(app: FastifyInstance, marker: SeedMarker): Promise<void> {
  const value = JSON.stringify(marker);
  await app.database.db
    .insertInto('tena_meta')
    .values({ key: MARKER, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}
