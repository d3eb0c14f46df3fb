import { expect, type FrameLocator, test } from '@playwright/test';
import type { FieldSchema } from '../../src/engine/types';
import { afterNextPaint, type PreviewPayload, renderPreview } from './preview-helpers';
import { openPreviewSession, type PreviewSession } from './preview-session';

// Every message of spec 5.3, word for word, as the preview shows it under its field: on submit
// (every shown field) and on leaving a field (that field), as the form engine checks them.
// README "Engine notes": `validationProfile: "field"` picks the field widget's defaults, an
// out-of-range number names its limits ("{label} must be at most {maximum}") and an out-of-range
// date reads "{label} is not valid".

let preview: PreviewSession;
test.beforeAll(async ({ browser }) => {
  preview = await openPreviewSession(browser);
});
test.afterAll(async () => {
  await preview.close();
});

const INVALID_ALERT = 'Fill all required information correctly';

function show(schema: Record<string, FieldSchema>, extra: Partial<PreviewPayload> = {}) {
  return preview.show({ schema, groupType: 'panel', ...extra });
}

async function submit(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
  await afterNextPaint(frame);
}

/** The field's error line reads exactly `message`. */
async function expectError(frame: FrameLocator, field: string, message: string) {
  await expect(errorLine(frame, field)).toHaveText(message);
  await expect(errorLine(frame, field)).toBeVisible();
}

/** The error line under a field (FieldRow: the widget, then the error, in one column). */
function errorLine(frame: FrameLocator, field: string) {
  return frame.locator(`[data-field="${field}"] > div > p`);
}

/** The field shows no error line and no control of it is marked invalid. */
async function expectNoError(frame: FrameLocator, field: string) {
  await expect(errorLine(frame, field)).toHaveCount(0);
  await expect(frame.locator(`[data-field="${field}"] [aria-invalid="true"]`)).toHaveCount(0);
}

/** A field's own input, whatever its widget draws beside it (a password toggle, a star). */
function input(frame: FrameLocator, field: string) {
  return frame.locator(`[data-field="${field}"] input`).first();
}

test('text: required, label fallbacks, regex with and without errorMessage, allowedValues', async () => {
  const frame = await show({
    full_name: { type: 'text', label: 'Full Name', required: true },
    nickname: { type: 'text', placeholder: 'Nickname', required: true },
    ward_code: { type: 'text', required: true },
    code: {
      type: 'text',
      label: 'Code',
      required: true,
      regex: '^.{3,8}$',
      errorMessage: 'Code must be 3 to 8 characters',
    },
    initials: { type: 'text', label: 'Initials', required: true, regex: '^[A-Z]{2,3}$' },
    blood: { type: 'text', label: 'Blood Group', required: true, allowedValues: ['A', 'B', 'O'] },
    notes: { type: 'text', label: 'Notes', multiline: true },
  });
  await submit(frame);
  await expectError(frame, 'full_name', 'Full Name is required');
  await expectError(frame, 'nickname', 'Nickname is required');
  await expectError(frame, 'ward_code', 'ward_code is required');
  await expectError(frame, 'code', 'Code must be 3 to 8 characters');
  await expectError(frame, 'initials', 'Initials is required');
  await expectError(frame, 'blood', 'Blood Group is required');
  await expectNoError(frame, 'notes');

  // A failing value keeps the message; a passing one clears it as it is typed.
  const code = input(frame, 'code');
  await code.fill('abcdefghij');
  await expectError(frame, 'code', 'Code must be 3 to 8 characters');
  await code.fill('abc');
  await expectNoError(frame, 'code');
  await input(frame, 'initials').fill('abc');
  await expectError(frame, 'initials', 'Initials is required');
  await input(frame, 'initials').fill('ABC');
  await expectNoError(frame, 'initials');
  await input(frame, 'blood').fill('C');
  await expectError(frame, 'blood', 'Blood Group is required');
  await input(frame, 'blood').fill('O');
  await expectNoError(frame, 'blood');
  await expect(code).toHaveAccessibleDescription('');
  await expect(input(frame, 'full_name')).toHaveAccessibleDescription('Full Name is required');
});

