/**
 * "Medication record (MAR)" on an admission's page: the patient's allergies (registration and the
 * allergy sheet) above the day's grid, one row per medication order (medicine, dose, route,
 * frequency, sheet, status) and a column per dose time, each dose's state in words (upcoming,
 * due, overdue, given with who, when and the batch, held, refused, not recorded; a given dose with
 * what it took, "40 mg = 0.4 mL = 1 prefilled syringe" or "10 IU = 0.1 mL from the vial opened
 * 12-11 14:00, 9.7 mL left, discard by 10-12 14:00", and its working under "How") and, for a nurse
 * who may record doses, "Give" on a due or overdue dose opening the dose's form filled in with the
 * order and its time. A chosen day (today by default) is read from the server's grid
 * (engine/inpatient marRows), so the page and the rules agree on what is due. Below the grid, the
 * vials and bottles opened for the stay (ContainersTable): open ones with what is left and when
 * to discard them, closed ones with what was discarded, when and why.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { canRecordDose } from '../../../engine/inpatient/dose-state';
import { prefillSearch } from '../../../engine/related/prefill';
import type { MarDose, MarRow } from '../../../engine/wire/medication-record';
import { ScrollRegion } from '../../components/ScrollRegion';
import { adminPath } from '../layout/Navigation';
import { mayDo } from '../meta/meta';
import type { DetailExtraProps } from '../models/detail-extras';
import { modelPath } from '../models/model-path';
import { ContainersTable, DoseTakenLine } from './DoseTaken';
import { useMar } from './mar-api';

const inputClass =
  'rounded-md border border-slate-400 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-sky-600 dark:border-slate-600 dark:bg-slate-900';
const linkClass =
  'rounded px-1 font-medium text-sky-700 underline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-400';

/** The new dose form for `order` due at `scheduledAt`. */
export const givePath = (order: number, scheduledAt: string) =>
  `${adminPath(modelPath({ parents: [], model: 'medicationAdministration', view: 'new' }))}${prefillSearch({ medication_order: order, scheduled_at: scheduledAt, outcome: 'Given' })}`;

const STATE_WORDS: Record<MarDose['state'], string> = {
  upcoming: 'Upcoming',
  due: 'Due',
  overdue: 'Overdue',
  given: 'Given',
  held: 'Held',
  refused: 'Refused',
  'not recorded': 'Not recorded',
};

function DoseCell({
  dose,
  row,
  zone,
  mayGive,
}: {
  dose: MarDose;
  row: MarRow;
  zone: string;
  mayGive: boolean;
}) {
  const time = (iso: string) => formatInTimeZone(iso, zone, 'HH:mm');
  const tone =
    dose.state === 'overdue'
      ? 'font-semibold text-red-700 dark:text-red-400'
      : dose.state === 'given'
        ? 'text-emerald-800 dark:text-emerald-300'
        : '';
  return (
    <div className="flex flex-col gap-0.5">
      <span className={tone}>
        {row.as_needed ? `${time(dose.scheduled_at)} ` : ''}
        {STATE_WORDS[dose.state]}
      </span>
      {dose.administered_at && (
        <span className="text-xs text-slate-600 dark:text-slate-400">
          at {time(dose.administered_at)} by {dose.administered_by_name ?? dose.administered_by}
          {dose.batch_number ? `, batch ${dose.batch_number}` : ''}
        </span>
      )}
      {dose.taken && <DoseTakenLine taken={dose.taken} />}
      {dose.reason && (
        <span className="text-xs text-slate-600 dark:text-slate-400">{dose.reason}</span>
      )}
      {mayGive && row.status === 'Active' && canRecordDose(dose.state) && (
        <Link to={givePath(row.order, dose.scheduled_at)} className={linkClass}>
          Give
          <span className="sr-only">
            {' '}
            {row.medicine} due {time(dose.scheduled_at)}
          </span>
        </Link>
      )}
    </div>
  );
}

