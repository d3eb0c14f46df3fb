/**
 * Stock movements through the API for the stock and pharmacy tests: a product's batches and
 * balances per warehouse and its ledger as a store reads them, the charges a movement made, and a transfer taken step
 * by step by the roles that take each step in a hospital (the pharmacy requests, the store
 * manager approves and issues from the main store, the pharmacist receives into the pharmacy).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { chargeCalls } from './charge-calls';
import type { Row, StockFixtures } from './stock-fixtures';

type Headers = Record<string, string>;

export interface TransferLine {
  product: number;
  quantity: number;
  batch_number?: string;
}

export function stockMoves(app: () => FastifyInstance, f: () => StockFixtures) {
  const { call, move, chargesOf } = chargeCalls(app, () => f().as.financeHead);
  /** A product's `quantity` rows (one per warehouse and batch, empty ones too) as a store reads them. */
  const batches = async (product: number): Promise<Row[]> => {
    const response = await call(
      'GET',
      `quantity?pageSize=200&filter[product]=${product}`,
      f().as.storeManager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows as Row[];
  };
  /** Non-empty balances of a product: "warehouse/batch" -> quantity. */
  const balances = async (product: number): Promise<Record<string, number>> => {
    const out: Record<string, number> = {};
    for (const row of await batches(product))
      if (Number(row.quantity) !== 0)
        out[`${row.warehouse}/${row.batch_number}`] = Number(row.quantity);
    return out;
  };
  /** A product's ledger lines, oldest first. */
  const ledger = async (product: number): Promise<Row[]> => {
    const response = await call(
      'GET',
      `stockLedger?pageSize=200&sort=id&direction=asc&filter[product]=${product}`,
      f().as.storeManager,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows as Row[];
  };
  const request = (from: number, to: number, items: TransferLine[], as?: Headers) =>
    call('POST', 'wareHouseTransfer', as ?? f().as.pharmacist, {
      from_warehouse: from,
      to_warehouse: to,
      items,
    });
  /** A transfer requested and approved (as the Store Manager); its id. */
  const approved = async (from: number, to: number, items: TransferLine[]) => {
    const made = await request(from, to, items);
    expect(made.statusCode, made.body).toBe(201);
    const id = Number(made.json().id);
    const ok = await move('wareHouseTransfer', id, 'Approved', f().as.storeManager);
    expect(ok.statusCode, ok.body).toBe(200);
    return id;
  };
  const step = (id: number, to: string, as: Headers, values?: object) =>
    move('wareHouseTransfer', id, to, as, values);
  return { call, move, chargesOf, batches, balances, ledger, request, approved, step };
}
