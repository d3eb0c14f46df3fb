// The patient chart (issue 18): a patient's detail page is their chart, drawn from the patient
// model's declarations (schemas/patient.json `chart` and `related`): identity and alerts, the
// vital-sign trends (uPlot, with each chart's readings as words and as a table), the timeline of
// their visit, vital signs and document, filterable by kind, the document previewed in place;
// and the visit's own related lists, whose Add opens a lab request filled with the visit and
// its patient.
import { expect, test } from '@playwright/test';
import { apiAs, newPatient } from './api-as';
import { seriousViolations } from './axe-violations';
import { pdf } from './file-fixtures';
import { hospitalDay } from './hospital-day';
import { DEMO_PASSWORD } from './preview-helpers';

const HOUR = 3_600_000;

test("the chart shows a patient's visit, vital-sign trends and a document preview", async ({
  page,
}) => {
  const reception = await apiAs('reception@tena.demo');
  const nurse = await apiAs('triage-nurse@tena.demo');
  const patient = await newPatient(reception, {
    allergies: 'Penicillin (rash)',
    chronic_conditions: 'Hypertension since 2015',
  });
  const departments = await reception.call(
    'get',
    '/api/models/department?filter[department_type]=Clinical&pageSize=1',
  );
  const visit = await reception.call('post', '/api/models/visit', {
    patient: patient.id,
    department: departments.rows[0].id,
    visit_type: 'New',
    arrived_at: new Date(Date.now() - 3 * HOUR).toISOString(),
  });
  const readings: [number, number, number, number][] = [
    [2.5, 96, 158, 98],
    [1, 84, 142, 90],
  ];
  for (const [hoursAgo, pulse, systolic, diastolic] of readings)
    await nurse.call('post', '/api/models/vitalSign', {
      visit: visit.id,
      patient: patient.id,
      taken_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
      temperature: 37.1,
      pulse,
      bp_systolic: systolic,
      bp_diastolic: diastolic,
    });
  const scan = pdf('referral.pdf', ['Referral to Internal Medicine', 'Hypertension follow-up']);
  const stored = await reception.api.post('/api/files', {
    headers: reception.headers,
    multipart: { file: { name: scan.name, mimeType: scan.mimeType, buffer: scan.buffer } },
  });
  expect(stored.ok(), await stored.text()).toBe(true);
  await reception.call('post', '/api/models/document', {
    patient: patient.id,
    visit: visit.id,
    title: 'Referral letter from Yekatit 12 Hospital',
    category: 'Referral letter',
    document_date: hospitalDay(),
    file: await stored.json(),
  });

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('doctor@tena.demo');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\/login$/);
  await page.goto(`/admin/main/patient/l/detail/${patient.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`^Patient: ${patient.first}`) }),
  ).toBeVisible();

  const header = page.getByRole('region', { name: 'Identity and alerts' });
  await expect(header).toContainText('Penicillin (rash)');
  await expect(header).toContainText('Hypertension since 2015');

  // Each trend is a figure named by what it shows, drawn by uPlot, its readings in a table.
  const pulse = page.getByRole('figure', {
    name: /^Pulse: 2 readings from .*; latest 84 beats\/min\.$/,
  });
  await expect(pulse.locator('[data-drawn] canvas').first()).toBeVisible();
  const pressure = page.getByRole('figure', { name: /^Blood pressure: 2 readings/ });
  await expect(pressure).toHaveAttribute(
    'aria-label',
    /latest Systolic 142 mmHg, Diastolic 90 mmHg\.$/,
  );
  await pulse.getByText('Readings as a table').click();
  await expect(pulse.getByRole('columnheader', { name: 'Pulse' })).toBeVisible();
  await expect(pulse.getByRole('cell', { name: '96' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'SpO2: no readings.' })).toBeVisible();

  // The timeline: the visit, both readings and the document, newest first; kinds filter it.
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const visitLink = timeline.getByRole('link', { name: /^Visit: / });
  await expect(visitLink).toBeVisible();
  await expect(timeline.getByRole('link', { name: /^Vital Signs: / })).toHaveCount(2);
  // Newest first: the latest reading; the document, dated by its day, after the day's events.
  const entries = timeline.getByRole('listitem');
  await expect(entries.first()).toContainText('Pulse 84 beats/min');
  await expect(entries.last()).toContainText('Referral letter from Yekatit 12 Hospital');
  const vitalsKind = timeline.getByRole('button', { name: 'Vital Signs (2)' });
  await vitalsKind.click();
  await expect(vitalsKind).toHaveAttribute('aria-pressed', 'false');
  await expect(timeline.getByRole('link', { name: /^Vital Signs: / })).toHaveCount(0);
  await vitalsKind.press('Enter');
  await expect(timeline.getByRole('link', { name: /^Vital Signs: / })).toHaveCount(2);

  // No serious or critical WCAG 2.2 AA violation in either theme, charts and timeline drawn.
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('tena.theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(pulse.locator('[data-drawn] canvas').first()).toBeVisible();
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  expect(await seriousViolations(page)).toEqual([]);

  // The document opens in the PDF viewer, drawn by pdf.js, and closes again.
  await timeline.getByRole('button', { name: 'Preview referral.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'referral.pdf' });
  await expect(preview.getByRole('img', { name: 'Page 1 of 2' })).toHaveAttribute(
    'data-rendered',
    'true',
  );
  await preview.getByRole('button', { name: 'Close' }).click();
  await expect(preview).toHaveCount(0);

  // The visit's page lists what was recorded in it; Add fills a lab request with the visit
  // and its patient.
  await visitLink.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Visit: / })).toBeVisible();
  const vitals = page.getByRole('region', { name: /^Vital Signs \(2\)$/ });
  await expect(vitals.getByRole('row')).toHaveCount(3);
  const documents = page.getByRole('region', { name: /^Documents \(1\)$/ });
  await expect(documents.getByRole('button', { name: 'Preview referral.pdf' })).toBeVisible();
  const labs = page.getByRole('region', { name: /^Lab Requests \(0\)$/ });
  await labs.getByRole('link', { name: 'Add lab request' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/labRequest/l/new\\?prefill\\.visit=${visit.id}&prefill\\.patient=${patient.id}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'New Lab Request' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Patient/ })).toHaveValue(
    new RegExp(`^${patient.first} `),
  );
  await expect(page.getByRole('combobox', { name: /^Visit/ })).not.toHaveValue('');
});