test('a field is checked when it is left, before any submit', async () => {
  const frame = await show({
    full_name: { type: 'text', label: 'Full Name', required: true },
    code: { type: 'text', label: 'Code', required: true, regex: '^.{3,8}$' },
  });
  const name = input(frame, 'full_name');
  await name.focus();
  await name.blur();
  await expectError(frame, 'full_name', 'Full Name is required');
  await expectNoError(frame, 'code');
  await input(frame, 'code').fill('ab');
  await input(frame, 'code').press('Tab');
  await expectError(frame, 'code', 'Code is required');
  await expect(frame.getByRole('alert')).toHaveCount(0);
});

test('email, password and confirm password', async () => {
  const frame = await show({
    email: { type: 'email', label: 'Email', required: true },
    password: { type: 'password', label: 'Password', required: true },
    confirm: { type: 'confirm_password', label: 'Confirm Password', required: true },
    pin: { type: 'password', label: 'PIN', required: true, validationProfile: 'field' },
    pin_again: { type: 'confirm_password', label: 'Repeat PIN', required: true, referName: 'pin' },
  });
  await submit(frame);
  await expectError(frame, 'email', 'Valid email is required');
  await expectError(frame, 'password', 'Password must be atleast 5 characters');
  await expectError(frame, 'confirm', "Password didn't match");
  await expectError(frame, 'pin', 'Password must be 5 characters');
  await expectError(frame, 'pin_again', "Password didn't match");

  const email = input(frame, 'email');
  for (const wrong of ['nurse', 'nurse@ward', 'nurse@ward.x', 'nurse @ward.org']) {
    await email.fill(wrong);
    await email.blur();
    await expectError(frame, 'email', 'Valid email is required');
  }
  await email.fill('nurse@ward.org');
  await expectNoError(frame, 'email');

  const password = input(frame, 'password');
  await password.fill('abcd');
  await expectError(frame, 'password', 'Password must be atleast 5 characters');
  await password.fill('abcde');
  await expectNoError(frame, 'password');
  await input(frame, 'pin').fill('1234');
  await expectError(frame, 'pin', 'Password must be 5 characters');
  await input(frame, 'pin').fill('12345');
  await expectNoError(frame, 'pin');

  // Confirm compares with Password (the default referName); Repeat PIN with PIN.
  await input(frame, 'confirm').fill('abcdX');
  await expectError(frame, 'confirm', "Password didn't match");
  await input(frame, 'confirm').fill('abcde');
  await expectNoError(frame, 'confirm');
  await input(frame, 'pin_again').fill('abcde');
  await expectError(frame, 'pin_again', "Password didn't match");
  await input(frame, 'pin_again').fill('12345');
  await expectNoError(frame, 'pin_again');
  // Changing the password afterwards breaks the match again.
  await password.fill('abcdef');
  await submit(frame);
  await expectError(frame, 'confirm', "Password didn't match");
  await expectNoError(frame, 'password');
});

test('phone: 6 to 11 digits by default, 9 digits from 7 or 9 in the field profile', async () => {
  const frame = await show({
    mobile: { type: 'phone', label: 'Mobile', required: true },
    emergency: { type: 'phone', label: 'Emergency', required: true, validationProfile: 'field' },
  });
  await submit(frame);
  await expectError(frame, 'mobile', 'Valid phone number is required');
  await expectError(frame, 'emergency', 'Valid phone number is required');

  const mobile = frame.locator('[data-field="mobile"] input[type="tel"]');
  for (const [typed, valid] of [
    ['12345', false],
    ['123456', true],
    ['12345678901', true],
    ['123456789012', false],
  ] as const) {
    await mobile.fill(typed);
    await mobile.blur();
    if (valid) await expectNoError(frame, 'mobile');
    else await expectError(frame, 'mobile', 'Valid phone number is required');
  }

  const emergency = frame.locator('[data-field="emergency"] input[type="tel"]');
  for (const [typed, valid] of [
    ['812345678', false],
    ['91234567', false],
    ['912345678', true],
    ['712345678', true],
    ['9123456789', false],
  ] as const) {
    await emergency.fill(typed);
    await emergency.blur();
    if (valid) await expectNoError(frame, 'emergency');
    else await expectError(frame, 'emergency', 'Valid phone number is required');
  }
});

