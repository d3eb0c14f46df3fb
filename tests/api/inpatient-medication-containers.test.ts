// Where a multi-dose vial's last mL go (issue 21, medication), on both databases: a doctor's Stop
// closes the patient's open vial in the same write, what it held recorded as discarded on the
// dose that opened it (unless another active order of the medicine still draws from it); ordering
// the discharge completes an ended order and so discards its vial; a bed transfer to another ward
// discards the old ward's vial and the next dose opens one from the new ward's stock; the MAR
// lists the stay's vials with their doses, what was drawn and what was discarded, and the
// product's ledger line for each vial points at the dose that opened it.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { iso, local, useDoseSuite } from '../helpers/dose-suite';
import type { Row } from '../helpers/stock-fixtures';

describe.each(dialectCases)('open vials closed on $dialect', ({ make, skip }) => {
  let now = local('2026-03-02 07:00');
  const {
    w,
    s,
    nurse,
    insulin,
    admitted,
    onInsulin,
    insulinOrder,
    orderDischarge,
    give,
    receive,
    onHand,
    mar,
  } = useDoseSuite({ make, skip }, () => now);

  const dose = (id: unknown) => w.read('medicationAdministration', Number(id), nurse());
  const stop = (mo: Row, reason = 'Glucose controlled on diet') =>
    w.move('medicationOrder', Number(mo.id), 'Stopped', w.f.as.doctor, { stop_reason: reason });

  it.skipIf(skip)(
    'a stopped order discards its vial, kept open while another order draws from it',
    async () => {
      now = local('2026-03-03 09:00');
      const { admission, product } = await onInsulin([['NPH-STOP', '2027-06-30', 3]]);
      const basal = await insulinOrder(admission, product, 10);
      const extra = await insulinOrder(admission, product, 4, { frequency: 'Once daily' });
      const opened = await give(basal, '2026-03-02 08:00');
      await give(extra, '2026-03-02 08:00', 10);
      await give(basal, '2026-03-02 20:00');
      // 9.9 - 0.04 - 0.1 = 9.76 mL left. Stopping one order leaves the vial to the other.
      const first = await stop(extra);
      expect(first.statusCode, first.body).toBe(200);
      expect(await dose(opened.id)).toMatchObject({ container_closed_at: null });
      now = local('2026-03-03 09:30');
      const second = await stop(basal);
      expect(second.statusCode, second.body).toBe(200);
      expect(await dose(opened.id)).toMatchObject({
        container_closed_at: iso('2026-03-03 09:30'),
        container_waste_ml: 9.76,
        container_closed_reason: `order ${basal.order_number} was stopped`,
      });
      const day = await mar(admission, '2026-03-02');
      expect(day.containers).toEqual([
        {
          opening_dose: opened.id,
          medicine: 'Insulin, isophane (NPH, human) 100 IU/mL (10 mL) injection',
          batch_number: `NPH-STOP-${admission.id}`,
          opened_at: iso('2026-03-02 08:05'),
          left_ml: 9.76,
          discard_at: iso('2026-03-30 08:05'),
          doses: 3,
          drawn_ml: 0.24,
          closed_at: iso('2026-03-03 09:30'),
          waste_ml: 9.76,
          closed_reason: `order ${basal.order_number} was stopped`,
        },
      ]);
      // The ledger's line for the vial names the dose that opened it: 0.24 mL given, 9.76 mL
      // discarded, 10 mL in all.
      const ledger = await w.call(
        'GET',
        `stockLedger?filter[product]=${product}&filter[movement]=Dispensing&pageSize=20`,
        s.as.storeManager,
      );
      expect(ledger.statusCode, ledger.body).toBe(200);
      expect(
        (ledger.json().rows as Row[]).map((line) => [
          line.source_model,
          line.source_id,
          line.quantity_out,
        ]),
      ).toEqual([['medicationAdministration', opened.id, 1]]);
    },
  );

  it.skipIf(skip)(
    'ordering the discharge completes an ended order and discards its vial',
    async () => {
      now = local('2026-03-02 21:00');
      const { admission, product } = await onInsulin([['NPH-DIS', '2027-06-30', 2]]);
      const mo = await insulinOrder(admission, product, 12, { duration_days: 1 });
      const opened = await give(mo, '2026-03-02 08:00');
      // The evening dose is held, so the order stays Active until its course has ended.
      const held = await w.call('POST', 'medicationAdministration', nurse(), {
        medication_order: mo.id,
        scheduled_at: iso('2026-03-02 20:00'),
        outcome: 'Held',
        reason: 'Glucose 4.1 mmol/L before supper',
      });
      expect(held.statusCode, held.body).toBe(201);
      expect(await dose(opened.id)).toMatchObject({ container_closed_at: null });
      now = local('2026-03-03 10:00');
      const ordered = await orderDischarge(admission);
      expect(ordered.statusCode, ordered.body).toBe(200);
      expect(await w.read('medicationOrder', Number(mo.id), nurse())).toMatchObject({
        status: 'Completed',
      });
      expect(await dose(opened.id)).toMatchObject({
        container_closed_at: iso('2026-03-03 10:00'),
        container_waste_ml: 9.88,
        container_closed_reason: `order ${mo.order_number} was completed`,
      });
    },
  );

  it.skipIf(skip)('a cancelled admission discards the vial still open', async () => {
    now = local('2026-03-02 09:00');
    const { admission, product } = await onInsulin([['NPH-CAN', '2027-06-30', 1]]);
    const mo = await insulinOrder(admission, product, 6);
    const opened = await give(mo, '2026-03-02 08:00');
    now = local('2026-03-02 10:00');
    const cancelled = await w.move('impatient', Number(admission.id), 'Cancelled', w.f.as.doctor, {
      cancellation_reason: 'Admitted under the wrong patient record',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await dose(opened.id)).toMatchObject({
      container_closed_at: iso('2026-03-02 10:00'),
      container_waste_ml: 9.94,
      container_closed_reason: 'the admission was cancelled',
    });
  });

  it.skipIf(skip)(
    'after a transfer to another ward the old vial is discarded and doses come from the new ward',
    async () => {
      now = local('2026-03-02 12:00');
      const admission = await admitted();
      const product = await insulin();
      const other = await w.f.newWard();
      const otherWard = await w.read('ward', other.id);
      await receive(product, [[`NPH-OLD-${admission.id}`, '2027-06-30', 2]]);
      await receive(product, [[`NPH-NEW-${admission.id}`, '2027-06-30', 2]], other.warehouse);
      const mo = await insulinOrder(admission, product, 10);
      const opened = await give(mo, '2026-03-02 08:00');
      expect(opened).toMatchObject({ warehouse: w.f.ward.warehouse, container_left_ml: 9.9 });
      const moved = await w.call('POST', 'bedTransfer', w.f.as.ipdNurse, {
        admission: admission.id,
        to_ward: other.id,
        to_bed: other.rooms.private.beds[0],
        reason: 'Needs a single room',
      });
      expect(moved.statusCode, moved.body).toBe(201);
      expect(await dose(opened.id)).toMatchObject({
        container_closed_at: iso('2026-03-02 12:00'),
        container_waste_ml: 9.9,
        container_closed_reason: `the patient moved to ward ${otherWard.name} (${moved.json().transfer_number})`,
      });
      now = local('2026-03-02 21:00');
      const evening = await give(mo, '2026-03-02 20:00');
      expect(evening).toMatchObject({
        quantity_issued: 1,
        warehouse: other.warehouse,
        batch_number: `NPH-NEW-${admission.id}`,
        container_dose: evening.id,
        container_left_ml: 9.9,
      });
      expect([await onHand(product), await onHand(product, other.warehouse)]).toEqual([1, 1]);
    },
  );
});
