/**
 * The invoice dialog's and the invoice page's reading of the billing records (schemas/invoice.json,
 * payment.json): what an invoice shows, what is left to pay and by whom, and the payment a
 * cashier records. Pure functions, so they are tested without a browser.
 */
import { parseFormDate } from '../../../engine/format/dates';
import { CREDIT_POINT } from '../../../engine/wire/billing-queue';
import { type ApiFailure, failureMessage } from '../../api/failure';

type Values = Record<string, unknown>;

/** One line of an invoice. */
export interface InvoiceLine {
  id: number | null;
  description: string;
  quantity: number;
  rate: number;
  discount: number;
  taxPercent: number;
  amount: number;
}

/** The invoice as the dialog and the invoice page show it. */
export interface InvoiceView {
  id: number;
  number: string;
  status: string;
  date: string;
  /** The patient's and the payer's names from the answer's titles ('' when not readable). */
  patient: string;
  payerType: string;
  payer: string;
  coveragePercent: number | null;
  lines: InvoiceLine[];
  subtotal: number;
  discountTotal: number;
  taxTotal: number;
  total: number;
  insurerShare: number;
  patientShare: number;
  paid: number;
  patientBalance: number;
  insurerBalance: number;
  balanceDue: number;
  credited: number;
}

/** Who pays at a cashier point: the Credit point takes the insurers' and companies' shares. */
export type PayerKind = 'Patient' | 'Insurer';
export const payerKindAt = (point: string | undefined): PayerKind =>
  point === CREDIT_POINT ? 'Insurer' : 'Patient';

/** States in which an invoice takes payments. */
const PAYABLE = ['Submitted', 'Partly Paid'];

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const amount = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(text(value));
  return Number.isFinite(n) ? n : 0;
};
const titleOf = (record: Values, field: string) =>
  text(
    (record.titles as Record<string, Record<string, string>> | undefined)?.[field]?.[
      text(record[field])
    ],
  );

/** Reads a `GET /api/models/invoice/:id` answer (or a list row), tolerating missing fields. */
export function readInvoice(data: unknown): InvoiceView {
  const record = (data && typeof data === 'object' ? data : {}) as Values;
  const rows = Array.isArray(record.items) ? (record.items as Values[]) : [];
  return {
    id: Number(record.id ?? 0),
    number: text(record.invoice_number),
    status: text(record.status),
    date: text(record.invoice_date),
    patient: titleOf(record, 'patient'),
    payerType: text(record.payer_type),
    payer: titleOf(record, 'payer'),
    coveragePercent:
      record.coverage_percent === null || record.coverage_percent === undefined
        ? null
        : amount(record.coverage_percent),
    lines: rows.map((row) => ({
      id: row.id === undefined || row.id === null ? null : Number(row.id),
      description: text(row.description),
      quantity: amount(row.quantity),
      rate: amount(row.rate),
      discount: amount(row.discount),
      taxPercent: amount(row.tax_percent),
      amount: amount(row.amount),
    })),
    subtotal: amount(record.subtotal),
    discountTotal: amount(record.discount_total),
    taxTotal: amount(record.tax_total),
    total: amount(record.total),
    insurerShare: amount(record.insurer_share),
    patientShare: amount(record.patient_share),
    paid: amount(record.paid_amount),
    patientBalance: amount(record.patient_balance),
    insurerBalance: amount(record.insurer_balance),
    balanceDue: amount(record.balance_due),
    credited: amount(record.credited_amount),
  };
}

/** Whether the invoice has an insurer's or company's share to show beside the patient's. */
export const isShared = (invoice: InvoiceView) =>
  invoice.payerType !== '' && invoice.payerType !== 'Cash';

/** What `payer` still owes on the invoice, if it takes payments at all. */
export function dueFrom(invoice: InvoiceView, payer: PayerKind): number {
  if (!PAYABLE.includes(invoice.status)) return 0;
  return Math.max(0, payer === 'Insurer' ? invoice.insurerBalance : invoice.patientBalance);
}

