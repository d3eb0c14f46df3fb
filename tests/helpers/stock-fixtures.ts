/**
 * What the pharmacy and stock tests need, made through the API by the roles that make it in a
 * hospital: units, routes and a category (Store and Pharmacy Managers), a main store and a
 * pharmacy (the Pharmacy Manager: spec 6.3), three formulary products and a helper to receive
 * batches into a warehouse (the Store Manager's goods received).
 *
 * Products follow the WHO Model List of Essential Medicines (23rd list, 2023) and Ethiopia's
 * Essential Medicines List (EFDA, 7th edition, 2020): amoxicillin 500 mg capsule,
 * paracetamol 500 mg tablet (both oral) and oral rehydration salts sachet (not prescription-only).
 * Every helper makes new records on each call, so a test may ask for as many as it needs.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export interface StockRoles {
  storeManager: Headers;
  pharmacyManager: Headers;
  pharmacist: Headers;
  pharmacyCashier: Headers;
  doctor: Headers;
  reception: Headers;
  ipdNurse: Headers;
  labManager: Headers;
  financeHead: Headers;
}

export interface StockFixtures {
  as: StockRoles;
  units: { tablet: number; capsule: number; sachet: number; mg: number; mL: number };
  routes: { oral: number; iv: number };
  category: number;
  warehouses: { main: number; pharmacy: number };
  products: { amoxicillin: number; paracetamol: number; ors: number };
  /** A new product (a tablet medicine by default) with the given overrides; its id. */
  newProduct(overrides?: Row): Promise<number>;
  /** A new warehouse of the given type; its id. */
  newWarehouse(type: string, overrides?: Row): Promise<number>;
  /** A goods received note of these lines into `warehouse`, as the Store Manager; the stored record. */
  receive(warehouse: number, items: readonly StockLine[], more?: Row): Promise<Row>;
}

export interface StockLine {
  product: number;
  batch_number: string;
  expiry_date: string;
  quantity: number;
  unit_cost?: string;
}

const as = async (app: FastifyInstance, role: string) =>
  (await signIn(app, `${role}@tena.demo`)).headers as Headers;

let counter = 0;
/** A code no other record of this process has: product and warehouse codes must be unique. */
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}-${process.pid}-${counter}`;
};

export async function stockFixtures(app: FastifyInstance): Promise<StockFixtures> {
  const roles: StockRoles = {
    storeManager: await as(app, 'store-manager'),
    pharmacyManager: await as(app, 'pharmacy-manager'),
    pharmacist: await as(app, 'pharmacist'),
    pharmacyCashier: await as(app, 'pharmacy-cashier'),
    doctor: await as(app, 'doctor'),
    reception: await as(app, 'reception'),
    ipdNurse: await as(app, 'ipd-nurse'),
    labManager: await as(app, 'lab-manager'),
    financeHead: await as(app, 'finance-head'),
  };
  const made = (model: string, body: Row, headers = roles.pharmacyManager) =>
    createRecord(app, headers, model, body).then((row) => Number(row.id));
  const unit = (code: string, name: string, kind: string) =>
    made('unitOfMeasurement', { code: unique(code), name, kind });
  const units = {
    tablet: await unit('tab', 'Tablet', 'Count'),
    capsule: await unit('cap', 'Capsule', 'Count'),
    sachet: await unit('sach', 'Sachet', 'Count'),
    mg: await unit('mg', 'mg', 'Mass'),
    mL: await unit('mL', 'mL', 'Volume'),
  };
  const routes = {
    oral: await made('medicineRoute', { code: unique('PO'), name: 'Oral' }),
    iv: await made('medicineRoute', { code: unique('IV'), name: 'Intravenous' }),
  };
  const category = await made('productCategory', {
    name: unique('Test medicines'),
    product_type: 'Medicine',
  });
  const newWarehouse = (type: string, overrides: Row = {}) =>
    made('wareHouse', {
      code: unique('WH'),
      name: unique(type),
      warehouse_type: type,
      issuing_roles: type === 'Pharmacy' ? ['Pharmacist', 'Pharmacy Manager'] : ['Store Manager'],
      is_active: true,
      ...overrides,
    });
  const newProduct = (overrides: Row = {}) =>
    made('product', {
      code: unique('MED'),
      name: 'Paracetamol 500 mg tablet',
      product_type: 'Medicine',
      product_category: category,
      generic_name: 'paracetamol',
      strength: '500 mg',
      dosage_form: 'Tablet',
      route: routes.oral,
      unit: units.tablet,
      pack_size: 100,
      unit_price: '1.00',
      requires_prescription: false,
      is_active: true,
      ...overrides,
    });
  const warehouses = {
    main: await newWarehouse('Main Store'),
    pharmacy: await newWarehouse('Pharmacy'),
  };
  const products = {
    amoxicillin: await newProduct({
      name: 'Amoxicillin 500 mg capsule',
      generic_name: 'amoxicillin',
      dosage_form: 'Capsule',
      unit: units.capsule,
      unit_price: '3.50',
      requires_prescription: true,
    }),
    paracetamol: await newProduct(),
    ors: await newProduct({
      name: 'Oral rehydration salts (low osmolarity), sachet for 1 L',
      generic_name: 'oral rehydration salts',
      strength: '20.5 g/L',
      dosage_form: 'Powder for oral solution',
      unit: units.sachet,
      unit_price: '5.00',
    }),
  };
  return {
    as: roles,
    units,
    routes,
    category,
    warehouses,
    products,
    newProduct,
    newWarehouse,
    receive: (warehouse, items, more = {}) =>
      createRecord(app, roles.storeManager, 'stockReceipt', {
        warehouse,
        supplier: 'Ethiopian Pharmaceuticals Supply Service (EPSS)',
        invoice_reference: unique('INV'),
        items: items.map((item) => ({ unit_cost: '0.50', ...item })),
        ...more,
      }),
  };
}
