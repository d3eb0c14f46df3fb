import { useContext } from 'react';
import { splitInstant } from '../../../../engine/format/dates';
import type { AppointmentSlots } from '../../../../engine/wire/appointment-slots';
import { FormViewContext } from '../../../forms/form-view';
import { useField, useFormStore } from '../../../forms/use-form';
import { buttonClass } from '../../../forms/widgets/shared';
import type { FormPanelProps } from '../form-panels';
import { useServerAnswer } from './use-server-answer';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "Friday, November 27, 2026". */
const longDay = (date: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/**
 * The booking form's free slots: once a physician and a day are chosen, the physician's free
 * slots that day (GET /api/appointments/slots) as buttons that fill the appointment time. The
 * booking rule decides on save; this only offers.
 */
export function AppointmentSlotsPanel({ record }: FormPanelProps) {
  const store = useFormStore();
  const { settings } = useContext(FormViewContext);
  const physician = useField('physician').state.value;
  const when = useField('scheduled_at').state.value;
  const day =
    splitInstant(when, settings.timeZone)?.date ??
    (typeof when === 'string' && DAY.test(when) ? when : undefined);
  const params =
    physician && day
      ? { physician: Number(physician), date: day, ...(record ? { exclude: record.id } : {}) }
      : undefined;
  const { answer, failed } = useServerAnswer<AppointmentSlots>('/api/appointments/slots', params);
  if (!params) return null;
  const chosen = typeof when === 'string' ? Date.parse(when) : Number.NaN;
  const free = answer?.slots.filter((slot) => slot.free) ?? [];
  return (
    <section
      aria-labelledby="free-slots-heading"
      aria-live="polite"
      className="mt-4 rounded-md border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id="free-slots-heading" className="text-sm font-semibold">
        Free slots on {longDay(day as string)}
      </h3>
      {failed && <p className="text-sm">The physician's slots could not be read.</p>}
      {answer && (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {answer.hours ?? 'This physician has no working hours on record.'}
          </p>
          {answer.hours && !answer.working && <p className="text-sm">Not a working day.</p>}
          {answer.working && free.length === 0 && <p className="text-sm">Every slot is taken.</p>}
          {free.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {free.map((slot) => (
                <li key={slot.start}>
                  <button
                    type="button"
                    className={buttonClass}
                    aria-pressed={Date.parse(slot.start) === chosen}
                    onClick={() => store.setValue('scheduled_at', slot.start)}
                  >
                    {slot.time}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