export interface PaymentInput {
  amount: string;
  /** As typed in the form's date format, dd-MM-yyyy (spec 9). */
  paymentDate: string;
  /** The paymentMethod record's id, as the select holds it. */
  method: string;
  reference: string;
}

export type PaymentField = keyof PaymentInput;
export type FieldErrors = Partial<Record<PaymentField, string>>;

/** A payment method as the form offers it (schemas/paymentMethod.json). */
export interface MethodOption {
  id: number;
  name: string;
  /** Cash, Card, Mobile money...: what kind of money it is. */
  kind: string;
  requiresReference: boolean;
}

export function readMethods(rows: unknown): MethodOption[] {
  return (Array.isArray(rows) ? (rows as Values[]) : []).map((row) => ({
    id: Number(row.id),
    name: text(row.name),
    kind: text(row.kind),
    requiresReference: row.requires_reference === true,
  }));
}

/** The method a payment starts with: cash, else the first that needs no reference. */
export function defaultMethod(methods: readonly MethodOption[]): MethodOption | undefined {
  return (
    methods.find((m) => m.kind === 'Cash') ??
    methods.find((m) => !m.requiresReference) ??
    methods[0]
  );
}

/** "250.5" -> "250.50": the amount field's starting value. */
export const moneyText = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/**
 * Checks before sending: an amount over 0 with at most 2 decimals, a date, a method, and a
 * reference where the method needs one. Whether the amount fits the balance is the server's to
 * say (another cashier may have been paid meanwhile).
 */
export function checkPayment(input: PaymentInput, methods: readonly MethodOption[]): FieldErrors {
  const errors: FieldErrors = {};
  const value = Number(input.amount);
  if (input.amount.trim() === '' || !Number.isFinite(value)) errors.amount = 'Amount is required';
  else if (value <= 0) errors.amount = 'Amount must be more than 0';
  else if (!/^\d+(\.\d{1,2})?$/.test(input.amount.trim()))
    errors.amount = 'Amount must have at most 2 decimals';
  if (!parseFormDate(input.paymentDate)) errors.paymentDate = 'Payment Date is required';
  const method = methods.find((m) => String(m.id) === input.method);
  if (!method) errors.method = 'Method is required';
  else if (method.requiresReference && !input.reference.trim())
    errors.reference = `Reference is required for ${method.name} payments`;
  return errors;
}

/** The `POST /api/models/payment` body: one allocation, into this invoice. */
export function paymentBody(
  patient: number,
  invoiceId: number,
  payer: PayerKind,
  input: PaymentInput,
): Values {
  const body: Values = {
    patient,
    payer_kind: payer,
    payment_date: parseFormDate(input.paymentDate) ?? input.paymentDate,
    method: Number(input.method),
    allocations: [{ invoice: invoiceId, amount: input.amount.trim() }],
  };
  if (input.reference.trim()) body.reference = input.reference.trim();
  return body;
}

const SERVER_FIELDS: Record<string, PaymentField> = {
  payment_date: 'paymentDate',
  method: 'method',
  reference: 'reference',
};

/** Where a server field lands in the form: the one allocation (its amount, its invoice) is Amount. */
function formField(field: string): PaymentField | undefined {
  if (/^allocations(\[\d+\])?(\.(amount|invoice))?$/.test(field) || field === 'amount')
    return 'amount';
  return Object.hasOwn(SERVER_FIELDS, field) ? SERVER_FIELDS[field] : undefined;
}

/**
 * A failed save as the dialog shows it: a 422's details ({field, message}) go beside their
 * fields; the alert carries the server's message.
 */
export function describeFailure(failure: ApiFailure): { message: string; fields: FieldErrors } {
  const fields: FieldErrors = {};
  if ('status' in failure && failure.status === 422) {
    const details = (failure.data as { details?: unknown } | undefined)?.details;
    for (const detail of Array.isArray(details) ? details : []) {
      const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
      const key = typeof field === 'string' ? formField(field) : undefined;
      if (key && typeof message === 'string') fields[key] ??= message;
    }
  }
  return { message: failureMessage(failure), fields };
}
