import { useEffect } from 'react';
import { Link } from 'react-router';
import type { LikelyDuplicates } from '../../../../engine/wire/likely-duplicates';
import { useField, useFormStore } from '../../../forms/use-form';
import { adminPath } from '../../layout/Navigation';
import type { FormPanelProps } from '../form-panels';
import { useServerAnswer } from './use-server-answer';

const REASON = 'duplicate_reason';
/** How long typing rests before the server is asked. */
const TYPING_PAUSE_MS = 400;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The patients a registration may be repeating (GET /api/patients/likely-duplicates), asked as
 * first and last name and date of birth, or a phone, are typed: each with a link to open it,
 * and the reason field revealed, since saving anyway needs one (patients.likely-duplicate).
 */
export function LikelyDuplicatesPanel({ record }: FormPanelProps) {
  const store = useFormStore();
  const first = text(useField('first_name').state.value);
  const last = text(useField('last_name').state.value);
  const born = text(useField('date_of_birth').state.value);
  const phone = text(useField('phone').state.value);
  const asked: Record<string, string | number> = {};
  if (first && last && born)
    Object.assign(asked, { first_name: first, last_name: last, date_of_birth: born });
  if (phone.replace(/\D/g, '').length >= 6) asked.phone = phone;
  if (record && Object.keys(asked).length > 0) asked.exclude = record.id;
  const params = Object.keys(asked).length > 0 ? asked : undefined;
  const { answer } = useServerAnswer<LikelyDuplicates>(
    '/api/patients/likely-duplicates',
    params,
    TYPING_PAUSE_MS,
  );
  const found = answer?.rows ?? [];
  useEffect(() => {
    if (found.length > 0) store.reveal(REASON);
  }, [found.length, store]);
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <section
          aria-labelledby="likely-duplicates-heading"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <h3 id="likely-duplicates-heading" className="font-semibold">
            This may be a patient already registered
          </h3>
          <ul className="mt-1 space-y-1">
            {found.map((patient) => (
              <li key={patient.id}>
                {patient.mrn} {patient.name}, born {patient.date_of_birth}, {patient.phone}{' '}
                <Link
                  to={adminPath(`patient/l/detail/${patient.id}`)}
                  target="_blank"
                  rel="noopener"
                  aria-label={`Open ${patient.mrn} ${patient.name} (in a new tab)`}
                  className="font-medium text-sky-700 underline dark:text-sky-400"
                >
                  Open
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-1">
            Open that record instead, or fill in Reason for Registering Anyway above to save this
            one too.
          </p>
        </section>
      )}
    </div>
  );
}
