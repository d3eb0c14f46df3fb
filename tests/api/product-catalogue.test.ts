// The formulary's own rules (issue 20, catalogue), on both databases: a product's billing service
// kept in step with its code, name, selling price and active flag (stock.product-service), filed
// once billing can; a product code fits the service catalogue's pattern and is the product's own.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATALOGUE } from '../../src/server/rules/stock/product-service';
import { catchUpCatalogueServices } from '../../src/server/seed/catalogue-services';
import { useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { shippedRegistry } from '../helpers/registry';
import { type Row, type StockFixtures, stockFixtures } from '../helpers/stock-fixtures';

describe.each(dialectCases)('product catalogue on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: StockFixtures;
  const { call } = chargeCalls(
    () => app,
    () => f.as.financeHead,
  );
  const detail = async (model: string, id: number, who = f.as.pharmacyManager) => {
    const response = await call('GET', `${model}/${id}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row;
  };
  const serviceByCode = async (code: unknown) => {
    const response = await call('GET', `service?filter[code]=${code}`, f.as.financeHead);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().rows as Row[])[0];
  };
  const edit = async (model: string, id: number, values: Row, who = f.as.pharmacyManager) => {
    const { version } = await detail(model, id, who);
    return call('PUT', `${model}/${id}`, who, { version, ...values });
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await stockFixtures(app);
  }, 60_000);

  it.skipIf(skip)("files each product's Product service once billing can", async () => {
    // No exempt tax rate or Pharmacy Income account yet: the fixtures' products have none.
    const amoxicillin = await detail('product', f.products.amoxicillin);
    expect(await serviceByCode(amoxicillin.code)).toBeUndefined();
    expect(await catchUpCatalogueServices(app, PRODUCT_CATALOGUE)).toBe(0);
    const add = async (model: string, body: object) => {
      const response = await call('POST', model, f.as.financeHead, body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    const exempt = await add('taxRate', {
      name: 'Exempt',
      code: 'EXEMPT',
      rate_percent: 0,
      kind: 'Exempt',
      is_active: true,
    });
    const income = await add('account', {
      code: '4400',
      name: 'Pharmacy Income',
      account_type: 'Income',
      is_active: true,
    });
    expect(await catchUpCatalogueServices(app, PRODUCT_CATALOGUE)).toBe(3);
    const service = await serviceByCode(amoxicillin.code);
    expect(await detail('service', service?.id as number, f.as.financeHead)).toMatchObject({
      name: 'Amoxicillin 500 mg capsule',
      price: '3.50',
      category: 'Product',
      cashier_point: 'Pharmacy',
      unit: 'Each',
      tax_rate: exempt,
      income_account: income,
      is_active: true,
    });
    expect(await catchUpCatalogueServices(app, PRODUCT_CATALOGUE)).toBe(0);
  });

  it.skipIf(skip)('keeps the service in step with the product', async () => {
    const id = await f.newProduct({ code: 'MTF-500-TAB', name: 'Metformin 500 mg tablet' });
    expect(await serviceByCode('MTF-500-TAB')).toMatchObject({
      name: 'Metformin 500 mg tablet',
      price: '1.00',
      is_active: true,
    });
    const repriced = await edit('product', id, { unit_price: '1.25', name: 'Metformin 500 mg' });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(await serviceByCode('MTF-500-TAB')).toMatchObject({
      name: 'Metformin 500 mg',
      price: '1.25',
    });
    // A new code takes the same service along; deactivated, the service is too.
    const before = await serviceByCode('MTF-500-TAB');
    const moved = await edit('product', id, { code: 'METF-500-TAB', is_active: false });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await serviceByCode('MTF-500-TAB')).toBeUndefined();
    expect(await serviceByCode('METF-500-TAB')).toMatchObject({
      id: before?.id,
      is_active: false,
    });
    const back = await edit('product', id, { is_active: true });
    expect(back.statusCode, back.body).toBe(200);
    expect(await serviceByCode('METF-500-TAB')).toMatchObject({ is_active: true });
  });

  it.skipIf(skip)('refuses a code off the service pattern, or held by another', async () => {
    const lower = await call('POST', 'product', f.as.pharmacyManager, {
      code: 'amox 500',
      name: 'Amoxicillin 500 mg capsule',
      product_type: 'Medicine',
      generic_name: 'amoxicillin',
      unit: f.units.capsule,
      unit_price: '3.50',
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().details).toEqual([
      {
        field: 'code',
        message:
          "Code must be 2 to 20 capital letters, digits or dashes, e.g. AMOX-500-CAP: it is the product's code in the billing catalogue too",
      },
    ]);
    await f.newProduct({ code: 'CTX-1G-INJ', name: 'Ceftriaxone 1 g injection' });
    const twin = await call('POST', 'product', f.as.pharmacyManager, {
      code: 'CTX-1G-INJ',
      name: 'Ceftriaxone 1 g vial',
      product_type: 'Medicine',
      generic_name: 'ceftriaxone',
      unit: f.units.tablet,
      unit_price: '60.00',
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().details).toEqual([
      {
        field: 'code',
        message:
          'Code CTX-1G-INJ is already the product Ceftriaxone 1 g injection: each product has its own code',
      },
    ]);
    const paracetamol = await detail('product', f.products.paracetamol);
    const filed = await serviceByCode(paracetamol.code);
    const service = await detail('service', filed?.id as number, f.as.financeHead);
    const procedure = await call('POST', 'service', f.as.financeHead, {
      code: 'PRC-DRESS',
      name: 'Wound dressing',
      category: 'Procedure',
      cashier_point: 'Service',
      unit: 'Procedure',
      price: '150.00',
      tax_rate: service.tax_rate,
      income_account: service.income_account,
      is_active: true,
    });
    expect(procedure.statusCode, procedure.body).toBe(201);
    const held = await call('POST', 'product', f.as.pharmacyManager, {
      code: 'PRC-DRESS',
      name: 'Gauze dressing',
      product_type: 'Medical Supply',
      unit: f.units.tablet,
      unit_price: '10.00',
    });
    expect(held.statusCode).toBe(422);
    expect(held.json().details).toEqual([
      {
        field: 'code',
        message:
          "Code PRC-DRESS is the billing catalogue's procedure service Wound dressing: a product's code names its Product service, pick another",
      },
    ]);
  });

  it.skipIf(skip)('makes a new product or warehouse active unless it says otherwise', async () => {
    const product = await f.newProduct({ is_active: undefined });
    expect(await detail('product', product)).toMatchObject({ is_active: true });
    const closed = await f.newProduct({ is_active: false });
    expect(await detail('product', closed)).toMatchObject({ is_active: false });
    const store = await f.newWarehouse('OR Store', {
      is_active: undefined,
      issuing_roles: ['Anesthesia Nurse', 'Scrub Nurse'],
    });
    expect(await detail('wareHouse', store)).toMatchObject({
      is_active: true,
      issuing_roles: ['Anesthesia Nurse', 'Scrub Nurse'],
    });
  });

  it.skipIf(skip)('holds each warehouse to one whole reorder level', async () => {
    const { main, pharmacy } = f.warehouses;
    const main_ = (await detail('wareHouse', main)).name;
    const twice = await call('POST', 'product', f.as.pharmacyManager, {
      code: 'AMOX-250-SUS',
      name: 'Amoxicillin 250 mg/5 mL suspension',
      product_type: 'Medicine',
      generic_name: 'amoxicillin',
      unit: f.units.mL,
      unit_price: '45.00',
      reorder_levels: [
        { warehouse: main, reorder_level: 100 },
        { warehouse: pharmacy, reorder_level: 2.5 },
        { warehouse: main, reorder_level: 50 },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().details).toEqual([
      {
        field: 'reorder_levels[1].reorder_level',
        message:
          "Reorder Levels row 2: a reorder level is a whole number of the product's units, 0 or more (e.g. 200), not 2.5",
      },
      {
        field: 'reorder_levels[2].warehouse',
        message: `Reorder Levels row 3: ${main_} already has its reorder level in row 1: one row per warehouse`,
      },
    ]);
    const negative = await edit('product', f.products.ors, {
      reorder_levels: [{ warehouse: main, reorder_level: -5 }],
    });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().details.map((d: Row) => d.field)).toEqual([
      'reorder_levels[0].reorder_level',
    ]);
    const set = await edit('product', f.products.ors, {
      reorder_levels: [
        { warehouse: main, reorder_level: 500 },
        { warehouse: pharmacy, reorder_level: 0 },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (set.json().reorder_levels as Row[]).map(({ warehouse, reorder_level }) => ({
        warehouse,
        reorder_level,
      })),
    ).toEqual([
      { warehouse: main, reorder_level: 500 },
      { warehouse: pharmacy, reorder_level: 0 },
    ]);
  });

  it.skipIf(skip)('names each warehouse once and its issuing roles', async () => {
    // The roles a store may be issued by are the hospital's roles, by their names.
    const registry = shippedRegistry();
    const offered = (registry.models.wareHouse?.fields.issuing_roles?.options ?? []).map((o) =>
      String(o.id),
    );
    expect(offered.length).toBeGreaterThan(0);
    for (const role of offered) expect(Object.keys(registry.roles), role).toContain(role);
    const code = (await detail('wareHouse', f.warehouses.main)).code;
    const main = await detail('wareHouse', f.warehouses.main);
    const body = { name: 'Second store', warehouse_type: 'Main Store' };
    const twin = await call('POST', 'wareHouse', f.as.pharmacyManager, {
      ...body,
      code: ` ${code} `,
      issuing_roles: ['Store Manager'],
    });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().details).toEqual([
      {
        field: 'code',
        message: `Code ${code} is already the warehouse ${main.name}: each warehouse has its own code`,
      },
    ]);
    for (const issuing_roles of [[], undefined, ['Janitor']]) {
      const refused = await call('POST', 'wareHouse', f.as.pharmacyManager, {
        ...body,
        code: 'WH-NEW',
        issuing_roles,
      });
      expect(refused.statusCode, JSON.stringify(issuing_roles)).toBe(422);
      expect(refused.json().details.map((d: Row) => d.field)).toEqual(['issuing_roles']);
    }
  });

  it.skipIf(skip)('keeps a product or warehouse that holds stock: deactivate it', async () => {
    const product = await f.newProduct({ name: 'Diazepam 5 mg tablet', controlled: true });
    const store = await f.newWarehouse('Ward Stock', {
      name: 'Medical Ward stock',
      issuing_roles: ['IPD Nurse'],
    });
    await f.receive(store, [
      { product, batch_number: 'DZ-1', expiry_date: '2028-01-31', quantity: 30 },
      {
        product: f.products.paracetamol,
        batch_number: 'PCM-9',
        expiry_date: '2028-01-31',
        quantity: 200,
      },
    ]);
    await f.receive(f.warehouses.main, [
      { product, batch_number: 'DZ-2', expiry_date: '2028-06-30', quantity: 70 },
    ]);
    const main = (await detail('wareHouse', f.warehouses.main)).name;
    const gone = await call('DELETE', `product/${product}`, f.as.pharmacyManager);
    expect(gone.statusCode).toBe(409);
    expect(gone.json()).toMatchObject({
      code: 'STOCK_HELD',
      details: [
        {
          field: 'is_active',
          message: `Diazepam 5 mg tablet still holds 100 in stock (${main} 70, Medical Ward stock 30): a product with stock is not deleted; issue, transfer or adjust it out, or deactivate the product (clear Active)`,
        },
      ],
    });
    const ward = await call('DELETE', `wareHouse/${store}`, f.as.pharmacyManager);
    expect(ward.statusCode).toBe(409);
    expect(ward.json().details).toEqual([
      {
        field: 'is_active',
        message:
          'Medical Ward stock still holds stock of 2 products (Paracetamol 500 mg tablet 200, Diazepam 5 mg tablet 30): a warehouse with stock is not deleted; transfer or adjust it out, or deactivate the warehouse (clear Active)',
      },
    ]);
    expect((await edit('product', product, { is_active: false })).statusCode).toBe(200);
    expect((await edit('wareHouse', store, { is_active: false })).statusCode).toBe(200);
    // Nothing held: deleted.
    const empty = await f.newProduct();
    expect((await call('DELETE', `product/${empty}`, f.as.pharmacyManager)).statusCode).toBe(200);
    const unused = await f.newWarehouse('Laboratory Store', { issuing_roles: ['Lab Manager'] });
    expect((await call('DELETE', `wareHouse/${unused}`, f.as.pharmacyManager)).statusCode).toBe(
      200,
    );
  });

  it.skipIf(skip)('leads each role to the catalogue and stock pages it may open', async () => {
    type Entry = { label: string; route: string; children?: Entry[] };
    const menu = async (as: Record<string, string>) => {
      const meta = await app.inject({ method: 'GET', url: '/api/meta', headers: as });
      expect(meta.statusCode, meta.body).toBe(200);
      const entries = meta.json().screens.menu.entries as Entry[];
      const inventory = entries.find((e) => e.route === 'inventory')?.children ?? [];
      return {
        top: entries.map((e) => e.label),
        inventory: inventory.map((c) => c.label),
        cards: (meta.json().screens.inventory?.cards ?? []).map((c: Row) => c.title),
      };
    };
    const store = await menu(f.as.storeManager);
    const catalogue = ['Products', 'Product Categories', 'Units of Measurement', 'Medicine Routes'];
    const movements = ['Stock Ledger', 'Goods Received', 'Stock Adjustments'];
    expect(store.inventory).toEqual(expect.arrayContaining([...catalogue, ...movements]));
    expect(store.cards).toEqual(expect.arrayContaining([...catalogue, ...movements]));
    expect(store.top).not.toContain('Dispensings');
    const pharmacist = await menu(f.as.pharmacist);
    expect(pharmacist.top).toEqual(
      expect.arrayContaining(['Prescriptions', 'Dispensings', 'Pharmacy Sales']),
    );
    expect(pharmacist.inventory).toEqual(expect.arrayContaining(['Products', 'Stock Ledger']));
    // Goods received and adjustments are the stores' (and the Pharmacy Manager's) to read.
    expect(pharmacist.inventory).not.toContain('Goods Received');
    expect(pharmacist.inventory).not.toContain('Stock Adjustments');
    expect((await menu(f.as.doctor)).inventory).toEqual([
      'Products',
      'Units of Measurement',
      'Medicine Routes',
    ]);
    expect((await menu(f.as.reception)).top).not.toContain('Inventory');
  });
});
