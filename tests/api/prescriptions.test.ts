// Prescriptions and their medicines (issue 20), on both databases: the prescriber and date the
// server gives, the quantity the prescription engine works out, a pharmacist's change with its
// reason, the allergy warning and its override reason, cancelling.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRecord, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { patientBody } from '../helpers/patients';
import { type PrescriptionFixtures, prescriptionFixtures } from '../helpers/prescription-fixtures';
import { type Row, type StockFixtures, stockFixtures } from '../helpers/stock-fixtures';

describe.each(dialectCases)('prescriptions on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: StockFixtures;
  let rx: PrescriptionFixtures;
  let noPhysicianYet: Awaited<ReturnType<typeof call>>;
  const { call, move } = chargeCalls(
    () => app,
    () => f.as.financeHead,
  );
  const amoxicillin500mg = () => ({
    product: f.products.amoxicillin,
    dose: 500,
    dose_unit: f.units.mg,
    frequency: 'Three times daily',
    duration_days: 7,
  });

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await stockFixtures(app);
    // Before the doctor has a physician record, the prescriber must be named.
    const patient = await createRecord(app, f.as.reception, 'patient', patientBody());
    noPhysicianYet = await call('POST', 'prescription', f.as.doctor, {
      patient: patient.id,
      diagnosis: 'Malaria',
    });
    rx = await prescriptionFixtures(app, f);
  }, 60_000);

  it.skipIf(skip)('names the prescribing doctor and today when left empty', async () => {
    expect(noPhysicianYet.statusCode).toBe(422);
    expect(noPhysicianYet.json().details).toEqual([
      {
        field: 'physician',
        message:
          'Prescribed By is required: no physician record has your email (doctor@tena.demo), so pick the prescribing physician',
      },
    ]);
    const prescription = await rx.prescribe(await rx.patient());
    expect(prescription).toMatchObject({
      prescription_number: expect.stringMatching(/^RX-2026-\d{6}$/),
      physician: rx.physician,
      prescription_date: '2026-03-02',
      status: 'Active',
    });
  });

  it.skipIf(skip)(
    'works the quantity out and takes the route and patient from elsewhere',
    async () => {
      const patient = await rx.patient();
      const prescription = await rx.prescribe(patient);
      // The doctor's typed 10 gives way to the engine's 21 (500 mg = 1 capsule, 3 a day, 7 days).
      const item = await rx.item(Number(prescription.id), { ...amoxicillin500mg(), quantity: 10 });
      expect(item).toMatchObject({
        patient,
        route: f.routes.oral,
        quantity: 21,
        dispensed_quantity: 0,
        status: 'Pending',
        allergy_warning: null,
      });
      const asNeeded = {
        ...amoxicillin500mg(),
        product: f.products.paracetamol,
        frequency: 'As needed',
      };
      const empty = await call('POST', 'prescriptionItem', f.as.doctor, {
        prescription: prescription.id,
        ...asNeeded,
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json().details).toEqual([
        {
          field: 'quantity',
          message:
            'Not worked out: "As needed" has no fixed number of doses; enter the quantity to dispense.',
        },
      ]);
      const given = await rx.item(Number(prescription.id), { ...asNeeded, quantity: 10 });
      expect(given.quantity).toBe(10);
    },
  );

  it.skipIf(skip)(
    'warns of a recorded allergy and keeps the reason to prescribe anyway',
    async () => {
      const patient = await rx.patient('Penicillin, sulfa drugs');
      const prescription = await rx.prescribe(patient);
      const body = { prescription: prescription.id, ...amoxicillin500mg() };
      const refused = await call('POST', 'prescriptionItem', f.as.doctor, body);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().details).toEqual([
        {
          field: 'allergy_override_reason',
          message:
            'Recorded allergy: penicillin. Amoxicillin is a penicillin. To prescribe it anyway, give the reason under Reason to Prescribe Despite the Allergy.',
        },
      ]);
      const reason = 'Allergy was a childhood rash; tolerated amoxicillin in 2024 without reaction';
      const item = await rx.item(Number(prescription.id), {
        ...body,
        allergy_override_reason: reason,
      });
      expect(item).toMatchObject({
        allergy_warning: 'Recorded allergy: penicillin. Amoxicillin is a penicillin.',
        allergy_override_reason: reason,
      });
      // Paracetamol matches nothing recorded: no warning, no reason asked.
      const paracetamol = await rx.item(Number(prescription.id), {
        ...amoxicillin500mg(),
        product: f.products.paracetamol,
        dose: 1,
        dose_unit: f.units.tablet,
      });
      expect(paracetamol).toMatchObject({ allergy_warning: null, quantity: 21 });
    },
  );

  it.skipIf(skip)('lets the pharmacist change only the quantity, with a reason', async () => {
    const prescription = await rx.prescribe(await rx.patient());
    const item = await rx.item(Number(prescription.id), amoxicillin500mg());
    const put = (body: Row, version = item.version) =>
      call('PUT', `prescriptionItem/${item.id}`, f.as.pharmacist, { version, ...body });
    const noReason = await put({ quantity: 30 });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details).toEqual([
      {
        field: 'quantity_reason',
        message:
          'Give the reason for changing the quantity from 21 to 30 (e.g. a whole pack of 30, or stock of a smaller pack)',
      },
    ]);
    const dose = await put({ dose: 250 });
    expect(dose.statusCode).toBe(422);
    expect(dose.json().details).toEqual([
      {
        field: 'dose',
        message:
          "Dose is the prescriber's: a pharmacist changes only the quantity to dispense (with a reason); ask the prescriber to change it",
      },
    ]);
    const reason = 'Dispensed as three strips of 10';
    const changed = await put({ quantity: 30, quantity_reason: reason });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ quantity: 30, quantity_reason: reason, dose: 500 });
    const history = await app.inject({
      method: 'GET',
      url: `/api/models/prescriptionItem/${item.id}/history`,
      headers: f.as.pharmacist,
    });
    expect(JSON.stringify(history.json().rows)).toContain(reason);
    expect(JSON.stringify(history.json().rows)).toMatch(/"quantity":\{"from":21,"to":30\}/);
  });

  it.skipIf(skip)('cancels its medicines with it and then takes no more', async () => {
    const prescription = await rx.prescribe(await rx.patient());
    const item = await rx.item(Number(prescription.id), amoxicillin500mg());
    const cancelled = await move(
      'prescription',
      Number(prescription.id),
      'Cancelled',
      f.as.doctor,
      {
        cancellation_reason: 'Changed to oral doxycycline after the chest film',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await call('GET', `prescriptionItem/${item.id}`, f.as.doctor);
    expect(after.json().status).toBe('Cancelled');
    const more = await call('POST', 'prescriptionItem', f.as.doctor, {
      prescription: prescription.id,
      ...amoxicillin500mg(),
    });
    expect(more.statusCode).toBe(422);
    expect(JSON.stringify(more.json().details)).toContain('prescription');
  });
});
