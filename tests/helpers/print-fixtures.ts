/**
 * What the printed invoice and receipt tests print, made through the API: the seed's company
 * (src/server/seed/billing-reference.ts) with a logo and its branches, a price book of three
 * services, a cash patient and an insured one, and a way to make invoices and payments.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BRANCHES, COMPANY } from '../../src/server/seed/billing-reference';
import { createRecord, signIn } from './app';
import { patientBody } from './patients';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/** A 1 x 1 PNG: the smallest logo a PDF embeds. */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface PrintFixtures {
  headers: { finance: Headers; lab: Headers; reception: Headers };
  services: { cbc: number; xray: number; dressing: number };
  cash: number;
  insurer: number;
  patients: { cash: number; insured: number };
  create(model: string, payload: Row, headers?: Headers): Promise<Row>;
  /** A submitted invoice of `patient` at the Lab with these lines. */
  invoice(patient: number, items: Row[]): Promise<Row>;
  pay(patient: number, allocations: Row[], more?: Row): Promise<Row>;
}

async function uploadLogo(app: FastifyInstance, headers: Headers) {
  const boundary = `----tena${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    LOGO_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (response.statusCode >= 300) throw new Error(`logo upload: ${response.body}`);
  return response.json() as Row;
}

export async function printFixtures(app: FastifyInstance, today: string): Promise<PrintFixtures> {
  const headers = {
    finance: (await signIn(app, 'finance-head@tena.demo')).headers,
    lab: (await signIn(app, 'lab-cashier@tena.demo')).headers,
    reception: (await signIn(app, 'reception@tena.demo')).headers,
  };
  const create = async (model: string, payload: Row, as = headers.finance) =>
    (await createRecord(app, as, model, payload)) as Row;
  const id = async (model: string, payload: Row, as = headers.finance) =>
    (await create(model, payload, as)).id as number;

  const etb = await id('currency', { code: 'ETB', name: 'Ethiopian Birr', fraction_digits: 2 });
  const { currencyCode: _, ...company } = COMPANY;
  const companyId = await id('company', {
    ...company,
    default_currency: etb,
    logo: await uploadLogo(app, headers.finance),
  });
  for (const branch of BRANCHES) await id('branch', { ...branch, company: companyId });
  const tax = (code: string, rate: number, kind: string) =>
    id('taxRate', { name: code, code, rate_percent: rate, kind, is_active: true });
  const exempt = await tax('EXEMPT', 0, 'Exempt');
  const vat = await tax('VAT15', 15, 'Standard');
  const account = (code: string, type: string) =>
    id('account', { code, name: `${type} ${code}`, account_type: type, is_active: true });
  const income = await account('4100', 'Income');
  const till = await account('1010', 'Cash');
  const receivable = await account('1120', 'Receivable');
  const cash = await id('paymentMethod', {
    name: 'Cash',
    kind: 'Cash',
    account: till,
    is_active: true,
  });
  const service = (code: string, name: string, price: string, taxRate = exempt) =>
    id('service', {
      code,
      name,
      category: 'Laboratory',
      unit: 'Test',
      cashier_point: 'Lab',
      price,
      tax_rate: taxRate,
      income_account: income,
      is_active: true,
    });
  const services = {
    cbc: await service('LAB-CBC', 'Complete Blood Count (CBC)', '250.00'),
    xray: await service('RAD-CXR', 'Chest X-ray', '800.00', vat),
    dressing: await service('PRC-DRS', 'Wound dressing', '150.00'),
  };
  const insurer = await id('insuranceCompany', {
    name: 'Nyala Insurance S.C.',
    kind: 'Insurer',
    coverage_percent: 80,
    receivable_account: receivable,
    is_active: true,
  });
  const patient = (overrides: Row) => id('patient', patientBody(overrides), headers.reception);
  const patients = {
    cash: await patient({ first_name: 'Kebede' }),
    insured: await patient({
      first_name: 'Meron',
      has_insurance: true,
      insurer: insurer,
      member_number: 'NY-2231-07',
      coverage_percent: 80,
    }),
  };

  const invoice = async (patientId: number, items: Row[]) => {
    const made = await create(
      'invoice',
      { patient: patientId, invoice_date: today, cashier_point: 'Lab', items },
      headers.lab,
    );
    const submitted = await app.inject({
      method: 'POST',
      url: `/api/models/invoice/${made.id}/transition`,
      headers: headers.lab,
      payload: { to: 'Submitted' },
    });
    if (submitted.statusCode !== 200) throw new Error(`submitting: ${submitted.body}`);
    return submitted.json() as Row;
  };
  const pay = (patientId: number, allocations: Row[], more: Row = {}) =>
    create(
      'payment',
      { patient: patientId, payment_date: today, method: cash, allocations, ...more },
      headers.lab,
    );
  return { headers, services, cash, insurer, patients, create, invoice, pay };
}
