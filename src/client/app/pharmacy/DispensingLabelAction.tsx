/**
 * A dispensing's Print label, on its detail page (where saving a new dispensing lands): its
 * labels, one per medicine, in a new tab.
 */
import { Link } from 'react-router';
import type { DetailExtraProps } from '../models/detail-extras';
import { dispensingLabelPrintPath } from '../print/print-paths';

const LINK =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export function DispensingLabelAction({ record }: DetailExtraProps) {
  return (
    <Link to={dispensingLabelPrintPath(record.id)} target="_blank" rel="noopener" className={LINK}>
      Print label
    </Link>
  );
}