test('number and currency: required, custom message, range, custom check, allowed values', async () => {
  const frame = await show(
    {
      age: { type: 'number', label: 'Age', required: true },
      pulse: {
        type: 'number',
        label: 'Pulse',
        required: true,
        errorMessage: 'Enter the pulse in beats per minute',
      },
      temperature: { type: 'number', label: 'Temperature', required: true, maximum: 45 },
      heart_rate: { type: 'number', label: 'Heart Rate', required: true, maximum: 250 },
      weight: { type: 'number', label: 'Weight', required: true, validate: 'value >= 30' },
      dose: { type: 'number', label: 'Dose', validate: 'value <= 10' },
      parity: { type: 'number', label: 'Parity', required: true, allowedValues: [0, 1, 2] },
      balance: { type: 'number', label: 'Balance', required: true },
      fee: { type: 'currency', label: 'Fee', required: true },
      deposit: { type: 'currency', label: 'Deposit', required: true, validate: 'value >= 100' },
      refund: { type: 'currency', label: 'Refund', required: true },
    },
    { formData: { heart_rate: 300, refund: '-5' } },
  );
  await submit(frame);
  await expectError(frame, 'age', 'Age is required');
  await expectError(frame, 'pulse', 'Enter the pulse in beats per minute');
  await expectError(frame, 'temperature', 'Temperature is required');
  // Out of range (given as data, since typing is clamped) and, for currency, a sign.
  await expectError(frame, 'heart_rate', 'Heart Rate must be at most 250');
  await expectError(frame, 'weight', 'Weight is required');
  await expectNoError(frame, 'dose');
  await expectError(frame, 'parity', 'Parity is required');
  await expectError(frame, 'balance', 'Balance is required');
  await expectError(frame, 'fee', 'Fee is required');
  await expectError(frame, 'deposit', 'Deposit is required');
  await expectError(frame, 'refund', 'Refund is required');

  // Typing above the maximum is clamped on leaving the field (spec 5.4), so it passes.
  const temperature = input(frame, 'temperature');
  await temperature.fill('50');
  await temperature.blur();
  await expect(temperature).toHaveValue('45');
  await expectNoError(frame, 'temperature');

  const weight = input(frame, 'weight');
  await weight.fill('20');
  await weight.blur();
  await expectError(frame, 'weight', 'Weight is not valid');
  await weight.fill('1200');
  await weight.blur();
  await expect(weight).toHaveValue('1,200');
  await expectNoError(frame, 'weight');

  // Not required, yet its custom check runs.
  const dose = input(frame, 'dose');
  await dose.fill('12');
  await dose.blur();
  await expectError(frame, 'dose', 'Dose is not valid');
  await dose.fill('');
  await dose.blur();
  await expectNoError(frame, 'dose');

  await input(frame, 'parity').fill('3');
  await expectError(frame, 'parity', 'Parity is required');
  await input(frame, 'parity').fill('0');
  await expectNoError(frame, 'parity');
  // A number may carry a sign and decimals.
  await input(frame, 'balance').fill('-12.5');
  await input(frame, 'balance').blur();
  await expectNoError(frame, 'balance');

  const deposit = input(frame, 'deposit');
  await deposit.fill('50');
  await deposit.blur();
  await expectError(frame, 'deposit', 'Deposit is not valid');
  await deposit.fill('150');
  await deposit.blur();
  await expect(deposit).toHaveValue('150.00');
  await expectNoError(frame, 'deposit');
});

