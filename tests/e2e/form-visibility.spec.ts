import { expect, type FrameLocator, test } from '@playwright/test';
import type { FieldSchema } from '../../src/engine/types';
import { afterNextPaint, type PreviewPayload } from './preview-helpers';
import { openPreviewSession, type PreviewSession } from './preview-session';

// Spec 5.1 and 5.2 as a person sees them in the preview: fields and groups appear and
// disappear as other values change, hidden fields lose their error but keep their value, and
// what is hidden (by a dependency, a role or a permission) is not checked on submit.

let preview: PreviewSession;
test.beforeAll(async ({ browser }) => {
  preview = await openPreviewSession(browser);
});
test.afterAll(async () => {
  await preview.close();
});

const INVALID_ALERT = 'Fill all required information correctly';

/** Submits and waits a paint, so an alert that is going to show has shown. */
async function submit(frame: FrameLocator) {
  await frame.getByRole('button', { name: 'Submit', exact: true }).click();
  await afterNextPaint(frame);
}

/** Text boxes by accessible name (a required field's star is hidden from it). */
async function expectShown(frame: FrameLocator, shown: string[], hidden: string[]) {
  const box = (name: string) => frame.getByRole('textbox', { name, exact: true });
  for (const name of shown) await expect(box(name)).toBeVisible();
  for (const name of hidden) await expect(box(name)).toHaveCount(0);
}

test('a field follows another field; hidden it loses its error, keeps its value, is not checked', async () => {
  const frame = await preview.show({
    schema: {
      visit: {
        type: 'radio',
        label: 'Visit',
        group: 'visit',
        options: [
          { id: 'out', name: 'Outpatient' },
          { id: 'in', name: 'Inpatient' },
        ],
      },
      ward: {
        type: 'text',
        label: 'Ward',
        group: 'stay',
        required: true,
        dependencies: { visit: { value: 'in' } },
      },
      bed: { type: 'text', label: 'Bed', group: 'stay', dependencies: { visit: { value: 'in' } } },
    },
    groups: [
      { id: 'visit', name: 'Visit' },
      { id: 'stay', name: 'Stay' },
    ],
    groupType: 'panel',
  });
  const stay = frame.getByRole('region', { name: 'Stay' });
  const ward = frame.getByLabel('Ward');
  await expect(stay).toHaveCount(0);
  await expect(ward).toHaveCount(0);

  // Hidden, the required Ward is not checked: the form submits without the alert.
  await submit(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);

  await frame.getByLabel('Inpatient').check();
  await expect(stay.getByLabel('Ward')).toBeVisible();
  await expect(stay.getByLabel('Bed')).toBeVisible();
  await submit(frame);
  await expect(frame.getByText('Ward is required')).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText(INVALID_ALERT);
  await frame.getByRole('button', { name: 'Close alert' }).click();

  // Outpatient hides both fields, and with them the whole Stay group and Ward's error.
  await frame.getByLabel('Outpatient').check();
  await expect(stay).toHaveCount(0);
  await expect(frame.getByText('Ward is required')).toHaveCount(0);
  await frame.getByLabel('Inpatient').check();
  await expect(ward).toBeVisible();
  await expect(ward).not.toHaveAttribute('aria-invalid', 'true');
  await expect(frame.getByText('Ward is required')).toHaveCount(0);

  // A value survives being hidden and shown again.
  await ward.fill('B-12');
  await frame.getByLabel('Outpatient').check();
  await expect(ward).toHaveCount(0);
  await frame.getByLabel('Inpatient').check();
  await expect(ward).toHaveValue('B-12');
  await submit(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);
});

