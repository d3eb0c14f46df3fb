// The laboratory catalogue's rules (issue 19): laboratory.test-catalogue's refusals with their
// messages, and laboratory.test-service keeping each test's Laboratory service in step
// (catch-up once billing can file services, create, rename, reprice, deactivate, move code,
// delete), on both databases.
import { beforeAll, describe, expect, it } from 'vitest';
import { LAB_TESTS } from '../../src/server/seed/lab-catalogue';
import { demoEmail } from '../../src/server/seed/seed-accounts';
import { catchUpLabServices, seedLabCatalogue } from '../../src/server/seed/seed-lab-catalogue';
import { createRecord, signIn, useSeededApp } from '../helpers/app';
import { dialectCases } from '../helpers/databases';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describe.each(dialectCases)('laboratory catalogue rules on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let lab: Headers;
  let finance: Headers;
  let group: number;
  let serum: number;

  beforeAll(async () => {
    if (skip) return;
    await suite.app.ready();
    await seedLabCatalogue(suite.app);
    lab = (await signIn(suite.app, demoEmail('Lab Manager'))).headers;
    finance = (await signIn(suite.app, demoEmail('Finance Head'))).headers;
    group = (await list(lab, 'laboratoryGroup', '&filter[code]=CHEM')).rows[0]?.id as number;
    serum = (await list(lab, 'laboratorySampleType', '&filter[code]=SER')).rows[0]?.id as number;
  });

  async function list(headers: Headers, model: string, query = '') {
    const response = await suite.app.inject({
      method: 'GET',
      url: `/api/models/${model}?pageSize=200${query}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { rows: Row[]; total: number };
  }
  const services = async (code: string) =>
    (await list(finance, 'service', `&filter[code]=${code}`)).rows;
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    suite.app.inject({ method, url, headers: lab, ...(payload ? { payload } : {}) });
  const update = async (id: number, changes: object) => {
    const got = await suite.app.inject({
      method: 'GET',
      url: `/api/models/test/${id}`,
      headers: lab,
    });
    return send('PUT', `/api/models/test/${id}`, { ...changes, version: got.json().version });
  };

  /** A one-parameter test of glucose in CSF, valid unless `changes` spoil it. */
  const body = (changes: Row = {}) => ({
    code: 'CSFGLU',
    name: 'CSF Glucose',
    laboratory_group: group,
    sample_type: serum,
    price: '200.00',
    turnaround_minutes: 60,
    parameters: [{ code: 'GLU', name: 'Glucose', unit: 'mg/dL', kind: 'Number', decimals: 0 }],
    reference_ranges: [{ parameter: 'GLU', sex: 'Any', age_band: 'Any', low: 40, high: 70 }],
    ...changes,
  });
  const refusal = async (payload: object) => {
    const response = await send('POST', '/api/models/test', payload);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().details as { field: string; message: string }[];
  };

  it.skipIf(skip)('refuses a code another test has, naming that test', async () => {
    expect(await refusal(body({ code: 'CBC' }))).toEqual([
      {
        field: 'code',
        message:
          'Code CBC is already the laboratory test Complete Blood Count (CBC): each laboratory test has its own code',
      },
    ]);
  });

  it.skipIf(skip)('refuses a code the billing catalogue could not carry', async () => {
    expect(await refusal(body({ code: 'csf glu' }))).toEqual([
      {
        field: 'code',
        message:
          "Code must be 2 to 20 capital letters, digits or dashes, e.g. CBC: it is the test's code in the billing catalogue too",
      },
    ]);
  });

  it.skipIf(skip)('refuses a parameter code used twice, naming both rows', async () => {
    const details = await refusal(
      body({
        parameters: [
          { code: 'GLU', name: 'Glucose', kind: 'Number' },
          { code: 'GLU', name: 'Glucose again', kind: 'Number' },
        ],
      }),
    );
    expect(details).toEqual([
      {
        field: 'parameters[1].code',
        message:
          "Parameters row 2: code GLU is also Parameters row 1's: each parameter of a test has its own code",
      },
    ]);
  });

  it.skipIf(skip)('refuses a range for a parameter the test does not have', async () => {
    const details = await refusal(
      body({
        reference_ranges: [{ parameter: 'PROT', sex: 'Any', age_band: 'Any', low: 15, high: 45 }],
      }),
    );
    expect(details).toEqual([
      {
        field: 'reference_ranges[0].parameter',
        message:
          'Reference Ranges row 1: PROT is not a parameter of this test (its parameters: GLU)',
      },
    ]);
  });

  it.skipIf(skip)('refuses a range whose low is above its high', async () => {
    const details = await refusal(
      body({
        reference_ranges: [
          { parameter: 'GLU', sex: 'Female', age_band: 'Adult', low: 70, high: 40 },
        ],
      }),
    );
    expect(details).toEqual([
      {
        field: 'reference_ranges[0].low',
        message: "Reference Ranges row 1: GLU's low 70 is above its high 40",
      },
    ]);
  });

  it.skipIf(skip)('refuses critical limits with no room between them', async () => {
    const details = await refusal(
      body({
        parameters: [
          { code: 'GLU', name: 'Glucose', kind: 'Number', critical_low: 450, critical_high: 40 },
        ],
      }),
    );
    expect(details).toEqual([
      {
        field: 'parameters[0].critical_low',
        message: "Parameters row 1: GLU's critical low 450 must be below its critical high 40",
      },
    ]);
  });

  it.skipIf(skip)('refuses possible values that are not a range', async () => {
    const details = await refusal(
      body({
        parameters: [{ code: 'GLU', name: 'Glucose', kind: 'Number', min_value: 10, max_value: 0 }],
      }),
    );
    expect(details).toEqual([
      {
        field: 'parameters[0].min_value',
        message: "Parameters row 1: GLU's lowest possible value 10 is above its highest possible 0",
      },
    ]);
  });

  it.skipIf(skip)(
    'refuses an Option parameter without options or with stray normal ones',
    async () => {
      const option = (options: string | null, normal: string) =>
        body({
          parameters: [
            { code: 'GRAM', name: 'Gram', kind: 'Option', options, normal_options: normal },
          ],
          reference_ranges: [],
        });
      expect(await refusal(option(null, ''))).toEqual([
        {
          field: 'parameters[0].options',
          message:
            'Parameters row 1: GRAM is an Option result: list its options, separated by commas (e.g. Negative, Positive)',
        },
      ]);
      expect(await refusal(option('Negative, Positive', 'Normal'))).toEqual([
        {
          field: 'parameters[0].normal_options',
          message:
            "Parameters row 1: normal option Normal is not one of GRAM's options (Negative, Positive)",
        },
      ]);
    },
  );

  it.skipIf(skip)(
    'stores a new test with its parameter codes trimmed, active unless it says otherwise',
    async () => {
      const response = await send(
        'POST',
        '/api/models/test',
        body({
          parameters: [{ code: ' GLU ', name: 'Glucose', kind: 'Number' }],
          reference_ranges: [{ parameter: 'GLU ', sex: 'Any', age_band: 'Any', low: 40, high: 70 }],
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const test = response.json();
      expect(test.code).toBe('CSFGLU');
      expect(test.parameters[0].code).toBe('GLU');
      expect(test.reference_ranges[0].parameter).toBe('GLU');
      expect(test.is_active).toBe(true);
      // Billing has no tax rate or income account yet: the test is stored without a service.
      expect(await services('CSFGLU')).toEqual([]);
      expect(await send('DELETE', `/api/models/test/${test.id}`)).toMatchObject({
        statusCode: 200,
      });
    },
  );

  it.skipIf(skip)('saves no test again at a start while billing cannot file services', async () => {
    const version = async () => {
      const [first] = (await list(lab, 'test', '&sort=id&direction=asc')).rows;
      return first?.version;
    };
    const before = await version();
    expect(before).toEqual(expect.any(Number));
    expect(await catchUpLabServices(suite.app)).toBe(0);
    expect(await version()).toBe(before);
  });

  describe('the billing service of each test', () => {
    let account: number;
    let exempt: number;

    beforeAll(async () => {
      if (skip) return;
      exempt = (
        await createRecord(suite.app, finance, 'taxRate', {
          code: 'EXEMPT',
          name: 'VAT exempt',
          rate_percent: 0,
          kind: 'Exempt',
          is_active: true,
        })
      ).id as number;
      account = (
        await createRecord(suite.app, finance, 'account', {
          code: '4200',
          name: 'Laboratory Income',
          account_type: 'Income',
          is_active: true,
        })
      ).id as number;
    });

    it.skipIf(skip)('is filed for every test once billing can, at the next start', async () => {
      expect(await catchUpLabServices(suite.app)).toBe(LAB_TESTS.length);
      expect(await catchUpLabServices(suite.app)).toBe(0);
      const laboratory = await list(finance, 'service', '&filter[category]=Laboratory');
      expect(laboratory.total).toBe(LAB_TESTS.length);
      const [cbc] = await services('CBC');
      expect(cbc).toMatchObject({
        name: 'Complete Blood Count (CBC)',
        price: '350.00',
        category: 'Laboratory',
        cashier_point: 'Lab',
        unit: 'Test',
        tax_rate: exempt,
        income_account: account,
        is_active: true,
      });
    });

    it.skipIf(skip)(
      'is made with a new test, renamed, repriced, moved and deactivated with it',
      async () => {
        const created = await send('POST', '/api/models/test', body({ code: 'CSFGLU2' }));
        expect(created.statusCode, created.body).toBe(201);
        const id = created.json().id as number;
        expect(await services('CSFGLU2')).toEqual([
          expect.objectContaining({ name: 'CSF Glucose', price: '200.00', is_active: true }),
        ]);
        const serviceId = (await services('CSFGLU2'))[0]?.id;

        expect((await update(id, { name: 'Glucose (CSF)', price: '250.00' })).statusCode).toBe(200);
        expect(await services('CSFGLU2')).toEqual([
          expect.objectContaining({ id: serviceId, name: 'Glucose (CSF)', price: '250.00' }),
        ]);

        expect((await update(id, { code: 'CSF-GLU' })).statusCode).toBe(200);
        expect(await services('CSFGLU2')).toEqual([]);
        expect(await services('CSF-GLU')).toEqual([
          expect.objectContaining({ id: serviceId, name: 'Glucose (CSF)', is_active: true }),
        ]);

        expect((await update(id, { is_active: false })).statusCode).toBe(200);
        expect((await services('CSF-GLU'))[0]?.is_active).toBe(false);
        expect((await update(id, { is_active: true })).statusCode).toBe(200);
        expect((await services('CSF-GLU'))[0]?.is_active).toBe(true);

        expect((await send('DELETE', `/api/models/test/${id}`)).statusCode).toBe(200);
        expect(await services('CSF-GLU')).toEqual([
          expect.objectContaining({ id: serviceId, is_active: false }),
        ]);
      },
    );

    it.skipIf(skip)('refuses a code another category of service has', async () => {
      await createRecord(suite.app, finance, 'service', {
        code: 'CON-GEN',
        name: 'General consultation',
        category: 'Consultation',
        unit: 'Visit',
        cashier_point: 'Reception',
        price: '500.00',
        tax_rate: exempt,
        income_account: account,
        is_active: true,
      });
      expect(await refusal(body({ code: 'CON-GEN' }))).toEqual([
        {
          field: 'code',
          message:
            "Code CON-GEN is the billing catalogue's consultation service General consultation: a laboratory test's code names its Laboratory service, pick another",
        },
      ]);
    });
  });
});
