/**
 * An over-the-counter sale's Print receipt, on its detail page (where saving a new sale lands):
 * the 80 mm receipt in a new tab, with Print and Download PDF.
 */
import { Link } from 'react-router';
import type { DetailExtraProps } from '../models/detail-extras';
import { saleReceiptPrintPath } from '../print/print-paths';

const LINK =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export function SaleReceiptAction({ record }: DetailExtraProps) {
  return (
    <Link to={saleReceiptPrintPath(record.id)} target="_blank" rel="noopener" className={LINK}>
      Print receipt
    </Link>
  );
}
