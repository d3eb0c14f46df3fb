import { useId } from 'react';
import { Link } from 'react-router';
import type { TheatreSchedule } from '../../../engine/wire/theatre-schedule';
import { inputClass } from '../../forms/field-style';
import { buttonClass } from '../../forms/widgets/shared';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';
import { PageHeading } from '../models/PageHeading';
import { TheatreColumn } from './TheatreColumn';
import { shiftDay } from './use-theatre-schedule';

const newCasePath = adminPath(modelPath({ parents: [], model: 'surgicalCase', view: 'new' }));

/** "4 cases on 2026-03-12: 2 Scheduled, 1 Pre-op, 1 Cancelled." */
export function dayText(schedule: TheatreSchedule): string {
  const { total, date } = schedule;
  if (total === 0) return `No cases on ${date}.`;
  const counted = schedule.counts.filter((entry) => entry.count > 0);
  return `${total} case${total === 1 ? '' : 's'} on ${date}: ${counted
    .map((entry) => `${entry.count} ${entry.status}`)
    .join(', ')}.`;
}

/**
 * The theatre schedule of a day as drawn: the day picker (previous and next day, a date, today),
 * Book a case when `mayBook`, the day's cases by state in words, and one section per operating
 * room headed by its name with its cases as an ordered list.
 */
export function TheatreScheduleView({
  title,
  schedule,
  mayBook,
  onDay,
  problem,
}: {
  title: string;
  schedule: TheatreSchedule;
  mayBook: boolean;
  /** Shows another day ('' for today). */
  onDay: (date: string) => void;
  /** Why the schedule could not be read again, if it could not. */
  problem?: string;
}) {
  const dateId = useId();
  const day = schedule.date;
  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <PageHeading title={title}>
        <button type="button" className={buttonClass} onClick={() => onDay(shiftDay(day, -1))}>
          Previous day
        </button>
        <label htmlFor={dateId} className="text-sm font-medium">
          Day
        </label>
        <input
          id={dateId}
          type="date"
          value={day}
          onChange={(event) => onDay(event.target.value)}
          className={`${inputClass} min-h-[38px] w-44 text-sm`}
        />
        <button type="button" className={buttonClass} onClick={() => onDay(shiftDay(day, 1))}>
          Next day
        </button>
        <button type="button" className={buttonClass} onClick={() => onDay('')}>
          Today
        </button>
        {mayBook && (
          <Link to={newCasePath} className={buttonClass}>
            Book a case
          </Link>
        )}
      </PageHeading>
      <p className="text-sm" aria-live="polite">
        {dayText(schedule)}
        {problem && ` The schedule could not be read again: ${problem}`}
      </p>
      {schedule.theatres.length === 0 ? (
        <p className="italic">No operating room is in use.</p>
      ) : (
        <div className="flex flex-wrap gap-4">
          {schedule.theatres.map((theatre) => (
            <TheatreColumn key={theatre.id} theatre={theatre} zone={schedule.timeZone} />
          ))}
        </div>
      )}
    </div>
  );
}
