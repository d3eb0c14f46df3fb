// The printed lab report of a request (GET /api/lab/requests/:id/report and .pdf), on both
// databases, made through the real flow (a doctor orders CBC and electrolytes, a lab user
// collects and enters, a Lab Manager verifies): the hospital's heading, the patient, samples,
// each verified test's values with unit, range and flag, critical values bold and marked
// CRITICAL, who entered and verified them; a test not verified yet is pending and none of its
// values print; who may have the report; the PDF read back with pdf.js is one A4 page.
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/server/seed/billing-reference';
import { createVerifiedUser } from '../helpers/accounts';
import { createRecord, signIn } from '../helpers/app';
import type { Row } from '../helpers/charge-calls';
import { dialectCases } from '../helpers/databases';
import { useLabSuite } from '../helpers/lab-suite';
import { pdfPages } from '../helpers/pdf-text';

type Headers = Record<string, string>;
const A4 = { width: 595.28, height: 841.89 };

describe.each(dialectCases)('the printed lab report on $dialect', ({ make, skip }) => {
  const now = new Date('2026-03-02T07:30:00Z');
  const { app, f, call, move } = useLabSuite({ make, skip }, () => now);
  let request: Row;
  let cbc: Row;
  let electrolytes: Row;
  let patient: number;

  const get = (url: string, headers: Headers = f.as.doctor) =>
    app().inject({ method: 'GET', url: `/api${url}`, headers });
  const report = async (headers?: Headers) => {
    const response = await get(`/lab/requests/${request.id}/report`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row;
  };
  const pdfOf = async (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return pdfPages(response.rawPayload);
  };
  const enter = async (test: number, parameters: Row[], comments?: string) => {
    const response = await call('POST', 'labResult', f.as.labUser, {
      lab_request: request.id,
      test,
      parameters,
      ...(comments ? { comments } : {}),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Row;
  };
  const verify = async (result: Row) => {
    const response = await move('labResult', result.id as number, 'Verified', f.as.labManager);
    expect(response.statusCode, response.body).toBe(200);
  };

  beforeAll(async () => {
    if (skip) return;
    // The hospital's company, whose heading the report prints.
    const finance = (await signIn(app(), 'finance-head@tena.demo')).headers;
    const etb = await createRecord(app(), finance, 'currency', {
      code: 'ETB',
      name: 'Ethiopian Birr',
      fraction_digits: 2,
    });
    const { currencyCode: _, ...company } = COMPANY;
    await createRecord(app(), finance, 'company', { ...company, default_currency: etb.id });
    patient = await f.newPatient({
      first_name: 'Almaz',
      middle_name: 'Report',
      last_name: 'Bekele',
      sex: 'Female',
      date_of_birth: '1990-03-02',
    });
    const visit = await f.newVisit(patient);
    request = await f.order([f.tests.cbc, f.tests.electrolytes], {
      patient,
      visit: visit.id,
      priority: 'Urgent',
    });
    await f.collect(request.id as number, f.sampleTypes.edtaBlood);
    await f.collect(request.id as number, f.sampleTypes.serum);
    cbc = await enter(
      f.tests.cbc,
      [
        { parameter: 'WBC', value: '6.1' },
        { parameter: 'HGB', value: '9.1' },
        { parameter: 'PLT', value: '250' },
      ],
      'Hypochromic red cells on the film.',
    );
    electrolytes = await enter(f.tests.electrolytes, [
      { parameter: 'NA', value: '139' },
      { parameter: 'K', value: '6.9' },
      { parameter: 'CL', value: '101' },
    ]);
    await verify(cbc);
  }, 60_000);

  it.skipIf(skip)(
    'prints the verified CBC with its flags and lists the electrolytes, not yet verified, as pending',
    async () => {
      const doc = await report();
      expect(doc).toMatchObject({
        kind: 'labReport',
        filename: `${request.request_number}.pdf`,
        title: 'Laboratory Report',
        issuer: { name: COMPANY.name, tin: COMPANY.tin },
        notice: 'Interim report: 1 of 2 tests are not verified yet and listed as pending.',
      });
      expect(doc.patient).toEqual([
        { label: 'Name', value: 'Almaz Report Bekele' },
        { label: 'MRN', value: expect.stringMatching(/^MRN-2026-\d{6}$/) },
        { label: 'Sex', value: 'Female' },
        { label: 'Age', value: '36 y' },
      ]);
      expect(doc.request).toEqual([
        { label: 'Request Number', value: request.request_number },
        { label: 'Ordered By', value: 'Doctor Demo' },
        { label: 'Ordered At', value: 'March 2, 2026, 2:30 AM' },
        { label: 'Priority', value: 'Urgent' },
        { label: 'Status', value: 'In Progress' },
      ]);
      const samples = (doc.samples as { rows: string[][] }).rows;
      expect(samples.map((row) => row.slice(1))).toEqual([
        ['Whole blood (EDTA)', 'March 2, 2026, 2:30 AM', 'Lab User Demo', 'Collected'],
        ['Serum', 'March 2, 2026, 2:30 AM', 'Lab User Demo', 'Collected'],
      ]);
      const [printed, pending] = doc.tests as Row[];
      expect(printed).toEqual({
        name: 'CBC Complete Blood Count',
        verified: true,
        sample: samples[0]?.[0],
        rows: [
          row('White blood cells', '6.1', '10^9/L', '4 - 11', ''),
          row('Haemoglobin', '9.1', 'g/dL', '12 - 15.5', 'Low'),
          row('Platelets', '250', '10^9/L', '150 - 450', ''),
        ],
        comments: 'Hypochromic red cells on the film.',
        signatures: [
          { label: 'Entered By', value: 'Lab User Demo, March 2, 2026, 2:30 AM' },
          { label: 'Verified By', value: 'Lab Manager Demo, March 2, 2026, 2:30 AM' },
        ],
      });
      expect(pending).toEqual({
        name: 'ELEC Serum Electrolytes',
        verified: false,
        pending: 'Pending: awaiting verification',
        rows: [],
        signatures: [],
      });
      // The potassium entered but not verified is nowhere in the report.
      expect(JSON.stringify(doc)).not.toContain('6.9');
    },
  );

  it.skipIf(skip)(
    'prints one A4 page: heading, patient, values, the critical potassium bold and CRITICAL',
    async () => {
      await verify(electrolytes);
      const doc = await report();
      expect(doc.notice).toBeUndefined();
      expect((doc.tests as Row[])[1]?.rows).toEqual([
        row('Sodium', '139', 'mmol/L', '135 - 145', ''),
        { ...row('Potassium', '6.9', 'mmol/L', '3.5 - 5.1', 'CRITICAL HIGH'), critical: true },
        row('Chloride', '101', 'mmol/L', '98 - 107', ''),
      ]);

      const response = await get(`/lab/requests/${request.id}/report.pdf`);
      expect(response.headers['content-disposition']).toContain(
        `filename="${request.request_number}.pdf"`,
      );
      const pages = await pdfOf(response);
      expect(pages).toHaveLength(1);
      const [page] = pages;
      expect({ width: page?.width, height: page?.height }).toEqual(A4);
      const text = page?.text ?? '';
      for (const expected of [
        COMPANY.name,
        `TIN ${COMPANY.tin}`,
        'Laboratory Report',
        `Request Number ${request.request_number}`,
        'Ordered By Doctor Demo',
        'Priority Urgent',
        'Patient Name Almaz Report Bekele',
        'Sex Female',
        'Age 36 y',
        'Whole blood (EDTA) March 2, 2026, 2:30 AM Lab User Demo Collected',
        'CBC Complete Blood Count',
        'Parameter Result Unit Reference Range Flag',
        'Haemoglobin 9.1 g/dL 12 - 15.5 Low',
        'Platelets 250 10^9/L 150 - 450',
        'Comments: Hypochromic red cells on the film.',
        'Entered By: Lab User Demo, March 2, 2026, 2:30 AM',
        'Verified By: Lab Manager Demo, March 2, 2026, 2:30 AM',
        'ELEC Serum Electrolytes',
        'Potassium 6.9 mmol/L 3.5 - 5.1 CRITICAL HIGH',
      ])
        expect(text).toContain(expected);
      expect(text).toMatch(new RegExp(`${request.request_number} · Page 1 of 1$`));
      expect(text).not.toContain('Pending');
      // The critical row is bold throughout; a normal row is not.
      const fontOf = (words: string) => page?.spans.find((span) => span.text === words)?.font;
      expect(fontOf('CRITICAL HIGH')).toBeDefined();
      expect(fontOf('Potassium')).toBe(fontOf('CRITICAL HIGH'));
      expect(fontOf('Chloride')).not.toBe(fontOf('CRITICAL HIGH'));
    },
  );

  it.skipIf(skip)('lists the released values on the request for the doctor', async () => {
    const related = await get(`/models/labRequest/${request.id}/related`);
    expect(related.statusCode, related.body).toBe(200);
    const list = (related.json().lists as Row[]).find((entry) => entry.model === 'testResult');
    const rows = (list?.rows ?? []) as Row[];
    expect(rows.map((r) => [r.parameter_name, r.value, r.flag])).toEqual([
      ['White blood cells', '6.1', 'Normal'],
      ['Haemoglobin', '9.1', 'Low'],
      ['Platelets', '250', 'Normal'],
      ['Sodium', '139', 'Normal'],
      ['Potassium', '6.9', 'Critical High'],
      ['Chloride', '101', 'Normal'],
    ]);
  });

  it.skipIf(skip)('gives the report to whoever may read the request, and no one else', async () => {
    const cashier = (await signIn(app(), 'lab-cashier@tena.demo')).headers;
    const reception = f.as.reception;
    for (const url of [
      `/lab/requests/${request.id}/report`,
      `/lab/requests/${request.id}/report.pdf`,
    ]) {
      expect((await get(url, f.as.labUser)).statusCode, url).toBe(200);
      expect((await get(url, cashier)).statusCode, url).toBe(200);
      expect((await get(url, {})).json(), url).toMatchObject({
        status: 403,
        code: 'TOKEN_EXPIRED',
      });
      const refused = await get(url, reception);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const missing = await get('/lab/requests/999999/report.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await get('/lab/requests/abc/report')).statusCode).toBe(400);
  });

  it.skipIf(skip)(
    'prints an amended result as pending until verified again, then its new values and why',
    async () => {
      const admin = (await signIn(app(), 'admin@tena.demo')).headers;
      const second = await createVerifiedUser(app(), admin, {
        first_name: 'Selam',
        last_name: 'Haile',
        email: 'selam.haile.report@tena.demo',
        role: 'Lab Manager',
      });
      const secondManager = (await signIn(app(), second.email, second.password)).headers;
      const amended = await f.order([f.tests.cbc], { patient, visit: null });
      await f.collect(amended.id as number, f.sampleTypes.edtaBlood);
      const entered = await call('POST', 'labResult', f.as.labUser, {
        lab_request: amended.id,
        test: f.tests.cbc,
        parameters: [{ parameter: 'HGB', value: '14.2' }],
      });
      expect(entered.statusCode, entered.body).toBe(201);
      const id = entered.json().id as number;
      await verify(entered.json());
      const reason = 'Haemoglobin transcribed from the wrong sample';
      const moved = await move('labResult', id, 'Amended', f.as.labManager, {
        amendment_reason: reason,
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const url = `/lab/requests/${amended.id}/report`;
      expect((await get(url)).json().tests).toEqual([
        {
          name: 'CBC Complete Blood Count',
          verified: false,
          pending: 'Pending: being amended, awaiting verification',
          rows: [],
          signatures: [],
        },
      ]);
      const edited = await call('PUT', `labResult/${id}`, f.as.labUser, {
        version: moved.json().version,
        parameters: [{ parameter: 'HGB', value: '10.2' }],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const again = await move('labResult', id, 'Verified', secondManager);
      expect(again.statusCode, again.body).toBe(200);
      const [test] = (await get(url)).json().tests as Row[];
      expect(test).toMatchObject({
        verified: true,
        rows: [row('Haemoglobin', '10.2', 'g/dL', '12 - 15.5', 'Low')],
        amended: `Amended after verification: ${reason}`,
        signatures: [
          { label: 'Entered By', value: 'Lab User Demo, March 2, 2026, 2:30 AM' },
          { label: 'Verified By', value: 'Selam Haile, March 2, 2026, 2:30 AM' },
        ],
      });
      const [page] = await pdfOf(await get(`${url}.pdf`));
      expect(page?.text).toContain(`Amended after verification: ${reason}`);
      expect(page?.text).not.toContain('14.2');
    },
  );

  it.skipIf(skip)('says a cancelled request is not a report', async () => {
    const cancelled = await f.order([f.tests.malaria], { patient, visit: null });
    const response = await move('labRequest', cancelled.id as number, 'Cancelled', f.as.doctor, {
      cancellation_reason: 'Patient left before the sample was taken',
    });
    expect(response.statusCode, response.body).toBe(200);
    const doc = (await get(`/lab/requests/${cancelled.id}/report`)).json();
    expect(doc).toMatchObject({
      title: 'Cancelled Lab Request',
      notice: 'Cancelled: Patient left before the sample was taken',
      samples: { rows: [] },
      tests: [{ verified: false, pending: 'Not done: the request was cancelled' }],
    });
    const [page] = await pdfOf(await get(`/lab/requests/${cancelled.id}/report.pdf`));
    expect(page?.text).toContain('Cancelled Lab Request');
    expect(page?.text).toContain('No sample collected yet.');
  });
});

/** A printed row: its flag bold unless empty, never critical unless the test says so. */
function row(parameter: string, value: string, unit: string, range: string, flag: string) {
  return { parameter, value, unit, range, flag, abnormal: flag !== '', critical: false };
}
