/** The totals of a case's anesthesia record: fluids in, out and balance, drugs given, time. */
import {
  anesthesiaTimeText,
  ANESTHESIA_TIME_FROM as FROM_TEXT,
} from '../../../engine/surgery/anesthesia-totals';
import type { AnesthesiaTotals } from '../../../engine/wire/anesthesia-record';

const mL = (n: number) => `${n.toLocaleString('en-US')} mL`;

export function AnesthesiaTotalsBox({ totals }: { totals: AnesthesiaTotals }) {
  const byFluid = (rows: AnesthesiaTotals['fluids_in']) =>
    rows.map((row) => `${row.fluid} ${mL(row.volume)}`).join(', ') || 'none';
  return (
    <dl
      aria-label="Anesthesia record totals"
      className="grid gap-x-6 gap-y-2 rounded-md border border-slate-200 p-3 text-sm sm:grid-cols-3 dark:border-slate-700"
      data-anesthesia-totals
    >
      <div>
        <dt className="font-medium">Fluids in</dt>
        <dd className="tabular-nums" data-total="in">
          {mL(totals.fluids_in_total)}
        </dd>
        <dd className="text-slate-600 dark:text-slate-400">{byFluid(totals.fluids_in)}</dd>
      </div>
      <div>
        <dt className="font-medium">Fluids out</dt>
        <dd className="tabular-nums" data-total="out">
          {mL(totals.fluids_out_total)}
        </dd>
        <dd className="text-slate-600 dark:text-slate-400">{byFluid(totals.fluids_out)}</dd>
      </div>
      <div>
        <dt className="font-medium">Balance (in − out)</dt>
        <dd className="tabular-nums" data-total="balance">
          {totals.balance > 0 ? '+' : ''}
          {mL(totals.balance)}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="font-medium">Drugs given</dt>
        {totals.drugs.length === 0 && <dd>none</dd>}
        {totals.drugs.map((drug) => (
          <dd key={`${drug.product}/${drug.unit}`} className="tabular-nums">
            {drug.name}: {drug.total_dose} {drug.unit_name} ({drug.doses}{' '}
            {drug.doses === 1 ? 'dose' : 'doses'})
          </dd>
        ))}
      </div>
      <div>
        <dt className="font-medium">Time under anesthesia</dt>
        <dd className="tabular-nums">
          {totals.anesthesia_minutes === null
            ? 'nothing recorded yet'
            : `${anesthesiaTimeText(totals.anesthesia_minutes)} (${FROM_TEXT[totals.anesthesia_start_from ?? 'first entry']} to ${FROM_TEXT[totals.anesthesia_end_from ?? 'last entry']})`}
        </dd>
      </div>
    </dl>
  );
}
