// Lab result entry (issue 19), on both databases: the server fills the request's patient, the
// test's sample and every parameter of the test, and works out each row's unit, reference
// range and flag; every refusal names its field and changes nothing: another patient, a test
// not ordered, a cancelled request, no sample yet, a sample of the wrong type or request, a
// second result of a test (409), an unknown parameter, a value the parameter cannot take, and
// a flag sent that is not the server's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';

describe.each(dialectCases)('lab result entry on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { f, call, move } = useLabSuite({ make, skip }, () => now);
  let serum: Row;

  beforeAll(async () => {
    if (skip) return;
    serum = await f.collect(f.request.id as number, f.sampleTypes.serum);
  }, 60_000);

  const enter = (body: Row, headers = f.as.labUser) => call('POST', 'labResult', headers, body);
  const count = async () =>
    (await call('GET', 'labResult?pageSize=1', f.as.labManager)).json().total as number;
  /** A fresh CBC + ELEC request of the fixtures' patient with both its samples collected. */
  const collectedRequest = async () => {
    const request = await f.order([f.tests.cbc, f.tests.electrolytes]);
    const edta = await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    await f.collect(request.id as number, f.sampleTypes.serum);
    return Object.assign(request, { edta });
  };
  /** Refused with `status`, these details, and nothing stored. */
  const refused = async (body: Row, status: number, details: Row[]) => {
    const before = await count();
    const response = await enter(body);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().details).toEqual(details);
    expect(await count()).toBe(before);
    return response.json();
  };

  it.skipIf(skip)('fills the patient, sample and parameters and flags each value', async () => {
    const response = await enter({
      lab_request: f.request.id,
      test: f.tests.cbc,
      parameters: [
        { parameter: 'HGB', value: ' 13.4 ' },
        { parameter: 'WBC', value: '4' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json();
    expect(result).toMatchObject({
      patient: f.patient,
      sample: f.sample.id,
      status: 'Entered',
      has_critical: false,
      entered_by: 'lab-user@tena.demo',
      entered_at: now.toISOString(),
    });
    const rows = (result.parameters as Row[]).map(({ id: _id, ...row }) => row);
    expect(rows).toEqual([
      {
        parameter: 'WBC',
        parameter_name: 'White blood cells',
        value: '4',
        unit: '10^9/L',
        reference_range: '4 - 11',
        flag: 'Normal',
      },
      {
        parameter: 'HGB',
        parameter_name: 'Haemoglobin',
        value: '13.4',
        unit: 'g/dL',
        reference_range: '13.5 - 17.5',
        flag: 'Low',
      },
      {
        parameter: 'PLT',
        parameter_name: 'Platelets',
        value: null,
        unit: '10^9/L',
        reference_range: '150 - 450',
        flag: null,
      },
    ]);
    const request = (await call('GET', `labRequest/${f.request.id}`, f.as.doctor)).json();
    expect(request.status).toBe('In Progress');
  });

  it.skipIf(skip)("takes a flag sent equal to the server's, and keeps the server's", async () => {
    const request = await collectedRequest();
    const response = await enter({
      lab_request: request.id,
      test: f.tests.electrolytes,
      parameters: [{ parameter: 'K', value: '4.0', flag: 'Normal' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json().parameters as Row[])[1]).toMatchObject({
      parameter: 'K',
      flag: 'Normal',
    });
  });

  it.skipIf(skip)("refuses a flag sent that is not the server's", async () => {
    const request = await collectedRequest();
    await refused(
      {
        lab_request: request.id,
        test: f.tests.electrolytes,
        parameters: [{ parameter: 'K', value: '9.8', flag: 'Normal' }],
      },
      422,
      [
        {
          field: 'parameters[0].flag',
          message:
            'Potassium: the flag is worked out by the server from the reference range (Critical High for this value), not taken from what is sent: leave Flag empty',
        },
      ],
    );
  });

  it.skipIf(skip)("refuses another patient, naming the request's patient", async () => {
    const other = await f.newPatient({ first_name: 'Tigist', sex: 'Female' });
    const request = await collectedRequest();
    await refused({ lab_request: request.id, test: f.tests.cbc, patient: other }, 422, [
      {
        field: 'patient',
        message: `${request.request_number} is for Abebe Kebede Tesfaye (${await mrnOf(f.patient)}): a result is recorded for its request's patient only`,
      },
    ]);
  });

  const mrnOf = async (patient: number) =>
    (await call('GET', `patient/${patient}`, f.as.doctor)).json().mrn as string;

  it.skipIf(skip)(
    'refuses a test the request did not order, naming the ordered tests',
    async () => {
      const request = await collectedRequest();
      await refused({ lab_request: request.id, test: f.tests.malaria }, 422, [
        {
          field: 'test',
          message: `BF Blood Film for Malaria Parasites is not ordered on ${request.request_number}: its tests are CBC Complete Blood Count, ELEC Serum Electrolytes`,
        },
      ]);
    },
  );

  it.skipIf(skip)('refuses a cancelled request', async () => {
    const request = await f.order([f.tests.cbc]);
    const cancelled = await move('labRequest', request.id as number, 'Cancelled', f.as.doctor, {
      cancellation_reason: 'Ordered twice',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await refused({ lab_request: request.id, test: f.tests.cbc }, 422, [
      {
        field: 'lab_request',
        message: `Lab Request: ${request.request_number} is not one this lab result may pick (its Status must not be Cancelled)`,
      },
    ]);
  });

  it.skipIf(skip)("refuses a request with no sample of the test's type collected", async () => {
    const request = await f.order([f.tests.cbc, f.tests.electrolytes]);
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    await refused({ lab_request: request.id, test: f.tests.electrolytes }, 422, [
      {
        field: 'sample',
        message: `${request.request_number} has no Serum sample collected for ELEC: record the sample's collection before entering its results`,
      },
    ]);
    // The collected EDTA sample is enough for the CBC while the request is still Requested.
    const cbc = await enter({ lab_request: request.id, test: f.tests.cbc });
    expect(cbc.statusCode, cbc.body).toBe(201);
  });

  it.skipIf(skip)('refuses a sample of another type, or of another request', async () => {
    const request = await collectedRequest();
    await refused(
      { lab_request: request.id, test: f.tests.electrolytes, sample: request.edta.id },
      422,
      [
        {
          field: 'sample',
          message: `${request.edta.sample_number} is Whole blood (EDTA), and ELEC is run on Serum: pick the request's Serum sample`,
        },
      ],
    );
    const second = await collectedRequest();
    await refused({ lab_request: second.id, test: f.tests.electrolytes, sample: serum.id }, 422, [
      {
        field: 'sample',
        message: `Sample: ${serum.sample_number} is not one this lab result may pick (its Lab Request must be ${second.request_number})`,
      },
    ]);
  });

  it.skipIf(skip)('refuses a second result of a test with 409, naming the first', async () => {
    const request = await collectedRequest();
    const first = await enter({ lab_request: request.id, test: f.tests.cbc });
    expect(first.statusCode, first.body).toBe(201);
    const body = await refused({ lab_request: request.id, test: f.tests.cbc }, 409, [
      {
        field: 'test',
        message: `${request.request_number} already has a result for CBC Complete Blood Count (lab result ${first.json().id}, Entered): open it to change its values`,
      },
    ]);
    expect(body.code).toBe('RESULT_EXISTS');
  });

  it.skipIf(skip)(
    'refuses an unknown parameter and a parameter given twice, naming the rows',
    async () => {
      const request = await collectedRequest();
      await refused(
        {
          lab_request: request.id,
          test: f.tests.cbc,
          parameters: [
            { parameter: 'WBC', value: '5' },
            { parameter: 'ESR', value: '12' },
            { parameter: 'WBC', value: '6' },
          ],
        },
        422,
        [
          {
            field: 'parameters[1].parameter',
            message:
              'Values row 2: "ESR" is not a parameter of CBC Complete Blood Count (its parameters are WBC, HGB, PLT)',
          },
          {
            field: 'parameters[2].parameter',
            message: 'Values row 3: WBC is already given in row 1; give each parameter once',
          },
        ],
      );
    },
  );

  it.skipIf(skip)('refuses values the parameters cannot take, naming each parameter', async () => {
    const request = await collectedRequest();
    await refused(
      {
        lab_request: request.id,
        test: f.tests.cbc,
        parameters: [
          { parameter: 'WBC', value: '-3' },
          { parameter: 'HGB', value: '31' },
          { parameter: 'PLT', value: '250.5' },
        ],
      },
      422,
      [
        { field: 'parameters[0].value', message: 'White blood cells must be at least 0 10^9/L' },
        { field: 'parameters[1].value', message: 'Haemoglobin must be between 0 and 30 g/dL' },
        { field: 'parameters[2].value', message: 'Platelets must be a whole number' },
      ],
    );
    const malaria = await f.order([f.tests.malaria]);
    await f.collect(malaria.id as number, f.sampleTypes.edtaBlood);
    await refused(
      {
        lab_request: malaria.id,
        test: f.tests.malaria,
        parameters: [{ parameter: 'MP', value: '++' }],
      },
      422,
      [
        {
          field: 'parameters[0].value',
          message: 'Malaria parasites must be one of Negative, Positive',
        },
      ],
    );
  });

  it.skipIf(skip)(
    'flags an option outside the normal ones Abnormal, and a text not at all',
    async () => {
      const request = await f.order([f.tests.malaria]);
      await f.collect(request.id as number, f.sampleTypes.edtaBlood);
      const response = await enter({
        lab_request: request.id,
        test: f.tests.malaria,
        parameters: [
          { parameter: 'MP', value: 'positive' },
          { parameter: 'SPECIES', value: 'P. falciparum' },
        ],
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().parameters).toMatchObject([
        { parameter: 'MP', value: 'Positive', reference_range: 'Negative', flag: 'Abnormal' },
        { parameter: 'SPECIES', value: 'P. falciparum', reference_range: null, flag: null },
      ]);
    },
  );
});
