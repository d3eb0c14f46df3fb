// The laboratory and radiology journey in the browser (issue 19), each person in a browser of
// their own, through the pages they use. A doctor orders a CBC (picked by its code) and serum
// electrolytes (picked by name) from the patient's visit; the lab user finds the request on the
// lab worklist, collects both samples (Collect sample names the type still lacking) and prints
// the first one's label (its barcode reads back as the sample number, beside the patient's name
// and MRN); on the result entry page each flag shows as its value is typed, among them a
// potassium past the catalogue's own critical limit. The doctor, signed in before that, sees the
// critical alert and the bell's count arrive without a reload (the bell never asks again), and
// opening it from the bell records its reading. The lab user who entered the results has no
// Verify (and is refused 403); the Lab Manager verifies both tests, which completes the request;
// the printed report (Chromium's page.pdf(), A4) has every value with its unit, range and flag,
// CRITICAL HIGH on the potassium. Then a Radiologist reports a performed chest X-ray with an
// image, signs it, and its print view shows the findings and impression. axe finds nothing
// serious or critical on the worklist, the result entry page or either report. Values and
// limits are read from the seeded catalogue, never typed here. Along the way, things found
// walking issue 19: the critical alert, arriving while the doctor is on the patient list, takes
// its clicks above the list's sticky column headers (it was drawn inside the blurred header,
// under them); Save and Verify pressed by Enter keep focus in the test (on Save; on the test's
// heading once Verify is replaced by Amend), and opening the page moves focus nowhere; the
// request's trend panel opens on the request's own first parameter; the report is exactly one
// A4 page, the critical row bold, nothing past its 15 mm margins and none of the view's buttons.
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { decodeCode128 } from '../helpers/code128';
import { pdfPages } from '../helpers/pdf-text';
import { type ApiSession, apiAs, newPatient, newVisit } from './api-as';
import { png } from './file-fixtures';
import { expectAccessible, personAt } from './journey';

const A4 = { width: 595.28, height: 841.89 };
const MM = 72 / 25.4;

interface Parameter {
  code: string;
  name: string;
  unit: string;
  decimals: number;
  critical_low: number | null;
  critical_high: number | null;
}
interface Range {
  parameter: string;
  sex: string;
  age_band: string;
  low: number | null;
  high: number | null;
}
interface CatalogueTest {
  id: number;
  code: string;
  name: string;
  sample_type: number;
  parameters: Parameter[];
  reference_ranges: Range[];
  titles: { sample_type: Record<string, string> };
}

/** A catalogue test with its parameters and ranges, as the seeded catalogue has it. */
async function catalogueTest(session: ApiSession, code: string): Promise<CatalogueTest> {
  const found = await session.call('get', `/api/models/test?filter[code]=${code}&pageSize=1`);
  const id = found.rows[0]?.id;
  if (!id) throw new Error(`The catalogue has no test ${code}`);
  return session.call('get', `/api/models/test/${id}`);
}

/**
 * The bounds every range that may apply to an adult man gives `parameter` (any sex or male,
 * any age or adult): a value strictly inside them is normal whichever of them is chosen.
 */
function adultMaleBounds(test: CatalogueTest, parameter: string) {
  const ranges = test.reference_ranges.filter(
    (r) =>
      r.parameter === parameter &&
      ['Any', 'Male'].includes(r.sex) &&
      ['Any', 'Adult'].includes(r.age_band),
  );
  const lows = ranges.flatMap((r) => (r.low === null ? [] : [r.low]));
  const highs = ranges.flatMap((r) => (r.high === null ? [] : [r.high]));
  if (lows.length === 0 || highs.length === 0)
    throw new Error(`${test.code} ${parameter} has no adult range for a man`);
  return { low: Math.max(...lows), high: Math.min(...highs) };
}

/** The name of the sample type a test is done on (the catalogue's title of it). */
function sampleTypeOf(test: CatalogueTest): string {
  const name = test.titles.sample_type[String(test.sample_type)];
  if (!name) throw new Error(`${test.code} names no sample type`);
  return name;
}

const fixed = (value: number, decimals: number) => value.toFixed(decimals);

