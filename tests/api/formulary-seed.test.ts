// The seeded formulary and stores (issue 20, catalogue), on both databases: units, routes,
// categories, warehouses with their issuing roles and at least 150 products, seeded once
// through the API's validation and rules; every medicine complete, codes unique, the controlled
// and over-the-counter flags where the sources put them; each product's Product service filed
// once billing can.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_CATALOGUE } from '../../src/server/rules/stock/product-service';
import { catchUpCatalogueServices } from '../../src/server/seed/catalogue-services';
import { FORMULARY } from '../../src/server/seed/formulary';
import { seedPharmacyCatalogue } from '../../src/server/seed/seed-pharmacy-catalogue';
import { signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

describe.each(dialectCases)('seeded formulary on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  const h = {} as Record<'pharmacist' | 'finance', Headers>;

  /** Every record of a model, page by page, as the pharmacist (or `who`) lists them. */
  const all = async (model: string, who?: Headers, query = ''): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/models/${model}?pageSize=200&page=${page}&sort=id&direction=asc${query}`,
        headers: who ?? h.pharmacist,
      });
      expect(response.statusCode, response.body).toBe(200);
      const got = response.json().rows as Row[];
      rows.push(...got);
      if (got.length < 200) return rows;
    }
  };

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    await app.ready();
    h.pharmacist = (await signIn(app, 'pharmacist@tena.demo')).headers;
    h.finance = (await signIn(app, 'finance-head@tena.demo')).headers;
  });

  it.skipIf(skip)('seeds the reference lists, the stores and the formulary once', async () => {
    const counts = await seedPharmacyCatalogue(app);
    expect(counts).toMatchObject({ products: FORMULARY.length, warehouses: 8 });
    expect(counts?.products).toBeGreaterThanOrEqual(150);
    expect(await seedPharmacyCatalogue(app)).toBeUndefined();
    const products = await all('product');
    expect(products).toHaveLength(FORMULARY.length);
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
    const units = await all('unitOfMeasurement');
    for (const code of ['tab', 'cap', 'mL', 'mg', 'g', 'mcg', 'IU', 'vial', 'amp', 'sach', 'pair'])
      expect(units.map((u) => u.code)).toContain(code);
    const routes = await all('medicineRoute');
    const route = (code: string) => routes.find((r) => r.code === code);
    expect(routes.length).toBeGreaterThanOrEqual(14);
    for (const code of ['IV', 'IM', 'SC', 'ID']) expect(route(code)?.parenteral, code).toBe(true);
    for (const code of ['PO', 'SL', 'TOP', 'INH', 'NEB', 'PR', 'PV', 'EYE', 'EAR', 'NAS'])
      expect(route(code)?.parenteral, code).toBe(false);
    const categories = await all('productCategory');
    expect(categories.find((c) => c.name === 'Antibacterials')?.atc_code).toBe('J01');
  });

  it.skipIf(skip)('holds every medicine complete, with its flags', async () => {
    const medicines = await all('product', undefined, '&filter[product_type]=Medicine');
    expect(medicines.length).toBeGreaterThanOrEqual(150);
    const detail = async (id: unknown) =>
      (
        await app.inject({ method: 'GET', url: `/api/models/product/${id}`, headers: h.pharmacist })
      ).json() as Row;
    for (const listed of medicines) {
      const medicine = await detail(listed.id);
      for (const field of ['generic_name', 'strength', 'dosage_form', 'route', 'unit'])
        expect(medicine[field], `${medicine.code} ${field}`).toBeTruthy();
      expect(Number(medicine.pack_size), String(medicine.code)).toBeGreaterThan(0);
      expect(Number(medicine.unit_price), String(medicine.code)).toBeGreaterThan(0);
      expect(medicine.is_active).toBe(true);
    }
    const byGeneric = (generic: string) =>
      medicines.filter((m) => String(m.generic_name).startsWith(generic));
    for (const generic of [
      'amoxicillin',
      'ceftriaxone',
      'metformin',
      'artemether + lumefantrine',
      'oral rehydration salts',
      'paracetamol',
    ])
      expect(byGeneric(generic).length, generic).toBeGreaterThan(0);
    const flags = async (code: string) => {
      const listed = medicines.find((m) => m.code === code);
      const { requires_prescription, controlled } = await detail(listed?.id);
      return { requires_prescription, controlled };
    };
    for (const code of ['MOR-10-INJ', 'PET-100-INJ', 'DZP-5-TAB', 'PHB-30-TAB', 'KET-500-INJ'])
      expect(await flags(code), code).toEqual({ requires_prescription: true, controlled: true });
    for (const code of ['ORS-LO-SAC', 'PCM-500-TAB'])
      expect(await flags(code), code).toEqual({ requires_prescription: false, controlled: false });
    expect(await flags('AMOX-500-CAP')).toEqual({ requires_prescription: true, controlled: false });
    // The routes besides the catalogue one (formulary-other-routes.ts): chloramphenicol is given
    // IV only (MSF Essential drugs, 2022: "for IV injection"), ceftriaxone 1 g also IM.
    const routeCodes = new Map((await all('medicineRoute')).map((r) => [r.id, r.code]));
    const alsoBy = async (code: string) => {
      const { other_routes } = await detail(medicines.find((m) => m.code === code)?.id);
      return ((other_routes as unknown[] | null) ?? []).map((id) => routeCodes.get(id));
    };
    expect(await alsoBy('CHL-1G-INJ')).toEqual([]);
    expect(await alsoBy('CFX-1G-INJ')).toEqual(['IM']);
  });

  it.skipIf(skip)('has each kind of store, with the roles that issue from it', async () => {
    const stores = await all('wareHouse');
    const byType = (type: string) => stores.filter((s) => s.warehouse_type === type);
    for (const type of ['Main Store', 'Pharmacy', 'OR Store', 'Laboratory Store', 'Ward Stock'])
      expect(byType(type).length, type).toBeGreaterThan(0);
    const roles = async (code: string) => {
      const store = stores.find((s) => s.code === code);
      const response = await app.inject({
        method: 'GET',
        url: `/api/models/wareHouse/${store?.id}`,
        headers: h.pharmacist,
      });
      return response.json().issuing_roles;
    };
    expect(await roles('MAIN')).toEqual(['Store Manager']);
    expect(await roles('OPD-PHARM')).toEqual([
      'Pharmacist',
      'Pharmacy Manager',
      'Pharmacy Cashier',
    ]);
    expect(await roles('OR-STORE')).toEqual(['Anesthesia Nurse', 'Scrub Nurse']);
    expect(await roles('LAB-STORE')).toEqual(['Lab Manager', 'Lab User']);
    expect(await roles('MW-STOCK')).toEqual(['IPD Nurse']);
    const paracetamol = (await all('product', undefined, '&filter[code]=PCM-500-TAB'))[0];
    const detail = await app.inject({
      method: 'GET',
      url: `/api/models/product/${paracetamol?.id}`,
      headers: h.pharmacist,
    });
    const main = stores.find((s) => s.code === 'MAIN')?.id;
    expect(detail.json().reorder_levels).toEqual(
      expect.arrayContaining([expect.objectContaining({ warehouse: main, reorder_level: 10000 })]),
    );
  });

  it.skipIf(skip)("files every product's service once billing can", async () => {
    expect(await all('service', h.finance, '&filter[category]=Product')).toEqual([]);
    const add = async (model: string, body: object) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/models/${model}`,
        headers: h.finance,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await add('taxRate', {
      name: 'Exempt',
      code: 'EXEMPT',
      rate_percent: 0,
      kind: 'Exempt',
      is_active: true,
    });
    await add('account', {
      code: '4400',
      name: 'Pharmacy Income',
      account_type: 'Income',
      is_active: true,
    });
    expect(await catchUpCatalogueServices(app, PRODUCT_CATALOGUE)).toBe(FORMULARY.length);
    const services = await all('service', h.finance, '&filter[category]=Product');
    expect(services).toHaveLength(FORMULARY.length);
    const products = await all('product');
    for (const product of products)
      expect(
        services.find((s) => s.code === product.code),
        String(product.code),
      ).toMatchObject({ name: product.name, price: product.unit_price, is_active: true });
    expect(await catchUpCatalogueServices(app, PRODUCT_CATALOGUE)).toBe(0);
  });
});
