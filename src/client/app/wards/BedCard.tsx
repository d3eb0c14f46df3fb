import type { BoardBed } from '../../../engine/wire/bed-board';
import { buttonClass } from '../../forms/widgets/shared';
import { admitPath } from '../inpatient/admit-path';
import { adminPath } from '../layout/Navigation';
import { modelPath } from '../models/model-path';
import { ALERT_TONE, BED_LOOK } from './bed-look';
import { daysText } from './use-bed-board';

export interface BedCardActions {
  /** The reader may add admissions: a Vacant bed offers Admit. */
  mayAdmit: boolean;
  /** The reader may take Mark clean: a Cleaning bed offers it. */
  mayClean: boolean;
  /** The bed being marked clean, if any (its button says so; the others wait). */
  cleaning?: number;
  onClean(bed: BoardBed): void;
}

const admissionPath = (id: number) =>
  adminPath(modelPath({ parents: [], model: 'impatient', view: 'detail', id }));

/**
 * One bed of the board: its number and state in words on the state's colour, and when held its
 * patient (name, MRN, sex and age), days since admission, admitting doctor, diagnosis and
 * alerts, with a link to the admission. Focusable as a whole (Tab walks the board bed by bed;
 * a screen reader hears the bed's label), with Admit on a Vacant bed and Mark clean on a
 * Cleaning one for those who may. Drawn hundreds at once, so without hooks: its links are plain
 * anchors (`data-route`) that the board follows within the app (useLinkClicks, WardBoard).
 */
export function BedCard({
  bed,
  ward,
  actions,
}: {
  bed: BoardBed;
  ward: number;
  actions: BedCardActions;
}) {
  const headingId = `bed-${bed.id}-heading`;
  const look = BED_LOOK[bed.status];
  const { patient, admission } = bed;
  const who = patient?.name ?? (patient ? `Patient #${patient.id}` : undefined);
  const person = [patient?.sex, patient?.age].filter(Boolean).join(', ');
  return (
    <li className="list-none">
      <article
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a board's bed is read card by card with Tab, whether or not it offers an action (a Vacant bed for a reader who may not admit has none)
        tabIndex={0}
        aria-labelledby={headingId}
        data-bed={bed.id}
        className={`flex h-full flex-col gap-1.5 rounded-lg border border-l-8 border-slate-200 bg-white p-3 text-sm shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-700 dark:bg-slate-900 ${look.band}`}
      >
        <h4 id={headingId} className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-base font-semibold">Bed {bed.bed_number}</span>
          <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${look.badge}`}>
            {bed.status}
          </span>
          {who && <span className="sr-only">: {who}</span>}
        </h4>
        {bed.bed_type && (
          <p className="text-xs text-slate-600 dark:text-slate-300">{bed.bed_type}</p>
        )}
        {bed.status === 'Out of Service' && bed.out_of_service_reason && (
          <p className="text-slate-700 dark:text-slate-300">{bed.out_of_service_reason}</p>
        )}
        {patient && (
          <div>
            <p className="font-medium">{who}</p>
            <p className="text-xs text-slate-600 dark:text-slate-300">
              {[patient.mrn, person].filter(Boolean).join(' · ')}
            </p>
          </div>
        )}
        {admission && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-xs">
            {admission.days !== null && (
              <>
                <dt className="sr-only">Stay</dt>
                <dd className="col-span-2 font-medium">{daysText(admission.days)}</dd>
              </>
            )}
            {admission.doctor && (
              <>
                <dt className="text-slate-600 dark:text-slate-300">Doctor</dt>
                <dd>{admission.doctor}</dd>
              </>
            )}
            {admission.diagnosis && (
              <>
                <dt className="text-slate-600 dark:text-slate-300">Diagnosis</dt>
                <dd>{admission.diagnosis}</dd>
              </>
            )}
          </dl>
        )}
        {bed.alerts.length > 0 && (
          <ul aria-label={`Alerts for bed ${bed.bed_number}`} className="space-y-0.5 text-xs">
            {bed.alerts.map((alert) => (
              <li key={`${alert.kind}:${alert.text}`} className={ALERT_TONE[alert.kind]}>
                {alert.text}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {admission && (
            <a
              data-route
              href={admissionPath(admission.id)}
              className="rounded px-1 text-sky-700 hover:underline dark:text-sky-400"
              aria-label={`Open admission ${admission.admission_number}${who ? `, ${who}` : ''}`}
            >
              {admission.admission_number}
            </a>
          )}
          {bed.status === 'Vacant' && actions.mayAdmit && (
            <a
              data-route
              href={admitPath({ ward, bed: bed.id })}
              className={buttonClass}
              aria-label={`Admit to bed ${bed.bed_number}`}
            >
              Admit
            </a>
          )}
          {bed.status === 'Cleaning' && actions.mayClean && (
            <button
              type="button"
              className={buttonClass}
              disabled={actions.cleaning !== undefined}
              onClick={() => actions.onClean(bed)}
              aria-label={`Mark bed ${bed.bed_number} clean`}
            >
              {actions.cleaning === bed.id ? 'Saving...' : 'Mark clean'}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
