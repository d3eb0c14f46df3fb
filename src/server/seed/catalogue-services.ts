import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import { centsToMoney } from '../models/codecs';
import {
  type CatalogueKind,
  namedFor,
  newCatalogueService,
} from '../rules/billing/catalogue-service';
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

/** The items' code, name and price as the API writes them (money as "12.50"), by id. */
async function itemsByIds(app: FastifyInstance, kind: CatalogueKind, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const price = kind.priceField ?? 'price';
  const rows = await db(app)
    .selectFrom(app.models.runtime(kind.model).plan.table)
    .select(['id', 'code', 'name', price])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();
  // Money is stored in cents (models/codecs.ts).
  return rows.map((row) => ({ ...row, [price]: centsToMoney(Number(row[price])) }));
}

/** Where the service of `code` (of the kind's category) was filed. */
async function serviceFiling(app: FastifyInstance, kind: CatalogueKind, code: string) {
  return db(app)
    .selectFrom(app.models.runtime('service').plan.table)
    .select(['department', 'tax_rate', 'income_account'])
    .where('code', '=', code)
    .where('category', '=', kind.category)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Saves the first active item without a service again, so its rule files the service where
 * billing files the category's services; when it got one, the others' services are filed like
 * it (as the rule files each after the first) in one createMany, one transaction, instead of a
 * save per item (a formulary has hundreds). Answers how many got one: none while billing has no
 * tax rate or income account for the category yet.
 */
export async function catchUpCatalogueServices(
  app: FastifyInstance,
  kind: CatalogueKind,
): Promise<number> {
  const waiting = await itemsWithoutService(app, kind);
  if (waiting.length === 0 || !(await billingCanFile(app, kind))) return 0;
  const [first, ...rest] = waiting as [number, ...number[]];
  const { version } = await app.models.get(kind.model, CATALOGUE_ACTOR, first);
  await app.models.update(kind.model, CATALOGUE_ACTOR, first, { version });
  const [item] = await itemsByIds(app, kind, [first]);
  const filed = item ? await serviceFiling(app, kind, String(item.code)) : undefined;
  if (!filed) return 0;
  await app.models.createMany(
    'service',
    CATALOGUE_ACTOR,
    (await itemsByIds(app, kind, rest)).map((other) => newCatalogueService(kind, other, filed)),
  );
  return waiting.length;
}
