import { Link } from 'react-router';
import { splitInstant } from '../../../engine/format/dates';
import type { ScheduleCase, ScheduleTheatre } from '../../../engine/wire/theatre-schedule';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';

const casePath = (id: number) =>
  adminPath(modelPath({ parents: [], model: 'surgicalCase', view: 'detail', id }));

const timeOf = (instant: string, zone: string) => splitInstant(instant, zone)?.time ?? '';

function CaseItem({ item, zone }: { item: ScheduleCase; zone: string }) {
  const cancelled = item.status === 'Cancelled';
  const procedure = [item.procedure, item.side && item.side !== 'Not applicable' && item.side]
    .filter(Boolean)
    .join(', ');
  // A cancelled case is told apart by more than colour (a dashed edge, the procedure struck
  // through, its status in words), in the muted text that reads in both themes (4.5:1).
  return (
    <li
      className={`rounded-md border p-3 text-sm ${
        cancelled
          ? 'border-dashed border-slate-400 bg-slate-50 text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-300'
          : 'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-800'
      }`}
    >
      <p className="font-semibold">
        <time dateTime={item.scheduled_start}>{timeOf(item.scheduled_start, zone)}</time>–
        <time dateTime={item.scheduled_end}>{timeOf(item.scheduled_end, zone)}</time>{' '}
        <Link
          to={casePath(item.id)}
          className="text-sky-700 underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-sky-600 dark:text-sky-400"
        >
          {item.case_number ?? `Case ${item.id}`}
        </Link>
      </p>
      <p className={cancelled ? 'line-through' : ''}>{procedure}</p>
      {item.patient && (
        <p>
          {item.patient.name ?? `Patient #${item.patient.id}`}
          {item.patient.mrn && ` · ${item.patient.mrn}`}
        </p>
      )}
      <p className="text-slate-600 dark:text-slate-300">
        {[item.surgeon, item.anesthetist && `Anesthetist ${item.anesthetist}`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p>
        Status: <span className="font-medium">{item.status ?? 'Unknown'}</span>
        {item.priority && item.priority !== 'Elective' && (
          <span className="font-medium"> · {item.priority}</span>
        )}
      </p>
    </li>
  );
}

/** One theatre's heading and its cases of the day in time order, as a list. */
export function TheatreColumn({ theatre, zone }: { theatre: ScheduleTheatre; zone: string }) {
  const headingId = `theatre-${theatre.id}`;
  return (
    <section aria-labelledby={headingId} className="min-w-64 flex-1 space-y-2">
      <h2 id={headingId} className="text-lg font-semibold">
        {theatre.name}{' '}
        <span className="text-sm font-normal text-slate-600 dark:text-slate-300">
          {theatre.code}
          {!theatre.is_active && ' (out of use)'}
        </span>
      </h2>
      {theatre.cases.length > 0 ? (
        <ol className="space-y-2">
          {theatre.cases.map((item) => (
            <CaseItem key={item.id} item={item} zone={zone} />
          ))}
        </ol>
      ) : (
        <p className="text-sm italic text-slate-600 dark:text-slate-300">No cases booked.</p>
      )}
    </section>
  );
}
