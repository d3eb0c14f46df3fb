// Result entry by keyboard: saving a test keeps focus on its Save button (a disabled button
// dropped it to the page, so the next Tab started again from the top of the page), and the Lab
// Manager's Verify, whose button is replaced by Amend, hands focus to that test's heading
// rather than to the page (found walking issue 19's result entry).
import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiAs, newPatient } from './api-as';
import { signIn } from './preview-helpers';

const VALUES: Record<string, string> = { NA: '140', K: '4.2', CL: '101', HCO3: '25' };

async function pageOf(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('saving and verifying a result by keyboard keeps focus in the test', async ({ browser }) => {
  const doctor = await apiAs('doctor@tena.demo');
  const lab = await apiAs('lab-user@tena.demo');
  const reception = await apiAs('reception@tena.demo');
  const { id: patient } = await newPatient(reception);
  const found = await doctor.call('get', '/api/models/test?filter[code]=ELEC&pageSize=1');
  const elec = await doctor.call('get', `/api/models/test/${found.rows[0].id}`);
  const order = await doctor.call('post', '/api/models/labRequest', {
    patient,
    priority: 'Routine',
    tests: [{ test: elec.id }],
  });
  await lab.call('post', '/api/models/labSample', {
    lab_request: order.id,
    sample_type: elec.sample_type,
  });
  const entry = `/admin/main/lab_results/entry/${order.id}`;

  const labPage = await pageOf(browser, 'lab-user@tena.demo');
  await labPage.goto(entry);
  for (const parameter of elec.parameters as { code: string; name: string }[])
    await labPage
      .getByLabel(parameter.name, { exact: true })
      .fill(VALUES[parameter.code] as string);
  const save = labPage.getByRole('button', { name: 'Save ELEC' });
  await save.focus();
  await labPage.keyboard.press('Enter');
  await expect(labPage.getByText('ELEC saved.')).toBeVisible();
  await expect(save).toBeFocused();

  const managerPage = await pageOf(browser, 'lab-manager@tena.demo');
  await managerPage.goto(entry);
  // The page opening leaves focus where it was: on the page, not on a test.
  await expect(managerPage.getByRole('heading', { level: 1 })).toContainText('LAB-');
  expect(await managerPage.evaluate(() => document.activeElement === document.body)).toBe(true);
  await managerPage.getByRole('button', { name: 'Verify ELEC' }).focus();
  await managerPage.keyboard.press('Enter');
  await expect(managerPage.getByText('ELEC is Verified.')).toBeVisible();
  await expect(managerPage.getByRole('heading', { level: 2, name: /^ELEC / })).toBeFocused();
});
