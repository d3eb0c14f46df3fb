/**
 * Bed-days become charges (billing): `chargeBedDays` charges the days an admission owes and has
 * not been charged (src/engine/inpatient/bed-days.ts decides which: the midnight census), one
 * charge a day at the current room's bed-day service (quantity 1, "Bed-day 26 Nov 2026, Bed
 * M-101-A", source the admission), and moves `charged_through` to the last. It runs inside a
 * write's transaction: an admission (its first day), an ordered discharge, a discharge, a
 * transfer (the days before it at the old room's rate) and the daily job (bed-day-job.ts), each
 * with the admission's row locked first, so two of them never charge one day twice.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { bedDaysDue } from '../../../engine/inpatient/bed-days';
import { DEFAULT_SETTINGS } from '../../../engine/types';
import type { RecordValues } from '../../models/model-runtime';
import { createCharges } from '../billing/charges';
import type { RuleContext } from '../types';
import { OPEN_ADMISSION } from './bed-hold';

/** "26 Nov 2026": a calendar day as a charge names it. */
export const dayName = (day: string) => formatInTimeZone(`${day}T12:00:00Z`, 'UTC', 'd MMM yyyy');

export const BED_DAY_LABEL = 'Bed-day ';

/**
 * Charges what `admission` (as it stands in this write) owes by `until` and answers the days
 * charged (none when nothing was due): for the admission's own write, which sets
 * `charged_through` to the last on the record it writes.
 */
export async function chargeDueDays(
  ctx: RuleContext,
  admission: RecordValues,
  until: Date,
): Promise<string[]> {
  if (!admission.admitted_at || !admission.room || !admission.bed) return [];
  const days = bedDaysDue(
    String(admission.admitted_at),
    (admission.charged_through as string | null) ?? null,
    until,
    DEFAULT_SETTINGS.timeZone,
  );
  if (days.length === 0) return [];
  const room = (await ctx.records.get('room', Number(admission.room))) as RecordValues;
  const bed = (await ctx.records.get('bed', Number(admission.bed))) as RecordValues;
  await createCharges(
    ctx,
    days.map((day) => ({
      patient: Number(admission.patient),
      service: Number(room.bed_day_service),
      quantity: 1,
      description: `${BED_DAY_LABEL}${dayName(day)}, Bed ${bed.bed_number}`,
      source: {
        model: 'impatient',
        id: Number(admission.id),
        label: String(admission.admission_number),
      },
    })),
  );
  return days;
}

/**
 * Charges what an open admission owes by `until` (the write's clock when not given), from
 * another record's write or the daily job: its row locked first; the days charged.
 */
export async function chargeBedDays(
  ctx: RuleContext,
  admissionId: number,
  until: Date = ctx.now,
): Promise<string[]> {
  const [admission] = await ctx.records.lock('impatient', [admissionId]);
  if (!admission || !OPEN_ADMISSION.includes(String(admission.status))) return [];
  const days = await chargeDueDays(ctx, admission, until);
  if (days.length > 0)
    await ctx.records.setDerived('impatient', admissionId, { charged_through: days.at(-1) });
  return days;
}