test('comparison operators: <, <=, >, >=, ==, !=, in and notIn', async () => {
  const field = (label: string, dependencies: FieldSchema['dependencies']): FieldSchema => ({
    type: 'text',
    label,
    dependencies,
  });
  const frame = await preview.show({
    schema: {
      age: { type: 'number', label: 'Age' },
      guardian: field('Guardian', { age: { op: '<', value: 18 } }),
      pediatrician: field('Pediatrician', { age: { op: '<=', value: 12 } }),
      national_id: field('National ID', { age: { op: '>=', value: 18 } }),
      pension: field('Pension Number', { age: { op: '>', value: 64 } }),
      payment: { type: 'text', label: 'Payment' },
      receipt: field('Cash Receipt', { payment: { op: '==', value: 'cash' } }),
      insurer: field('Insurer', { payment: { op: '!=', value: 'cash' } }),
      blood: { type: 'text', label: 'Blood Type' },
      donor: field('Donor Card', { blood: { op: 'in', value: ['O+', 'O-'] } }),
      crossmatch: field('Crossmatch', { blood: { op: 'notIn', value: ['O+', 'O-'] } }),
    },
    groupType: 'no-group',
  });
  const age = frame.getByLabel('Age');
  const ages = ['Guardian', 'Pediatrician', 'National ID', 'Pension Number'];
  await expectShown(frame, [], ages);
  const cases: [string, string[]][] = [
    ['10', ['Guardian', 'Pediatrician']],
    ['12', ['Guardian', 'Pediatrician']],
    ['13', ['Guardian']],
    ['18', ['National ID']],
    ['64', ['National ID']],
    ['65', ['National ID', 'Pension Number']],
  ];
  for (const [value, shown] of cases) {
    await age.fill(value);
    await expectShown(
      frame,
      shown,
      ages.filter((label) => !shown.includes(label)),
    );
  }

  const payment = frame.getByLabel('Payment');
  await payment.fill('cash');
  await expectShown(frame, ['Cash Receipt'], ['Insurer']);
  await payment.fill('insurance');
  await expectShown(frame, ['Insurer'], ['Cash Receipt']);

  const blood = frame.getByLabel('Blood Type');
  await blood.fill('O-');
  await expectShown(frame, ['Donor Card'], ['Crossmatch']);
  await blood.fill('AB+');
  await expectShown(frame, ['Crossmatch'], ['Donor Card']);
});

test('AND and OR joins, a reference to another field and a formula condition', async () => {
  const frame = await preview.show({
    schema: {
      smoker: { type: 'checkbox', label: 'Smoker' },
      age: { type: 'number', label: 'Age' },
      weight: { type: 'number', label: 'Weight' },
      previous: { type: 'number', label: 'Previous Weight' },
      goal: { type: 'number', label: 'Goal Weight' },
      lung_ct: {
        type: 'text',
        label: 'Lung CT',
        dependencies: { smoker: { value: true }, age: { op: '>=', value: 40 } },
      },
      screening: {
        type: 'text',
        label: 'Screening',
        dependencies: { op: 'or', smoker: { value: true }, age: { op: '>', value: 60 } },
      },
      change: {
        type: 'text',
        label: 'Reason for Change',
        dependencies: { weight: { op: '!=', valueType: 'ref', value: 'previous' } },
      },
      plan: {
        type: 'text',
        label: 'Weight Plan',
        dependencies: {
          weight: {
            type: 'formula',
            op: '>',
            value: 10,
            formula: [
              { target: 'weight', type: 'field' },
              { target: '-', type: 'literal' },
              { target: 'goal', type: 'field' },
            ],
          },
        },
      },
    },
    formData: { weight: 80, previous: 80, goal: 75 },
    groupType: 'no-group',
  });
  await expectShown(frame, [], ['Lung CT', 'Screening', 'Reason for Change', 'Weight Plan']);

  await frame.getByLabel('Age').fill('45');
  await expectShown(frame, [], ['Lung CT', 'Screening']);
  await frame.getByLabel('Smoker').check();
  await expectShown(frame, ['Lung CT', 'Screening'], []);
  await frame.getByLabel('Age').fill('30');
  await expectShown(frame, ['Screening'], ['Lung CT']);
  await frame.getByLabel('Smoker').uncheck();
  await expectShown(frame, [], ['Screening']);
  await frame.getByLabel('Age').fill('61');
  await expectShown(frame, ['Screening'], ['Lung CT']);

  // Weight compared with Previous Weight (a reference), and Weight - Goal Weight > 10.
  await frame.getByLabel('Weight', { exact: true }).fill('90');
  await expectShown(frame, ['Reason for Change', 'Weight Plan'], []);
  await frame.getByLabel('Previous Weight').fill('90');
  await expectShown(frame, ['Weight Plan'], ['Reason for Change']);
  await frame.getByLabel('Goal Weight').fill('85');
  await expectShown(frame, [], ['Weight Plan']);
});

