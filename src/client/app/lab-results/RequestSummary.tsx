import { ageText } from '../../../engine/clinical/patient-age';
import { formatDateTime } from '../../../engine/format/dates';
import type { StoredRecord } from '../models/record-api';

const when = (at: unknown) => (typeof at === 'string' && at ? formatDateTime(at) : '-');

/**
 * The request and its patient, read-only: who the results are for (name, MRN, sex, age today)
 * and what was asked (number, status, priority, who ordered it, when, the clinical notes).
 */
export function RequestSummary({
  request,
  patient,
  today,
}: {
  request: StoredRecord;
  patient: StoredRecord | undefined;
  today: string;
}) {
  const ownName = [patient?.first_name, patient?.middle_name, patient?.last_name]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
  const patientName =
    request.titles?.patient?.[String(request.patient)] ||
    ownName ||
    `Patient #${String(request.patient)}`;
  const age = ageText(patient?.date_of_birth, today);
  const items: [string, string][] = [
    ['Patient', patientName],
    ['MRN', String(patient?.mrn ?? '-')],
    ['Sex and age', [patient?.sex, age].filter(Boolean).join(', ') || '-'],
    ['Request', String(request.request_number ?? '-')],
    ['Status', String(request.status ?? '-')],
    ['Priority', String(request.priority ?? '-')],
    ['Ordered by', String(request.ordered_by ?? '-')],
    ['Ordered at', when(request.ordered_at)],
  ];
  return (
    <section
      aria-label="Request and patient"
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {items.map(([term, value]) => (
          <div key={term}>
            <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {typeof request.clinical_notes === 'string' && request.clinical_notes && (
        <p className="mt-3 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Clinical notes: </span>
          {request.clinical_notes}
        </p>
      )}
    </section>
  );
}
