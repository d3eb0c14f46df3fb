/** What an invoice asks for and what its payments have paid, in cents. */
import { centsToMoney, isMoney, moneyToCents } from '../../models/codecs';
import type { RecordValues } from '../../models/model-runtime';

/**
 * The invoice's total, or for an invoice stored before its total formula read an empty discount
 * as none (its total is empty), the subtotal less any discount.
 */
export function invoiceTotalCents(invoice: RecordValues): number {
  if (isMoney(invoice.total)) return moneyToCents(invoice.total);
  const subtotal = isMoney(invoice.subtotal) ? moneyToCents(invoice.subtotal) : 0;
  const discount = isMoney(invoice.discount) ? moneyToCents(invoice.discount) : 0;
  return subtotal - discount;
}

/** The invoice's number, for messages, or its id when it has none. */
export const invoiceLabel = (invoice: RecordValues) =>
  String(invoice.invoice_number ?? `id ${invoice.id}`);

export const money = centsToMoney;
