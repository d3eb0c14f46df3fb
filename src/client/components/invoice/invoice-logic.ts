import paymentSchema from '../../../../schemas/payment.json';
import { parseFormDate } from '../../../engine/format/dates';
import { type ApiFailure, failureMessage } from '../../api/failure';

/** The invoice as the dialog shows it (schemas/invoice.json). */
export interface InvoiceView {
  number: string;
  /** The invoice date as stored (ISO); shown in the hospital's long-month form. */
  date: string;
  /** The patient's title from the answer's `titles`; empty when the reader may not read it. */
  patient: string;
  serviceType: string;
  status: string;
  items: { description: string; quantity: number; unitPrice: number; amount: number }[];
  subtotal: number | null;
  discount: number | null;
  total: number | null;
}

export interface PaymentInput {
  amount: string;
  /** As typed in the form's date format, dd-MM-yyyy (spec 9). */
  paymentDate: string;
  method: string;
  reference: string;
}

export type PaymentField = keyof PaymentInput;
export type FieldErrors = Partial<Record<PaymentField, string>>;

/**
 * The payment methods a payment model lists as options. The shipped payment now picks a
 * `paymentMethod` record instead (no options), so this is empty until the invoice dialog reads
 * those records: it must not stop the client loading.
 */
const methodField = paymentSchema.fields.method as { options?: { id: string }[] };
export const PAYMENT_METHODS: string[] = methodField.options?.map((o) => o.id) ?? [];

const text = (value: unknown) => (value == null ? '' : String(value));
function amount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) ? n : null;
}

/** Reads a `GET /api/models/invoice/:id` answer, tolerating missing or odd fields. */
export function readInvoice(data: unknown): InvoiceView {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const rows = Array.isArray(record.items) ? (record.items as Record<string, unknown>[]) : [];
  return {
    number: text(record.invoice_number),
    date: text(record.invoice_date),
    patient: text(
      (record.titles as Record<string, Record<string, string>> | undefined)?.patient?.[
        text(record.patient)
      ],
    ),
    serviceType: text(record.service_type),
    status: text(record.payment_status),
    items: rows.map((row) => ({
      description: text(row.description),
      quantity: amount(row.quantity) ?? 0,
      unitPrice: amount(row.unit_price) ?? 0,
      amount: amount(row.amount) ?? 0,
    })),
    subtotal: amount(record.subtotal),
    discount: amount(record.discount),
    total: amount(record.total),
  };
}

/** Checks before sending, matching the payment model: amount over 0, date and method set. */
export function checkPayment(input: PaymentInput): FieldErrors {
  const errors: FieldErrors = {};
  const value = Number(input.amount);
  if (input.amount.trim() === '' || !Number.isFinite(value)) errors.amount = 'Amount is required';
  else if (value <= 0) errors.amount = 'Amount must be more than 0';
  else if (!/^\d+(\.\d{1,2})?$/.test(input.amount.trim()))
    errors.amount = 'Amount must have at most 2 decimals';
  if (!parseFormDate(input.paymentDate)) errors.paymentDate = 'Payment Date is required';
  if (!PAYMENT_METHODS.includes(input.method)) errors.method = 'Method is required';
  return errors;
}

/** The `POST /api/models/payment` body; optional text left empty is not sent. */
export function paymentBody(invoiceId: number, input: PaymentInput): Record<string, unknown> {
  const body: Record<string, unknown> = {
    invoice: invoiceId,
    amount: Number(input.amount),
    payment_date: parseFormDate(input.paymentDate) ?? input.paymentDate,
    method: input.method,
  };
  if (input.reference.trim()) body.reference = input.reference.trim();
  return body;
}

const serverField: Record<string, PaymentField> = {
  amount: 'amount',
  payment_date: 'paymentDate',
  method: 'method',
  reference: 'reference',
};

/**
 * A failed save as the dialog shows it: a 422's details ({field, message}) go beside their
 * fields; the alert carries the server's message (spec 8).
 */
export function describeFailure(failure: ApiFailure): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  if ('status' in failure && failure.status === 422) {
    const details = (failure.data as { details?: unknown } | undefined)?.details;
    for (const detail of Array.isArray(details) ? details : []) {
      const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
      const key = typeof field === 'string' ? serverField[field] : undefined;
      if (key && typeof message === 'string') fields[key] ??= message;
    }
  }
  return { message: failureMessage(failure), fields };
}

/**
 * What an invoice totals and what is still owed after its payments (never below zero). An
 * invoice saved without a discount may carry no total: its subtotal is the total then.
 */
export function invoiceBalance(
  invoice: Pick<InvoiceView, 'subtotal' | 'discount' | 'total'>,
  payments: readonly unknown[],
): { total: number; balanceDue: number } {
  const total = invoice.total ?? (invoice.subtotal ?? 0) - (invoice.discount ?? 0);
  const paid = payments.reduce<number>(
    (sum, payment) => sum + (amount((payment as Record<string, unknown>)?.amount) ?? 0),
    0,
  );
  const cents = (n: number) => Math.round(n * 100) / 100;
  return { total: cents(total), balanceDue: Math.max(0, cents(total - paid)) };
}
