import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { seededApp, signIn } from './app';
import type { dialectCases, TestDatabase } from './databases';
import { NURSE_RIGHTS } from './fixture-model';
import { copyRegistryDir, type RegistryDir } from './registry-dir';

type Headers = Record<string, string>;

/** A catalogue of priced items (a tariff): what table rows pick. */
export const TARIFF_SCHEMA = {
  title: 'Tariff',
  groups: [{ id: 'main', name: 'Main' }],
  fields: {
    name: { type: 'text', label: 'Name', group: 'main', required: true },
    price: { type: 'currency', label: 'Price', group: 'main' },
    unit: { type: 'text', label: 'Unit', group: 'main' },
    state: {
      type: 'select',
      label: 'State',
      group: 'main',
      options: [
        { id: 'Active', name: 'Active' },
        { id: 'Retired', name: 'Retired' },
      ],
    },
    patient: { type: 'select', label: 'Patient', group: 'main', ref: 'patient' },
  },
  list: { columns: ['name', 'price'], search: ['name'] },
};

/**
 * A bill whose lines pick services (a ref column), copy their price and unit (fetchFrom),
 * compute their amount (a row formula) and offer only active services (refFilter); its own
 * `main_service` field fetches too, and `earlier` offers only this patient's bills.
 */
export const BILL_SCHEMA = {
  title: 'Bill',
  groups: [{ id: 'main', name: 'Main' }],
  fields: {
    patient: { type: 'select', label: 'Patient', group: 'main', ref: 'patient' },
    main_service: {
      type: 'select',
      label: 'Main Service',
      group: 'main',
      ref: 'tariff',
      refFilter: { state: 'Active' },
    },
    main_price: {
      type: 'currency',
      label: 'Main Price',
      group: 'main',
      fetchFrom: 'main_service.price',
    },
    earlier: {
      type: 'select',
      label: 'Earlier Bill',
      group: 'main',
      ref: 'bill',
      refFilter: { patient: '$patient' },
    },
    items: {
      type: 'one_to_many',
      label: 'Items',
      group: 'main',
      columns: [
        {
          field: 'service',
          type: 'select',
          label: 'Service',
          ref: 'tariff',
          required: true,
          refFilter: { state: { in: ['Active'] }, patient: { empty: true } },
        },
        { field: 'unit', type: 'text', label: 'Unit', fetchFrom: 'service.unit' },
        { field: 'quantity', type: 'number', label: 'Quantity', required: true },
        { field: 'rate', type: 'currency', label: 'Rate', fetchFrom: 'service.price' },
        { field: 'discount', type: 'currency', label: 'Discount' },
        {
          field: 'amount',
          type: 'currency',
          label: 'Amount',
          formula: 'quantity * rate - discount',
        },
      ],
    },
  },
  list: { columns: ['patient'] },
};

export interface PickingSuite {
  readonly app: FastifyInstance;
  readonly target: TestDatabase;
  readonly registry: RegistryDir;
  /** The nurse holds every right on both models. */
  readonly nurse: Headers;
  readonly reception: Headers;
  /** The HR Manager writes bills too, but may not read patients. */
  readonly clerk: Headers;
}

/** A seeded app over a private registry with the service and bill models. */
export function usePickingModels({
  make,
  skip,
}: Pick<(typeof dialectCases)[number], 'make' | 'skip'>): PickingSuite {
  const suite = {} as { -readonly [K in keyof PickingSuite]: PickingSuite[K] };
  beforeAll(async () => {
    if (skip) return;
    suite.target = make();
    suite.registry = copyRegistryDir();
    suite.registry.writeSchema('tariff', TARIFF_SCHEMA);
    suite.registry.writeSchema('bill', BILL_SCHEMA);
    suite.registry.setMatrixEntity('tariff', NURSE_RIGHTS);
    suite.registry.setMatrixEntity(
      'bill',
      Object.fromEntries(
        Object.entries(NURSE_RIGHTS).map(([action, roles]) => [action, [...roles, 'HR Manager']]),
      ),
    );
    suite.app = await seededApp(suite.target, {
      registryDir: suite.registry.root,
      registry: suite.registry.load(),
    });
    suite.nurse = (await signIn(suite.app, 'triage-nurse@tena.demo')).headers;
    suite.reception = (await signIn(suite.app, 'reception@tena.demo')).headers;
    suite.clerk = (await signIn(suite.app, 'hr-manager@tena.demo')).headers;
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.target?.dispose();
    suite.registry?.dispose();
  });
  return suite;
}

/** POSTs as `headers` and expects 201; answers the new record. */
export async function created(
  app: FastifyInstance,
  headers: Headers,
  model: string,
  payload: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/models/${model}`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
