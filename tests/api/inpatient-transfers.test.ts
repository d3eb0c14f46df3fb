// Bed transfers (issue 21), on both databases: the old bed goes to Cleaning and the new one is
// Occupied in the same transaction, the admission's bed, room and ward follow, the transfer
// keeps where from; an occupied bed is refused as for an admission; a discharged admission is
// not transferred.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

describe.each(dialectCases)('bed transfers on $dialect', ({ make, skip }) => {
  const now = new Date('2026-11-24T15:15:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, read } = w;
  const transfer = (admission: unknown, ward: number, bed: number) =>
    call('POST', 'bedTransfer', w.f.as.ipdNurse, {
      admission,
      to_ward: ward,
      to_bed: bed,
      reason: 'Moved nearer the nursing station',
    });

  it.skipIf(skip)('frees the old bed and holds the new one in one step', async () => {
    const other = await w.f.newWard();
    const room = await w.f.newRoom(w.f.ward, 1);
    const patient = await w.f.patient();
    const admission = await w.f.admit(patient, room.beds[0] as number);
    const target = other.rooms.private.beds[0] as number;
    const moved = await transfer(admission.id, other.id, target);
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json()).toMatchObject({
      transfer_number: expect.stringMatching(/^BTR-2026-\d{6}$/),
      patient,
      from_bed: room.beds[0],
      to_bed: target,
      status: 'Done',
      transferred_by: 'ipd-nurse@tena.demo',
    });
    expect(await read('bed', room.beds[0] as number)).toMatchObject({
      status: 'Cleaning',
      admission: null,
      patient: null,
      occupied_since: null,
    });
    expect(await read('bed', target)).toMatchObject({
      status: 'Occupied',
      admission: admission.id,
      patient,
    });
    expect(await read('impatient', Number(admission.id), w.f.as.doctor)).toMatchObject({
      bed: target,
      room: other.rooms.private.id,
      ward: other.id,
    });
    const movements = await call(
      'GET',
      `bedTransfer?filter[admission]=${admission.id}`,
      w.f.as.ipdNurse,
    );
    expect(movements.json().rows).toHaveLength(1);
  });

  it.skipIf(skip)(
    'refuses an occupied bed as an admission does, and a closed admission',
    async () => {
      const room = await w.f.newRoom(w.f.ward, 2);
      const [bedA, bedB] = room.beds as [number, number];
      const first = await w.f.admit(await w.f.patient(), bedA);
      const second = await w.f.admit(await w.f.patient(), bedB);
      const taken = await transfer(second.id, w.f.ward.id, bedA);
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'BED_OCCUPIED',
        details: [
          {
            field: 'to_bed',
            message: `Bed ${room.bedNumbers[0]} is occupied by ${first.admission_number} since 24 Nov 2026 10:15; it frees when that patient is discharged or moved`,
          },
        ],
      });
      const cancelled = await w.move('impatient', Number(first.id), 'Cancelled', w.f.as.doctor, {
        cancellation_reason: 'Admitted under the wrong patient',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const spare = await w.f.newRoom(w.f.ward, 1);
      const closed = await transfer(first.id, w.f.ward.id, spare.beds[0] as number);
      expect(closed.statusCode).toBe(422);
      expect(closed.json().details[0].field).toBe('admission');
    },
  );
});
