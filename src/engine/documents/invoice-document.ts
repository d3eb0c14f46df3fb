/**
 * The printed invoice, from the invoice as the API answers it (with its references' titles),
 * the issuer and the payments into it. Nothing is computed here that the billing rules keep:
 * totals, shares and balances are printed as stored.
 */

import { formatLongDate } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { DEFAULT_SETTINGS } from '../types';
import { amountText, isPositive, moneyText, quantityText, text, titleAt } from './document-format';
import type { DocumentIssuer, DocumentLine, InvoiceDocument } from './document-types';

/** A payment into the invoice, as the invoice lists it. */
export interface InvoicePaymentEntry {
  number: string;
  /** The payment's calendar date (yyyy-MM-dd). */
  date: string;
  method: string;
  reference: string;
  /** 'Insurer' when the insurer or credit company paid its share. */
  paidBy: string;
  /** What this payment put into this invoice (a money string). */
  amount: string;
}

export interface InvoiceSources {
  invoice: Record<string, unknown>;
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** Left out for a reader who may not read payments. */
  payments?: InvoicePaymentEntry[];
  currency?: string;
  timeZone?: string;
}

type Row = Record<string, unknown>;

const TITLES: Record<string, string> = { Draft: 'Draft invoice', Cancelled: 'Cancelled invoice' };

function billTo(invoice: Row, titles: RefTitles | undefined): DocumentLine[] {
  const lines: DocumentLine[] = [
    { label: 'Patient', value: titleAt(titles, 'patient', invoice.patient, 'Patient') },
  ];
  if (invoice.payer_type === 'Insurance' || invoice.payer_type === 'Credit') {
    const payer = invoice.payer_type === 'Insurance' ? 'Insurer' : 'Company';
    lines.push({ label: payer, value: titleAt(titles, 'payer', invoice.payer, payer) });
    lines.push({ label: 'Coverage', value: `${quantityText(invoice.coverage_percent)}%` });
  } else lines.push({ label: 'Payer', value: 'Cash (the patient pays)' });
  if (invoice.member_number)
    lines.push({ label: 'Member Number', value: text(invoice.member_number) });
  if (invoice.approval_number)
    lines.push({ label: 'Approval Number', value: text(invoice.approval_number) });
  return lines.filter((line) => line.value !== '');
}

function totals(invoice: Row, currency: string): DocumentLine[] {
  const line = (label: string, field: string, strong = false): DocumentLine => ({
    label,
    value: moneyText(invoice[field], currency),
    ...(strong ? { strong } : {}),
  });
  const shared = invoice.payer_type === 'Insurance' || invoice.payer_type === 'Credit';
  return [
    line('Subtotal', 'subtotal'),
    line('Discount', 'discount_total'),
    line('Tax', 'tax_total'),
    line('Total', 'total', true),
    ...(shared
      ? [line("Insurer's Share", 'insurer_share'), line("Patient's Share", 'patient_share')]
      : []),
    line('Paid', 'paid_amount'),
    ...(isPositive(invoice.credited_amount) ? [line('Credited', 'credited_amount')] : []),
    ...(shared
      ? [line('Patient Balance', 'patient_balance'), line('Insurer Balance', 'insurer_balance')]
      : []),
    line('Balance Due', 'balance_due', true),
  ];
}

export function invoiceDocument(sources: InvoiceSources): InvoiceDocument {
  const { invoice, titles, issuer } = sources;
  const currency = sources.currency ?? DEFAULT_SETTINGS.currency;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number = text(invoice.invoice_number) || `Invoice ${invoice.id}`;
  const status = text(invoice.status);
  const items = Array.isArray(invoice.items) ? (invoice.items as Row[]) : [];
  const notice =
    status === 'Cancelled'
      ? `Cancelled: ${text(invoice.cancellation_reason)}`
      : status === 'Draft'
        ? 'Draft: not yet submitted, so nothing is due on it.'
        : undefined;
  return {
    kind: 'invoice',
    filename: `${number}.pdf`,
    title: TITLES[status] ?? 'Invoice',
    issuer,
    details: [
      { label: 'Invoice Number', value: number },
      { label: 'Invoice Date', value: formatLongDate(text(invoice.invoice_date), zone) },
      { label: 'Status', value: status },
      { label: 'Cashier', value: text(invoice.cashier_point) },
    ],
    billTo: billTo(invoice, titles),
    ...(notice ? { notice } : {}),
    lines: {
      columns: [
        { label: '#', align: 'right' },
        { label: 'Description', align: 'left' },
        { label: 'Qty', align: 'right' },
        { label: `Rate (${currency})`, align: 'right' },
        { label: `Discount (${currency})`, align: 'right' },
        { label: 'Tax', align: 'right' },
        { label: `Amount (${currency})`, align: 'right' },
      ],
      rows: items.map((item, index) => [
        String(index + 1),
        text(item.description) || titleAt(titles, 'items.service', item.service, 'Service'),
        quantityText(item.quantity),
        amountText(item.rate),
        amountText(item.discount),
        `${quantityText(item.tax_percent)}%`,
        amountText(item.amount),
      ]),
    },
    totals: totals(invoice, currency),
    ...(sources.payments
      ? {
          payments: {
            columns: [
              { label: 'Receipt', align: 'left' },
              { label: 'Date', align: 'left' },
              { label: 'Paid By', align: 'left' },
              { label: 'Method', align: 'left' },
              { label: 'Reference', align: 'left' },
              { label: `Amount (${currency})`, align: 'right' },
            ],
            rows: sources.payments.map((payment) => [
              payment.number,
              formatLongDate(payment.date, zone),
              payment.paidBy === 'Insurer' ? 'Insurer' : 'Patient',
              payment.method,
              payment.reference,
              amountText(payment.amount),
            ]),
          },
        }
      : {}),
    currency,
  };
}
