/**
 * A formulary product is sold through the billing catalogue: saving a product keeps one
 * `service` of category Product (cashier point Pharmacy, unit Each) whose code is the product's
 * code and whose price is the product's selling price (`unit_price`), in the write's transaction,
 * so a dispensing or an over-the-counter sale charges the product through the service of its code
 * (`serviceOfProduct`). How, for every department's catalogue (a new product makes its service,
 * a rename or new price changes it, deactivating or deleting the product deactivates it, a changed
 * code takes it along; the first Product service is filed under the exempt tax rate, the Pharmacy
 * Income account and the Pharmacy department): billing/catalogue-service.ts. A code another
 * product, or another category's service, holds is refused there (422 on `code`); the schema holds
 * the code to the service catalogue's pattern.
 */
import type { RecordValues } from '../../models/model-runtime';
import {
  type CatalogueKind,
  catalogueCodeProblems,
  keepCatalogueService,
  serviceOf,
} from '../billing/catalogue-service';
import type { ModelRule, RuleContext } from '../types';

export const PRODUCT_CATALOGUE: CatalogueKind = {
  model: 'product',
  itemName: 'product',
  category: 'Product',
  cashierPoint: 'Pharmacy',
  unit: 'Each',
  names: /pharmac/i,
  departmentCode: 'PHARM',
  priceField: 'unit_price',
};

/**
 * The billing service a product is charged through (category Product, the product's code), or
 * undefined when the product is gone or billing could not file its service yet (no exempt tax
 * rate or Pharmacy Income account: seed/catalogue-services.ts files it later).
 */
export async function serviceOfProduct(
  ctx: RuleContext,
  productId: number,
): Promise<RecordValues | undefined> {
  const product = await ctx.records.get('product', productId);
  if (!product) return undefined;
  return serviceOf(ctx, product.code, PRODUCT_CATALOGUE.category);
}

export const productService: ModelRule = {
  name: 'stock.product-service',
  models: ['product'],
  prepare(_ctx, change) {
    if (typeof change.after.code === 'string') change.after.code = change.after.code.trim();
  },
  check: (ctx, change) => catalogueCodeProblems(ctx, PRODUCT_CATALOGUE, change),
  afterWrite: (ctx, change) => keepCatalogueService(ctx, PRODUCT_CATALOGUE, change),
};
