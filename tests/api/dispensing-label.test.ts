// A dispensing's labels (issue 20), on both databases: GET /api/pharmacy/dispensings/:id/label
// answers one label per medicine handed out, with the hospital, the patient's name and MRN, the
// directions as a pharmacist writes them, the quantity given, the instructions, the batches the
// ledger took it from, the day and the pharmacist; 404 for no dispensing, 403 without its read
// right.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/server/seed/billing-reference';
import { createRecord, useSeededApp } from '../helpers/app';
import { chargeCalls } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { billingForProducts, prescriptionFixtures } from '../helpers/prescription-fixtures';
import { type Row, type StockFixtures, stockFixtures } from '../helpers/stock-fixtures';

describe.each(dialectCases)('dispensing label on $dialect', ({ make, skip }) => {
  // 08:00 UTC is 11:00 in Addis Ababa, the same day.
  const now = new Date('2026-03-02T08:00:00Z');
  const suite = useSeededApp({ make, skip }, { clock: () => now });
  let app: FastifyInstance;
  let f: StockFixtures;
  const { call } = chargeCalls(
    () => app,
    () => f.as.financeHead,
  );
  const label = (id: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: `/api/pharmacy/dispensings/${id}/label`, headers });

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    await billingForProducts(app);
    f = await stockFixtures(app);
    // The hospital the label names: the company record, as the Finance Head files it.
    const currency = await createRecord(app, f.as.financeHead, 'currency', {
      code: 'ETB',
      name: 'Ethiopian Birr',
      fraction_digits: 2,
    });
    const { currencyCode: _, ...company } = COMPANY;
    await createRecord(app, f.as.financeHead, 'company', {
      ...company,
      default_currency: currency.id,
    });
  }, 60_000);

  it.skipIf(skip)('labels each medicine with its directions, batches and pharmacist', async () => {
    const rx = await prescriptionFixtures(app, f);
    const amoxicillin = await f.newProduct({
      name: 'Amoxicillin 500 mg capsule',
      generic_name: 'amoxicillin',
      dosage_form: 'Capsule',
      unit: f.units.capsule,
    });
    const paracetamol = await f.newProduct();
    await f.receive(f.warehouses.pharmacy, [
      { product: amoxicillin, batch_number: 'AMX-LATE', expiry_date: '2027-06-30', quantity: 30 },
      { product: amoxicillin, batch_number: 'AMX-EARLY', expiry_date: '2026-09-30', quantity: 10 },
      { product: paracetamol, batch_number: 'PCM-1', expiry_date: '2028-01-31', quantity: 50 },
    ]);
    const patient = await rx.patient();
    const prescription = await rx.prescribe(patient);
    const first = await rx.item(Number(prescription.id), {
      product: amoxicillin,
      dose: 500,
      dose_unit: f.units.mg,
      frequency: 'Three times daily',
      duration_days: 7,
      instructions: 'Complete the course',
    });
    const second = await rx.item(Number(prescription.id), {
      product: paracetamol,
      dose: 2,
      dose_unit: f.units.tablet,
      frequency: 'As needed',
      duration_days: 3,
      quantity: 12,
      instructions: 'For pain or fever; no more than 8 tablets in 24 hours',
    });
    expect(first.quantity).toBe(21);
    const dispensed = await call('POST', 'dispensing', f.as.pharmacist, {
      prescription: prescription.id,
      warehouse: f.warehouses.pharmacy,
      items: [
        { prescription_item: first.id, quantity: 21 },
        { prescription_item: second.id, quantity: 12 },
      ],
    });
    expect(dispensed.statusCode, dispensed.body).toBe(201);
    const stored = (await call('GET', `patient/${patient}`, f.as.reception)).json() as Row;

    for (const headers of [f.as.pharmacist, f.as.doctor]) {
      const res = await label(dispensed.json().id, headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        dispensing_number: dispensed.json().dispensing_number,
        prescription_number: prescription.prescription_number,
        hospital: COMPANY.name,
        patient: expect.stringContaining(`${stored.first_name}`),
        mrn: stored.mrn,
        dispensed_on: '02-03-2026',
        pharmacist: 'Pharmacist Demo',
        items: [
          {
            prescription_item: first.id,
            drug: 'Amoxicillin 500 mg capsule',
            generic_name: 'amoxicillin',
            strength: '500 mg',
            directions: 'Take 500 mg three times daily for 7 days',
            dose: '500 mg',
            route: 'Oral',
            frequency: 'Three times daily',
            duration_days: 7,
            quantity: 21,
            quantity_text: '21 capsules',
            instructions: 'Complete the course',
            batches: [
              { batch_number: 'AMX-EARLY', expiry_date: '30-09-2026' },
              { batch_number: 'AMX-LATE', expiry_date: '30-06-2027' },
            ],
          },
          {
            prescription_item: second.id,
            drug: 'Paracetamol 500 mg tablet',
            generic_name: 'paracetamol',
            strength: '500 mg',
            directions: 'Take 2 tablets when needed, for up to 3 days',
            dose: '2 tablets',
            route: 'Oral',
            frequency: 'As needed',
            duration_days: 3,
            quantity: 12,
            quantity_text: '12 tablets',
            instructions: 'For pain or fever; no more than 8 tablets in 24 hours',
            batches: [{ batch_number: 'PCM-1', expiry_date: '31-01-2028' }],
          },
        ],
      });
    }
  });

  it.skipIf(skip)('is 404 for no dispensing and 403 without the right to read one', async () => {
    const missing = await label(999_999, f.as.pharmacist);
    expect(missing.statusCode).toBe(404);
    const forbidden = await label(1, f.as.labManager);
    expect(forbidden.statusCode).toBe(403);
    const unsigned = await app.inject({ method: 'GET', url: '/api/pharmacy/dispensings/1/label' });
    expect(unsigned.statusCode).toBe(403);
  });
});
