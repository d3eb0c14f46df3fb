// A critical value pushed live to the doctor stays above the page it lands on: its Open and
// Dismiss take the click even over a list's sticky column headers. The alerts were drawn inside
// the app's header, whose backdrop blur makes it the box its fixed children are placed and
// stacked in, so the patient list's headers (found walking issue 19) covered the buttons.
import { expect, test } from '@playwright/test';
import { apiAs, newPatient } from './api-as';
import { signIn } from './preview-helpers';

interface Parameter {
  code: string;
  name: string;
  critical_high: number;
}

test('a live critical alert takes its clicks above a list', async ({ page }) => {
  const doctor = await apiAs('doctor@tena.demo');
  const lab = await apiAs('lab-user@tena.demo');
  const reception = await apiAs('reception@tena.demo');
  const { id: patient } = await newPatient(reception);
  // A list answers no child rows: the test is read again for its parameters.
  const found = await doctor.call('get', '/api/models/test?filter[code]=ELEC&pageSize=1');
  const elec = await doctor.call('get', `/api/models/test/${found.rows[0].id}`);
  const potassium = (elec.parameters as Parameter[]).find((p) => p.code === 'K') as Parameter;
  const order = await doctor.call('post', '/api/models/labRequest', {
    patient,
    priority: 'STAT',
    tests: [{ test: elec.id }],
  });
  await lab.call('post', '/api/models/labSample', {
    lab_request: order.id,
    sample_type: elec.sample_type,
  });

  await signIn(page, 'doctor@tena.demo');
  await page.goto('/admin/main/patient/l');
  await expect(page.getByRole('columnheader').first()).toBeVisible();
  await lab.call('post', '/api/models/labResult', {
    lab_request: order.id,
    test: elec.id,
    parameters: [{ parameter: 'K', value: String(potassium.critical_high + 1) }],
  });

  const alert = page.getByRole('alert').filter({ hasText: `Critical value: ${potassium.name}` });
  const open = alert.getByRole('button', { name: 'Open', exact: true });
  await expect(open).toBeVisible();
  // What the pointer meets at the button's centre is the button: nothing is drawn over it.
  const box = await open.boundingBox();
  if (!box) throw new Error('the alert has no Open button on screen');
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2] as const,
  );
  expect(hit).toBe('Open');
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/admin/main/labRequest/l/detail/${order.id}$`));
});
