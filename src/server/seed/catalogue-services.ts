import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { CatalogueKind } from '../rules/billing/catalogue-service';
import { CATALOGUE_ACTOR } from './catalogue-actor';

/**
 * A catalogue item saved while billing could not file its service yet (a new database, before
 * its chart of accounts) has none, so its orders charge nothing: at each start, each such active
 * item is saved again, so its rule (billing/catalogue-service.ts) files the service once billing
 * can. One generic pass for every department's catalogue (radiology studies, laboratory tests).
 */

const db = (app: FastifyInstance) => app.database.db as unknown as AnyDb;

/** The active items whose code names no live service of the kind's category yet, by id. */
async function itemsWithoutService(app: FastifyInstance, kind: CatalogueKind): Promise<number[]> {
  const services = app.models.runtime('service').plan.table;
  const rows = await db(app)
    .selectFrom(`${app.models.runtime(kind.model).plan.table} as t`)
    .select(['t.id', 't.is_active'])
    .where('t.deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(`${services} as s`)
            .select('s.id')
            .whereRef('s.code', '=', 't.code')
            .where('s.category', '=', kind.category)
            .where('s.deleted_at', 'is', null),
        ),
      ),
    )
    .orderBy('t.id')
    .execute();
  // SQLite keeps a checkbox as 0 or 1, PostgreSQL as a boolean.
  return rows.filter((row) => Boolean(Number(row.is_active))).map((row) => Number(row.id));
}

/**
 * Saves each active item without a service again; stops at the first that still gets none
 * (billing has no tax rate or income account for the category yet). Answers how many got one.
 */
export async function catchUpCatalogueServices(
  app: FastifyInstance,
  kind: CatalogueKind,
): Promise<number> {
  let given = 0;
  for (const id of await itemsWithoutService(app, kind)) {
    const { version } = await app.models.get(kind.model, CATALOGUE_ACTOR, id);
    await app.models.update(kind.model, CATALOGUE_ACTOR, id, { version });
    if ((await itemsWithoutService(app, kind)).includes(id)) break;
    given += 1;
  }
  return given;
}
