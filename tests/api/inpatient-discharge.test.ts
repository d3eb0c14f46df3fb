// Discharge (issue 21), on both databases: Order discharge stamps who and when and charges the
// days owed; Discharge is refused while a medication order is Active or a charge of the stay is
// unbilled, each named; once billed and stopped, it stamps who and when and frees the bed to
// Cleaning. Cancel admission voids the unbilled charges, and is refused once one is billed.
import { describe, expect, it } from 'vitest';
import { invoiceBody } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { stockFixtures } from '../helpers/stock-fixtures';
import { useWardSuite } from '../helpers/ward-suite';

type Row = Record<string, unknown>;

describe.each(dialectCases)('discharge on $dialect', ({ make, skip }) => {
  let now = new Date('2026-11-24T15:15:00Z');
  const w = useWardSuite({ make, skip }, () => now);
  const { call, move, read } = w;
  const chargesOf = async (admission: unknown): Promise<Row[]> =>
    (
      await call(
        'GET',
        `charge?filter[source_model]=impatient&filter[source_id]=${admission}&sort=id&direction=asc`,
        w.f.as.liaisonCashier,
      )
    ).json().rows;
  const bill = async (patient: number, charges: Row[]) => {
    const invoice = await call(
      'POST',
      'invoice',
      w.f.as.liaisonCashier,
      invoiceBody(patient, 'Liaison', charges),
    );
    expect(invoice.statusCode, invoice.body).toBe(201);
  };

  /** An admitted patient in a room of one bed, with paracetamol 500 mg ordered at `frequency`. */
  const admittedWithOrder = async (frequency: string, durationDays: number) => {
    now = new Date('2026-11-24T15:15:00Z');
    const stock = await stockFixtures(w.app());
    const room = await w.f.newRoom(w.f.ward, 1);
    const patient = await w.f.patient();
    const admission = await w.f.admit(patient, room.beds[0] as number);
    const order = await call('POST', 'medicationOrder', w.f.as.doctor, {
      admission: admission.id,
      sheet: 'Continuous',
      product: stock.products.paracetamol,
      dose: 500,
      dose_unit: stock.units.mg,
      route: stock.routes.oral,
      frequency,
      duration_days: durationDays,
      indication: 'Fever',
    });
    expect(order.statusCode, order.body).toBe(201);
    return { room, patient, admission, order };
  };

  it.skipIf(skip)(
    'is refused while an order is active or a charge unbilled, each named',
    async () => {
      const { room, patient, admission, order } = await admittedWithOrder('Three times daily', 5);
      now = new Date('2026-11-26T14:00:00Z'); // 26 Nov 09:00
      const ordered = await move(
        'impatient',
        Number(admission.id),
        'Discharge Ordered',
        w.f.as.doctor,
        {
          discharge_disposition: 'Home',
        },
      );
      expect(ordered.statusCode, ordered.body).toBe(200);
      expect(ordered.json()).toMatchObject({
        discharge_ordered_by: 'doctor@tena.demo',
        charged_through: '2026-11-25',
      });
      now = new Date('2026-11-26T16:00:00Z');
      const refused = await move('impatient', Number(admission.id), 'Discharged', w.f.as.ipdNurse);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'status',
          message: `Medication order ${order.json().order_number} Paracetamol 500 mg is still active: stop it or let it complete`,
        },
        ...['24 Nov 2026', '25 Nov 2026'].map((day) => ({
          field: 'status',
          message: `Bed-day charge of ${day} (ETB 1,800.00) is not billed yet: the Liaison Cashier bills it first`,
        })),
      ]);
      const stopped = await move(
        'medicationOrder',
        Number(order.json().id),
        'Stopped',
        w.f.as.doctor,
        {
          stop_reason: 'Afebrile for 48 hours',
        },
      );
      expect(stopped.statusCode, stopped.body).toBe(200);
      await bill(patient, await chargesOf(admission.id));
      const done = await move('impatient', Number(admission.id), 'Discharged', w.f.as.ipdNurse);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({
        status: 'Discharged',
        discharged_by: 'ipd-nurse@tena.demo',
        charged_through: '2026-11-25',
      });
      expect(await read('bed', room.beds[0] as number)).toMatchObject({
        status: 'Cleaning',
        admission: null,
        patient: null,
      });
      const clean = await move('bed', room.beds[0] as number, 'Vacant', w.f.as.ipdNurse);
      expect(clean.statusCode, clean.body).toBe(200);
    },
  );

  it.skipIf(skip)('completes an order whose course has ended instead of refusing', async () => {
    const { patient, admission, order } = await admittedWithOrder('Once daily', 1);
    now = new Date('2026-11-27T14:00:00Z'); // its one day is long over, its dose never recorded
    const ordered = await move(
      'impatient',
      Number(admission.id),
      'Discharge Ordered',
      w.f.as.doctor,
      {
        discharge_disposition: 'Home',
      },
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(await read('medicationOrder', Number(order.json().id), w.f.as.doctor)).toMatchObject({
      status: 'Completed',
    });
    await bill(patient, await chargesOf(admission.id));
    const done = await move('impatient', Number(admission.id), 'Discharged', w.f.as.ipdNurse);
    expect(done.statusCode, done.body).toBe(200);
  });

  it.skipIf(skip)('cancel admission voids unbilled charges; a billed one stops it', async () => {
    now = new Date('2026-11-24T15:15:00Z');
    const room = await w.f.newRoom(w.f.ward, 2);
    const wrong = await w.f.admit(await w.f.patient(), room.beds[0] as number);
    const cancelled = await move('impatient', Number(wrong.id), 'Cancelled', w.f.as.ipdNurse, {
      cancellation_reason: 'Admitted under the wrong patient',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await chargesOf(wrong.id)).map((c) => c.status)).toEqual(['Void']);
    expect((await read('bed', room.beds[0] as number)).status).toBe('Cleaning');

    const patient = await w.f.patient();
    const billed = await w.f.admit(patient, room.beds[1] as number);
    await bill(patient, await chargesOf(billed.id));
    const refused = await move('impatient', Number(billed.id), 'Cancelled', w.f.as.ipdNurse, {
      cancellation_reason: 'Admitted in error',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0].message).toMatch(
      /^Bed-day 24 Nov 2026, Bed .* is billed on invoice INV-/,
    );
  });
});
