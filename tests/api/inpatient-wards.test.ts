// Wards, rooms and beds (issue 21), on both databases: codes and numbers are their own, a room
// holds at most its number of beds, a bed's ward is its room's and its status the server's,
// and what holds beds or patients is not deleted or moved.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

describe.each(dialectCases)('wards, rooms and beds on $dialect', ({ make, skip }) => {
  const now = new Date('2026-11-26T07:00:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, read, move } = w;

  it.skipIf(skip)(
    'a ward code, a room number within its ward and a bed number are unique',
    async () => {
      const ward = await read('ward', w.f.ward.id);
      expect(ward.is_active).toBe(true);
      const twin = await call('POST', 'ward', w.f.as.liaisonManager, {
        code: w.f.ward.code,
        name: 'Another ward',
        ward_type: 'Surgical',
      });
      expect(twin.statusCode).toBe(422);
      expect(twin.json().details).toEqual([
        {
          field: 'code',
          message: `Code ${w.f.ward.code} is already the ward ${ward.name}: each ward has its own code`,
        },
      ]);
      const room = await call('POST', 'room', w.f.as.liaisonManager, {
        room_number: w.f.ward.rooms.general.room_number,
        ward: w.f.ward.id,
        room_type: 'General',
        capacity: 2,
        bed_day_service: w.f.services.general,
      });
      expect(room.statusCode).toBe(422);
      expect(room.json().details[0].field).toBe('room_number');
      const bed = await call('POST', 'bed', w.f.as.liaisonManager, {
        bed_number: w.f.ward.rooms.private.bedNumbers[0],
        room: w.f.ward.rooms.general.id,
        bed_type: 'Standard',
      });
      expect(bed.statusCode).toBe(422);
      expect(bed.json().details.map((d: { field: string }) => d.field)).toContain('bed_number');
    },
  );

  it.skipIf(skip)(
    "a bed takes its room's ward and starts Vacant; a full room takes no more beds",
    async () => {
      const { general } = w.f.ward.rooms;
      const bed = await read('bed', general.beds[0] as number);
      expect(bed).toMatchObject({ ward: w.f.ward.id, status: 'Vacant' });
      const third = await call('POST', 'bed', w.f.as.liaisonManager, {
        bed_number: `${general.room_number}-C`,
        room: general.id,
        bed_type: 'Standard',
      });
      expect(third.statusCode).toBe(422);
      expect(third.json().details).toEqual([
        {
          field: 'room',
          message: `Room ${general.room_number} has 2 beds, its number of beds: raise it first or pick another room`,
        },
      ]);
      const lower = await call('PUT', `room/${general.id}`, w.f.as.liaisonManager, {
        version: (await read('room', general.id)).version,
        capacity: 1,
      });
      expect(lower.statusCode).toBe(422);
      expect(lower.json().details[0].field).toBe('capacity');
    },
  );

  it.skipIf(skip)(
    "status is never a client's: Occupy is the server's, housekeeping steps are the nurse's",
    async () => {
      const room = await w.f.newRoom(w.f.ward, 1);
      const bedId = room.beds[0] as number;
      const typed = await call('POST', 'bed', w.f.as.liaisonManager, {
        bed_number: `${room.room_number}-X`,
        room: (await w.f.newRoom(w.f.ward, 1)).id,
        bed_type: 'Standard',
        status: 'Occupied',
      });
      expect(typed.statusCode).toBe(422);
      expect((await move('bed', bedId, 'Occupied', w.f.as.liaisonManager)).statusCode).toBe(403);
      const out = await move('bed', bedId, 'Out of Service', w.f.as.ipdNurse, {
        out_of_service_reason: 'Broken side rail',
      });
      expect(out.statusCode, out.body).toBe(200);
      expect((await move('bed', bedId, 'Vacant', w.f.as.ipdNurse)).statusCode).toBe(403);
      expect((await move('bed', bedId, 'Vacant', w.f.as.liaisonManager)).statusCode).toBe(200);
    },
  );

  it.skipIf(skip)('a ward or room with beds is not deleted, naming them', async () => {
    const ward = await w.f.newWard();
    const wardDelete = await call('DELETE', `ward/${ward.id}`, w.f.as.liaisonManager);
    expect(wardDelete.statusCode).toBe(409);
    expect(wardDelete.json().code).toBe('WARD_HAS_BEDS');
    expect(wardDelete.json().message).toContain(ward.rooms.general.bedNumbers[0]);
    const roomDelete = await call('DELETE', `room/${ward.rooms.private.id}`, w.f.as.liaisonManager);
    expect(roomDelete.statusCode).toBe(409);
    expect(roomDelete.json().message).toBe(
      `Room ${ward.rooms.private.room_number} has 1 bed (${ward.rooms.private.bedNumbers[0]}): a room with beds is not deleted; delete its beds first, or deactivate the room (clear Active)`,
    );
    const bed = ward.rooms.private.beds[0] as number;
    expect((await call('DELETE', `bed/${bed}`, w.f.as.liaisonManager)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `room/${ward.rooms.private.id}`, w.f.as.liaisonManager)).statusCode,
    ).toBe(200);
  });
});
