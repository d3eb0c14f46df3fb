/**
 * A doctor's note (progress, acceptance, transfer, the admitting history, the discharge summary)
 * is a draft until it is signed; signing stamps who and when, and the note is then locked (its
 * workflow's `locked`), so what was signed is what stays on the record. A note is signed by the
 * one who wrote it, or by a Senior Doctor countersigning it; anyone else is refused with 403
 * naming the author by name (repositories/staff-names.ts), since a signature says "I wrote this"
 * or "I checked this".
 */
import { holds } from '../../../engine/permissions/access';
import { HttpError } from '../../errors';
import { staffName } from '../../repositories/staff-names';
import { RECORDED_BY } from '../clinical/bound-record';
import type { ModelRule, RecordChange } from '../types';

export const SIGNED_NOTE_MODELS = [
  'progressNote',
  'acceptanceNote',
  'transferNote',
  'patientHistory',
  'dischargeSummary',
] as const;

/** The role that may sign another doctor's note. */
const COUNTERSIGNER = 'Senior Doctor';

const isSigning = (change: RecordChange) =>
  change.action === 'transition' && change.after.status === 'Signed';

export const signedNote: ModelRule = {
  name: 'inpatient.signed-note',
  models: SIGNED_NOTE_MODELS,

  prepare(ctx, change) {
    if (!isSigning(change)) return;
    change.after.signed_by = ctx.actor.email ?? null;
    change.after.signed_at = ctx.now.toISOString();
  },

  async check(ctx, change) {
    if (!isSigning(change)) return [];
    const author = String(change.before?.[RECORDED_BY] ?? '');
    const signer = String(ctx.actor.email ?? '');
    if (!author || author.toLowerCase() === signer.toLowerCase()) return [];
    if (holds(ctx.actor.engineUser, COUNTERSIGNER)) return [];
    const who = await staffName(ctx.trx, author);
    const title = ctx.records.schema(change.model).title.toLowerCase();
    const message = `${who} wrote this ${title}: only its author or a ${COUNTERSIGNER} may sign it.`;
    throw new HttpError(403, 'FORBIDDEN', message, [{ field: 'status', message }]);
  },
};