test('choices: radio, single and multiple select, checkbox and slider', async () => {
  const options = [
    { id: 'card', name: 'Cardiology' },
    { id: 'derm', name: 'Dermatology' },
  ];
  const frame = await show({
    gender: {
      type: 'radio',
      label: 'Gender',
      required: true,
      options: [
        { id: 'f', name: 'Female' },
        { id: 'm', name: 'Male' },
      ],
    },
    department: { type: 'select', label: 'Department', required: true, options },
    allergies: { type: 'select', label: 'Allergies', required: true, multiple: true, options },
    consent: { type: 'checkbox', label: 'I consent to treatment', required: true },
    pain: { type: 'slider', label: 'Pain Score', required: true },
    mobility: { type: 'slider', required: true },
  });
  await submit(frame);
  await expectError(frame, 'gender', 'Gender is required');
  await expectError(frame, 'department', 'Department is required');
  await expectError(frame, 'allergies', 'Allergies');
  await expectError(frame, 'consent', 'You have to agree first to continue');
  await expectError(frame, 'pain', 'Pain Score is required');
  await expectError(frame, 'mobility', 'mobility is required');

  await frame.getByLabel('Female').check();
  await expectNoError(frame, 'gender');
  await frame.getByRole('combobox', { name: 'Department' }).click();
  await frame.getByRole('option', { name: 'Dermatology' }).click();
  await expectNoError(frame, 'department');
  await frame.getByLabel('I consent to treatment').check();
  await expectNoError(frame, 'consent');
  await frame.getByRole('slider', { name: 'Pain Score' }).press('ArrowRight');
  await expectNoError(frame, 'pain');
  await expectError(frame, 'allergies', 'Allergies');
});

test('dates: required, not a date, before the minimum, after the maximum', async () => {
  const frame = await show({
    birth: { type: 'date', label: 'Date of Birth', required: true, maxDate: 'today' },
    visit: {
      type: 'date',
      label: 'Visit Date',
      required: true,
      minDate: '2025-01-01',
      maxDate: '2025-12-31',
    },
  });
  await submit(frame);
  await expectError(frame, 'birth', 'Date of Birth is required');
  await expectError(frame, 'visit', 'Visit Date is required');

  const visit = input(frame, 'visit');
  for (const [typed, valid] of [
    ['15-06-2024', false],
    ['31-02-2025', false],
    ['01-01-2026', false],
    ['01-01-2025', true],
    ['31-12-2025', true],
  ] as const) {
    await visit.fill(typed);
    await visit.blur();
    if (valid) await expectNoError(frame, 'visit');
    else await expectError(frame, 'visit', 'Visit Date is not valid');
  }

  const birth = input(frame, 'birth');
  await birth.fill(`01-01-${new Date().getFullYear() + 1}`);
  await birth.blur();
  await expectError(frame, 'birth', 'Date of Birth is not valid');
  await birth.fill('04-07-1990');
  await birth.blur();
  await expectNoError(frame, 'birth');
});

test('files, collections, tables, rich text and signature', async () => {
  const frame = await show({
    scan: { type: 'file', label: 'Consent Scan', required: true },
    reports: { type: 'files', label: 'Lab Reports', required: true },
    tags: { type: 'collection', label: 'Tags', required: true },
    medication: {
      type: 'one_to_many',
      label: 'Medication',
      required: true,
      columns: [{ field: 'drug', label: 'Drug' }],
    },
    procedures: {
      type: 'one_to_many',
      label: 'Procedures',
      required: true,
      errorMessage: 'List the procedures performed',
      columns: [{ field: 'name', label: 'Name' }],
    },
    notes: { type: 'rich_text', label: 'Clinical Notes', required: true, height: 120 },
    signature: { type: 'signature', label: 'Signature', required: true },
  });
  await expect(frame.getByRole('textbox', { name: 'Clinical Notes' })).toBeVisible();
  await submit(frame);
  await expectError(frame, 'scan', 'Consent Scan is required');
  await expectError(frame, 'reports', 'Lab Reports is required');
  await expectError(frame, 'tags', 'Tags is required');
  await expectError(frame, 'medication', 'Add at least one row to Medication');
  await expectError(frame, 'procedures', 'List the procedures performed');
  await expectError(frame, 'notes', 'Clinical Notes is required');
  await expectError(frame, 'signature', 'Signature is required');

  // Rich text: the error goes as soon as the HTML has content.
  const notes = frame.getByRole('textbox', { name: 'Clinical Notes' });
  await notes.click();
  await notes.pressSequentially('Stable');
  await expectNoError(frame, 'notes');
  await expectError(frame, 'scan', 'Consent Scan is required');
});

