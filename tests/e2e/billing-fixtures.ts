/**
 * Billing records a browser spec starts from, made through the real routes as a cashier makes
 * them (schemas/invoice.json, payment.json): a submitted invoice of a catalogue service priced
 * by the server, and a payment into it. Each spec passes its own way of calling the API as its
 * signed-in user (a request context, the page's session), so the records are that user's.
 */
import { type APIRequestContext, expect } from '@playwright/test';

type Values = Record<string, unknown>;

/** GET `path` (no body) or POST `body` to it; the answer's JSON, failing on an error status. */
export type ApiCall = (path: string, body?: object) => Promise<Values>;

/** An ApiCall through a request context, with the signed-in user's Authorization header. */
export function callerOf(request: APIRequestContext, headers: Record<string, string>): ApiCall {
  return async (path, body) => {
    const answer =
      body === undefined
        ? await request.get(path, { headers })
        : await request.post(path, { headers, data: body });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as Values;
  };
}

export interface InvoiceFixture {
  id: number;
  invoice_number: string;
  total: number;
  patient_balance: number;
}

/** The demo catalogue's general consultation: 500 birr cash, VAT exempt (billing-services.ts). */
export const CONSULTATION = { code: 'CON-GEN', name: 'General consultation', price: 500 };

async function firstRow(call: ApiCall, path: string): Promise<Values> {
  const [row] = (await call(path)).rows as Values[];
  if (!row) throw new Error(`${path} found nothing`);
  return row;
}

/**
 * A submitted invoice the patient pays in cash (whatever insurance they hold), of `quantity`
 * of the service coded `code`, dated `date` (yyyy-MM-dd) at the Reception point.
 */
export async function submittedInvoice(
  call: ApiCall,
  patient: number,
  { code = CONSULTATION.code, quantity = 1, date = '2026-05-04' } = {},
): Promise<InvoiceFixture> {
  const service = await firstRow(call, `/api/models/service?filter[code]=${code}`);
  const draft = await call('/api/models/invoice', {
    patient,
    invoice_date: date,
    cashier_point: 'Reception',
    payer_type: 'Cash',
    items: [{ service: service.id, quantity }],
  });
  const invoice = await call(`/api/models/invoice/${draft.id}/transition`, { to: 'Submitted' });
  // A caller that does not check statuses hands an error's body on: say what it was.
  if (invoice.status !== 'Submitted')
    throw new Error(`The invoice was not submitted: ${JSON.stringify({ draft, invoice })}`);
  return {
    id: Number(invoice.id),
    invoice_number: String(invoice.invoice_number),
    total: Number(invoice.total),
    patient_balance: Number(invoice.patient_balance),
  };
}

/** A cash payment by the invoice's patient of `amount` into it, on the invoice's date. */
export async function payInto(
  call: ApiCall,
  patient: number,
  invoice: number,
  amount: string,
): Promise<Values> {
  const cash = await firstRow(call, '/api/models/paymentMethod?filter[name]=Cash');
  return call('/api/models/payment', {
    patient,
    payment_date: '2026-05-04',
    method: cash.id,
    allocations: [{ invoice, amount }],
  });
}
