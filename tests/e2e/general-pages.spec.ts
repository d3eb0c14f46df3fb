import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { APP_ORIGIN, DEMO_PASSWORD } from './preview-helpers';

// The general pages under /admin/main (spec 2.1): chat, email, contact-us and mytasks.

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the sign-in page, as a person does. */
async function signInUi(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/main/);
}

/**
 * Headers of an API call as `email` (for arranging and checking data around the UI), through
 * the `request` fixture: its cookies are not the browser's, whose session stays as it is.
 */
async function apiAs(request: APIRequestContext, email: string) {
  const response = await request.post(`${APP_ORIGIN}/api/auth/login`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}` };
}

const person = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'People' })
    .getByRole('button', { name: new RegExp(`^${name}`) });
/** A form field by its label (required ones read "Label *"). */
const field = (page: Page, label: string) =>
  page.locator('main form').getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });

test('two people see each other online and chat in real time', async ({ browser }) => {
  const contexts: BrowserContext[] = [await browser.newContext(), await browser.newContext()];
  try {
    const [admin, doctor] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!admin || !doctor) throw new Error('no pages');
    await signInUi(admin, 'admin@tena.demo');
    await signInUi(doctor, 'doctor@tena.demo');
    await admin.goto('/admin/main/chat');
    await doctor.goto('/admin/main/chat');
    await expect(admin.getByRole('status').filter({ hasText: 'Connected' })).toBeVisible();
    await expect(person(admin, 'Doctor Demo')).toContainText('Online');
    await expect(person(doctor, 'Admin Demo')).toContainText('Online');

    await person(admin, 'Doctor Demo').click();
    await person(doctor, 'Admin Demo').click();
    const hello = `Ward 3 round at ten? ${stamp()}`;
    await admin.getByLabel('Message to Doctor Demo').fill(hello);
    await admin.getByLabel('Message to Doctor Demo').press('Enter');
    const doctorView = doctor.getByRole('region', { name: 'Conversation with Admin Demo' });
    await expect(doctorView).toContainText(hello);
    const reply = `Yes, see you there ${stamp()}`;
    await doctor.getByLabel('Message to Admin Demo').fill(reply);
    await doctor.getByRole('button', { name: 'Send' }).click();
    await expect(
      admin.getByRole('region', { name: 'Conversation with Doctor Demo' }),
    ).toContainText(reply);
    await expect(doctor.getByLabel('Message to Admin Demo')).toHaveValue('');

    // History survives a reload; signing out takes the doctor off the admin's online list.
    await doctor.reload();
    await person(doctor, 'Admin Demo').click();
    await expect(doctorView).toContainText(hello);
    await doctor.getByRole('link', { name: 'Sign out' }).click();
    await expect(person(admin, 'Doctor Demo')).toContainText('Offline');
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});

test('an email written on the Email page is sent and listed', async ({ page, request }) => {
  await signInUi(page, 'doctor@tena.demo');
  await page.goto('/admin/main/email');
  const subject = `Referral results ${stamp()}`;
  const to = `partner-${stamp()}@example.org`;
  await field(page, 'To').fill(to);
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Dear colleague,\nthe results are ready.');
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Email sent to ${to}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sent emails' })).toContainText(subject);
  await expect(field(page, 'Subject')).toHaveValue('');

  // No SMTP server in this run: the server's mailer kept the message in the outbox.
  const admin = await apiAs(request, 'admin@tena.demo');
  const outbox = await request.get(`${APP_ORIGIN}/api/outbox?to=${encodeURIComponent(to)}`, {
    headers: admin,
  });
  const [mail] = (await outbox.json()).rows as { subject: string; text_body: string }[];
  expect(mail?.subject).toBe(subject);
  expect(mail?.text_body).toBe('Dear colleague,\nthe results are ready.');
});

test('the Contact Us form creates a contact message', async ({ page, request }) => {
  await signInUi(page, 'doctor@tena.demo');
  await page.goto('/admin/main/contact-us');
  const subject = `Printer on ward 2 ${stamp()}`;
  await field(page, 'Subject').fill(subject);
  await page
    .locator('main form')
    .getByRole('combobox', { name: /^Category/ })
    .click();
  await page.getByRole('option', { name: 'Technical problem' }).click();
  await field(page, 'Message').fill('It jams on every second page.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your message was sent' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contact Message list' })).toContainText(subject);

  const admin = await apiAs(request, 'admin@tena.demo');
  const found = await request.get(
    `${APP_ORIGIN}/api/models/contact?q=${encodeURIComponent(subject)}`,
    { headers: admin },
  );
  const rows = (await found.json()).rows as {
    subject: string;
    category: string;
    message: string;
  }[];
  expect(rows).toEqual([
    expect.objectContaining({
      subject,
      category: 'Technical problem',
      message: 'It jams on every second page.',
    }),
  ]);
});

test('My Tasks lists the tasks assigned to the signed-in person', async ({ page, request }) => {
  const admin = await apiAs(request, 'admin@tena.demo');
  const task = (title: string, assignedTo: string) =>
    request.post(`${APP_ORIGIN}/api/models/myTasks`, {
      headers: admin,
      data: { title, assigned_to: assignedTo, priority: 'High', status: 'Open' },
    });
  const mine = `Sign the discharge summaries ${stamp()}`;
  const theirs = `Restock the lab fridge ${stamp()}`;
  expect((await task(mine, 'doctor@tena.demo')).status()).toBe(201);
  expect((await task(theirs, 'lab-user@tena.demo')).status()).toBe(201);

  await signInUi(page, 'doctor@tena.demo');
  await page.goto('/admin/main/mytasks');
  const grid = page.getByRole('grid', { name: 'Task' });
  await expect(grid).toContainText(mine);
  await expect(grid).not.toContainText(theirs);

  await grid
    .getByRole('row', { name: new RegExp(mine) })
    .getByRole('button', { name: 'Mark done' })
    .click();
  await expect(grid.getByRole('row', { name: new RegExp(mine) })).toContainText('Done');

  // A task the doctor writes for themself (the form starts assigned to them).
  await page.getByRole('button', { name: 'New Task' }).click();
  const own = `Call the radiology desk ${stamp()}`;
  await field(page, 'Title').fill(own);
  await page.getByRole('button', { name: 'Create Task' }).click();
  await expect(grid).toContainText(own);
});
