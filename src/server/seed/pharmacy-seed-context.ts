/**
 * What every step of the demo pharmacy's seed (seed-pharmacy-activity.ts) reads: the database,
 * the seed clock's model service, the formulary's products, stores, units and payment methods by
 * code or name, the selling prices, and which planned records an earlier run already made.
 * `ensure` creates the planned records: no one else writes these models while the demo seeds,
 * so the `index`th record of a model (by id) is the plan's `index`th, and a seed cut short is
 * finished by the next run without making anything twice.
 */
import type { FastifyInstance } from 'fastify';
import type { AnyDb } from '../models/any-db';
import type { RecordValues } from '../models/model-runtime';
import type { Actor, ModelService } from '../models/model-service';
import type { PharmacyPlan } from './demo-pharmacy-plan';
import { seedClock } from './seed-clock';

/** The models the plan makes, in the order their records are counted. */
const PLANNED_MODELS = [
  'stockReceipt',
  'wareHouseTransfer',
  'stockAdjustment',
  'prescription',
  'dispensing',
  'pharmacySale',
  'stockReturn',
] as const;
type PlannedModel = (typeof PLANNED_MODELS)[number];

export interface PharmacySeedContext {
  db: AnyDb;
  models: ModelService;
  table(model: string): string;
  admin: Actor;
  plan: PharmacyPlan;
  /** The clinic visits and emergencies of the clinical day, by plan index. */
  site: { visits: readonly number[]; emergencies: readonly number[] };
  /** The seed's today in the hospital's zone: expiry dates count from it. */
  today: string;
  /** Record ids of a model (where one field equals a value), oldest first. */
  idsOf(model: string, where?: [string, number]): Promise<number[]>;
  product(code: string): number;
  store(code: string): number;
  unit(code: string): number;
  method(name: string): number;
  /** A product's selling price in cents, as the table keeps money. */
  priceOf(code: string): number;
  /** Ids of the planned records made so far, per model, in plan order. */
  made: Record<PlannedModel, number[]>;
  /** Creates the `index`th planned record of a model unless an earlier run did; its id. */
  ensure(
    model: PlannedModel,
    index: number,
    actor: Actor,
    body: () => Promise<RecordValues> | RecordValues,
  ): Promise<number>;
}

export async function pharmacySeedContext(
  app: FastifyInstance,
  admin: Actor,
  plan: PharmacyPlan,
  site: PharmacySeedContext['site'],
  today: string,
): Promise<PharmacySeedContext> {
  const { models } = seedClock(app);
  const db = app.database.db as unknown as AnyDb;
  const table = (model: string) => app.models.runtime(model).plan.table;
  const idsOf = async (model: string, where?: [string, number]) =>
    (
      await db
        .selectFrom(table(model))
        .select('id')
        .$if(where !== undefined, (q) => q.where(where?.[0] as string, '=', where?.[1]))
        .orderBy('id')
        .execute()
    ).map((row) => Number(row.id));
  const byField = async (model: string, field: string) =>
    new Map(
      (await db.selectFrom(table(model)).select(['id', field]).execute()).map((row) => [
        String(row[field]),
        Number(row.id),
      ]),
    );
  const lookUp = async (model: string, field: string, what: string) => {
    const ids = await byField(model, field);
    return (key: string) => {
      const id = ids.get(key);
      if (id === undefined) throw new Error(`demo pharmacy: no ${what} "${key}"`);
      return id;
    };
  };
  const prices = new Map(
    (await db.selectFrom(table('product')).select(['code', 'unit_price']).execute()).map((row) => [
      String(row.code),
      Number(row.unit_price),
    ]),
  );
  const made = {} as Record<PlannedModel, number[]>;
  for (const model of PLANNED_MODELS) made[model] = await idsOf(model);
  return {
    db,
    models,
    table,
    admin,
    plan,
    site,
    today,
    idsOf,
    product: await lookUp('product', 'code', 'product'),
    store: await lookUp('wareHouse', 'code', 'warehouse'),
    unit: await lookUp('unitOfMeasurement', 'code', 'unit'),
    method: await lookUp('paymentMethod', 'name', 'payment method'),
    priceOf: (code) => prices.get(code) ?? 0,
    made,
    async ensure(model, index, actor, body) {
      if (index < made[model].length) return made[model][index] as number;
      const created = await models.create(model, actor, await body());
      made[model].push(Number(created.id));
      return Number(created.id);
    },
  };
}
