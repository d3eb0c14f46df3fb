/**
 * The printed receipt of an over-the-counter sale (80 mm, the payment receipt's layout): the
 * hospital's heading, the sale's number, time and customer, the items with quantity, unit price
 * and amount, then total, tendered, change, method and who sold. A returned sale says so in its
 * title and names the refund, so a reprint cannot pass for a paid sale.
 */
import { formatDateTime } from '../format/dates';
import type { RefTitles } from '../format/record-title';
import { DEFAULT_SETTINGS } from '../types';
import { amountText, moneyText, quantityText, text, titleAt } from './document-format';
import type { DocumentIssuer, DocumentLine, ReceiptDocument } from './document-types';

export interface SaleReceiptSources {
  /** The sale as the API answers it, with its items. */
  sale: Record<string, unknown>;
  /** Its references' titles: `payment_method`, `warehouse`, `items.product`. */
  titles?: RefTitles;
  issuer: DocumentIssuer;
  /** The seller's name (sold_by is their email). */
  seller: string;
  currency?: string;
  timeZone?: string;
}

const rowsOf = (value: unknown) => (Array.isArray(value) ? value : []) as Record<string, unknown>[];

export function saleReceiptDocument(sources: SaleReceiptSources): ReceiptDocument {
  const { sale, titles, issuer } = sources;
  const currency = sources.currency ?? DEFAULT_SETTINGS.currency;
  const zone = sources.timeZone ?? DEFAULT_SETTINGS.timeZone;
  const number = text(sale.sale_number) || `Sale ${sale.id}`;
  const returned = sale.status === 'Returned';
  const details: DocumentLine[] = [
    { label: 'Sale Number', value: number },
    { label: 'Date and Time', value: formatDateTime(text(sale.sold_at), zone) },
    { label: 'Customer', value: text(sale.customer_name) },
    ...(sale.customer_phone ? [{ label: 'Phone', value: text(sale.customer_phone) }] : []),
    { label: 'Sold From', value: titleAt(titles, 'warehouse', sale.warehouse, 'Warehouse') },
  ];
  const summary: DocumentLine[] = [
    { label: 'Total', value: moneyText(sale.total, currency), strong: true },
    { label: 'Tendered', value: moneyText(sale.amount_tendered, currency) },
    { label: 'Change', value: moneyText(sale.change_due, currency), strong: true },
    { label: 'Method', value: titleAt(titles, 'payment_method', sale.payment_method, 'Method') },
    ...(sale.reference ? [{ label: 'Reference', value: text(sale.reference) }] : []),
    { label: 'Sold By', value: sources.seller },
    ...(returned
      ? [
          { label: 'Refunded', value: moneyText(sale.refund, currency), strong: true },
          { label: 'Returned', value: formatDateTime(text(sale.returned_at), zone) },
          { label: 'Reason', value: text(sale.return_reason) },
        ]
      : []),
  ];
  return {
    kind: 'receipt',
    filename: `${number}.pdf`,
    title: returned ? 'Sales Receipt (returned)' : 'Sales Receipt',
    issuer,
    details,
    tableTitle: 'Items',
    invoices: {
      columns: [
        { label: 'Item', align: 'left' },
        { label: 'Qty', align: 'right' },
        { label: `Price (${currency})`, align: 'right' },
        { label: `Amount (${currency})`, align: 'right' },
      ],
      rows: rowsOf(sale.items).map((item) => [
        titleAt(titles, 'items.product', item.product, 'Product'),
        quantityText(item.quantity),
        amountText(item.unit_price),
        amountText(item.amount),
      ]),
    },
    summary,
    currency,
  };
}