interface Step {
  /** The test's code. */
  test: string;
  parameter: Parameter;
  /** What the lab user types. */
  value: string;
  /** The flag the entry page shows for it, and the report prints ('' for a normal value). */
  flag: string;
  printed: string;
}

/**
 * Every parameter's value for an adult man, read off the catalogue: the middle of its range,
 * but a haemoglobin a little below it (Low) and a potassium 0.7 mmol/L past its critical high
 * (6.2 gives 6.9).
 */
function plannedValues(cbc: CatalogueTest, elec: CatalogueTest): Step[] {
  return [cbc, elec].flatMap((test) =>
    test.parameters.map((parameter) => {
      const { low, high } = adultMaleBounds(test, parameter.code);
      const step = (value: number, flag: string, printed: string) => ({
        test: test.code,
        parameter,
        value: fixed(value, parameter.decimals),
        flag,
        printed,
      });
      if (parameter.code === 'HGB') {
        expect(low - 1.5).toBeGreaterThan(parameter.critical_low ?? 0);
        return step(low - 1.5, 'Low', 'Low');
      }
      if (parameter.code === 'K') {
        if (parameter.critical_high === null) throw new Error('Potassium has no critical high');
        return step(parameter.critical_high + 0.7, 'Critical High!', 'CRITICAL HIGH');
      }
      return step((low + high) / 2, 'Normal', '');
    }),
  );
}

/** The page a link with target=_blank opens, once it has loaded. */
async function opened(context: BrowserContext, link: Locator): Promise<Page> {
  const [page] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await page.waitForLoadState();
  return page;
}

/** The worklist's row of `requestNumber`, paging on while it is not on the page shown. */
async function worklistRow(page: Page, requestNumber: string): Promise<Locator> {
  const table = page.getByRole('table', { name: 'Open lab requests' });
  const row = table.getByRole('row').filter({ hasText: requestNumber });
  const next = page.getByRole('navigation', { name: 'Worklist pages' }).getByRole('button', {
    name: 'Next',
  });
  for (;;) {
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    if ((await row.count()) > 0) return row;
    await expect(next, `${requestNumber} is on no page of the worklist`).toBeEnabled();
    const shown = await page.getByText(/^Page \d+ of \d+$/).textContent();
    await next.click();
    await expect(page.getByText(/^Page \d+ of \d+$/)).not.toHaveText(shown ?? '');
  }
}

/** The unread count in the bell's name ("Notifications, 3 unread"; "none" is 0). */
async function unreadCount(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  const count = /^Notifications, (\d+|none) unread$/.exec(name)?.[1];
  if (count === undefined) throw new Error(`The bell is named "${name}"`);
  return count === 'none' ? 0 : Number(count);
}

/** The view printed as Chromium prints it, at the paper size its @page rule asks for. */
async function printed(page: Page) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  await page.emulateMedia({ media: 'screen' });
  return pdfPages(pdf);
}

