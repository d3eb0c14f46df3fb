// Doses measured by volume through the MAR (issue 21, medication), on both databases: insulin
// over days draws from one 10 mL vial until it is used up, then a second is opened (issued and
// charged); a vial past its 28 days in use is not drawn from; four nurses giving insulin to one
// patient at once open one vial; heparin from its 5 mL multi-dose vial, enoxaparin syringes and
// salbutamol nebules in whole units with their volume; a syrup without a bottle volume refused
// naming it; only a keeper of the ward's stock gives a dose (403); ward doses are charged at the
// Liaison cashier point, so the Liaison Cashier alone clears a discharge.
import { describe, expect, it } from 'vitest';
import { invoiceBody } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { iso, local, useDoseSuite } from '../helpers/dose-suite';
import type { Row } from '../helpers/stock-fixtures';

describe.each(dialectCases)('doses by volume on $dialect', ({ make, skip }) => {
  let now = local('2026-03-02 07:00');
  const {
    w,
    s,
    units,
    nurse,
    medicine,
    admitted,
    onInsulin,
    order,
    insulinOrder,
    orderDischarge,
    give,
    receive,
    onHand,
    chargesOf,
    mar,
  } = useDoseSuite({ make, skip }, () => now);

  const roundsOf = (first: number, count: number) =>
    Array.from({ length: count }, (_, n) => {
      const day = first + Math.floor(n / 2);
      return `2026-03-${String(day).padStart(2, '0')} ${n % 2 === 0 ? '08:00' : '20:00'}`;
    });

  it.skipIf(skip)(
    'draws insulin from one vial over ten days, then opens a second when it is used up',
    async () => {
      now = local('2026-03-12 09:00');
      const { admission, product } = await onInsulin([
        ['NPH-EARLY', '2026-09-30', 1],
        ['NPH-LATE', '2027-06-30', 4],
      ]);
      // 50 IU twice daily: 0.5 mL a dose, so the 10 mL vial gives twenty doses.
      const mo = await insulinOrder(admission, product, 50);
      const rounds = roundsOf(2, 21);
      const doses: Row[] = [];
      for (const round of rounds) doses.push(await give(mo, round));
      const [first, second] = doses as [Row, Row];
      expect(first).toMatchObject({
        quantity_issued: 1,
        batch_number: `NPH-EARLY-${admission.id}`,
        dose_volume_ml: 0.5,
        container_dose: first.id,
        container_left_ml: 9.5,
        container_discard_at: iso('2026-03-30 08:05'),
        stock_working: `50 IU of 100 IU/mL = 0.5 mL, drawn from a 10 mL vial (an insulin vial, in use 28 days once opened); a new vial opened (no vial open): 9.5 mL left, batch NPH-EARLY-${admission.id}, discard by 2026-03-30 08:05`,
      });
      expect(first.dose_taken).toBe(
        '50 IU = 0.5 mL from a new vial opened 02-03 08:05, 9.5 mL left, discard by 30-03 08:05',
      );
      expect(second).toMatchObject({
        dose_taken:
          '50 IU = 0.5 mL from the vial opened 02-03 08:05, 9 mL left, discard by 30-03 08:05',
        quantity_issued: 0,
        batch_number: `NPH-EARLY-${admission.id}`,
        warehouse: w.f.ward.warehouse,
        container_dose: first.id,
        container_left_ml: 9,
        stock_working: `50 IU of 100 IU/mL = 0.5 mL, drawn from a 10 mL vial (an insulin vial, in use 28 days once opened); from the vial opened 2026-03-02 08:05 (batch NPH-EARLY-${admission.id}): 9 mL left, discard by 2026-03-30 08:05`,
      });
      const twentieth = doses[19] as Row;
      expect(twentieth).toMatchObject({
        quantity_issued: 0,
        container_dose: first.id,
        container_left_ml: 0,
      });
      const last = doses[20] as Row;
      expect(last).toMatchObject({
        quantity_issued: 1,
        batch_number: `NPH-LATE-${admission.id}`,
        container_dose: last.id,
        container_left_ml: 9.5,
        stock_working: expect.stringContaining(
          'a new vial opened (the open vial held 0 mL): 9.5 mL left',
        ),
      });
      expect(doses.map((d) => d.quantity_issued)).toEqual([1, ...Array(19).fill(0), 1]);
      expect(await onHand(product)).toBe(3);
      const charges = await chargesOf(
        admission.patient,
        doses.map((d) => d.id),
      );
      expect(
        charges.map((c) => [c.source_id, c.quantity, c.amount, c.cashier_point]).sort(),
      ).toEqual(
        [
          [first.id, 1, '450.00', 'Liaison'],
          [last.id, 1, '450.00', 'Liaison'],
        ].sort(),
      );
      // The MAR shows the batch each dose was drawn from, and what it took.
      const day = await mar(admission, '2026-03-05');
      expect(day.rows[0].doses.map((d: Row) => d.batch_number)).toEqual([
        `NPH-EARLY-${admission.id}`,
        `NPH-EARLY-${admission.id}`,
      ]);
      const morning = doses[6] as Row;
      expect(day.rows[0].doses[0].taken).toEqual({
        dose_taken:
          '50 IU = 0.5 mL from the vial opened 02-03 08:05, 6.5 mL left, discard by 30-03 08:05',
        dose_volume_ml: 0.5,
        quantity_issued: 0,
        container_dose: first.id,
        container_opened_at: iso('2026-03-02 08:05'),
        container_left_ml: 6.5,
        container_discard_at: iso('2026-03-30 08:05'),
        stock_working: morning.stock_working,
      });
      // The vials of the stay: the first used up and discarded with nothing left when the
      // second was opened, the second open.
      expect(day.containers).toEqual([
        expect.objectContaining({
          opening_dose: first.id,
          doses: 20,
          drawn_ml: 10,
          left_ml: 0,
          waste_ml: 0,
          closed_at: last.administered_at,
          closed_reason: `it held 0 mL, too little for the 0.5 mL dose given 2026-03-12 08:05`,
        }),
        expect.objectContaining({
          opening_dose: last.id,
          doses: 1,
          drawn_ml: 0.5,
          left_ml: 9.5,
          closed_at: null,
          waste_ml: null,
        }),
      ]);
    },
  );

  it.skipIf(skip)('does not draw from a vial past its 28 days in use', async () => {
    now = local('2026-03-30 09:00');
    const { admission, product } = await onInsulin([['NPH-USE', '2027-06-30', 3]]);
    const mo = await insulinOrder(admission, product, 10, { frequency: 'Once daily' });
    const opened = await give(mo, '2026-03-02 08:00', 10);
    const drawn = await give(mo, '2026-03-29 08:00', 5);
    expect(drawn).toMatchObject({
      quantity_issued: 0,
      container_dose: opened.id,
      container_left_ml: 9.8,
    });
    const renewed = await give(mo, '2026-03-30 08:00', 15);
    expect(renewed).toMatchObject({
      quantity_issued: 1,
      container_dose: renewed.id,
      container_left_ml: 9.9,
    });
    expect(renewed.stock_working).toContain(
      'a new vial opened (the vial opened 2026-03-02 08:10 was to be discarded by 2026-03-30 08:10): 9.9 mL left',
    );
    // The old vial is recorded discarded at the end of its in-use period, with what it held.
    const old = await w.read('medicationAdministration', Number(opened.id), nurse());
    expect(old).toMatchObject({
      container_closed_at: iso('2026-03-30 08:10'),
      container_waste_ml: 9.8,
      container_closed_reason:
        'its in-use period ended (discard by 2026-03-30 08:10); a new one was opened for the dose given 2026-03-30 08:15',
    });
    expect(await onHand(product)).toBe(1);
  });

  it.skipIf(skip)(
    'of four nurses giving one patient insulin at once, one opens a vial',
    async () => {
      now = local('2026-03-02 08:10');
      const { admission, product } = await onInsulin([['NPH-RACE', '2027-06-30', 5]]);
      const orders: Row[] = [];
      for (const dose of [10, 12, 14, 16])
        orders.push(await insulinOrder(admission, product, dose, { frequency: 'Once daily' }));
      const answers = await Promise.all(
        orders.map((mo) =>
          w.call('POST', 'medicationAdministration', nurse(), {
            medication_order: mo.id,
            scheduled_at: iso('2026-03-02 08:00'),
            outcome: 'Given',
          }),
        ),
      );
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
      const doses = await Promise.all(
        answers.map((a) => w.read('medicationAdministration', Number(a.json().id), nurse())),
      );
      expect(doses.map((d) => d.quantity_issued).sort()).toEqual([0, 0, 0, 1]);
      const opener = doses.find((d) => d.quantity_issued === 1) as Row;
      for (const dose of doses) expect(dose.container_dose).toBe(opener.id);
      // 0.52 mL drawn in all, whatever order the four came in.
      expect(Math.min(...doses.map((d) => Number(d.container_left_ml)))).toBeCloseTo(9.48, 6);
      expect(await onHand(product)).toBe(4);
      expect(
        await chargesOf(
          admission.patient,
          doses.map((d) => d.id),
        ),
      ).toHaveLength(1);
    },
  );

  it.skipIf(skip)(
    'takes heparin from its multi-dose vial, enoxaparin and nebules in whole units',
    async () => {
      now = local('2026-03-05 09:00');
      const admission = await admitted();
      const heparin = await medicine('Heparin sodium 5000 IU/mL (5 mL) injection', {
        generic_name: 'heparin sodium',
        strength: '5000 IU/mL (5 mL)',
        unit: units.vial,
        unit_price: '200.00',
      });
      const enoxaparin = await medicine('Enoxaparin 40 mg/0.4 mL injection', {
        generic_name: 'enoxaparin',
        strength: '40 mg/0.4 mL',
        unit: units.pfs,
        unit_price: '250.00',
      });
      const salbutamol = await medicine('Salbutamol 2.5 mg/2.5 mL nebuliser solution', {
        generic_name: 'salbutamol',
        strength: '2.5 mg/2.5 mL',
        dosage_form: 'Nebuliser solution',
        route: s.routes.oral,
        unit: units.nebule,
        unit_price: '12.00',
      });
      for (const product of [heparin, enoxaparin, salbutamol])
        await receive(product, [[`QTY-${product}`, '2027-06-30', 10]]);
      // Heparin 5000 IU twice daily (thromboprophylaxis): 1 mL a dose, five doses a vial.
      const hep = await order(admission, {
        product: heparin,
        dose: 5000,
        dose_unit: units.iu,
        frequency: 'Twice daily',
        indication: 'VTE prophylaxis, eGFR under 30',
      });
      const heparinDoses: Row[] = [];
      for (const round of roundsOf(2, 6)) heparinDoses.push(await give(hep, round));
      expect(
        heparinDoses.map((d) => [d.quantity_issued, d.dose_volume_ml, d.container_left_ml]),
      ).toEqual([
        [1, 1, 4],
        [0, 1, 3],
        [0, 1, 2],
        [0, 1, 1],
        [0, 1, 0],
        [1, 1, 4],
      ]);
      expect(heparinDoses[0]?.stock_working).toMatch(
        /^5000 IU of 5000 IU\/mL = 1 mL, drawn from a 5 mL vial \(a vial of 5 mL, in use 28 days once opened\); a new vial opened/,
      );
      const enox = await order(admission, {
        product: enoxaparin,
        dose: 40,
        dose_unit: s.units.mg,
        frequency: 'Once daily',
        indication: 'VTE prophylaxis',
      });
      const syringe = await give(enox, '2026-03-02 08:00');
      expect(syringe).toMatchObject({
        quantity_issued: 1,
        dose_volume_ml: 0.4,
        container_dose: null,
        stock_working: '40 mg of 40 mg/0.4 mL = 0.4 mL = 1 prefilled syringe (0.4 mL each)',
      });
      const neb = await order(admission, {
        product: salbutamol,
        dose: 5,
        dose_unit: s.units.mg,
        frequency: 'Every 6 hours',
        indication: 'Acute asthma',
      });
      const nebules = await give(neb, '2026-03-02 07:00');
      expect(nebules).toMatchObject({
        quantity_issued: 2,
        dose_volume_ml: 5,
        stock_working: '5 mg of 2.5 mg/2.5 mL = 5 mL = 2 nebules (2.5 mL each)',
      });
      expect([await onHand(heparin), await onHand(enoxaparin), await onHand(salbutamol)]).toEqual([
        8, 9, 8,
      ]);
      const charges = await chargesOf(admission.patient, [syringe.id, nebules.id]);
      expect(charges.map((c) => [c.quantity, c.amount]).sort()).toEqual([
        [1, '250.00'],
        [2, '24.00'],
      ]);
    },
  );

  it.skipIf(skip)('refuses a dose it cannot count, naming the product and why', async () => {
    now = local('2026-03-02 08:10');
    const admission = await admitted();
    const syrup = await medicine('Paracetamol 120 mg/5 mL syrup', {
      generic_name: 'paracetamol',
      strength: '120 mg/5 mL',
      dosage_form: 'Syrup',
      route: s.routes.oral,
      unit: units.bottle,
      unit_price: '40.00',
    });
    const mo = await order(admission, {
      product: syrup,
      dose: 240,
      dose_unit: s.units.mg,
      frequency: 'Once daily',
      indication: 'Fever',
    });
    const refused = await w.call('POST', 'medicationAdministration', nurse(), {
      medication_order: mo.id,
      scheduled_at: iso('2026-03-02 08:00'),
      outcome: 'Given',
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().details).toEqual([
      {
        field: 'outcome',
        message: `240 mg of Paracetamol 120 mg/5 mL syrup cannot be taken from the ward's stock: its bottle volume is not known: fill in the product's Pack Volume (mL) (the mL one bottle holds)`,
      },
    ]);
    // The Pharmacy Manager fills in the bottle's volume: the dose is drawn from a new bottle.
    const { version } = await w.read('product', syrup, s.as.pharmacyManager);
    const filled = await w.call('PUT', `product/${syrup}`, s.as.pharmacyManager, {
      version,
      pack_volume_ml: 100,
    });
    expect(filled.statusCode, filled.body).toBe(200);
    await receive(syrup, [[`PCS-${admission.id}`, '2027-06-30', 2]]);
    const given = await give(mo, '2026-03-02 08:00');
    expect(given).toMatchObject({
      quantity_issued: 1,
      dose_volume_ml: 10,
      container_dose: given.id,
      container_left_ml: 90,
      container_discard_at: iso('2026-03-09 08:05'),
      dose_taken:
        '240 mg = 10 mL from a new bottle opened 02-03 08:05, 90 mL left, discard by 09-03 08:05',
    });
    expect(await onHand(syrup)).toBe(1);
  });

  it.skipIf(skip)(
    'lets only the ward stock’s keepers give; the Liaison Cashier alone clears the discharge',
    async () => {
      now = local('2026-03-02 08:10');
      const ward = await w.f.newWard();
      const { version } = await w.read('wareHouse', ward.warehouse, s.as.pharmacyManager);
      const store = await w.call('PUT', `wareHouse/${ward.warehouse}`, s.as.pharmacyManager, {
        version,
        issuing_roles: ['IPD Nurse'],
      });
      expect(store.statusCode, store.body).toBe(200);
      const patient = await w.f.patient();
      const admission = await w.f.admit(patient, ward.rooms.private.beds[0] as number);
      const product = s.products.paracetamol;
      await receive(product, [[`PCM-${admission.id}`, '2027-06-30', 10]], ward.warehouse);
      const mo = await order(admission, {
        product,
        dose: 500,
        dose_unit: s.units.mg,
        route: s.routes.oral,
        frequency: 'Once daily',
        duration_days: 1,
        indication: 'Pain',
      });
      const body = {
        medication_order: mo.id,
        scheduled_at: iso('2026-03-02 08:00'),
        outcome: 'Given',
      };
      const emergency = await w.call(
        'POST',
        'medicationAdministration',
        w.f.as.emergencyNurse,
        body,
      );
      expect(emergency.statusCode, emergency.body).toBe(403);
      const message = `Only IPD Nurse may give doses from ${ward.code} Ward Stock: you are signed in as Emergency Nurse`;
      expect(emergency.json()).toMatchObject({ message, details: [{ field: 'outcome', message }] });
      expect(await onHand(product, ward.warehouse)).toBe(10);
      // Holding a dose takes nothing from the store: no keeper needed.
      const held = await w.call('POST', 'medicationAdministration', w.f.as.emergencyNurse, {
        ...body,
        outcome: 'Held',
        reason: 'Asleep after a night of pain; woken at 08:30',
      });
      expect(held.statusCode, held.body).toBe(201);
      const given = await w.call('POST', 'medicationAdministration', nurse(), body);
      expect(given.statusCode, given.body).toBe(201);
      const [charge] = await chargesOf(patient, [given.json().id]);
      expect(charge).toMatchObject({ quantity: 1, amount: '1.00', cashier_point: 'Liaison' });

      now = local('2026-03-03 10:00');
      const ordered = await orderDischarge(admission);
      expect(ordered.statusCode, ordered.body).toBe(200);
      const refused = await w.move('impatient', Number(admission.id), 'Discharged', nurse());
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toContainEqual({
        field: 'status',
        message: `${charge?.description} (ETB 1.00) is not billed yet: the Liaison Cashier bills it first`,
      });
      const stay = await w.call(
        'GET',
        `charge?filter[patient]=${patient}&filter[status]=Unbilled&pageSize=50`,
        w.f.as.liaisonCashier,
      );
      const unbilled = stay.json().rows as Row[];
      expect(new Set(unbilled.map((c) => c.cashier_point))).toEqual(new Set(['Liaison']));
      const invoice = await w.call(
        'POST',
        'invoice',
        w.f.as.liaisonCashier,
        invoiceBody(patient, 'Liaison', unbilled),
      );
      expect(invoice.statusCode, invoice.body).toBe(201);
      const done = await w.move('impatient', Number(admission.id), 'Discharged', nurse());
      expect(done.statusCode, done.body).toBe(200);
    },
  );
});
