/**
 * A room's number is its own within its ward (422 naming the other room); a new room is active
 * unless it says otherwise; its number of beds (`capacity`) is never below the beds it has (422
 * naming them); a room with beds is not deleted (409 naming them). Its beds' `ward` follows the
 * room when it moves to another ward, which a room holding a patient may not do (their
 * admission's ward would no longer be where they lie: move them with a transfer first).
 */
import type { Problem } from '../../errors';
import type { ModelRule } from '../types';
import { bedCount, namesOf, text, trimAndActivate, twinOf } from './ward-catalogue';

export const inpatientRoom: ModelRule = {
  name: 'inpatient.room',
  models: ['room'],

  prepare(_ctx, change) {
    trimAndActivate(change, 'room_number');
  },

  async check(ctx, change): Promise<Problem[]> {
    if (change.action === 'restore') return [];
    const beds = change.id === undefined ? [] : await ctx.records.find('bed', { room: change.id });
    const bedNames = namesOf(beds.map((b) => text(b.bed_number)));
    const room = text(change.after.room_number);
    if (change.action === 'delete') {
      if (beds.length === 0) return [];
      return [
        {
          field: 'room_number',
          conflict: 'ROOM_HAS_BEDS',
          message: `Room ${room} has ${bedCount(beds.length)} (${bedNames}): a room with beds is not deleted; delete its beds first, or deactivate the room (clear Active)`,
        },
      ];
    }
    const problems: Problem[] = [];
    const twin = room
      ? await twinOf(ctx, 'room', change.id, { ward: change.after.ward, room_number: room })
      : undefined;
    if (twin)
      problems.push({
        field: 'room_number',
        message: `Room ${room} is already on this ward (room ${twin.id}): each room of a ward has its own number`,
      });
    const capacity = Number(change.after.capacity);
    if (Number.isFinite(capacity) && beds.length > capacity)
      problems.push({
        field: 'capacity',
        message: `Room ${room} has ${bedCount(beds.length)} (${bedNames}): its number of beds cannot be below that; move or delete beds first`,
      });
    const occupied = beds.filter((b) => b.status === 'Occupied');
    if (change.before && change.before.ward !== change.after.ward && occupied.length > 0)
      problems.push({
        field: 'ward',
        message: `Room ${room} holds patients (${namesOf(occupied.map((b) => text(b.bed_number)))}): transfer them out before moving the room to another ward`,
      });
    return problems;
  },

  async afterWrite(ctx, change) {
    if (change.action !== 'update' || change.before?.ward === change.after.ward) return;
    const beds = await ctx.records.find('bed', { room: change.id });
    await ctx.records.setDerivedMany(
      'bed',
      beds.map((b) => Number(b.id)),
      { ward: change.after.ward },
    );
  },
};
