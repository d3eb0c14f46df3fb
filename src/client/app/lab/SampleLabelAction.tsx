/** A lab sample's Print label, on its detail page: the 50 x 25 mm label in a new tab. */
import { Link } from 'react-router';
import type { DetailExtraProps } from '../models/detail-extras';
import { sampleLabelPrintPath } from '../print/print-paths';

const LINK =
  'inline-flex items-center rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

export function SampleLabelAction({ record }: DetailExtraProps) {
  // A rejected sample's tube is discarded: its label is not printed again.
  if (record.status !== 'Collected') return null;
  return (
    <Link to={sampleLabelPrintPath(record.id)} target="_blank" rel="noopener" className={LINK}>
      Print label
    </Link>
  );
}
