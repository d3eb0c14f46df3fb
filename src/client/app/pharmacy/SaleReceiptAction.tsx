/**
 * An over-the-counter sale's Print receipt, on its detail page (where saving a new sale lands):
 * the 80 mm receipt in a new tab, with Print and Download PDF.
 */
import type { DetailExtraProps } from '../models/detail-extras';
import { PrintViewLink } from '../print/PrintLinks';
import { saleReceiptPrintPath } from '../print/print-paths';

export function SaleReceiptAction({ record }: DetailExtraProps) {
  return <PrintViewLink to={saleReceiptPrintPath(record.id)}>Print receipt</PrintViewLink>;
}
