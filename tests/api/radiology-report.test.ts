// The printed radiology report (issue 19, printing): the JSON the print view draws and its PDF,
// through the real flow (a chest X-ray requested, performed, reported with an image, signed,
// amended and signed again); who may have it (the result's detail right and its release rule:
// a doctor once it is signed), and the image's download the same way.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSeededApp } from '../helpers/app';
import { chargeCalls, type Row } from '../helpers/charge-calls';
import { type ChargeFixtures, chargeFixtures, create } from '../helpers/charge-fixtures';
import { dialectCases } from '../helpers/databases';
import { pdfPages } from '../helpers/pdf-text';
import { LOGO_PNG } from '../helpers/print-fixtures';
import { fileUpload } from '../helpers/workbooks';

type Headers = Record<string, string>;
type Who = 'doctor' | 'radiologist' | 'user' | 'cashier' | 'reception';

const EMAILS: Record<Who, string> = {
  doctor: 'doctor@tena.demo',
  radiologist: 'radiologist@tena.demo',
  user: 'radiology-user@tena.demo',
  cashier: 'radiology-cashier@tena.demo',
  reception: 'reception@tena.demo',
};

describe.each(dialectCases)('the printed radiology report on $dialect', ({ make, skip }) => {
  const suite = useSeededApp({ make, skip });
  let app: FastifyInstance;
  let f: ChargeFixtures;
  const h = {} as Record<Who, Headers>;
  const { call, move } = chargeCalls(
    () => app,
    () => h.cashier,
  );
  let result: Row;
  let request: Row;
  let image: Row;

  const report = (id: number, who?: Headers, pdf = false) =>
    app.inject({
      method: 'GET',
      url: `/api/radiology/results/${id}/report${pdf ? '.pdf' : ''}`,
      ...(who ? { headers: who } : {}),
    });

  beforeAll(async () => {
    if (skip) return;
    app = suite.app;
    f = await chargeFixtures(app);
    for (const [who, email] of Object.entries(EMAILS))
      h[who as Who] = (await signIn(app, email)).headers;
    const id = await create(app, h.doctor, 'radiologyRequest', {
      patient: f.patients.cash,
      test: f.chestXrayTest,
      priority: 'Urgent',
      clinical_notes: 'Productive cough and fever for 3 weeks; night sweats',
    });
    expect((await move('radiologyRequest', id, 'Performed', h.user)).statusCode).toBe(200);
    const upload = fileUpload(LOGO_PNG, 'chest-pa.png', 'image/png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/files',
      headers: { ...h.radiologist, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    image = uploaded.json();
    const made = await call('POST', 'radiologyResult', h.radiologist, {
      radiology_request: id,
      technique: 'PA erect chest radiograph.\nSingle view.',
      findings:
        '<p>Patchy consolidation in the right upper zone with a 2 cm cavity.</p><ol><li data-list="bullet">No pleural effusion.</li><li data-list="bullet">Normal heart size.</li></ol>',
      impression:
        '<p>Right upper zone cavitating consolidation: pulmonary tuberculosis likely.</p>',
      attachments: [image],
    });
    expect(made.statusCode, made.body).toBe(201);
    result = made.json();
    request = (await call('GET', `radiologyRequest/${id}`, h.radiologist)).json();
  }, 60_000);

  it.skipIf(skip)('prints a draft as a draft, to the radiology staff only', async () => {
    const draft = await report(result.id as number, h.radiologist);
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      kind: 'radiologyReport',
      title: 'Draft Radiology Report',
      notice: 'Not signed: a draft report, not yet checked and signed by a radiologist.',
      signature: [],
    });
    // The doctor does not see an unsigned report, nor its image.
    expect((await report(result.id as number, h.doctor)).statusCode).toBe(404);
    const file = await app.inject({
      method: 'GET',
      url: `/api/files/${String(image.filepath).replace(/^\/?(api\/)?files\//, '')}`,
      headers: h.doctor,
    });
    expect(file.statusCode).not.toBe(200);
  });

  it.skipIf(skip)(
    'prints the signed report: patient, study, dates, sections, signature',
    async () => {
      const signed = await move('radiologyResult', result.id as number, 'Signed', h.radiologist);
      expect(signed.statusCode, signed.body).toBe(200);
      const answer = await report(result.id as number, h.doctor);
      expect(answer.statusCode, answer.body).toBe(200);
      const doc = answer.json();
      const number = String(request.request_number);
      expect(doc).toMatchObject({
        kind: 'radiologyReport',
        filename: `${number}.pdf`,
        title: 'Radiology Report',
        technique: ['PA erect chest radiograph.', 'Single view.'],
        findings: [
          'Patchy consolidation in the right upper zone with a 2 cm cavity.',
          '• No pleural effusion.',
          '• Normal heart size.',
        ],
        impression: ['Right upper zone cavitating consolidation: pulmonary tuberculosis likely.'],
        attachments: ['chest-pa.png'],
      });
      expect(doc.notice).toBeUndefined();
      const lines = (list: { label: string; value: string }[]) =>
        Object.fromEntries(list.map((line) => [line.label, line.value]));
      expect(lines(doc.patient)).toMatchObject({
        Name: expect.stringContaining('Kebede'),
        MRN: expect.stringMatching(/^MRN-\d{4}-\d{6}$/),
        Sex: 'Male',
      });
      expect(lines(doc.study)).toEqual({
        'Request Number': number,
        Examination: 'Chest X-Ray (PA)',
        Modality: 'X-ray',
        'Body Part': 'Chest',
        Priority: 'Urgent',
        'Requested By': expect.any(String),
        'Clinical Information': 'Productive cough and fever for 3 weeks; night sweats',
      });
      const dates = lines(doc.dates);
      expect(Object.keys(dates)).toEqual(['Requested', 'Performed', 'Reported']);
      expect(dates.Performed).toMatch(/^\w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M by .+$/);
      expect(lines(doc.signature)['Signed By']).toMatch(
        /, \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/,
      );
      // The image now downloads for the doctor too.
      const file = await app.inject({
        method: 'GET',
        url: `/api/files/${String(image.filepath).replace(/^\/?(api\/)?files\//, '')}`,
        headers: h.doctor,
      });
      expect(file.statusCode).toBe(200);
    },
  );

  it.skipIf(skip)('says an amended report was amended, and why', async () => {
    const id = result.id as number;
    const amended = await move('radiologyResult', id, 'Amended', h.radiologist, {
      amendment_reason: 'Cavity size corrected after review of the lateral view',
    });
    expect(amended.statusCode, amended.body).toBe(200);
    const during = (await report(id, h.radiologist)).json();
    expect(during.title).toBe('Draft Radiology Report');
    expect(during.notice).toBe(
      'Not signed: this report is being amended (Cavity size corrected after review of the lateral view); the corrected report is signed again.',
    );
    expect((await report(id, h.doctor)).statusCode).toBe(404);
    const corrected = await call('PUT', `radiologyResult/${id}`, h.radiologist, {
      version: amended.json().version,
      findings: '<p>Patchy consolidation in the right upper zone with a 3 cm cavity.</p>',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    await move('radiologyResult', id, 'Signed', h.radiologist);
    const doc = (await report(id, h.doctor)).json();
    expect(doc.title).toBe('Radiology Report');
    expect(doc.notice).toMatch(
      /^Amended \w+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M: Cavity size corrected after review of the lateral view$/,
    );
    expect(doc.findings).toEqual([
      'Patchy consolidation in the right upper zone with a 3 cm cavity.',
    ]);
  });

  it.skipIf(skip)('downloads as an A4 PDF saying the same', async () => {
    const id = result.id as number;
    const pdf = await report(id, h.doctor, true);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${request.request_number}.pdf`);
    const pages = await pdfPages(pdf.rawPayload);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    // A4 in points.
    expect(Math.round(page?.width ?? 0)).toBe(595);
    expect(Math.round(page?.height ?? 0)).toBe(842);
    const words = page?.text.replace(/\s+/g, ' ') ?? '';
    for (const expected of [
      'Radiology Report',
      'Patient',
      'Chest X-Ray (PA)',
      String(request.request_number),
      'Technique',
      'PA erect chest radiograph.',
      'Findings',
      '3 cm cavity',
      'Impression',
      'pulmonary tuberculosis likely.',
      'Cavity size corrected after review of the lateral view',
      'Images and documents: chest-pa.png',
      'Signed By',
    ])
      expect(words).toContain(expected);
    // The impression is the report's conclusion: printed bold, unlike the findings.
    const fontOf = (fragment: string) =>
      page?.spans.find((span) => span.text.includes(fragment))?.font;
    expect(fontOf('pulmonary tuberculosis')).not.toBe(fontOf('3 cm cavity'));
  });

  it.skipIf(skip)("is the result readers' only", async () => {
    const id = result.id as number;
    expect((await report(id, h.user)).statusCode).toBe(200);
    const cashier = await report(id, h.cashier);
    expect(cashier.statusCode).toBe(403);
    expect((await report(id, h.reception)).statusCode).toBe(403);
    const unsigned = await report(id);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json().code).toBe('TOKEN_EXPIRED');
    expect((await report(999_999, h.radiologist)).statusCode).toBe(404);
    expect((await report(id, h.doctor, true)).statusCode).toBe(200);
    expect((await report(999_999, h.doctor, true)).statusCode).toBe(404);
  });
});
