// Bed-day charges (issue 21), on both databases, with the server's clock moved by the test: the
// admission day is charged at admission, each later day once its midnight passes with the
// patient in (3 nights -> 3 charges), a rerun charges nothing twice, a transfer charges the old
// room's days at its rate and the new room's at its own; the daily run is the server's, the
// run-now endpoint the Liaison Manager's and Finance Head's.
import { describe, expect, it } from 'vitest';
import { runBedDays } from '../../src/server/inpatient/bed-day-job';
import { dialectCases } from '../helpers/databases';
import { useWardSuite } from '../helpers/ward-suite';

type Row = Record<string, unknown>;

describe.each(dialectCases)('bed-day charges on $dialect', ({ make, skip }) => {
  // 10:15 in the hospital (America/New_York) on 24 November 2026.
  let now = new Date('2026-11-24T15:15:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call } = w;

  const bedDays = async (admission: unknown): Promise<Row[]> => {
    const response = await call(
      'GET',
      `charge?filter[source_model]=impatient&filter[source_id]=${admission}&sort=id&direction=asc&pageSize=100`,
      w.f.as.liaisonCashier,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows;
  };
  const runNow = async (headers = w.f.as.liaisonManager) =>
    w.app().inject({ method: 'POST', url: '/api/inpatient/bed-days/run', headers });

  it.skipIf(skip)('three nights make three charges, and a rerun adds none', async () => {
    now = new Date('2026-11-24T15:15:00Z');
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = await w.f.admit(await w.f.patient(), room.beds[0] as number);
    expect(await bedDays(admission.id)).toHaveLength(1);
    now = new Date('2026-11-27T15:00:00Z'); // 27 Nov 10:00: 24, 25 and 26 Nov are owed.
    const run = await runNow();
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json()).toMatchObject({ failed: 0 });
    const charges = await bedDays(admission.id);
    expect(
      charges.map(({ description, rate, amount, status, cashier_point, source_label }) => ({
        description,
        rate,
        amount,
        status,
        cashier_point,
        source_label,
      })),
    ).toEqual(
      ['24 Nov 2026', '25 Nov 2026', '26 Nov 2026'].map((day) => ({
        description: `Bed-day ${day}, Bed ${room.bedNumbers[0]}`,
        rate: '1800.00',
        amount: '1800.00',
        status: 'Unbilled',
        cashier_point: 'Liaison',
        source_label: admission.admission_number,
      })),
    );
    expect((await w.read('impatient', Number(admission.id), w.f.as.doctor)).charged_through).toBe(
      '2026-11-26',
    );
    const rerun = await runNow(w.f.as.financeHead);
    expect(rerun.statusCode).toBe(200);
    expect(await bedDays(admission.id)).toHaveLength(3);
    // The server's own run (the timer's) charges the same way: nothing more is owed today.
    expect(await runBedDays(w.app())).toMatchObject({ charged: 0, failed: 0 });
  });

  it.skipIf(skip)(
    'the daily run charges a later day once the midnight ending it has passed',
    async () => {
      now = new Date('2026-12-01T15:00:00Z');
      const room = await w.f.newRoom(w.f.ward, 1);
      const admission = await w.f.admit(await w.f.patient(), room.beds[0] as number);
      now = new Date('2026-12-03T04:59:00Z'); // 2 Dec 23:59: the first night is the admission day's.
      await runBedDays(w.app());
      expect(await bedDays(admission.id)).toHaveLength(1);
      now = new Date('2026-12-03T05:00:00Z'); // 3 Dec 00:00: 2 Dec ended with the patient in.
      await runBedDays(w.app());
      const charges = await bedDays(admission.id);
      expect(charges.map((c) => c.description)).toEqual([
        `Bed-day 1 Dec 2026, Bed ${room.bedNumbers[0]}`,
        `Bed-day 2 Dec 2026, Bed ${room.bedNumbers[0]}`,
      ]);
    },
  );

  it.skipIf(skip)('a transfer mid-stay charges the old room, then the new room', async () => {
    now = new Date('2026-11-24T15:15:00Z');
    const ward = await w.f.newWard();
    const { general, private: single } = ward.rooms;
    const admission = await w.f.admit(await w.f.patient(), general.beds[0] as number);
    now = new Date('2026-11-26T14:00:00Z'); // 26 Nov 09:00: moved to the private room.
    const moved = await call('POST', 'bedTransfer', w.f.as.ipdNurse, {
      admission: admission.id,
      to_ward: ward.id,
      to_bed: single.beds[0],
      reason: 'Isolation for suspected tuberculosis',
    });
    expect(moved.statusCode, moved.body).toBe(201);
    now = new Date('2026-11-28T15:00:00Z'); // 28 Nov 10:00: 26 and 27 Nov in the private room.
    expect((await runNow()).statusCode).toBe(200);
    const charges = await bedDays(admission.id);
    expect(charges.map((c) => [c.description, c.rate])).toEqual([
      [`Bed-day 24 Nov 2026, Bed ${general.bedNumbers[0]}`, '1800.00'],
      [`Bed-day 25 Nov 2026, Bed ${general.bedNumbers[0]}`, '1800.00'],
      [`Bed-day 26 Nov 2026, Bed ${single.bedNumbers[0]}`, '4500.00'],
      [`Bed-day 27 Nov 2026, Bed ${single.bedNumbers[0]}`, '4500.00'],
    ]);
  });

  it.skipIf(skip)('only the Liaison Manager and the Finance Head run it now', async () => {
    const refused = await runNow(w.f.as.doctor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only the Liaison Manager or the Finance Head may run the bed-day charges.',
    );
  });
});
