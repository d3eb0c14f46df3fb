/** The API calls charge capture tests make: model routes, a workflow move, an order's charges. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;

export function chargeCalls(app: () => FastifyInstance, cashier: () => Headers) {
  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) =>
    app().inject({ method, url: `/api/models/${url}`, headers, ...(payload ? { payload } : {}) });
  return {
    call,
    /** Moves a record along its workflow, with the transition's reason when it asks one. */
    move: (model: string, id: number, to: string, headers: Headers, values?: object) =>
      call('POST', `${model}/${id}/transition`, headers, { to, ...(values ? { values } : {}) }),
    /** The charges an order made, oldest first, as a cashier lists them. */
    async chargesOf(model: string, id: number): Promise<Row[]> {
      const response = await call('GET', 'charge?pageSize=200&sort=id&direction=asc', cashier());
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().rows as Row[]).filter(
        (charge) => charge.source_model === model && charge.source_id === id,
      );
    },
  };
}

/** A charge's service, rate, amount and status: what ordering decides. */
export const brief = (charges: Row[]) =>
  charges.map(({ service, rate, amount, status }) => ({ service, rate, amount, status }));

/** An invoice body billing these charges at a cashier point. */
export const invoiceBody = (patient: number, point: string, charges: Row[]) => ({
  patient,
  invoice_date: '2026-03-02',
  cashier_point: point,
  items: charges.map((charge) => ({ charge: charge.id, service: charge.service, quantity: 1 })),
});
