/**
 * What the invoice dialog and the invoice page read and write: a patient's unbilled charges and
 * open invoices at a cashier point, the active payment methods, an invoice with its payments,
 * and the one-call invoice made from charges (README: /api/billing).
 */
import { CREDIT_POINT } from '../../../engine/wire/billing-queue';
import { http } from '../../api/session';
import { type MethodOption, readMethods } from './invoice-logic';

type Values = Record<string, unknown>;
type Titles = Record<string, Record<string, string>>;
interface Page {
  rows: Values[];
  titles?: Titles;
}

/** The most charges or invoices one patient has waiting at one point (one page). */
const PAGE = 200;

const list = async (model: string, params: URLSearchParams) =>
  (await http.get<Page>(`/api/models/${model}`, { params })).data;

/** A charge waiting for an invoice, as the dialog lists it. */
export interface WaitingCharge {
  id: number;
  number: string;
  description: string;
  source: string;
  chargedAt: string;
  amount: number;
}

export async function unbilledCharges(patient: number, point: string): Promise<WaitingCharge[]> {
  if (point === CREDIT_POINT) return [];
  const params = new URLSearchParams({
    'filter[patient]': String(patient),
    'filter[status]': 'Unbilled',
    'filter[cashier_point]': point,
    sort: 'charged_at',
    direction: 'asc',
    pageSize: String(PAGE),
  });
  return (await list('charge', params)).rows.map((row) => ({
    id: Number(row.id),
    number: String(row.charge_number ?? ''),
    description: String(row.description ?? ''),
    source: String(row.source_label ?? ''),
    chargedAt: String(row.charged_at ?? ''),
    amount: Number(row.amount ?? 0),
  }));
}

/** The patient's invoices at the point with something left to pay there, oldest first. */
export async function openInvoices(patient: number, point: string) {
  const params = new URLSearchParams({
    'filter[patient]': String(patient),
    sort: 'id',
    direction: 'asc',
    pageSize: String(PAGE),
  });
  for (const status of ['Submitted', 'Partly Paid']) params.append('filter[status][in]', status);
  if (point === CREDIT_POINT) params.append('filter[insurer_balance][gte]', '0.01');
  else {
    params.append('filter[cashier_point]', point);
    params.append('filter[patient_balance][gte]', '0.01');
  }
  return (await list('invoice', params)).rows.map((row) => ({
    id: Number(row.id),
    number: String(row.invoice_number ?? ''),
  }));
}

export async function activeMethods(): Promise<MethodOption[]> {
  const params = new URLSearchParams({ 'filter[is_active]': 'true', sort: 'name', pageSize: '50' });
  return readMethods((await list('paymentMethod', params)).rows);
}

export async function getInvoice(id: number): Promise<Values> {
  return (await http.get<Values>(`/api/models/invoice/${id}`)).data;
}

/** A payment into an invoice (GET /api/billing/invoices/:id/payments). */
export interface PaymentLine {
  payment: number;
  number: string;
  date: string;
  payerKind: string;
  method: string;
  amount: number;
}

export async function invoicePayments(id: number): Promise<PaymentLine[]> {
  const { data } = await http.get<Page>(`/api/billing/invoices/${id}/payments`);
  return data.rows.map((row) => ({
    payment: Number(row.payment),
    number: String(row.payment_number ?? ''),
    date: String(row.payment_date ?? ''),
    payerKind: String(row.payer_kind ?? 'Patient'),
    method: data.titles?.method?.[String(row.method)] ?? '',
    amount: Number(row.amount ?? 0),
  }));
}

/** Makes the invoice of the chosen charges and submits it, in one call (one transaction). */
export async function invoiceCharges(patient: number, point: string, charges: number[]) {
  return (await http.post<Values>('/api/billing/invoices', { patient, point, charges })).data;
}
