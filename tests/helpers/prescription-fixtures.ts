/**
 * Prescriptions for the pharmacy tests, made through the API by who makes them in a hospital:
 * the HR Manager files the demo doctor's physician record (its email the doctor's, so a
 * prescription the doctor writes names them), Reception registers patients (with the allergies
 * they report), the doctor prescribes. Built on stockFixtures (its products and units).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createRecord, signIn } from './app';
import { patientBody, physicianBody } from './patients';
import type { Row, StockFixtures } from './stock-fixtures';

type Headers = Record<string, string>;

export interface PrescriptionFixtures {
  /** The demo doctor's physician record. */
  physician: number;
  patient(allergies?: string): Promise<number>;
  /** A prescription the doctor writes for `patient` (no physician or date: the server's). */
  prescribe(patient: number, more?: Row): Promise<Row>;
  /** A medicine on it, as the doctor writes it: the stored item. */
  item(prescription: number, body: Row): Promise<Row>;
  /** A prescription of one product, `quantity` units (one a day for `quantity` days). */
  prescriptionOf(
    product: number,
    quantity: number,
    patient?: number,
  ): Promise<{ rx: Row; item: Row }>;
}

let counter = 0;

/**
 * What billing needs before a product gets its Product service (stock.product-service): the
 * exempt tax rate medicines are sold under and a Pharmacy Income account, made by the Finance
 * Head. Call it before making products, so that dispensing can charge them.
 */
export async function billingForProducts(app: FastifyInstance): Promise<void> {
  const finance = (await signIn(app, 'finance-head@tena.demo')).headers as Headers;
  await createRecord(app, finance, 'taxRate', {
    name: 'Exempt',
    code: 'EXEMPT',
    rate_percent: 0,
    kind: 'Exempt',
    is_active: true,
  });
  await createRecord(app, finance, 'account', {
    code: '4400',
    name: 'Pharmacy Income',
    account_type: 'Income',
    is_active: true,
  });
}

export async function prescriptionFixtures(
  app: FastifyInstance,
  f: StockFixtures,
): Promise<PrescriptionFixtures> {
  const as = async (email: string) => (await signIn(app, email)).headers as Headers;
  const [preferences, hr] = [await as('preferences@tena.demo'), await as('hr-manager@tena.demo')];
  counter += 1;
  const tag = `${process.pid}-${counter}`;
  const department = Number(
    (
      await createRecord(app, preferences, 'department', {
        name: `Pharmacy clinic ${tag}`,
        code: `PC${counter}`,
        department_type: 'Clinical',
      })
    ).id,
  );
  const physician = Number(
    (
      await createRecord(
        app,
        hr,
        'physician',
        physicianBody(department, { email: 'doctor@tena.demo', license_number: `MD-RX-${tag}` }),
      )
    ).id,
  );
  const patient = async (allergies = 'None') =>
    Number((await createRecord(app, f.as.reception, 'patient', patientBody({ allergies }))).id);
  const prescribe = (patientId: number, more: Row = {}) =>
    createRecord(app, f.as.doctor, 'prescription', {
      patient: patientId,
      diagnosis: 'Community-acquired pneumonia',
      ...more,
    });
  const item = async (prescription: number, body: Row) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/models/prescriptionItem',
      headers: f.as.doctor,
      payload: { prescription, ...body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  return {
    physician,
    patient,
    prescribe,
    item,
    async prescriptionOf(product, quantity, patientId) {
      const rx = await prescribe(patientId ?? (await patient()));
      const made = await item(Number(rx.id), {
        product,
        dose: 1,
        dose_unit: f.units.tablet,
        frequency: 'Once daily',
        duration_days: quantity,
      });
      return { rx, item: made };
    },
  };
}