test.describe('the submit alert', () => {
  const PAYLOAD: PreviewPayload = {
    schema: {
      full_name: { type: 'text', label: 'Full Name', required: true },
      email: { type: 'email', label: 'Email', required: true },
      mobile: { type: 'phone', label: 'Mobile', required: true },
    },
    formData: { full_name: 'Abebe Kebede' },
    groupType: 'panel',
  };

  test('an invalid submit alerts at the top right for 5000 ms and focuses the first invalid field', async ({
    page,
  }) => {
    await page.clock.install();
    const { frame } = await renderPreview(page, PAYLOAD);
    await page.clock.pauseAt(Date.now() + 60_000);
    await frame.getByRole('button', { name: 'Submit' }).click();

    const alert = frame.getByRole('alert');
    await expect(alert).toContainText(INVALID_ALERT);
    await expectError(frame, 'email', 'Valid email is required');
    await expectError(frame, 'mobile', 'Valid phone number is required');
    await expect(input(frame, 'email')).toBeFocused();

    // An error (role alert; the other severities are a status), at the top right.
    const box = await alert.boundingBox();
    const frameBox = await page.locator('#preview').boundingBox();
    expect(box && frameBox).toBeTruthy();
    if (box && frameBox) {
      expect(box.y - frameBox.y).toBeLessThan(40);
      expect(frameBox.x + frameBox.width - (box.x + box.width)).toBeLessThan(40);
      expect(box.x - frameBox.x).toBeGreaterThan(frameBox.width / 2);
    }

    await page.clock.runFor(4999);
    await expect(alert).toBeVisible();
    await page.clock.runFor(2);
    await expect(alert).toHaveCount(0);
  });

  test('focus goes to the first invalid field on screen, whatever its widget', async () => {
    const options = [{ id: 'card', name: 'Cardiology' }];
    // Schema order is not screen order: the Visit group is drawn before Vitals.
    const frame = await preview.show({
      schema: {
        age: { type: 'number', label: 'Age', group: 'vitals', required: true },
        notes: { type: 'rich_text', label: 'Notes', group: 'vitals', required: true, height: 80 },
        note: { type: 'text', label: 'Note', group: 'visit' },
        department: {
          type: 'select',
          label: 'Department',
          group: 'visit',
          required: true,
          options,
        },
        gender: {
          type: 'radio',
          label: 'Gender',
          group: 'visit',
          required: true,
          options: [{ id: 'f', name: 'Female' }],
        },
        visit: { type: 'date', label: 'Visit Date', group: 'visit', required: true },
      },
      groups: [
        { id: 'visit', name: 'Visit' },
        { id: 'vitals', name: 'Vitals' },
      ],
      groupType: 'panel',
    });
    await expect(frame.getByRole('textbox', { name: 'Notes' })).toBeVisible();
    const submitButton = frame.getByRole('button', { name: 'Submit' });
    await submitButton.click();
    await expect(frame.getByRole('combobox', { name: 'Department' })).toBeFocused();
    await frame.getByRole('combobox', { name: 'Department' }).click();
    await frame.getByRole('option', { name: 'Cardiology' }).click();

    await submitButton.click();
    await expect(frame.getByLabel('Female')).toBeFocused();
    await frame.getByLabel('Female').check();

    await submitButton.click();
    await expect(input(frame, 'visit')).toBeFocused();
    await input(frame, 'visit').fill('01-02-2025');

    await submitButton.click();
    await expect(input(frame, 'age')).toBeFocused();
    await input(frame, 'age').fill('40');

    await submitButton.click();
    await expect(frame.getByRole('textbox', { name: 'Notes' })).toBeFocused();
  });

  test('a valid submit shows no alert, and answers the alert of an earlier attempt', async () => {
    const frame = await preview.show(PAYLOAD);
    await frame.getByRole('button', { name: 'Submit' }).click();
    await expect(frame.getByRole('alert')).toContainText(INVALID_ALERT);
    await input(frame, 'email').fill('abebe@example.org');
    await frame.locator('[data-field="mobile"] input[type="tel"]').fill('911234567');
    await frame.getByRole('button', { name: 'Submit' }).click();
    await afterNextPaint(frame);
    await expect(frame.getByRole('alert')).toHaveCount(0);
    await expect(frame.locator('[data-field] > div > p')).toHaveCount(0);
  });
});
