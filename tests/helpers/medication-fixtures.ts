/**
 * What the medication sheet tests make before their wards' doses: billing set up for products
 * (stock.product-service files each new product's service, so a given dose is charged), the
 * stock fixtures (units, routes, products, receipts), and a maker of units of measurement of the
 * test's own (a vial, an international unit), as the Pharmacy Manager keeps them.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord } from './app';
import { billingForProducts } from './prescription-fixtures';
import { type StockFixtures, stockFixtures } from './stock-fixtures';

export interface MedicationFixtures {
  stock: StockFixtures;
  /** A new unit of measurement; its id. The code is made unique to the test process. */
  unit(code: string, name: string, kind: 'Count' | 'Mass' | 'Volume' | 'Activity'): Promise<number>;
}

export async function medicationFixtures(app: FastifyInstance): Promise<MedicationFixtures> {
  await billingForProducts(app);
  const stock = await stockFixtures(app);
  return {
    stock,
    unit: async (code, name, kind) =>
      Number(
        (
          await createRecord(app, stock.as.pharmacyManager, 'unitOfMeasurement', {
            code: `${code}-${process.pid}`,
            name,
            kind,
          })
        ).id,
      ),
  };
}
