import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { APP_ORIGIN, DEMO_PASSWORD } from './preview-helpers';

const ADMIN = 'admin@tena.demo';
const INVALID_LINK = 'This link is invalid, expired or already used. Ask for a new one.';
const RESET_SENT =
  'If an account uses that email, a reset link is on its way. It works for 30 minutes.';

/** Different in every run and every test, so tests sharing the e2e database never collide. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Signs in through the sign-in page, as a person does. */
async function signInUi(page: Page, email = ADMIN, password = DEMO_PASSWORD) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/main$/);
}

/** An administrator's access token for the API (set-up and reading the mail outbox). */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * The token of the newest mail to `to` whose link goes to `path`. Without SMTP_URL the server
 * keeps mail in its outbox, which administrators read (GET /api/outbox).
 */
async function mailedToken(
  request: APIRequestContext,
  token: string,
  to: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([^\\s]+)`);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/outbox?to=${encodeURIComponent(to)}&pageSize=20`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { rows } = (await response.json()) as { rows: { text_body: string | null }[] };
      const match = rows.map((row) => pattern.exec(row.text_body ?? '')).find(Boolean);
      found = match ? decodeURIComponent(match[1] as string) : undefined;
      return found;
    })
    .toBeTruthy();
  return found as string;
}

interface NewUser {
  id: number;
  email: string;
  password: string;
}

