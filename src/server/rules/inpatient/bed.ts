/**
 * A bed: its number is its own among all beds (the bed board and the admission name it alone);
 * its `ward` is its room's; a room holds at most its number of beds (422 "Room W-101 has 2
 * beds, its number of beds: raise it first or pick another room", the room's row locked so two
 * beds added at once cannot both take the last place). Its status is never a client's: a new
 * bed is Vacant, and Occupy / Free are the admission rules' `auto` moves
 * (inpatient.admission, inpatient.bed-transfer); housekeeping moves it through its workflow.
 * A bed holding a patient is not moved to another room nor deleted.
 */
import type { Problem } from '../../errors';
import type { RecordValues } from '../../models/model-runtime';
import type { ModelRule, RecordChange, RuleContext } from '../types';
import { bedCount, text, twinOf } from './ward-catalogue';

const HOLDS_PATIENT = 'Occupied';

async function capacityProblems(
  ctx: RuleContext,
  change: RecordChange,
  room: RecordValues,
): Promise<Problem[]> {
  const others = (await ctx.records.find('bed', { room: room.id })).filter(
    (b) => Number(b.id) !== change.id,
  );
  const capacity = Number(room.capacity);
  if (others.length < capacity) return [];
  return [
    {
      field: 'room',
      message: `Room ${text(room.room_number)} has ${bedCount(others.length)}, its number of beds: raise it first or pick another room`,
    },
  ];
}

export const inpatientBed: ModelRule = {
  name: 'inpatient.bed',
  models: ['bed'],

  async prepare(ctx, change) {
    if (typeof change.after.bed_number === 'string')
      change.after.bed_number = text(change.after.bed_number);
    if (change.action === 'create') change.after.status = 'Vacant';
    const roomId = Number(change.after.room);
    if (change.before?.room === change.after.room && change.action !== 'create') return;
    const [room] = Number.isInteger(roomId) ? await ctx.records.lock('room', [roomId]) : [];
    change.after.ward = room?.ward ?? null;
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'restore') return [];
    const number = text(change.after.bed_number);
    if (change.action === 'delete') {
      if (change.before?.status !== HOLDS_PATIENT) return [];
      return [
        {
          field: 'status',
          conflict: 'BED_OCCUPIED',
          message: `Bed ${number} holds a patient: it is not deleted while they lie in it (discharge or transfer them first)`,
        },
      ];
    }
    const problems: Problem[] = [];
    const twin = number ? await twinOf(ctx, 'bed', change.id, { bed_number: number }) : undefined;
    if (twin)
      problems.push({
        field: 'bed_number',
        message: `Bed number ${number} is already bed ${twin.id}: each bed has its own number`,
      });
    const moved = change.action === 'create' || change.before?.room !== change.after.room;
    if (!moved) return problems;
    if (change.before?.status === HOLDS_PATIENT) {
      problems.push({
        field: 'room',
        message: `Bed ${number} holds a patient: use Transfer to move the patient, then move the bed`,
      });
      return problems;
    }
    const room = await ctx.records.get('room', Number(change.after.room));
    if (room) problems.push(...(await capacityProblems(ctx, change, room)));
    return problems;
  },
};
