/**
 * What given doses took, on the MAR (MedicationRecordPanel): under each given dose the server's
 * line ("40 mg = 0.4 mL = 1 prefilled syringe", "10 IU = 0.1 mL from the vial opened 12-11 14:00,
 * 9.7 mL left, discard by 10-12 14:00") with its working behind a "How" disclosure; and the table
 * of the stay's vials and bottles, each Open, Past its discard time or Discarded in words (not
 * colour alone), what it held and where it went.
 */
import { formatInTimeZone } from 'date-fns-tz';
import type { MarContainer, MarDoseTaken } from '../../../engine/wire/medication-record';
import { ScrollRegion } from '../../components/ScrollRegion';

const small = 'text-xs text-slate-700 dark:text-slate-300';

export function DoseTakenLine({ taken }: { taken: MarDoseTaken }) {
  const line =
    taken.dose_taken ??
    (taken.dose_volume_ml === null
      ? null
      : `${taken.dose_volume_ml} mL${taken.container_left_ml === null ? '' : `, ${taken.container_left_ml} mL left`}`);
  if (!line && !taken.stock_working) return null;
  return (
    <span className={small}>
      {line && <span className="block">Took: {line}</span>}
      {taken.stock_working && (
        <details className="mt-0.5">
          <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-sky-600">
            How
          </summary>
          <span className="block">{taken.stock_working}</span>
        </details>
      )}
    </span>
  );
}

function stateOf(container: MarContainer, now: number): string {
  if (container.closed_at) return 'Discarded';
  const discard = container.discard_at ? Date.parse(container.discard_at) : Number.NaN;
  return discard <= now ? 'Past its discard time' : 'Open';
}

export function ContainersTable({
  containers,
  zone,
}: {
  containers: MarContainer[];
  zone: string;
}) {
  const when = (iso: string | null) => (iso ? formatInTimeZone(iso, zone, 'dd-MM-yyyy HH:mm') : '');
  const now = Date.now();
  const heads = ['Medicine', 'Opened', 'Batch', 'Doses', 'Drawn', 'Left', 'Discard by', 'State'];
  return (
    <ScrollRegion label="Vials and bottles opened for this stay">
      <table className="w-full text-sm">
        <caption className="py-1 text-left font-semibold">Vials and bottles</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
            {heads.map((label) => (
              <th key={label} scope="col" className="py-1 pr-3">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {containers.map((c) => (
            <tr
              key={c.opening_dose}
              className="border-t border-slate-200 align-top dark:border-slate-700"
            >
              <th scope="row" className="py-1 pr-3 text-left font-medium">
                {c.medicine}
              </th>
              <td className="py-1 pr-3 tabular-nums">{when(c.opened_at)}</td>
              <td className="py-1 pr-3">{c.batch_number ?? ''}</td>
              <td className="py-1 pr-3 tabular-nums">{c.doses}</td>
              <td className="py-1 pr-3 tabular-nums">{c.drawn_ml} mL</td>
              <td className="py-1 pr-3 tabular-nums">
                {c.closed_at ? '0 mL' : c.left_ml === null ? '' : `${c.left_ml} mL`}
              </td>
              <td className="py-1 pr-3 tabular-nums">{when(c.discard_at)}</td>
              <td className="py-1 pr-3">
                {stateOf(c, now)}
                {c.closed_at && (
                  <span className={`block ${small}`}>
                    {c.waste_ml ?? 0} mL discarded {when(c.closed_at)}: {c.closed_reason}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
