/**
 * A small price book for billing tests, made through the API as the Finance Head: tax rates,
 * accounts, payment methods, services, an insurer with its own prices and a credit company,
 * and patients who pay cash, are insured, or are a company's staff.
 */
import type { FastifyInstance } from 'fastify';
import { createRecord, signIn } from './app';
import { patientBody } from './patients';

export interface BillingFixtures {
  services: { consultation: number; cbc: number; xray: number; dressing: number };
  methods: { cash: number; card: number };
  insurer: number;
  company: number;
  patients: { cash: number; insured: number; staff: number };
}

type Headers = Record<string, string>;

const create = async (app: FastifyInstance, headers: Headers, model: string, payload: object) =>
  (await createRecord(app, headers, model, payload)).id as number;

export async function billingFixtures(app: FastifyInstance): Promise<BillingFixtures> {
  const finance = (await signIn(app, 'finance-head@tena.demo')).headers;
  const reception = (await signIn(app, 'reception@tena.demo')).headers;
  const add = (model: string, payload: object) => create(app, finance, model, payload);
  const exempt = await add('taxRate', {
    name: 'Exempt',
    code: 'EX',
    rate_percent: 0,
    kind: 'Exempt',
    is_active: true,
  });
  const vat = await add('taxRate', {
    name: 'VAT 15%',
    code: 'VAT15',
    rate_percent: 15,
    kind: 'Standard',
    is_active: true,
  });
  const income = await add('account', {
    code: '4100',
    name: 'Service Income',
    account_type: 'Income',
    is_active: true,
  });
  const cashAccount = await add('account', {
    code: '1010',
    name: 'Cash on Hand',
    account_type: 'Cash',
    is_active: true,
  });
  const receivable = await add('account', {
    code: '1120',
    name: 'Insurer Receivables',
    account_type: 'Receivable',
    is_active: true,
  });
  const cash = await add('paymentMethod', {
    name: 'Cash',
    kind: 'Cash',
    account: cashAccount,
    is_active: true,
  });
  const card = await add('paymentMethod', {
    name: 'Card',
    kind: 'Card',
    account: cashAccount,
    requires_reference: true,
    is_active: true,
  });
  const service = (
    code: string,
    name: string,
    category: string,
    point: string,
    price: string,
    tax = exempt,
  ) =>
    add('service', {
      code,
      name,
      category,
      unit: category === 'Procedure' ? 'Procedure' : 'Test',
      cashier_point: point,
      price,
      tax_rate: tax,
      income_account: income,
      is_active: true,
    });
  const services = {
    consultation: await service(
      'CON-GEN',
      'General consultation',
      'Consultation',
      'Reception',
      '500.00',
    ),
    cbc: await service('LAB-CBC', 'Complete Blood Count (CBC)', 'Laboratory', 'Lab', '250.00'),
    xray: await service('RAD-CXR', 'Chest X-ray', 'Radiology', 'Radiology', '800.00', vat),
    dressing: await service('PRC-DRS', 'Wound dressing', 'Procedure', 'Service', '150.00'),
  };
  const insurer = await add('insuranceCompany', {
    name: 'Nyala Insurance S.C.',
    kind: 'Insurer',
    coverage_percent: 90,
    receivable_account: receivable,
    is_active: true,
  });
  await add('servicePrice', {
    service: services.cbc,
    payer: insurer,
    rate: '300.00',
    valid_from: '2026-01-01',
  });
  const company = await add('insuranceCompany', {
    name: 'Abay Textiles PLC',
    kind: 'Credit company',
    coverage_percent: 100,
    credit_limit: '1000.00',
    receivable_account: receivable,
    is_active: true,
  });
  const patient = (overrides: Record<string, unknown>) =>
    create(app, reception, 'patient', patientBody(overrides));
  return {
    services,
    methods: { cash, card },
    insurer,
    company,
    patients: {
      cash: await patient({ first_name: 'Kebede' }),
      insured: await patient({
        first_name: 'Meron',
        has_insurance: true,
        insurer: insurer,
        member_number: 'NY-2231-07',
        coverage_percent: 80,
      }),
      staff: await patient({
        first_name: 'Dawit',
        has_insurance: true,
        insurer: company,
        member_number: 'ABY-0042',
        coverage_percent: 100,
      }),
    },
  };
}
