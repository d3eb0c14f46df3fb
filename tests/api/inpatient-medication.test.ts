// The medication sheet and its administration record (issue 21, medication), on both databases:
// a doctor's order checked against the patient's allergies (registration and the admission's
// allergy sheet) and the product's route; its doses due at the ward's times; a nurse gives,
// holds or refuses a dose: a given dose comes out of the ward's stock first expiry first and is
// charged, a second one of the same dose is refused (also when ten nurses record it at once),
// held and refused doses need a reason and take nothing; the order completes after its last
// dose or is stopped by a doctor; the MAR shows the day's grid.
import { fromZonedTime } from 'date-fns-tz';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/engine/types';
import { dialectCases } from '../helpers/databases';
import { medicationFixtures } from '../helpers/medication-fixtures';
import type { Row, StockFixtures } from '../helpers/stock-fixtures';
import { stockMoves } from '../helpers/stock-moves';
import { useWardSuite } from '../helpers/ward-suite';

const TZ = DEFAULT_SETTINGS.timeZone;
/** A hospital wall-clock time as an instant: "2026-03-02 14:00". */
const local = (text: string) => fromZonedTime(text.replace(' ', 'T'), TZ);
const iso = (text: string) => local(text).toISOString();

describe.each(dialectCases)('medication sheet on $dialect', ({ make, skip }) => {
  let now = local('2026-03-02 07:00');
  const w = useWardSuite({ make, skip }, () => now);
  const s = {} as StockFixtures;
  const moves = stockMoves(w.app, () => s);
  const units = {} as { vial: number; g: number };
  let ceftriaxone = 0;

  beforeAll(async () => {
    if (skip) return;
    const { stock, unit } = await medicationFixtures(w.app());
    Object.assign(s, stock);
    units.vial = await unit('vial', 'Vial', 'Count');
    units.g = await unit('g', 'g', 'Mass');
    // WHO Model List of Essential Medicines (2023): ceftriaxone powder for injection, 1 g vial.
    ceftriaxone = await s.newProduct({
      name: 'Ceftriaxone 1 g powder for injection',
      generic_name: 'ceftriaxone',
      strength: '1 g',
      dosage_form: 'Powder for injection',
      route: s.routes.iv,
      unit: units.vial,
      unit_price: '45.00',
      requires_prescription: true,
    });
  }, 120_000);

  const doctor = () => w.f.as.doctor;
  const nurse = () => w.f.as.ipdNurse;

  /** A patient admitted into a bed of their own on the fixtures' ward. */
  async function admitted(patient: Row = {}) {
    const room = await w.f.newRoom(w.f.ward, 1);
    const admission = await w.f.admit(await w.f.patient(patient), room.beds[0] as number);
    expect(admission.id, JSON.stringify(admission)).toBeDefined();
    return admission;
  }

  const order = (admission: Row, body: Row = {}) =>
    w.call('POST', 'medicationOrder', doctor(), {
      admission: admission.id,
      sheet: 'Continuous',
      product: ceftriaxone,
      dose: 1,
      dose_unit: units.g,
      frequency: 'Three times daily',
      start_at: iso('2026-03-02 06:00'),
      duration_days: 3,
      indication: 'Community-acquired pneumonia',
      ...body,
    });

  const give = (medicationOrder: unknown, scheduled: string, body: Row = {}, as = nurse()) =>
    w.call('POST', 'medicationAdministration', as, {
      medication_order: medicationOrder,
      scheduled_at: iso(scheduled),
      outcome: 'Given',
      ...body,
    });

  const stockOf = async (product: number, warehouse: number) =>
    (await moves.batches(product))
      .filter((b) => b.warehouse === warehouse)
      .map((b) => [b.batch_number, Number(b.quantity)])
      .sort();

  it.skipIf(skip)(
    'warns of an allergy on record or on the allergy sheet and keeps the override',
    async () => {
      now = local('2026-03-02 07:00');
      const admission = await admitted({ allergies: 'Sulfa drugs' });
      const sheet = await w.call('POST', 'allergySheet', nurse(), {
        admission: admission.id,
        allergen: 'Penicillin',
        allergen_type: 'Drug',
        reaction: 'Urticaria',
        severity: 'Moderate',
        source: 'Patient',
      });
      expect(sheet.statusCode, sheet.body).toBe(201);
      const refused = await order(admission);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'allergy_override_reason',
          message:
            'Recorded allergy: penicillin. Ceftriaxone is a cephalosporin: possible cross-reactivity with penicillins. To order it anyway, give the reason under Allergy Override Reason.',
        },
      ]);
      const reason = 'Urticaria only, no anaphylaxis; no alternative for this pneumonia';
      const made = await order(admission, { allergy_override_reason: reason });
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json()).toMatchObject({
        order_number: expect.stringMatching(/^MO-2026-\d{6}$/),
        patient: admission.patient,
        route: s.routes.iv,
        allergy_warning: expect.stringContaining('Recorded allergy: penicillin.'),
        allergy_override_reason: reason,
        status: 'Active',
        end_at: iso('2026-03-05 06:00'),
      });
      // Registration's allergies count too: co-trimoxazole is a sulfonamide.
      const cotrimoxazole = await s.newProduct({
        name: 'Sulfamethoxazole + trimethoprim 800 mg + 160 mg tablet',
        generic_name: 'sulfamethoxazole + trimethoprim',
        strength: '960 mg',
      });
      const sulfa = await order(admission, {
        product: cotrimoxazole,
        dose: 1,
        dose_unit: s.units.tablet,
        route: s.routes.oral,
        frequency: 'Twice daily',
      });
      expect(sulfa.statusCode, sulfa.body).toBe(422);
      expect(sulfa.json().details[0].message).toMatch(/^Recorded allergy: sulfa\./);
    },
  );

  it.skipIf(skip)('takes the route from the product when none is sent', async () => {
    now = local('2026-03-02 07:00');
    const admission = await admitted();
    // An injection cannot be swallowed (medication-order-route.test.ts has the routes allowed).
    const oral = await order(admission, { route: s.routes.oral });
    expect(oral.statusCode, oral.body).toBe(422);
    const given = await order(admission, { route: undefined });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.json().route).toBe(s.routes.iv);
    const single = await order(admission, {
      sheet: 'Single-time',
      start_at: undefined,
      duration_days: undefined,
    });
    expect(single.statusCode, single.body).toBe(201);
    expect(single.json()).toMatchObject({
      route: s.routes.iv,
      start_at: now.toISOString(),
      end_at: now.toISOString(),
    });
  });

  it.skipIf(skip)('records doses only at their scheduled times and not too early', async () => {
    now = local('2026-03-02 14:05');
    const admission = await admitted();
    const mo = (await order(admission)).json();
    const off = await give(mo.id, '2026-03-02 14:05');
    expect(off.statusCode, off.body).toBe(422);
    expect(off.json().details).toEqual([
      {
        field: 'scheduled_at',
        message: `2026-03-02 14:05 is not a dose time of ${mo.order_number} (Ceftriaxone 1 g, Three times daily): the nearest due times are 2026-03-02 14:00 and 2026-03-02 22:00`,
      },
    ]);
    const early = await give(mo.id, '2026-03-02 22:00');
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().details).toEqual([
      {
        field: 'administered_at',
        message:
          'The dose due 2026-03-02 22:00 can be given from 21:00: 2026-03-02 14:05 is too early',
      },
    ]);
    const future = await give(mo.id, '2026-03-02 14:00', {
      administered_at: iso('2026-03-02 14:30'),
    });
    expect(future.statusCode, future.body).toBe(422);
    expect(future.json().details[0]).toMatchObject({ field: 'administered_at' });
  });

  it.skipIf(skip)(
    'gives a dose from the ward stock first expiry first, charges it, and refuses it twice',
    async () => {
      now = local('2026-03-02 14:05');
      const admission = await admitted();
      const mo = (await order(admission)).json();
      const store = w.f.ward.warehouse;
      await s.receive(store, [
        {
          product: ceftriaxone,
          batch_number: `LATE-${admission.id}`,
          expiry_date: '2027-06-30',
          quantity: 10,
        },
        {
          product: ceftriaxone,
          batch_number: `EARLY-${admission.id}`,
          expiry_date: '2026-09-30',
          quantity: 1,
        },
      ]);
      const before = await stockOf(ceftriaxone, store);
      const given = await give(mo.id, '2026-03-02 14:00');
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json()).toMatchObject({
        admission: admission.id,
        patient: admission.patient,
        product: ceftriaxone,
        administered_at: now.toISOString(),
        administered_by: 'ipd-nurse@tena.demo',
        dose_given: 1,
      });
      const stored = await w.read('medicationAdministration', Number(given.json().id), nurse());
      expect(stored).toMatchObject({
        batch_number: `EARLY-${admission.id}`,
        warehouse: store,
        quantity_issued: 1,
      });
      const after = await stockOf(ceftriaxone, store);
      const early = (rows: unknown[][]) =>
        rows.find(([batch]) => batch === `EARLY-${admission.id}`)?.[1];
      expect(early(before)).toBe(1);
      expect(early(after)).toBe(0);
      const charges = await moves.chargesOf('medicationAdministration', Number(given.json().id));
      expect(charges).toMatchObject([
        { patient: admission.patient, quantity: 1, amount: '45.00', status: 'Unbilled' },
      ]);

      const twice = await give(mo.id, '2026-03-02 14:00');
      expect(twice.statusCode, twice.body).toBe(409);
      expect(twice.json()).toMatchObject({
        code: 'DOSE_ALREADY_GIVEN',
        message:
          'Ceftriaxone 1 g due 14:00 was already given at 14:05 by IPD Nurse Demo; it cannot be given twice',
      });
      const heldAfter = await give(mo.id, '2026-03-02 14:00', {
        outcome: 'Held',
        reason: 'Asleep',
      });
      expect(heldAfter.statusCode).toBe(409);
      // A dose is never changed or deleted: no role has the right.
      const edit = await w.call('PUT', `medicationAdministration/${given.json().id}`, nurse(), {
        outcome: 'Refused',
        reason: 'x',
      });
      expect(edit.statusCode).toBe(403);
    },
  );

  it.skipIf(skip)('of ten nurses giving one dose at once, one gives it', async () => {
    now = local('2026-03-02 22:10');
    const admission = await admitted();
    const mo = (await order(admission)).json();
    await s.receive(w.f.ward.warehouse, [
      {
        product: ceftriaxone,
        batch_number: `RACE-${admission.id}`,
        expiry_date: '2027-06-30',
        quantity: 20,
      },
    ]);
    const total = async () =>
      (await stockOf(ceftriaxone, w.f.ward.warehouse)).reduce((sum, [, q]) => sum + Number(q), 0);
    const before = await total();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => give(mo.id, '2026-03-02 22:00')),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, ...Array(9).fill(409)]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe('DOSE_ALREADY_GIVEN');
    expect(await total()).toBe(before - 1);
    const one = answers.find((a) => a.statusCode === 201)?.json();
    expect(await moves.chargesOf('medicationAdministration', Number(one.id))).toHaveLength(1);
  });

  it.skipIf(skip)(
    'holds or refuses a dose only with a reason, taking nothing; a shortfall is refused',
    async () => {
      now = local('2026-03-03 06:20');
      const admission = await admitted();
      const product = await s.newProduct({ name: 'Paracetamol 500 mg tablet', unit_price: '1.00' });
      const mo = (
        await order(admission, {
          product,
          dose: 1000,
          dose_unit: s.units.mg,
          route: s.routes.oral,
          frequency: 'Four times daily',
          start_at: iso('2026-03-03 06:00'),
        })
      ).json();
      const noReason = await give(mo.id, '2026-03-03 06:00', { outcome: 'Held' });
      expect(noReason.statusCode, noReason.body).toBe(422);
      expect(noReason.json().details).toEqual([
        { field: 'reason', message: 'Say why the dose was held or refused.' },
      ]);
      const held = await give(mo.id, '2026-03-03 06:00', {
        outcome: 'Held',
        reason: 'Nil by mouth for endoscopy',
      });
      expect(held.statusCode, held.body).toBe(201);
      expect(held.json()).toMatchObject({ outcome: 'Held', batch_number: null, dose_given: null });
      // Nothing in the ward stock: a Given dose is the ledger's shortfall.
      const short = await give(mo.id, '2026-03-03 06:00');
      expect(short.statusCode, short.body).toBe(422);
      expect(short.json().details).toEqual([
        {
          field: 'outcome',
          message: expect.stringMatching(
            /^Only 0 of Paracetamol 500 mg tablet can be issued in W\S+ Ward Stock; 2 asked/,
          ),
        },
      ]);
      await s.receive(w.f.ward.warehouse, [
        { product, batch_number: `PCM-${admission.id}`, expiry_date: '2027-01-31', quantity: 10 },
      ]);
      const late = await give(mo.id, '2026-03-03 06:00');
      expect(late.statusCode, late.body).toBe(201);
      now = local('2026-03-03 12:10');
      const refused = await give(mo.id, '2026-03-03 12:00', {
        outcome: 'Refused',
        reason: 'Nausea',
      });
      expect(refused.statusCode, refused.body).toBe(201);
      expect(await stockOf(product, w.f.ward.warehouse)).toEqual([[`PCM-${admission.id}`, 8]]);
      expect(await moves.chargesOf('medicationAdministration', Number(refused.json().id))).toEqual(
        [],
      );
    },
  );

  it.skipIf(skip)(
    'completes after its last dose; a doctor stops an order with a reason',
    async () => {
      now = local('2026-03-02 09:00');
      const admission = await admitted();
      await s.receive(w.f.ward.warehouse, [
        {
          product: ceftriaxone,
          batch_number: `ONE-${admission.id}`,
          expiry_date: '2027-06-30',
          quantity: 5,
        },
      ]);
      const single = (
        await order(admission, { sheet: 'Single-time', start_at: iso('2026-03-02 08:45') })
      ).json();
      const given = await give(single.id, '2026-03-02 08:45');
      expect(given.statusCode, given.body).toBe(201);
      expect((await w.read('medicationOrder', single.id, doctor())).status).toBe('Completed');
      const closed = await give(single.id, '2026-03-02 08:45');
      expect(closed.statusCode).toBe(422);
      expect(closed.json().details[0]).toEqual({
        field: 'medication_order',
        message: `Medication Order: ${single.order_number} is not one this medication administration may pick (its Status must be Active)`,
      });

      const running = (await order(admission, { duration_days: undefined })).json();
      expect(running.end_at).toBeNull();
      const byNurse = await w.move('medicationOrder', running.id, 'Stopped', nurse(), {
        stop_reason: 'x',
      });
      expect(byNurse.statusCode).toBe(403);
      const noReason = await w.move('medicationOrder', running.id, 'Stopped', doctor());
      expect(noReason.statusCode).toBe(422);
      const stopped = await w.move('medicationOrder', running.id, 'Stopped', doctor(), {
        stop_reason: 'Switched to oral amoxicillin',
      });
      expect(stopped.statusCode, stopped.body).toBe(200);
      expect(stopped.json()).toMatchObject({
        status: 'Stopped',
        stopped_at: now.toISOString(),
        stopped_by: 'doctor@tena.demo',
      });
    },
  );

  it.skipIf(skip)(
    'shows the day on the MAR: allergies, due, overdue, given and held doses, as needed',
    async () => {
      now = local('2026-03-04 07:00');
      const admission = await admitted({ allergies: 'None' });
      await w.call('POST', 'allergySheet', nurse(), {
        admission: admission.id,
        allergen: 'Latex',
        allergen_type: 'Latex',
        reaction: 'Contact dermatitis',
        severity: 'Mild',
      });
      await s.receive(w.f.ward.warehouse, [
        {
          product: ceftriaxone,
          batch_number: `MAR-${admission.id}`,
          expiry_date: '2026-12-31',
          quantity: 10,
        },
      ]);
      const tds = (await order(admission, { start_at: iso('2026-03-04 06:00') })).json();
      const prn = (
        await order(admission, {
          frequency: 'As needed',
          start_at: iso('2026-03-04 06:00'),
          instructions: 'For fever above 38.5 C',
        })
      ).json();
      expect(
        (await give(tds.id, '2026-03-04 06:00', { outcome: 'Held', reason: 'IV line blocked' }))
          .statusCode,
      ).toBe(201);
      now = local('2026-03-04 14:10');
      const given = await give(tds.id, '2026-03-04 14:00');
      expect(given.statusCode, given.body).toBe(201);
      const extra = await give(prn.id, '2026-03-04 09:30', {
        administered_at: iso('2026-03-04 09:35'),
      });
      expect(extra.statusCode, extra.body).toBe(201);
      const again = await give(prn.id, '2026-03-04 10:00', {
        administered_at: iso('2026-03-04 10:00'),
      });
      expect(again.statusCode, again.body).toBe(409);
      expect(again.json().message).toBe(
        'Ceftriaxone 1 g as needed was already given at 09:35 by IPD Nurse Demo; another dose within 60 minutes counts as the same dose',
      );
      now = local('2026-03-04 15:00');
      const mar = await w.app().inject({
        method: 'GET',
        url: `/api/inpatient/admissions/${admission.id}/mar?date=2026-03-04`,
        headers: nurse(),
      });
      expect(mar.statusCode, mar.body).toBe(200);
      const dose = (state: string, at: string, more: Row = {}) => ({
        scheduled_at: iso(at),
        state,
        batch_number: null,
        administered_by: null,
        administered_by_name: null,
        ...more,
      });
      expect(mar.json()).toMatchObject({
        admission: admission.id,
        admission_number: admission.admission_number,
        date: '2026-03-04',
        known_allergies: 'None',
        allergies: [{ allergen: 'Latex', reaction: 'Contact dermatitis', severity: 'Mild' }],
        rows: [
          {
            order: tds.id,
            medicine: 'Ceftriaxone 1 g powder for injection',
            dose: '1 g',
            route: 'Intravenous',
            frequency: 'Three times daily',
            sheet: 'Continuous',
            status: 'Active',
            as_needed: false,
            doses: [
              dose('held', '2026-03-04 06:00', {
                reason: 'IV line blocked',
                administered_by: 'ipd-nurse@tena.demo',
                administered_by_name: 'IPD Nurse Demo',
              }),
              dose('given', '2026-03-04 14:00', {
                administration: given.json().id,
                administered_at: iso('2026-03-04 14:10'),
                administered_by: 'ipd-nurse@tena.demo',
                administered_by_name: 'IPD Nurse Demo',
                batch_number: `MAR-${admission.id}`,
              }),
              dose('upcoming', '2026-03-04 22:00'),
            ],
          },
          {
            order: prn.id,
            frequency: 'As needed',
            as_needed: true,
            doses: [
              dose('given', '2026-03-04 09:30', {
                batch_number: `MAR-${admission.id}`,
                administered_by: 'ipd-nurse@tena.demo',
                administered_by_name: 'IPD Nurse Demo',
              }),
            ],
          },
        ],
      });
      now = local('2026-03-04 23:30');
      const late = await w.app().inject({
        method: 'GET',
        url: `/api/inpatient/admissions/${admission.id}/mar`,
        headers: doctor(),
      });
      expect(late.json().date).toBe('2026-03-04');
      expect(late.json().rows[0].doses[2]).toMatchObject({ state: 'overdue' });
      const bad = await w.app().inject({
        method: 'GET',
        url: `/api/inpatient/admissions/${admission.id}/mar?date=2026-02-31`,
        headers: doctor(),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'BAD_QUERY', details: [{ field: 'date' }] });
      const cashier = await w.app().inject({
        method: 'GET',
        url: `/api/inpatient/admissions/${admission.id}/mar`,
        headers: w.f.as.liaisonCashier,
      });
      expect(cashier.statusCode).toBe(403);
    },
  );
});
