/**
 * The printed receipt (80 mm), from the payment as the API answers it, the invoices it paid
 * with what each has left to pay after it, and who received the money.
 */
import { formatDateTime, formatLongDate } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { DEFAULT_SETTINGS } from '../types';
import { amountText, moneyText, text, titleAt } from './document-format';
import type { DocumentIssuer, DocumentLine, ReceiptDocument } from './document-types';

/** One invoice the payment went into. */
export interface ReceiptInvoiceEntry {
  number: string;
  /** What this payment put into it (a money string). */
  amount: string;
  /** What the payer (the patient, or the insurer) still owed on it right after this payment. */
  balanceLeft: string;
}

export interface ReceiptSources {
  payment: Record<string, unknown>;
  titles?: RefTitles;
  issuer: DocumentIssuer;
  invoices: ReceiptInvoiceEntry[];
  /** The cashier's name (received_by is their email). */
  cashier: string;
  currency?: string;
  timeZone?: string;
}

const cents = (value: string) => Math.round(Number(value || 0) * 100);

export function receiptDocument(sources: ReceiptSources): ReceiptDocument {
  const { payment, titles, issuer, invoices } = sources;
  const currency = sources.currency ?? DEFAULT_SETTINGS.currency;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number = text(payment.payment_number) || `Payment ${payment.id}`;
  const recordedAt = formatDateTime(text(payment.created_at), zone);
  const paidOn = formatLongDate(text(payment.payment_date), zone);
  const details: DocumentLine[] = [
    { label: 'Receipt Number', value: number },
    { label: 'Date and Time', value: recordedAt },
  ];
  // A payment entered later than the day it was made says so.
  if (paidOn && !recordedAt.startsWith(paidOn))
    details.push({ label: 'Payment Date', value: paidOn });
  details.push({ label: 'Patient', value: titleAt(titles, 'patient', payment.patient, 'Patient') });
  details.push({
    label: 'Paid By',
    value: payment.payer_kind === 'Insurer' ? 'Insurer or company' : 'Patient',
  });
  const balanceLeft = invoices.reduce((sum, invoice) => sum + cents(invoice.balanceLeft), 0);
  const point = text(payment.cashier_point);
  const summary: DocumentLine[] = [
    { label: 'Amount Paid', value: moneyText(payment.amount, currency), strong: true },
    { label: 'Method', value: titleAt(titles, 'method', payment.method, 'Method') },
    ...(payment.reference ? [{ label: 'Reference', value: text(payment.reference) }] : []),
    { label: 'Cashier', value: point ? `${sources.cashier} (${point})` : sources.cashier },
    { label: 'Balance Left', value: moneyText(balanceLeft / 100, currency), strong: true },
  ];
  return {
    kind: 'receipt',
    filename: `${number}.pdf`,
    title: 'Receipt',
    issuer,
    details,
    invoices: {
      columns: [
        { label: 'Invoice', align: 'left' },
        { label: `Paid (${currency})`, align: 'right' },
        { label: `Left (${currency})`, align: 'right' },
      ],
      rows: invoices.map((invoice) => [
        invoice.number,
        amountText(invoice.amount),
        amountText(invoice.balanceLeft),
      ]),
    },
    summary,
    currency,
  };
}