/** A user made through the API, email confirmed with the emailed token, ready to sign in. */
async function confirmedUser(
  request: APIRequestContext,
  token: string,
  role: string,
  firstName = 'Selam',
): Promise<NewUser> {
  const email = `e2e-${stamp()}@example.test`;
  const password = 'Start#2026';
  const created = await request.post('/api/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { first_name: firstName, last_name: 'Tester', email, role, password },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = await mailedToken(request, token, email, '/auth/verify_email');
  const verified = await request.post('/api/auth/verify_email', { data: { token: link } });
  expect(verified.status()).toBe(200);
  return { id, email, password };
}

/** An option of the form's Role combobox (its list opens outside the dialog's markup). */
function roleOption(page: Page, name: string): Locator {
  return page
    .getByRole('listbox', { name: 'Show Role options' })
    .getByRole('option', { name, exact: true });
}

function grid(page: Page, name: string): Locator {
  return page.getByRole('grid', { name });
}

test('users: add (with field errors first), edit and delete; the activities list shows each', async ({
  page,
}) => {
  const email = `e2e-${stamp()}@example.test`;
  await signInUi(page);
  await page.goto('/admin/main/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await expect(grid(page, 'Users').getByText(ADMIN)).toBeVisible();

  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  // Nothing filled in: each field says what is wrong, and the form alert is raised.
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Valid email is required')).toBeVisible();
  await expect(dialog.getByText('Role is required')).toBeVisible();
  await expect(dialog.getByText('Password must be atleast 5 characters')).toBeVisible();
  await expect(page.getByText('Fill all required information correctly')).toBeVisible();

  await dialog.getByLabel('First name').fill('Almaz');
  await dialog.getByLabel('Last name').fill('Tester');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('combobox', { name: 'Role' }).fill('Lab User');
  await roleOption(page, 'Lab User').click();
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#1');
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Welcome#2');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText("Password didn't match")).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Welcome#1');
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/users') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  await expect(page.getByText('Almaz Tester was added.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The server refuses a second account with the same email: its message is shown.
  await page.getByRole('button', { name: 'Add user' }).click();
  const again = page.getByRole('dialog', { name: 'Add user' });
  await again.getByLabel('First name').fill('Other');
  await again.getByLabel('Last name').fill('Person');
  await again.getByLabel('Email').fill(email);
  await again.getByRole('combobox', { name: 'Role' }).fill('Lab User');
  await roleOption(page, 'Lab User').click();
  await again.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome#1');
  await again.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Welcome#1');
  await again.getByRole('button', { name: 'Create' }).click();
  await expect(again.getByRole('alert')).toHaveText('Another account already uses this email.');
  await again.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Search users').fill(email);
  const users = grid(page, 'Users');
  await expect(page.getByText('Rows 1–1 of 1')).toBeVisible();
  await expect(users.getByText(email)).toBeVisible();
  await expect(users.getByText('Lab User')).toBeVisible();
  await expect(users.getByText('Email not confirmed')).toBeVisible();
  // The search lives in the address: a reload keeps it, and Back returns to the whole list.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email)}`));
  await page.reload();
  await expect(page.getByLabel('Search users')).toHaveValue(email);
  await expect(page.getByText('Rows 1–1 of 1')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/main\/users$/);
  await expect(page.getByLabel('Search users')).toHaveValue('');
  await expect(page.getByText('Rows 1–1 of 1')).toBeHidden();
  await page.goForward();
  await expect(page.getByLabel('Search users')).toHaveValue(email);
  await expect(page.getByText('Rows 1–1 of 1')).toBeVisible();

  await users.getByRole('button', { name: 'Edit Almaz Tester' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit user Almaz Tester' });
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await edit.getByLabel('Last name').fill('Bekele');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Almaz Bekele was saved.')).toBeVisible();
  await expect(users.getByText('Almaz Bekele')).toBeVisible();

  await users.getByRole('button', { name: 'Delete Almaz Bekele' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('Do you want to delete this record?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Almaz Bekele was deleted.')).toBeVisible();
  await expect(users.getByText('No data found')).toBeVisible();

  // The administrator cannot delete their own account: the server's reason is shown.
  await page.getByLabel('Search users').fill(ADMIN);
  await users.getByRole('button', { name: 'Delete Admin Demo' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText('You cannot delete your own account.')).toBeVisible();

  await page.goto('/admin/main/activities');
  await page.getByLabel('Entity').selectOption('users');
  const log = grid(page, 'Activities');
  for (const action of ['create', 'update', 'delete']) {
    const row = log
      .getByRole('row')
      .filter({ hasText: ADMIN })
      .filter({
        has: page.getByRole('gridcell', { name: String(id), exact: true }),
      });
    await expect(
      row.filter({ has: page.getByRole('gridcell', { name: action, exact: true }) }),
    ).toHaveCount(1);
  }
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'fields: last_name' })
      .filter({
        has: page.getByRole('gridcell', { name: String(id), exact: true }),
      }),
  ).toHaveCount(1);
  // Filters the server does not match leave the list empty, and an upside-down range is refused.
  await page.getByLabel('Action').selectOption('sign_out');
  await page.getByLabel('From', { exact: true }).fill('2099-01-02');
  await expect(log.getByText('No data found')).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2099-01-01');
  await expect(page.getByText('The From day must not be after the To day.')).toBeVisible();
});

test('roles: permissions moved with the pick-list are saved and logged', async ({ page }) => {
  const name = `E2E Role ${stamp()}`;
  await signInUi(page);
  await page.goto('/admin/main/roles');
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();

  await page.getByRole('button', { name: 'Add role' }).click();
  // A role needs a name: said at the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Description').fill('Made by the e2e test');
  const available = page.getByTestId('pick-list-available');
  const selected = page.getByTestId('pick-list-selected');
  await page.getByLabel('Search by name').fill('Email');
  await available.getByRole('option', { name: 'Email', exact: true }).click();
  await page.getByRole('button', { name: 'Move chosen to Selected' }).click();
  await page.getByLabel('Search by name').fill('');
  await expect(selected.getByRole('option')).toHaveText(['Email']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The role ${name} was added.`)).toBeVisible();

  const roles = grid(page, 'Roles');
  await roles.getByRole('button', { name: `Edit role ${name}` }).click();
  await expect(page.getByRole('heading', { name: `Edit role ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeDisabled();
  await page.getByLabel('Search by name').fill('Chat');
  await available.getByRole('option', { name: 'Chat', exact: true }).click();
  await page.getByRole('button', { name: 'Move chosen to Selected' }).click();
  await page.getByLabel('Search by name').fill('');
  await selected.getByRole('option', { name: 'Email', exact: true }).click();
  await page.getByRole('button', { name: 'Move chosen to Available' }).click();
  await expect(selected.getByRole('option')).toHaveText(['Chat']);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`The role ${name} was saved.`)).toBeVisible();

  // Saved on the server: after a reload the role holds Chat, not Email.
  await page.reload();
  await grid(page, 'Roles')
    .getByRole('button', { name: `Edit role ${name}` })
    .click();
  await expect(page.getByTestId('pick-list-selected').getByRole('option')).toHaveText(['Chat']);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/admin/main/activities');
  await page.getByLabel('Entity').selectOption('roles');
  const log = grid(page, 'Activities');
  const mine = log.getByRole('row').filter({
    has: page.getByRole('gridcell', { name, exact: true }),
  });
  await expect(mine.filter({ hasText: 'added: Chat; removed: Email' })).toHaveCount(1);
  await expect(
    mine.filter({ has: page.getByRole('gridcell', { name: 'create', exact: true }) }),
  ).toHaveCount(1);

  await page.goto('/admin/main/roles');
  await grid(page, 'Roles')
    .getByRole('button', { name: `Delete role ${name}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Are you sure?' })
    .getByRole('button', { name: 'Yes' })
    .click();
  await expect(page.getByText(`The role ${name} was deleted.`)).toBeVisible();
  await expect(grid(page, 'Roles').getByRole('gridcell', { name, exact: true })).toHaveCount(0);
});

test('a user with only View Users sees the list without Add, Edit or Delete', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const role = `E2E Viewer ${stamp()}`;
  const made = await request.post('/api/roles', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: role, permissions: ['View Users'] },
  });
  expect(made.status()).toBe(201);
  const viewer = await confirmedUser(request, token, role, 'Viewer');
  await signInUi(page, viewer.email, viewer.password);
  await page.goto('/admin/main/users');
  await expect(grid(page, 'Users').getByText(ADMIN)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
  // Roles are not theirs to see.
  await page.goto('/admin/main/roles');
  await expect(
    page.getByRole('heading', { name: 'Your role may not open this page' }),
  ).toBeVisible();
  await expect(
    page.getByText('Your role may not open Roles. It takes the View Role permission.'),
  ).toBeVisible();
});

test('profile update: the new name is shown; a wrong current password is refused', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const user = await confirmedUser(request, token, 'Reception', 'Hanna');
  await signInUi(page, user.email, user.password);
  const header = page.getByRole('banner');
  await expect(header.getByText('Hanna Tester')).toBeVisible();
  await header.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin\/main\/profile_update$/);
  await expect(page.getByLabel('First name')).toHaveValue('Hanna');

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Hanan');
  await page.getByLabel('Last name').fill('Girma');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await expect(header.getByText('Hanan Girma')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText('Hanan Girma')).toBeVisible();

  await page.getByLabel('Change my password').check();
  await page
    .getByRole('textbox', { name: 'Current password', exact: true })
    .fill('not-my-password');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Newer#2026');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('Newer#2026');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Current password is wrong')).toBeVisible();
});

test('/profile_update without a session says so and leads to sign-in and back', async ({
  page,
}) => {
  await page.goto('/profile_update');
  await expect(
    page.getByText('You are not signed in. Sign in to update your profile.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile_update$/);
  await expect(page.getByLabel('First name')).toHaveValue('Admin');
});

test('password reset: the request answers with the server message; the emailed link sets a new password', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const user = await confirmedUser(request, token, 'Reception', 'Dawit');
  await page.goto('/auth/reset');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Valid email is required')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: RESET_SENT })).toBeVisible();

  const link = await mailedToken(request, token, user.email, '/auth/reset');
  await page.goto(`/auth/reset?token=${encodeURIComponent(link)}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('abc');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('abd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be atleast 5 characters')).toBeVisible();
  await expect(page.getByText("Password didn't match")).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Renewed#2026');
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('Renewed#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Sign in with the new password.'),
  ).toBeVisible();

  // The link works once.
  await page.goto(`/auth/reset?token=${encodeURIComponent(link)}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Another#2026');
  await page
    .getByRole('textbox', { name: 'Confirm new password', exact: true })
    .fill('Another#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LINK })).toBeVisible();

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signInUi(page, user.email, 'Renewed#2026');
});

test('verify_email and device_verified show the server answer for bad and real tokens', async ({
  page,
  request,
  playwright,
}) => {
  await page.goto('/auth/verify_email?token=not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(INVALID_LINK);
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/auth/device_verified');
  await expect(page.getByRole('alert')).toHaveText(
    'This link has no token. Open the link from your email again, or ask for a new one.',
  );

  // A sign-in from a device not seen before (a fresh context has no device cookie) mails the
  // administrator a link; the first context makes sure some device is already known.
  const token = await adminToken(request);
  const elsewhere = await playwright.request.newContext({ baseURL: APP_ORIGIN });
  await adminToken(elsewhere);
  await elsewhere.dispose();
  const link = await mailedToken(request, token, ADMIN, '/auth/device_verified');
  await page.goto(`/auth/device_verified?token=${encodeURIComponent(link)}`);
  await expect(page.getByRole('status')).toHaveText('This device is confirmed.');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
});

test('a signed-in user who opens /auth/reset is sent to /admin/main', async ({ page }) => {
  await signInUi(page);
  await page.goto('/auth/reset');
  await expect(page).toHaveURL(/\/admin\/main$/);
  await page.goto('/auth/verify_email?token=anything');
  await expect(page).toHaveURL(/\/admin\/main$/);
});
