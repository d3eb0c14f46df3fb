// Clinical form rules in the browser (issue 18), on the nursing assessment: the form reads the
// patient a new assessment is opened for (its sex and date of birth) and the visit (its day),
// shows the pregnancy group for a woman of 30 on the visit date and not for a man of 30; a MUAC
// under 23 cm shows a warning as it is typed, amber and announced, which never blocks saving;
// confirmed allergies make their details required, with the schema's message, and a filled
// form is saved with its warning.
import { expect, type Page, test } from '@playwright/test';
import { type ApiSession, apiAs, newPatient, newVisit } from './api-as';
import { seriousViolations } from './axe-violations';
import { signIn } from './preview-helpers';

/** A date of birth 30 years and two months before today: 30 on any visit day this week. */
function bornThirtyYearsAgo(): string {
  const day = new Date();
  day.setUTCFullYear(day.getUTCFullYear() - 30);
  day.setUTCDate(day.getUTCDate() - 60);
  return day.toISOString().slice(0, 10);
}

/** A patient of 30 with a walk-in visit today, made as reception makes them. */
async function visitOf(reception: ApiSession, sex: 'Female' | 'Male') {
  const patient = await newPatient(reception, { sex, date_of_birth: bornThirtyYearsAgo() });
  const visit = await newVisit(reception, patient.id);
  return { patient: patient.id, visit: visit.id as number };
}

/** The new assessment of a visit, as its Add button opens it (the visit and its patient filled). */
async function openAssessment(page: Page, of: { patient: number; visit: number }) {
  await page.goto(
    `/admin/main/patientEvaluation/l/new?prefill.patient=${of.patient}&prefill.visit=${of.visit}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'New Nursing Assessment' }),
  ).toBeVisible();
  // Read from the patient and the visit: the age on the visit's day.
  await expect(page.getByLabel('Age at Visit (years)')).toHaveValue('30');
}

test('a nursing assessment: pregnancy for a woman of 30 only, a warning that never blocks, details required when allergies are confirmed', async ({
  page,
}) => {
  const reception = await apiAs('reception@tena.demo');
  const man = await visitOf(reception, 'Male');
  const woman = await visitOf(reception, 'Female');
  await signIn(page, 'triage-nurse@tena.demo');

  // A man of 30: the form has no pregnancy questions.
  await openAssessment(page, man);
  await expect(page.getByLabel('Sex')).toContainText('Male');
  await expect(page.getByLabel('Pregnancy Status')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Last Menstrual Period (LMP)' })).toHaveCount(0);

  // A woman of 30: they appear.
  await openAssessment(page, woman);
  await expect(page.getByLabel('Sex')).toContainText('Female');
  await expect(page.getByLabel('Pregnancy Status')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Last Menstrual Period (LMP)' })).toBeVisible();

  // A warning shows as the value is typed: announced (role=status), describing the input,
  // amber rather than the error's red, and the input is not marked invalid.
  const muac = page.getByLabel('MUAC (cm)');
  await muac.fill('21');
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'MUAC below 23 cm in an adult suggests acute malnutrition' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('Warning:');
  const warningText = warning.locator('p');
  await expect(muac).toHaveAttribute(
    'aria-describedby',
    (await warningText.getAttribute('id')) ?? '',
  );
  await expect(muac).toHaveAttribute('data-warning', 'true');
  await expect(muac).not.toHaveAttribute('aria-invalid', 'true');

  // Confirmed allergies without details: submit is stopped on that field alone, with the
  // schema's message; the warning stays and is not what stops it.
  await page.getByLabel('Chief Concern').fill('Fever and headache for three days');
  await page
    .getByRole('group', { name: 'Known Allergies' })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await page.getByRole('button', { name: 'Create' }).click();
  const details = page.getByLabel('Allergy Details');
  const required = page.getByText(
    'Allergy details are required when allergies are confirmed: name each allergen and its reaction',
  );
  await expect(required).toBeVisible();
  await expect(details).toHaveAttribute('aria-invalid', 'true');
  await expect(details).toHaveAttribute('aria-required', 'true');
  await expect(page).toHaveURL(/\/patientEvaluation\/l\/new/);
  await expect(warning).toBeVisible();
  const colour = (locator: typeof required) =>
    locator.evaluate((element) => getComputedStyle(element).color);
  expect(await colour(warningText)).not.toBe(await colour(required));
  // The form with a warning and an error showing: axe (WCAG 2.0 to 2.2, A and AA) finds nothing
  // serious, contrast included.
  expect(await seriousViolations(page, 'form')).toEqual([]);

  // Filled in, it is saved with its warning: the detail page shows the record.
  await details.fill('Penicillin: rash');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/patientEvaluation\/l\/detail\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const nurse = await apiAs('triage-nurse@tena.demo');
  const saved = await nurse.call('get', `/api/models/patientEvaluation/${id}`);
  expect(saved).toMatchObject({
    patient: woman.patient,
    visit: woman.visit,
    sex: 'Female',
    muac_cm: 21,
    allergies_confirmed: 'Yes',
    allergy_details: 'Penicillin: rash',
  });
});
