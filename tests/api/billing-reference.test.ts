// Billing reference data (issue 17, section 3): the models, the demo seed that fills them, who may
// read and change them, and the patient's insurance fields that point at them. The rights below
// are written from the issue, not read from permissions/matrix.json, so a wrong matrix entry
// fails here.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoHospital } from '../../src/server/seed/demo-hospital';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { signIn } from '../helpers/app';
import { dialectCases, type TestDatabase } from '../helpers/databases';
import { seededDemoApp } from '../helpers/demo-template';
import { patientBody } from '../helpers/patients';
import { SPEC_ROLES } from '../helpers/spec-roles';

const TODAY = new Date('2026-03-02T07:15:00-05:00');

const CASHIERS = [
  'Reception Cashier',
  'Cashier Manager',
  'Credit Cashier',
  'Lab Cashier',
  'Radiology Cashier',
  'Service Cashier',
  'Pharmacy Cashier',
  'OR Cashier',
  'Liaison Cashier',
];
const READERS = [...CASHIERS, 'Accountant', 'Finance Head'];
const FINANCE_HEAD = ['Finance Head'];
const KEEPERS = ['Finance Head', 'Accountant', 'Cashier Manager'];
const CLINICIANS = [
  'Doctor',
  'Senior Doctor',
  'Triage Nurse',
  'Emergency Nurse',
  'IPD Nurse',
  'Anesthesia Nurse',
  'Scrub Nurse',
  'Recovery Nurse',
];

/** Who may read and who may add, edit and delete each model. */
const RIGHTS: Record<string, { read: string[]; write: string[] }> = {
  company: { read: READERS, write: FINANCE_HEAD },
  branch: { read: READERS, write: FINANCE_HEAD },
  currency: { read: READERS, write: FINANCE_HEAD },
  taxRate: { read: READERS, write: FINANCE_HEAD },
  account: { read: READERS, write: FINANCE_HEAD },
  // The pharmacy's sellers pick the method of an over-the-counter sale (issue 20).
  paymentMethod: { read: [...READERS, 'Pharmacist', 'Pharmacy Manager'], write: KEEPERS },
  // Reception and Doctor pick a patient's insurer when they register or edit the patient.
  insuranceCompany: {
    read: [...READERS, 'Reception', 'Reception Manager', 'Doctor'],
    write: KEEPERS,
  },
  // Doctors and nurses order services.
  service: { read: [...READERS, ...CLINICIANS], write: KEEPERS },
  servicePrice: { read: READERS, write: KEEPERS },
};
const MODELS = Object.keys(RIGHTS);

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

