import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { type CatalogueKind, namedFor } from '../rules/billing/catalogue-service';
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

/** The live, active records of `model` (SQLite keeps a checkbox as 0 or 1). */
async function activeRecords(app: FastifyInstance, model: string) {
  const rows = await db(app)
    .selectFrom(app.models.runtime(model).plan.table)
    .selectAll()
    .where('deleted_at', 'is', null)
    .execute();
  return rows.filter((row) => Boolean(Number(row.is_active)));
}

/**
 * Whether billing can file a service of the kind now (catalogue-service.ts's filing: a service
 * of the category to copy, else an exempt tax rate and the kind's income account), so a start on
 * a database without billing saves nothing again.
 */
async function billingCanFile(app: FastifyInstance, kind: CatalogueKind): Promise<boolean> {
  const services = await activeRecords(app, 'service');
  if (services.some((service) => service.category === kind.category)) return true;
  const taxRates = await activeRecords(app, 'taxRate');
  const accounts = await activeRecords(app, 'account');
  return (
    taxRates.some((rate) => rate.kind === 'Exempt') &&
    accounts.some((account) => account.account_type === 'Income' && namedFor(kind)(account))
  );
}

/**
 * Saves each active item without a service again; stops at the first that still gets none
 * (billing has no tax rate or income account for the category yet). Answers how many got one.
 */
export async function catchUpCatalogueServices(
  app: FastifyInstance,
  kind: CatalogueKind,
): Promise<number> {
  const waiting = await itemsWithoutService(app, kind);
  if (waiting.length === 0 || !(await billingCanFile(app, kind))) return 0;
  let given = 0;
  for (const id of waiting) {
    const { version } = await app.models.get(kind.model, CATALOGUE_ACTOR, id);
    await app.models.update(kind.model, CATALOGUE_ACTOR, id, { version });
    if ((await itemsWithoutService(app, kind)).includes(id)) break;
    given += 1;
  }
  return given;
}