test('a doctor orders CBC and electrolytes; the lab collects, enters a critical potassium, verifies and prints; a radiologist reports an X-ray', async ({
  browser,
}) => {
  // About 45 s alone; generous for a loaded machine (the waits end as soon as the page is right).
  test.setTimeout(360_000);
  // A patient and visit of their own (reception), an adult man so the adult male ranges apply.
  const reception = await apiAs('reception@tena.demo');
  const patient = await newPatient(reception, { sex: 'Male', date_of_birth: '1979-08-21' });
  const patientRecord = await reception.call('get', `/api/models/patient/${patient.id}`);
  const fullName = `${patient.first} ${patientRecord.middle_name} ${patientRecord.last_name}`;
  const mrn = String(patientRecord.mrn);
  const visit = await newVisit(reception, patient.id);
  const doctorApi = await apiAs('doctor@tena.demo');
  const cbc = await catalogueTest(doctorApi, 'CBC');
  const elec = await catalogueTest(doctorApi, 'ELEC');
  const plan = plannedValues(cbc, elec);
  const potassium = plan.find((row) => row.parameter.code === 'K');
  if (!potassium) throw new Error('ELEC has no potassium');
  const edta = sampleTypeOf(cbc);
  const serum = sampleTypeOf(elec);

  // 1. The doctor orders CBC (by its code) and electrolytes (by name) from the visit's page.
  const [doctorContext, doctor] = await personAt(browser, 'doctor@tena.demo');
  const isNotificationList = (url: string) => new URL(url).pathname === '/api/notifications';
  const bellLoaded = doctor.waitForResponse((r) => isNotificationList(r.url()));
  await doctor.goto(`/admin/main/visit/l/detail/${visit.id}`);
  const { unread: unreadAtLoad } = await (await bellLoaded).json();
  await doctor
    .getByRole('region', { name: /^Lab Requests \(0\)$/ })
    .getByRole('link', { name: 'Add lab request' })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'New Lab Request' })).toBeVisible();
  const tests = doctor.getByRole('table', { name: 'Tests' });
  const addTest = async (row: number, typed: string, option: string, sampleType: string) => {
    await doctor.getByRole('button', { name: 'Add Test' }).click();
    await doctor.getByRole('combobox', { name: `Test, row ${row}` }).click();
    await doctor.keyboard.type(typed);
    await doctor.getByRole('option', { name: option, exact: true }).click();
    // The test's sample type is fetched from the catalogue into the row.
    await expect(tests.getByRole('status', { name: `Sample Type, row ${row}` })).toHaveText(
      sampleType,
    );
    await tests.getByRole('button', { name: 'Save' }).click();
  };
  await addTest(1, 'CBC', `CBC ${cbc.name}`, edta);
  await addTest(2, 'electrolytes', `ELEC ${elec.name}`, serum);
  await doctor.getByRole('combobox', { name: /^Priority/ }).click();
  await doctor.getByRole('option', { name: 'Urgent' }).click();
  await doctor.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(doctor).toHaveURL(/\/labRequest\/l\/detail\/\d+$/);
  const requestId = Number(doctor.url().split('/').pop());
  const ordered = await doctorApi.call('get', `/api/models/labRequest/${requestId}`);
  expect(ordered).toMatchObject({
    patient: patient.id,
    visit: visit.id,
    status: 'Requested',
    ordered_by: 'doctor@tena.demo',
  });
  expect(ordered.tests.map((row: { test: number }) => row.test)).toEqual([cbc.id, elec.id]);
  const requestNumber = String(ordered.request_number);
  // The doctor stays on the request's page: marked now, a reload would lose the mark. The bell,
  // read once as the app loaded, is kept live by pushes: it never asks the list again.
  await doctor.evaluate(() => {
    (window as unknown as { journeyMark: boolean }).journeyMark = true;
  });
  const bell = doctor.getByRole('button', { name: /^Notifications, / });
  await expect.poll(() => unreadCount(bell)).toBeGreaterThanOrEqual(unreadAtLoad);
  const unreadBefore = await unreadCount(bell);
  const listReads: string[] = [];
  doctor.on('request', (request) => {
    if (isNotificationList(request.url())) listReads.push(request.url());
  });
  // The doctor moves on to the patient list (in the app, no reload): its column headers stick.
  await doctor
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Patients', exact: true })
    .click();
  await expect(doctor.getByRole('columnheader').first()).toBeVisible();

  // 2. The lab user finds the request on the worklist and collects both samples.
  const [labContext, lab] = await personAt(browser, 'lab-user@tena.demo');
  const collect = async (sampleType: string) => {
    await lab.goto('/admin/main/lab_requests?status=Requested');
    const row = await worklistRow(lab, requestNumber);
    await expect(row).toContainText(fullName);
    await expect(row).toContainText(mrn);
    await expect(row).toContainText('CBC, ELEC');
    await expect(row).toContainText(sampleType);
    await row
      .getByRole('link', { name: `Collect sample for ${requestNumber}, ${fullName}` })
      .click();
    await expect(lab.getByRole('heading', { level: 1, name: 'New Lab Sample' })).toBeVisible();
    await expect(lab.getByRole('combobox', { name: /^Lab Request/ })).toHaveValue(
      new RegExp(requestNumber),
    );
    // The form names the type the request still lacks (the worklist's Collect sample fills it).
    await expect(lab.getByRole('combobox', { name: /^Sample Type/ })).toHaveValue(sampleType);
    await lab.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(lab).toHaveURL(/\/labSample\/l\/detail\/\d+$/);
    return Number(lab.url().split('/').pop());
  };
  await lab.goto('/admin/main/lab_requests');
  await expectAccessible(lab, await worklistRow(lab, requestNumber));
  const firstSample = await collect(edta);
  // The sample's label, printed from its page: the barcode reads as the sample number.
  const labApi = await apiAs('lab-user@tena.demo');
  const sampleRecord = await labApi.call('get', `/api/models/labSample/${firstSample}`);
  const sampleNumber = String(sampleRecord.sample_number);
  const label = await opened(labContext, lab.getByRole('link', { name: 'Print label' }));
  const sticker = label.getByRole('region', { name: 'Sample label' });
  await expect(sticker).toContainText(fullName);
  await expect(sticker).toContainText(mrn);
  await expect(sticker).toContainText(sampleNumber);
  const barcode = sticker.getByRole('img', { name: `Barcode of ${sampleNumber}` });
  await expect(barcode).toBeVisible();
  const source = (await barcode.getAttribute('src')) ?? '';
  expect(source).toMatch(/^data:image\/svg\+xml/);
  const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1));
  expect(svg).toContain('<svg');
  expect(decodeCode128(svg)).toBe(sampleNumber);
  await label.close();
  // The worklist now asks for the serum only; once it is in, the request is Sample Collected.
  await collect(serum);
  await lab.goto('/admin/main/lab_requests?status=Sample+Collected');
  const collected = await worklistRow(lab, requestNumber);
  await expect(collected).toContainText('Sample Collected');
  await expectAccessible(lab, collected);

  // 3. The lab user enters the results: the flags show as the values are typed.
  await collected
    .getByRole('link', { name: `Enter results for ${requestNumber}, ${fullName}` })
    .click();
  await expect(lab).toHaveURL(new RegExp(`/lab_results/entry/${requestId}$`));
  await expect(
    lab.getByRole('heading', { level: 1, name: `Enter results: ${requestNumber}` }),
  ).toBeVisible();
  const summary = lab.getByRole('region', { name: 'Request and patient' });
  await expect(summary).toContainText(fullName);
  await expect(summary).toContainText(mrn);
  const section = (code: string) => lab.getByRole('region', { name: new RegExp(`^${code} `) });
  // The range each value was read against, as the page shows it for this patient.
  const ranges = new Map<string, string>();
  for (const step of plan) {
    const labelled = lab.getByLabel(step.parameter.name, { exact: true });
    const row = section(step.test).getByRole('row').filter({ has: labelled });
    const input = row.getByLabel(step.parameter.name, { exact: true });
    await expect(row.getByRole('cell').last()).toHaveText('');
    await input.fill(step.value);
    await expect(row.getByRole('cell').last()).toHaveText(step.flag);
    ranges.set(step.parameter.code, (await row.getByRole('cell').nth(2).textContent()) ?? '');
  }
  await expectAccessible(lab, section('ELEC').getByRole('button', { name: 'Save ELEC' }));
  await section('CBC').getByRole('button', { name: 'Save CBC' }).click();
  await expect(section('CBC')).toContainText('CBC saved.');
  // Saved by the keyboard, focus stays on Save (a disabled Save dropped it to the page).
  const saveElec = section('ELEC').getByRole('button', { name: 'Save ELEC' });
  await saveElec.focus();
  await lab.keyboard.press('Enter');
  await expect(section('ELEC')).toContainText('ELEC saved.');
  await expect(saveElec).toBeFocused();
  for (const code of ['CBC', 'ELEC'])
    await expect(section(code)).toContainText(
      'Entered, not yet verified. Entered by lab-user@tena.demo',
    );

  // 4. The doctor is told at once: the critical alert and the bell's count, no reload.
  const reading = `Potassium ${potassium.value} mmol/L`;
  const alert = doctor.getByRole('alert').filter({ hasText: requestNumber });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Critical value: ${reading}`);
  await expect(alert).toContainText(`${reading} (Critical High`);
  // Over the list, what the pointer meets at Open's and Dismiss's centres is that button.
  for (const name of ['Open', 'Dismiss']) {
    const box = await alert.getByRole('button', { name, exact: true }).boundingBox();
    if (!box) throw new Error(`the alert has no ${name} button on screen`);
    const hit = await doctor.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      [box.x + box.width / 2, box.y + box.height / 2] as const,
    );
    expect(hit, name).toBe(name);
  }
  await expect.poll(() => unreadCount(bell)).toBeGreaterThan(unreadBefore);
  expect(
    await doctor.evaluate(() => (window as unknown as { journeyMark?: boolean }).journeyMark),
  ).toBe(true);
  expect(listReads).toEqual([]);
  // Opened from the bell, it is read (and recorded so): its alert goes, the request shows.
  await bell.click();
  const entry = doctor.getByRole('button', {
    name: new RegExp(
      `^Critical Critical value: ${escaped(reading)} \\(unread\\) .*${requestNumber} `,
    ),
  });
  const read = doctor.waitForResponse(
    (r) => /\/api\/notifications\/\d+\/read$/.test(r.url()) && r.request().method() === 'POST',
  );
  await entry.click();
  expect((await read).status()).toBe(200);
  await expect(alert).toHaveCount(0);
  await expect(doctor).toHaveURL(new RegExp(`/labRequest/l/detail/${requestId}$`));
  const { notifications } = await doctorApi.call('get', '/api/notifications');
  expect(
    notifications.find((n: { message: string }) => n.message.includes(requestNumber)),
  ).toMatchObject({ severity: 'critical', readBy: 'doctor@tena.demo', readAt: expect.any(String) });

  // 5. The lab user who entered the results may not verify them: no Verify, and refused.
  await expect(lab.getByRole('button', { name: /^Verify / })).toHaveCount(0);
  const results = await labApi.call(
    'get',
    `/api/models/labResult?filter[lab_request]=${requestId}`,
  );
  expect(results.rows).toHaveLength(2);
  const refused = await labApi.api.post(`/api/models/labResult/${results.rows[0].id}/transition`, {
    headers: labApi.headers,
    data: { to: 'Verified', version: results.rows[0].version },
  });
  expect(refused.status()).toBe(403);
  await labContext.close();
  // The Lab Manager verifies both from the same page.
  const [managerContext, manager] = await personAt(browser, 'lab-manager@tena.demo');
  await manager.goto(`/admin/main/lab_results/entry/${requestId}`);
  // Opening the page leaves focus where it was: on the page, not on a test.
  await expect(manager.getByRole('heading', { level: 1 })).toContainText(requestNumber);
  expect(await manager.evaluate(() => document.activeElement === document.body)).toBe(true);
  const managed = (code: string) => manager.getByRole('region', { name: new RegExp(`^${code} `) });
  await managed('CBC').getByRole('button', { name: 'Verify CBC' }).click();
  // CBC's step is done (its button replaced, focus handed to its heading) before ELEC's starts.
  await expect(managed('CBC')).toContainText('CBC is Verified.');
  // ELEC by the keyboard: Verify is replaced by Amend, and focus goes to the test's heading.
  await managed('ELEC').getByRole('button', { name: 'Verify ELEC' }).focus();
  await manager.keyboard.press('Enter');
  for (const code of ['CBC', 'ELEC']) {
    await expect(managed(code)).toContainText(`${code} is Verified.`);
    await expect(managed(code)).toContainText('Verified by lab-manager@tena.demo');
  }
  await expect(manager.getByRole('heading', { level: 2, name: /^ELEC / })).toBeFocused();
  await expect(
    manager
      .getByRole('region', { name: 'Request and patient' })
      .locator('dt', { hasText: /^Status$/ })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('Completed');
  await managerContext.close();

  // 6. The doctor prints the report from the request's page.
  await doctor.reload();
  await expect(doctor.getByRole('region', { name: 'Status' })).toContainText('Completed');
  // The trend opens on the request's own first parameter (the CBC's), then the potassium.
  const trend = doctor.getByRole('region', { name: 'Lab result trend' });
  const figure = trend.getByRole('figure');
  await expect(figure).toHaveAttribute('data-trend-parameter', cbc.parameters[0]?.code ?? '');
  await trend.getByLabel('Parameter').selectOption(potassium.parameter.code);
  await expect(figure).toHaveAccessibleName(
    new RegExp(
      `^${escaped(`${potassium.parameter.name} (${potassium.parameter.unit}), 1 result on `)}.*: latest ${escaped(potassium.value)}, Critical High\\.$`,
    ),
  );
  await expect(figure.locator('[data-drawn="true"]')).toHaveCount(1);
  await expect(figure.getByRole('cell', { name: 'Critical High (HH)' })).toBeVisible();
  const printLink = doctor.getByRole('link', { name: 'Print report' });
  await expect(printLink).toHaveAttribute('target', '_blank');
  const report = await opened(doctorContext, printLink);
  await expect(report.getByRole('heading', { level: 1, name: 'Laboratory Report' })).toBeVisible();
  await expect(report.getByRole('navigation')).toHaveCount(0);
  await expectAccessible(report, report.getByText('CRITICAL HIGH'));
  const download = report.waitForEvent('download');
  await report.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe(`${requestNumber}.pdf`);
  const sheets = await printed(report);
  expect(sheets).toHaveLength(1);
  const [sheet] = sheets;
  expect(sheet?.width).toBeCloseTo(A4.width, 0);
  expect(sheet?.height).toBeCloseTo(A4.height, 0);
  const text = sheet?.text ?? '';
  for (const words of [
    'Addis Tena General Hospital',
    requestNumber,
    fullName,
    mrn,
    'Status Completed',
    'Ordered By',
    'Doctor Demo',
    'Verified By',
    'Lab Manager Demo',
  ])
    expect(text).toContain(words);
  // The critical row is bold: its name is drawn in the font of its CRITICAL HIGH flag, a normal
  // row's is not; the view's own buttons are not printed, and nothing passes the margins.
  const fontOf = (words: string) => sheet?.spans.find((span) => span.text === words)?.font;
  const normal = plan.find((step) => step.test === 'ELEC' && step.flag === 'Normal');
  expect(fontOf(potassium.parameter.name)).toBe(fontOf('CRITICAL HIGH'));
  expect(fontOf(normal?.parameter.name ?? '')).toBeDefined();
  expect(fontOf(normal?.parameter.name ?? '')).not.toBe(fontOf('CRITICAL HIGH'));
  expect(text).not.toContain('Download PDF');
  for (const span of sheet?.spans ?? []) {
    expect(span.left, span.text).toBeGreaterThanOrEqual(15 * MM - 2);
    expect(span.right, span.text).toBeLessThanOrEqual(A4.width - 15 * MM + 2);
  }
  // Each test's table, row by row: parameter, value, unit, range and (when flagged) its flag.
  for (const code of ['CBC', 'ELEC']) {
    const rows = plan
      .filter((step) => step.test === code)
      .map((step) =>
        [step.parameter.name, step.value, step.parameter.unit, ranges.get(step.parameter.code)]
          .concat(step.printed ? [step.printed] : [])
          .join(' '),
      );
    expect(text).toContain(`Parameter Result Unit Reference Range Flag ${rows.join(' ')}`);
  }
  await report.close();
  await doctorContext.close();

  // 7. A chest X-ray the doctor ordered, performed by the radiology user (setup through the API
  // as those roles), is reported by a Radiologist with its image and signed.
  const [chestXray] = (
    await doctorApi.call('get', '/api/models/radiologyTest?filter[code]=RAD-CXR&pageSize=1')
  ).rows;
  expect(chestXray?.modality).toBe('X-Ray');
  const study = await doctorApi.call('post', '/api/models/radiologyRequest', {
    patient: patient.id,
    visit: visit.id,
    test: chestXray.id,
    priority: 'Routine',
    clinical_notes: 'Cough and fever for a week; crackles at the right base.',
  });
  const radiographer = await apiAs('radiology-user@tena.demo');
  await radiographer.call('post', `/api/models/radiologyRequest/${study.id}/transition`, {
    to: 'Performed',
  });
  const [radiologistContext, radiologist] = await personAt(browser, 'radiologist@tena.demo');
  // The radiology worklist of X-rays to report lists it, today's, with Write report.
  await radiologist.goto('/admin/main/radiology_worklist?status=Performed&modality=X-Ray');
  await expect(
    radiologist.getByRole('heading', { level: 1, name: 'Radiology Worklist' }),
  ).toBeVisible();
  await expect(radiologist.getByLabel('Modality')).toHaveValue('X-Ray');
  const studyOnWorklist = radiologist
    .getByRole('table', { name: 'Open radiology requests' })
    .getByRole('row')
    .filter({ hasText: study.request_number });
  await expect(studyOnWorklist).toContainText('Awaiting report');
  await expect(studyOnWorklist).toContainText('Today');
  await expect(studyOnWorklist.getByRole('link', { name: /^Write report: / })).toHaveAttribute(
    'href',
    `/admin/main/radiologyResult/l/new?prefill.radiology_request=${study.id}&prefill.patient=${patient.id}`,
  );
  await radiologist.goto('/admin/main/radiology_requests');
  await radiologist
    .getByRole('searchbox', { name: 'Search Radiology Request' })
    .fill(study.request_number);
  const studyRow = radiologist
    .getByRole('grid', { name: 'Radiology Request' })
    .getByRole('row')
    .filter({ hasText: study.request_number });
  await expect(studyRow).toContainText('Performed');
  await studyRow.getByRole('link', { name: `Open record ${study.id}` }).click();
  await radiologist
    .getByRole('region', { name: /^Report \(0\)$/ })
    .getByRole('link', { name: 'Add radiology result' })
    .click();
  await expect(
    radiologist.getByRole('heading', { level: 1, name: 'New Radiology Result' }),
  ).toBeVisible();
  await expect(radiologist.getByRole('combobox', { name: 'Radiology Request' })).toHaveValue(
    study.request_number,
  );
  const findings =
    'Patchy airspace opacity in the right lower zone with air bronchograms. No pleural effusion.';
  const impression = 'Right lower lobe pneumonia.';
  await radiologist.getByRole('textbox', { name: 'Technique' }).fill('PA erect chest radiograph.');
  await radiologist.getByRole('textbox', { name: 'Findings' }).click();
  await radiologist.keyboard.type(findings);
  await radiologist.getByRole('textbox', { name: 'Impression' }).click();
  await radiologist.keyboard.type(impression);
  await radiologist
    .getByRole('button', { name: 'Images and Documents' })
    .setInputFiles(png('chest-pa.png', 96, 80));
  await expect(
    radiologist.getByRole('list', { name: 'Images and Documents: selected files' }),
  ).toContainText('chest-pa.png');
  await radiologist.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(radiologist).toHaveURL(/\/radiologyResult\/l\/detail\/\d+$/);
  const resultId = Number(radiologist.url().split('/').pop());
  const status = radiologist.getByRole('region', { name: 'Status', exact: true });
  await status.getByRole('button', { name: 'Sign' }).click();
  await expect(status).toContainText('Signed');
  // Signed, it reports the request and is the doctor's to read.
  expect(await doctorApi.call('get', `/api/models/radiologyResult/${resultId}`)).toMatchObject({
    status: 'Signed',
    signed_by: 'radiologist@tena.demo',
  });
  expect(await doctorApi.call('get', `/api/models/radiologyRequest/${study.id}`)).toMatchObject({
    status: 'Reported',
  });
  const radiologyReport = await opened(
    radiologistContext,
    radiologist.getByRole('link', { name: 'Print report' }),
  );
  const reportBody = radiologyReport.locator('[data-print-document="radiologyReport"]');
  await expect(reportBody).toContainText(findings);
  await expect(reportBody).toContainText(impression);
  await expect(reportBody).toContainText('chest-pa.png');
  await expect(reportBody).toContainText(study.request_number);
  await expect(reportBody).toContainText(fullName);
  await expectAccessible(radiologyReport, reportBody.getByText(impression));
  const radiologySheets = await printed(radiologyReport);
  const radiologyText = radiologySheets.map((sheet) => sheet.text).join(' ');
  for (const words of [findings, impression, 'Radiologist Demo'])
    expect(radiologyText).toContain(words);
  await radiologistContext.close();
  for (const session of [reception, doctorApi, labApi, radiographer]) await session.api.dispose();
});

/** `text` matched literally in a regular expression. */
function escaped(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
