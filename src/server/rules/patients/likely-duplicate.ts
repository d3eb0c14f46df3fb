/**
 * Registering a patient who may already be registered (the same first and last name and date of
 * birth, or the same phone: repositories/patient-duplicates.ts) needs a reason, given in
 * `duplicate_reason` and kept with the record and its history; otherwise 422 on that field
 * naming the records found. Editing a name, date of birth or phone into a match is held to the
 * same; a patient never matches itself. The form shows the same matches as they are typed.
 */
import type { LikelyDuplicate } from '../../../engine/wire/likely-duplicates';
import { likelyDuplicates } from '../../repositories/patient-duplicates';
import type { ModelRule, RecordChange } from '../types';

const IDENTITY = ['first_name', 'last_name', 'date_of_birth', 'phone'] as const;

function identityChanged(change: RecordChange): boolean {
  if (change.action === 'create') return true;
  if (change.action !== 'update' || !change.before) return false;
  const before = change.before;
  return IDENTITY.some(
    (field) => String(before[field] ?? '') !== String(change.after[field] ?? ''),
  );
}

/** "MRN-2026-000004 Almaz Tesfaye (born 1990-03-02, +251911234567)". */
const described = (patient: LikelyDuplicate) =>
  `${patient.mrn} ${patient.name} (born ${patient.date_of_birth}, ${patient.phone})`;

export const likelyDuplicate: ModelRule = {
  name: 'patients.likely-duplicate',
  models: ['patient'],
  async check(ctx, change) {
    if (!identityChanged(change)) return [];
    if (String(change.after.duplicate_reason ?? '').trim() !== '') return [];
    const found = await likelyDuplicates(ctx.trx, change.after, change.id);
    if (found.length === 0) return [];
    const one = found.length === 1;
    const choice = change.action === 'create' ? 'register a new one' : 'keep both';
    return [
      {
        field: 'duplicate_reason',
        message: `This may be a patient already registered: ${found.map(described).join('; ')}. Open ${one ? 'that record' : 'one of those records'}, or give a reason to ${choice}.`,
      },
    ];
  },
};
