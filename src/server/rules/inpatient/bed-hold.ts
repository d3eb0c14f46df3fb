/**
 * A bed held by an admission: who may take it (only a Vacant one; otherwise a 409 `BED_OCCUPIED`
 * naming the bed and when it frees), taking it (the bed's `auto` Occupy with the admission,
 * patient and time) and giving it up (the `auto` Free to Cleaning, its holder cleared). The
 * admission and transfer rules lock the bed rows before they look, so of several writes taking
 * one bed at once one succeeds.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { RuleContext } from '../types';
import { text } from './ward-catalogue';

export const OPEN_ADMISSION = ['Admitted', 'Discharge Ordered'];

/** "24 Nov 2026 10:15" on the hospital's clock. */
export const wardTime = (at: unknown) =>
  formatInTimeZone(new Date(String(at)), DEFAULT_SETTINGS.timeZone, 'd MMM yyyy HH:mm');

/** Why `bed` cannot take a patient now, naming when it frees; undefined for a Vacant bed. */
export async function bedTakenProblem(
  ctx: RuleContext,
  bed: RecordValues,
  field: string,
): Promise<Problem | undefined> {
  const name = `Bed ${text(bed.bed_number)}`;
  const refuse = (message: string): Problem => ({ field, message, conflict: 'BED_OCCUPIED' });
  switch (bed.status) {
    case 'Vacant':
      return undefined;
    case 'Cleaning':
      return refuse(
        `${name} is being cleaned after its last patient: it frees when a nurse marks it clean`,
      );
    case 'Out of Service': {
      const reason = text(bed.out_of_service_reason);
      return refuse(
        `${name} is out of service${reason ? ` (${reason})` : ''}: it frees when the Liaison Manager returns it to service`,
      );
    }
    default: {
      const holder = bed.admission
        ? await ctx.records.get('impatient', Number(bed.admission))
        : undefined;
      const by = holder ? ` by ${text(holder.admission_number)}` : '';
      const since = bed.occupied_since ? ` since ${wardTime(bed.occupied_since)}` : '';
      const frees =
        holder?.status === 'Discharge Ordered' && holder.discharge_ordered_at
          ? `discharge was ordered at ${wardTime(holder.discharge_ordered_at)}: it frees when that patient is discharged`
          : 'it frees when that patient is discharged or moved';
      return refuse(`${name} is occupied${by}${since}; ${frees}`);
    }
  }
}

/** The bed takes the admission's patient (`auto` Occupy) from `since`. */
export async function occupyBed(
  ctx: RuleContext,
  bed: number,
  admission: RecordValues,
  since: unknown,
) {
  await ctx.records.transition('bed', bed, 'Occupied');
  await ctx.records.setDerived('bed', bed, {
    admission: admission.id,
    patient: admission.patient,
    occupied_since: since,
  });
}

/**
 * The patient leaves the bed (`auto` Free): it goes to Cleaning, never straight to Vacant, since
 * a bed a patient lay in is stripped and cleaned before the next one (a nurse's Mark clean).
 */
export async function freeBed(ctx: RuleContext, bed: number) {
  const [current] = await ctx.records.lock('bed', [bed]);
  if (current?.status !== 'Occupied') return;
  await ctx.records.transition('bed', bed, 'Cleaning');
  await ctx.records.setDerived('bed', bed, {
    admission: null,
    patient: null,
    occupied_since: null,
  });
}
