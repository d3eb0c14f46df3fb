/**
 * A bed transfer moves an open admission's patient to another bed (of the same or another ward)
 * in one transaction: the admission's row and both beds locked (the beds in id order), the new
 * bed Vacant (409 `BED_OCCUPIED` as for an admission, from `fill` so it answers before the To
 * Bed picker's refFilter), its room not full; then the bed-days before the transfer day charged
 * at the old room's rate, the old bed Free (to Cleaning), the new one Occupied, and the
 * admission's bed, room and ward set to the new place (only a transfer changes them). The
 * transfer keeps where from (`from_bed`, the admission's bed), who and when; it is locked once
 * made, so the admission's Bed Movements are its history.
 */
import type { Problem } from '../../errors';
import { rulesRefusal } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import { recordOf } from '../billing/prices';
import type { ModelRule, RuleContext } from '../types';
import { chargeBedDays } from './bed-day-charges';
import { bedTakenProblem, freeBed, OPEN_ADMISSION, occupyBed } from './bed-hold';
import { idOf, text } from './ward-catalogue';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

async function roomFullProblem(ctx: RuleContext, bed: RecordValues): Promise<Problem[]> {
  const room = await ctx.records.get('room', Number(bed.room));
  if (!room) return [];
  const inRoom = await ctx.records.find('impatient', { room: room.id, status: OPEN_ADMISSION });
  if (inRoom.length < Number(room.capacity)) return [];
  return [
    {
      field: 'to_bed',
      conflict: 'ROOM_FULL',
      message: `Room ${text(room.room_number)} already holds ${inRoom.length} admitted patients, its number of beds: pick a bed in another room`,
    },
  ];
}

export const inpatientBedTransfer: ModelRule = {
  name: 'inpatient.bed-transfer',
  models: ['bedTransfer'],

  async fill(ctx, values) {
    const admissionId = idOf(values.admission);
    const toBed = idOf(values.to_bed);
    if (admissionId === undefined || toBed === undefined) return;
    const [admission] = await ctx.records.lock('impatient', [admissionId]);
    if (!admission) return;
    const beds = await ctx.records.lock('bed', [Number(admission.bed), toBed]);
    const target = beds.find((b) => String(b.id) === String(values.to_bed));
    if (isBlank(values.to_ward) && target) values.to_ward = target.ward;
    if (!target || String(target.id) === String(admission.bed)) return;
    const taken = await bedTakenProblem(ctx, target, 'to_bed');
    if (taken) throw rulesRefusal([taken]);
  },

  async prepare(ctx, change) {
    if (change.action !== 'create') return;
    const after = change.after;
    const admission = await recordOf(ctx, 'impatient', after.admission);
    after.patient = admission?.patient ?? null;
    after.from_bed = admission?.bed ?? null;
    after.transferred_at = ctx.now.toISOString();
    after.transferred_by = ctx.actor.email ?? null;
    after.status = 'Done';
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action !== 'create') return [];
    const after = change.after;
    const admission = await recordOf(ctx, 'impatient', after.admission);
    if (!admission) return [];
    if (!OPEN_ADMISSION.includes(String(admission.status)))
      return [
        {
          field: 'admission',
          message: `${text(admission.admission_number)} is ${text(admission.status)}: only a patient still admitted is transferred`,
        },
      ];
    const bed = await recordOf(ctx, 'bed', after.to_bed);
    if (!bed) return [];
    if (String(bed.id) === String(admission.bed))
      return [
        {
          field: 'to_bed',
          message: `The patient already lies in bed ${text(bed.bed_number)}: pick another bed`,
        },
      ];
    const problems: Problem[] = [];
    const taken = await bedTakenProblem(ctx, bed, 'to_bed');
    if (taken) problems.push(taken);
    if (String(bed.ward) !== String(after.to_ward))
      problems.push({
        field: 'to_bed',
        message: `Bed ${text(bed.bed_number)} is not on the ward transferred to: pick a bed of that ward`,
      });
    if (String(bed.room) !== String(admission.room))
      problems.push(...(await roomFullProblem(ctx, bed)));
    return problems;
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'create') return;
    const after = change.after;
    const admissionId = Number(after.admission);
    // The days before the transfer day are the old room's; the transfer day's night the new one's.
    await chargeBedDays(ctx, admissionId, ctx.now);
    await freeBed(ctx, Number(after.from_bed));
    const bed = (await ctx.records.get('bed', Number(after.to_bed))) as RecordValues;
    const admission = (await ctx.records.get('impatient', admissionId)) as RecordValues;
    await occupyBed(ctx, Number(bed.id), admission, ctx.now.toISOString());
    await ctx.records.setDerived('impatient', admissionId, {
      bed: bed.id,
      room: bed.room,
      ward: bed.ward,
    });
  },
};