function Allergies({
  known,
  sheet,
}: {
  known: string | null;
  sheet: { allergen: string; reaction: string | null; severity: string | null }[];
}) {
  if (!known && sheet.length === 0) return <p className="text-sm">Allergies: none recorded.</p>;
  return (
    <div className="rounded-md border border-amber-500 bg-amber-50 p-2 text-sm dark:bg-amber-950">
      <h3 className="font-semibold">Allergies</h3>
      <ul className="list-disc pl-5">
        {known && <li>On registration: {known}</li>}
        {sheet.map((entry) => (
          <li key={`${entry.allergen}|${entry.reaction}|${entry.severity}`}>
            {entry.allergen}
            {entry.reaction ? `: ${entry.reaction}` : ''}
            {entry.severity ? ` (${entry.severity})` : ''}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MedicationRecordPanel({ meta, record }: DetailExtraProps) {
  const dateId = useId();
  const [date, setDate] = useState('');
  const mayRead = mayDo(meta, 'medicationOrder', 'view');
  const { answer, error } = useMar(record.id, date, record.version, mayRead);
  if (!mayRead) return null;
  const mayGive = mayDo(meta, 'medicationAdministration', 'add');
  const zone = answer?.time_zone ?? 'UTC';
  const times = [
    ...new Set(
      (answer?.rows ?? [])
        .filter((row) => !row.as_needed)
        .flatMap((row) => row.doses.map((d) => formatInTimeZone(d.scheduled_at, zone, 'HH:mm'))),
    ),
  ].sort();
  return (
    <section aria-labelledby={`${dateId}-title`} className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id={`${dateId}-title`} className="text-lg font-semibold">
          Medication record (MAR)
        </h2>
        <label htmlFor={dateId} className="text-sm">
          Day{' '}
          <input
            id={dateId}
            type="date"
            className={inputClass}
            value={date || answer?.date || ''}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      {answer && <Allergies known={answer.known_allergies} sheet={answer.allergies} />}
      {answer && answer.rows.length === 0 && (
        <p className="text-sm">No medication is ordered for {answer.date}.</p>
      )}
      {answer && answer.rows.length > 0 && (
        <ScrollRegion label={`Medication doses on ${answer.date}`}>
          <table className="w-full text-sm">
            <caption className="sr-only">Medication doses on {answer.date}</caption>
            <thead>
              <tr className="text-left text-xs text-slate-500 dark:text-slate-400">
                {['Medicine', 'Dose', 'Route', 'Frequency', 'Sheet', 'Status'].map((label) => (
                  <th key={label} scope="col" className="py-1 pr-3">
                    {label}
                  </th>
                ))}
                {times.map((time) => (
                  <th key={time} scope="col" className="py-1 pr-3 tabular-nums">
                    {time}
                  </th>
                ))}
                <th scope="col" className="py-1 pr-3">
                  As needed
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((row) => (
                <tr
                  key={row.order}
                  className="border-t border-slate-200 align-top dark:border-slate-700"
                >
                  <th scope="row" className="py-1 pr-3 text-left font-medium">
                    {row.medicine}
                    <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                      {row.order_number}
                    </span>
                    {row.allergy_warning && (
                      <span className="block text-xs font-normal text-amber-800 dark:text-amber-300">
                        {row.allergy_warning}
                      </span>
                    )}
                  </th>
                  <td className="py-1 pr-3">{row.dose}</td>
                  <td className="py-1 pr-3">{row.route ?? ''}</td>
                  <td className="py-1 pr-3">{row.frequency}</td>
                  <td className="py-1 pr-3">{row.sheet}</td>
                  <td className="py-1 pr-3">{row.status}</td>
                  {times.map((time) => {
                    const dose = row.as_needed
                      ? undefined
                      : row.doses.find(
                          (d) => formatInTimeZone(d.scheduled_at, zone, 'HH:mm') === time,
                        );
                    return (
                      <td key={time} className="py-1 pr-3">
                        {dose ? (
                          <DoseCell dose={dose} row={row} zone={zone} mayGive={mayGive} />
                        ) : (
                          <span className="sr-only">No dose</span>
                        )}
                      </td>
                    );
                  })}
                  <td className="py-1 pr-3">
                    {row.as_needed &&
                      row.doses.map((dose) => (
                        <DoseCell
                          key={dose.scheduled_at}
                          dose={dose}
                          row={row}
                          zone={zone}
                          mayGive={false}
                        />
                      ))}
                    {row.as_needed && row.status === 'Active' && mayGive && (
                      <Link
                        to={givePath(row.order, new Date().toISOString())}
                        className={linkClass}
                      >
                        Give<span className="sr-only"> {row.medicine} as needed</span>
                      </Link>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {answer && answer.containers.length > 0 && (
        <ContainersTable containers={answer.containers} zone={zone} />
      )}
    </section>
  );
}
