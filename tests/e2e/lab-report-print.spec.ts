// The printed lab report in Chromium, over the demo hospital's catalogue: a doctor orders a CBC
// and serum electrolytes, the lab user collects both samples and enters the results (a
// potassium of 6.9 mmol/L, past the critical 6.2), a Lab Manager verifies them, all through the
// API as those roles. The doctor opens the request: Print report and Download PDF are there, and
// the lab trend panel draws the potassium with its range; the print view, laid out by its A4
// @page rule and printed with page.pdf(), is one page with the hospital, the patient, every
// value, CRITICAL HIGH on the potassium and no app chrome, and reads back within its margins.
import { expect, type Page, test } from '@playwright/test';
import { pdfPages } from '../helpers/pdf-text';
import { type ApiSession, apiAs, newPatient } from './api-as';
import { signIn } from './preview-helpers';

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
type Row = Record<string, unknown>;

/** An adult man's CBC within its ranges, and electrolytes with a critical potassium. */
const VALUES: Record<string, Record<string, string>> = {
  CBC: {
    WBC: '7.2',
    NEUT: '62.0',
    LYMPH: '28.0',
    MONO: '6.0',
    EOS: '3.0',
    BASO: '1.0',
    RBC: '4.90',
    HGB: '14.6',
    HCT: '43.5',
    MCV: '88.8',
    MCH: '29.8',
    MCHC: '33.6',
    PLT: '265',
  },
  ELEC: { NA: '139', K: '6.9', CL: '102', HCO3: '25' },
};

async function testByCode(session: ApiSession, code: string): Promise<Row> {
  const found = await session.call('get', `/api/models/test?filter[code]=${code}&pageSize=1`);
  const [row] = found.rows as Row[];
  if (!row) throw new Error(`The catalogue has no test ${code}`);
  return row;
}

/** A verified CBC + electrolytes request of a new patient, made by the roles that make one. */
async function verifiedRequest() {
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception, { sex: 'Male', date_of_birth: '1979-08-21' });
  const doctor = await apiAs('doctor@tena.demo');
  const tests = [await testByCode(doctor, 'CBC'), await testByCode(doctor, 'ELEC')];
  const request = await doctor.call('post', '/api/models/labRequest', {
    patient: patient.id,
    priority: 'Urgent',
    tests: tests.map((one) => ({ test: one.id })),
  });
  const labUser = await apiAs('lab-user@tena.demo');
  const manager = await apiAs('lab-manager@tena.demo');
  for (const one of tests) {
    await labUser.call('post', '/api/models/labSample', {
      lab_request: request.id,
      sample_type: one.sample_type,
    });
    const values = VALUES[String(one.code)] ?? {};
    const result = await labUser.call('post', '/api/models/labResult', {
      lab_request: request.id,
      test: one.id,
      parameters: Object.entries(values).map(([parameter, value]) => ({ parameter, value })),
    });
    await manager.call('post', `/api/models/labResult/${result.id}/transition`, {
      to: 'Verified',
    });
  }
  for (const session of [reception, doctor, labUser, manager]) await session.api.dispose();
  return { request, patient };
}

/** The view printed as Chromium prints it, at the paper size its @page rule asks for. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

test('prints a verified CBC and electrolytes report on one A4 page, the critical potassium marked', async ({
  page,
}) => {
  const { request, patient } = await verifiedRequest();
  // Signed in last as the doctor: the browser restores their session.
  await signIn(page, 'doctor@tena.demo');

  await page.goto(`/admin/main/labRequest/l/detail/${request.id}`);
  const print = page.getByRole('link', { name: 'Print report' });
  await expect(print).toHaveAttribute('href', `/admin/main/lab-requests/report/${request.id}`);
  await expect(print).toHaveAttribute('target', '_blank');
  // The doctor's trend of this patient's released values, the potassium chosen.
  const trend = page.getByRole('region', { name: 'Lab result trend' });
  await trend.getByLabel('Parameter').selectOption('K');
  const figure = trend.getByRole('figure');
  await expect(figure).toHaveAccessibleName(
    /^Potassium \(mmol\/L\), 1 result on .*: latest 6\.9, Critical High\.$/,
  );
  await expect(figure.locator('[data-drawn="true"]')).toHaveCount(1);
  await expect(figure.getByRole('cell', { name: 'Critical High (HH)' })).toBeVisible();

  await page.goto(`/admin/main/lab-requests/report/${request.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratory Report' })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${request.request_number}.pdf`);

  const pages = await printed(page);
  expect(pages).toHaveLength(1);
  const [sheet] = pages;
  expect(sheet?.width).toBeCloseTo(A4.width, 0);
  expect(sheet?.height).toBeCloseTo(A4.height, 0);
  for (const text of [
    'Addis Tena General Hospital',
    'Laboratory Report',
    `${request.request_number}`,
    'Ordered By',
    'Doctor Demo',
    patient.first,
    'Complete Blood Count (CBC)',
    'Haemoglobin',
    '14.6',
    'Mean cell haemoglobin concentration (MCHC)',
    'Potassium',
    '6.9',
    'CRITICAL HIGH',
    'Verified By',
    'Lab Manager Demo',
  ])
    expect(sheet?.text).toContain(text);
  // The critical row is bold: its name is drawn in the font of its CRITICAL HIGH flag.
  const fontOf = (words: string) => sheet?.spans.find((span) => span.text === words)?.font;
  expect(fontOf('Potassium')).toBe(fontOf('CRITICAL HIGH'));
  expect(fontOf('Sodium')).not.toBe(fontOf('CRITICAL HIGH'));
  // The view's own buttons are left out of the printout.
  expect(sheet?.text).not.toContain('Download PDF');
  for (const span of sheet?.spans ?? []) {
    expect(span.left, span.text).toBeGreaterThanOrEqual(15 * MM - 2);
    expect(span.right, span.text).toBeLessThanOrEqual(A4.width - 15 * MM + 2);
  }
});