test('a group with its own dependency disappears, and its required fields are not checked', async () => {
  const frame = await preview.show({
    schema: {
      sex: { type: 'text', label: 'Sex', group: 'patient' },
      weeks: { type: 'number', label: 'Weeks Pregnant', group: 'pregnancy', required: true },
      due: { type: 'text', label: 'Due Note', group: 'pregnancy' },
    },
    groups: [
      { id: 'patient', name: 'Patient' },
      { id: 'pregnancy', name: 'Pregnancy', dependencies: { sex: { value: 'female' } } },
    ],
    groupType: 'hospital',
  });
  const pregnancy = frame.getByRole('region', { name: 'Pregnancy' });
  await expect(pregnancy).toHaveCount(0);
  await expect(frame.getByLabel('Weeks Pregnant')).toHaveCount(0);
  await submit(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);

  await frame.getByLabel('Sex').fill('female');
  await expect(pregnancy.getByLabel('Weeks Pregnant')).toBeVisible();
  await submit(frame);
  await expect(pregnancy.getByText('Weeks Pregnant is required')).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText(INVALID_ALERT);

  await frame.getByLabel('Sex').fill('male');
  await expect(pregnancy).toHaveCount(0);
  await submit(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);
});

const ACCESS: PreviewPayload = {
  schema: {
    complaint: { type: 'text', label: 'Complaint', group: 'triage', required: true },
    vitals: { type: 'text', label: 'Vitals', group: 'triage', permissions: ['vitals.edit'] },
    triage_level: { type: 'text', label: 'Triage Level', group: 'triage', roles: ['Nurse'] },
    diagnosis: {
      type: 'text',
      label: 'Diagnosis',
      group: 'triage',
      required: true,
      roles: ['Doctor'],
    },
    billing: {
      type: 'text',
      label: 'Billing Code',
      group: 'triage',
      required: true,
      permissions: ['billing.edit'],
    },
    audit_note: { type: 'text', label: 'Audit Note', group: 'audit', required: true },
  },
  groups: [
    { id: 'triage', name: 'Triage' },
    { id: 'audit', name: 'Audit', roles: ['Admin'] },
  ],
  groupType: 'panel',
};

test('fields and groups hidden by role or permission are not shown and not checked', async () => {
  const nurse = { role: 'Nurse', permissions: ['vitals.edit'] };
  const frame = await preview.show({ ...ACCESS, globalProperties: { user: nurse } });
  await expectShown(
    frame,
    ['Complaint', 'Vitals', 'Triage Level'],
    ['Diagnosis', 'Billing Code', 'Audit Note'],
  );
  await expect(frame.getByRole('region', { name: 'Audit' })).toHaveCount(0);
  await frame.getByLabel('Complaint').fill('Chest pain');
  await submit(frame);
  await expect(frame.getByRole('alert')).toHaveCount(0);
  await expect(frame.getByText(/is required/)).toHaveCount(0);

  // A doctor holding billing.edit sees, and must fill, the fields the nurse could not.
  const doctor = { role: 'Doctor', permissions: ['billing.edit'] };
  const other = await preview.show({ ...ACCESS, globalProperties: { user: doctor } });
  await expectShown(other, ['Complaint', 'Diagnosis', 'Billing Code'], ['Vitals', 'Triage Level']);
  await other.getByLabel('Complaint').fill('Chest pain');
  await submit(other);
  await expect(other.getByText('Diagnosis is required')).toBeVisible();
  await expect(other.getByText('Billing Code is required')).toBeVisible();
  await expect(other.getByRole('alert')).toContainText(INVALID_ALERT);
});
