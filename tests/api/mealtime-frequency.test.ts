// "With meals" (three a day with breakfast, lunch and supper), on both databases: a medication
// order of mealtime insulin falls due on the MAR at the hospital's meal times (07:00, 12:00,
// 18:00, engine/inpatient/ward-dose-times.ts), not at the three-times-daily round's 06:00, 14:00
// and 22:00, and a dose is recorded only at a meal time; a prescription item "With meals" has its
// quantity counted at three a day.
import { describe, expect, it } from 'vitest';
import { dialectCases } from '../helpers/databases';
import { iso, local, useDoseSuite } from '../helpers/dose-suite';
import { prescriptionFixtures } from '../helpers/prescription-fixtures';
import type { Row } from '../helpers/stock-fixtures';

describe.each(dialectCases)('With meals on $dialect', ({ make, skip }) => {
  let now = local('2026-03-02 06:30');
  const d = useDoseSuite({ make, skip }, () => now);

  /** Soluble insulin as the WHO Model List (2023) has it, given under the skin. */
  async function solubleInsulin() {
    const sc = Number(
      (
        await d.w.call('POST', 'medicineRoute', d.s.as.pharmacyManager, {
          code: `SC-${process.pid}-${Date.now()}`,
          name: 'Subcutaneous',
        })
      ).json().id,
    );
    return d.medicine('Insulin, soluble (human) 100 IU/mL (10 mL) injection', {
      generic_name: 'insulin, soluble (human)',
      strength: '100 IU/mL (10 mL)',
      unit: d.units.vial,
      unit_price: '450.00',
      route: sc,
    });
  }

  it.skipIf(skip)('puts mealtime insulin due at the meal times on the MAR', async () => {
    now = local('2026-03-02 06:30');
    const admission = await d.admitted();
    const product = await solubleInsulin();
    await d.receive(product, [[`MEAL-${admission.id}`, '2027-12-31', 2]]);
    const mo = await d.order(admission, {
      product,
      dose: 5,
      dose_unit: d.units.iu,
      frequency: 'With meals',
      start_at: iso('2026-03-02 06:30'),
      duration_days: 3,
      indication: 'Type 1 diabetes: bolus (mealtime) insulin',
    });
    expect(mo).toMatchObject({ frequency: 'With meals', status: 'Active' });

    now = local('2026-03-02 07:10');
    await d.give(mo, '2026-03-02 07:00');
    const off = await d.w.call('POST', 'medicationAdministration', d.nurse(), {
      medication_order: mo.id,
      scheduled_at: iso('2026-03-02 06:00'),
      outcome: 'Given',
    });
    expect(off.statusCode, off.body).toBe(422);
    expect(off.json().details).toEqual([
      {
        field: 'scheduled_at',
        message: expect.stringMatching(
          /^2026-03-02 06:00 is not a dose time of MO-\S+ \(.*With meals\): the nearest due times are 2026-03-02 07:00 and 2026-03-02 12:00$/,
        ),
      },
    ]);

    now = local('2026-03-02 12:30');
    const mar = await d.mar(admission, '2026-03-02');
    const row = (mar.rows as Row[]).find((r) => r.order === mo.id) as Row;
    expect(row).toMatchObject({ frequency: 'With meals', as_needed: false });
    expect((row.doses as Row[]).map((dose) => [dose.scheduled_at, dose.state])).toEqual([
      [iso('2026-03-02 07:00'), 'given'],
      [iso('2026-03-02 12:00'), 'due'],
      [iso('2026-03-02 18:00'), 'upcoming'],
    ]);
  });

  it.skipIf(skip)('counts a prescription item With meals at three a day', async () => {
    now = local('2026-03-02 09:00');
    const rx = await prescriptionFixtures(d.w.app(), d.s);
    const prescription = await rx.prescribe(await rx.patient());
    const item = await rx.item(Number(prescription.id), {
      product: d.s.products.paracetamol,
      dose: 1,
      dose_unit: d.s.units.tablet,
      frequency: 'With meals',
      duration_days: 7,
    });
    expect(item).toMatchObject({ frequency: 'With meals', quantity: 21 });
  });
});
