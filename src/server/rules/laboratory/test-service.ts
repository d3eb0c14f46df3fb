/**
 * A laboratory test's price is the billing catalogue's: saving a test keeps one Laboratory
 * `service` with the test's code, name, price and active flag in step, in the same transaction,
 * so a lab request charges each test through the service of its code
 * (billing.lab-request-charges). How, for every department's catalogue (a new test makes its
 * service, a rename or new price changes it, deactivating or deleting the test deactivates it,
 * a changed code takes it along; the first laboratory service is filed under the exempt tax rate
 * and the Income account named for the laboratory): billing/catalogue-service.ts.
 */
import { type CatalogueKind, keepCatalogueService } from '../billing/catalogue-service';
import type { ModelRule } from '../types';

export const LABORATORY_CATALOGUE: CatalogueKind = {
  model: 'test',
  itemName: 'laboratory test',
  category: 'Laboratory',
  cashierPoint: 'Lab',
  unit: 'Test',
  names: /laborator/i,
  departmentCode: 'LAB',
};

export const testService: ModelRule = {
  name: 'laboratory.test-service',
  models: ['test'],
  afterWrite: (ctx, change) => keepCatalogueService(ctx, LABORATORY_CATALOGUE, change),
};