describe.each(dialectCases)('billing reference data on $dialect', ({ make, skip }) => {
  let target: TestDatabase | undefined;
  let app: FastifyInstance;
  const headers: Record<string, Headers> = {};
  let seeded: Awaited<ReturnType<typeof seedDemoHospital>>;

  beforeAll(async () => {
    if (skip) return;
    // The demo hospital seeded on an empty database at TODAY (a copy of the run's).
    target = make();
    ({ app, counts: seeded } = await seededDemoApp(target, TODAY));
    for (const role of SPEC_ROLES) headers[role] = (await signIn(app, demoEmail(role))).headers;
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await target?.dispose();
  });

  async function rows(model: string, query = '', role = 'Finance Head'): Promise<Row[]> {
    const response = await app.inject({
      method: 'GET',
      url: `/api/models/${model}?pageSize=200&sort=id&direction=asc${query}`,
      headers: headers[role],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rows;
  }
  const by = (list: Row[], key: string) => new Map(list.map((row) => [row[key], row]));

  it.skipIf(skip)('seeds the company, its branches, currencies and tax rates', async () => {
    expect(seeded).toBeDefined();
    const currencies = by(await rows('currency'), 'code');
    expect([...currencies.keys()]).toEqual(['ETB', 'USD']);
    expect(currencies.get('ETB')).toMatchObject({ fraction_digits: 2, is_active: true });
    expect(currencies.get('USD')).toMatchObject({ is_active: false });
    const [company, ...others] = await rows('company');
    expect(others).toEqual([]);
    expect(company).toMatchObject({
      tin: expect.stringMatching(/^\d{10}$/),
      city: 'Addis Ababa',
      default_currency: currencies.get('ETB')?.id,
    });
    const branches = await rows('branch');
    expect(branches).toHaveLength(2);
    for (const branch of branches) expect(branch.company).toBe(company?.id);
    const taxRates = by(await rows('taxRate'), 'code');
    expect(taxRates.get('VAT15')).toMatchObject({ rate_percent: 15, kind: 'Standard' });
    expect(taxRates.get('EXEMPT')).toMatchObject({ rate_percent: 0, kind: 'Exempt' });
  });

  it.skipIf(skip)('seeds accounts, payment methods and the payers with their terms', async () => {
    const accounts = await rows('account');
    const accountIds = new Set(accounts.map((account) => account.id));
    const departments = by(await rows('department'), 'code');
    const incomeOf = (code: string) =>
      accounts.find(
        (a) => a.account_type === 'Income' && a.department === departments.get(code)?.id,
      );
    for (const code of ['LAB', 'RAD', 'PHARM']) expect(incomeOf(code), code).toBeDefined();
    for (const type of ['Cash', 'Bank', 'Receivable'])
      expect(accounts.some((a) => a.account_type === type && a.parent_account)).toBe(true);
    for (const account of accounts)
      if (account.parent_account) expect(accountIds).toContain(account.parent_account);

    const methods = await rows('paymentMethod');
    expect(methods.map((m) => m.kind)).toEqual([
      'Cash',
      'Card',
      'Mobile money',
      'Bank transfer',
      'Credit',
      'Insurance',
    ]);
    for (const method of methods) expect(accountIds).toContain(method.account);

    const payers = await rows('insuranceCompany');
    expect(payers.filter((p) => p.kind === 'Insurer').map((p) => p.name)).toEqual(
      expect.arrayContaining(['Ethiopian Insurance Corporation', 'Nyala Insurance S.C.']),
    );
    const credit = payers.filter((p) => p.kind === 'Credit company');
    expect(credit).toHaveLength(2);
    for (const company of credit) expect(Number(company.credit_limit)).toBeGreaterThan(0);
    for (const payer of payers) expect(accountIds).toContain(payer.receivable_account);
  });

  it.skipIf(skip)('seeds a priced service for every lab test and radiology test', async () => {
    const services = await rows('service');
    const byCode = by(services, 'code');
    // Each laboratory test of the catalogue has its own service, sharing its code and price
    // (laboratory.test-service), filed as exempt laboratory income.
    const lab = services.filter((s) => s.category === 'Laboratory');
    const tests = await rows('test', '', 'Lab Cashier');
    expect(tests.length).toBeGreaterThanOrEqual(60);
    expect(lab).toHaveLength(tests.length);
    const exempt = by(await rows('taxRate'), 'code').get('EXEMPT')?.id;
    for (const test of tests)
      expect(byCode.get(test.code), String(test.code)).toMatchObject({
        name: test.name,
        price: test.price,
        category: 'Laboratory',
        cashier_point: 'Lab',
        tax_rate: exempt,
        is_active: true,
      });
    const radiology = await rows('radiologyTest', '', 'Radiology Cashier');
    expect(radiology.length).toBeGreaterThan(0);
    for (const test of radiology)
      expect(byCode.get(test.code), String(test.code)).toMatchObject({ price: test.price });
    for (const category of ['Consultation', 'Registration', 'Procedure', 'Bed-day'])
      expect(services.some((s) => s.category === category)).toBe(true);
    for (const service of services) expect(Number(service.price)).toBeGreaterThan(0);
  });

  it.skipIf(skip)('gives insurers 10% more on specialist consultations', async () => {
    const services = await rows('service');
    const specialist = services.find((s) => s.code === 'CON-IM-SP') as Row;
    const prices = await rows('servicePrice', `&filter[service]=${specialist.id}`);
    const insurers = (await rows('insuranceCompany')).filter((p) => p.kind === 'Insurer');
    expect(prices.map((p) => p.payer).sort()).toEqual(insurers.map((p) => p.id).sort());
    for (const price of prices)
      expect(Number(price.rate)).toBe(Math.round(Number(specialist.price) * 1.1));
  });

  it.skipIf(skip)(
    'gives insured demo patients an insurer, member number and coverage',
    async () => {
      const payers = by(await rows('insuranceCompany'), 'id');
      const response = await app.inject({
        method: 'GET',
        url: '/api/models/patient?pageSize=200&filter[has_insurance]=true',
        headers: headers.Reception,
      });
      const insured = response.json().rows as Row[];
      expect(insured.length).toBeGreaterThan(0);
      for (const patient of insured) {
        const payer = payers.get(patient.insurer);
        expect(payer, String(patient.mrn)).toBeDefined();
        expect(patient.coverage_percent).toBe(payer?.coverage_percent);
        expect(patient.member_number).toMatch(/^[A-Z]{3}-\d{6}$/);
      }
    },
  );

  it.skipIf(skip)('adds nothing when seeded again', async () => {
    const before = Object.fromEntries(
      await Promise.all(MODELS.map(async (model) => [model, (await rows(model)).length])),
    );
    expect(await seedDemoHospital(app, { today: TODAY })).toBeUndefined();
    for (const model of MODELS) expect((await rows(model)).length, model).toBe(before[model]);
  });

  it.skipIf(skip).each(MODELS)(
    '%s: read and changed by the roles the issue names',
    async (model) => {
      const { read, write } = RIGHTS[model] as { read: string[]; write: string[] };
      const [record] = await rows(model);
      const outcomes: Record<string, Record<string, number>> = {};
      const expected: typeof outcomes = {};
      for (const role of SPEC_ROLES) {
        const as = headers[role] as Headers;
        const list = await app.inject({ method: 'GET', url: `/api/models/${model}`, headers: as });
        // An empty body: a writer gets past the permission check to the field check (422).
        const add = await app.inject({
          method: 'POST',
          url: `/api/models/${model}`,
          headers: as,
          payload: {},
        });
        const current = (await rows(model)).find((row) => row.id === record?.id) as Row;
        const edit = await app.inject({
          method: 'PUT',
          url: `/api/models/${model}/${record?.id}`,
          headers: as,
          payload: { version: current.version },
        });
        outcomes[role] = { view: list.statusCode, add: add.statusCode, edit: edit.statusCode };
        expected[role] = {
          view: read.includes(role) ? 200 : 403,
          add: write.includes(role) ? 422 : 403,
          edit: write.includes(role) ? 200 : 403,
        };
      }
      expect(outcomes).toEqual(expected);
    },
  );

  it.skipIf(skip)('lets only the writers delete', async () => {
    const [record] = await rows('currency');
    for (const role of SPEC_ROLES.filter((r) => r !== 'Finance Head')) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/models/currency/${record?.id}`,
        headers: headers[role],
      });
      expect(response.statusCode, role).toBe(403);
    }
    const [service] = await rows('service');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/models/service/${service?.id}`,
      headers: headers['Cashier Manager'],
    });
    expect(removed.statusCode).toBe(200);
  });

  it.skipIf(skip)('checks a TIN, a tax rate and a coverage as the schema says', async () => {
    const post = (model: string, payload: Row, role = 'Finance Head') =>
      app.inject({ method: 'POST', url: `/api/models/${model}`, headers: headers[role], payload });
    const [etb] = await rows('currency', '&filter[code]=ETB');
    const company = await post('company', {
      name: 'Second Company',
      legal_name: 'Second Company PLC',
      tin: '004172635',
      city: 'Addis Ababa',
      phone: '116180500',
      default_currency: etb?.id,
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().details).toEqual([
      {
        field: 'tin',
        message: 'TIN must be the 10 digits of the Ethiopian taxpayer identification number',
      },
    ]);
    const rate = await post('taxRate', {
      name: 'Odd rate',
      code: 'ODD',
      rate_percent: 15.555,
      kind: 'Standard',
    });
    expect(rate.statusCode).toBe(422);
    expect(rate.json().details).toEqual([
      {
        field: 'rate_percent',
        message: 'Rate (%) is required: a percentage from 0 to 100 with at most 2 decimals',
      },
    ]);
  });

  it.skipIf(skip)(
    'registers an insured patient with an insurer, member number and coverage',
    async () => {
      const [insurer] = await rows('insuranceCompany', '&filter[kind]=Insurer');
      const register = (overrides: Row) =>
        app.inject({
          method: 'POST',
          url: '/api/models/patient',
          headers: headers.Reception,
          payload: patientBody({ has_insurance: true, phone: '911000222', ...overrides }),
        });
      const missing = await register({ insurer: insurer?.id, member_number: 'NYL-1' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().details).toEqual([
        {
          field: 'coverage_percent',
          message: 'Coverage (%) is required: a percentage from 0 to 100 with at most 2 decimals',
        },
      ]);
      const unknown = await register({
        insurer: 999_999,
        member_number: 'NYL-1',
        coverage_percent: 80,
      });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().details).toEqual([
        {
          field: 'insurer',
          message: 'Insurance Company / Employer: no insuranceCompany record with id 999999',
        },
      ]);
      // An insurer the hospital no longer works with is not offered, nor taken.
      const [account] = await rows('account', '&filter[code]=1120');
      const former = await app.inject({
        method: 'POST',
        url: '/api/models/insuranceCompany',
        headers: headers['Finance Head'],
        payload: {
          name: 'Former Insurer',
          kind: 'Insurer',
          coverage_percent: 70,
          receivable_account: account?.id,
          is_active: false,
        },
      });
      expect(former.statusCode, former.body).toBe(201);
      const inactive = await register({
        insurer: former.json().id,
        member_number: 'FI-1',
        coverage_percent: 70,
      });
      expect(inactive.statusCode).toBe(422);
      expect(inactive.json().details).toEqual([
        {
          field: 'insurer',
          message:
            'Insurance Company / Employer: Former Insurer is not one this patient may pick (its Active must be true)',
        },
      ]);
      const created = await register({
        insurer: insurer?.id,
        member_number: 'NYL-000123',
        coverage_percent: 87.5,
      });
      expect(created.statusCode, created.body).toBe(201);
      const detail = await app.inject({
        method: 'GET',
        url: `/api/models/patient/${created.json().id}`,
        headers: headers.Reception,
      });
      expect(detail.json()).toMatchObject({
        insurer: insurer?.id,
        member_number: 'NYL-000123',
        coverage_percent: 87.5,
        titles: { insurer: { [String(insurer?.id)]: insurer?.name } },
      });
      // An uninsured patient needs none of them.
      const uninsured = await app.inject({
        method: 'POST',
        url: '/api/models/patient',
        headers: headers.Reception,
        payload: patientBody({ phone: '911000333' }),
      });
      expect(uninsured.statusCode).toBe(201);
    },
  );
});
