import { expect, type FrameLocator, type Locator, test } from '@playwright/test';
import { LAYOUT_TYPES } from '../../src/client/forms/layout-registry';
import type { PreviewPayload } from './preview-helpers';
import { openPreviewSession, type PreviewSession, watchFor } from './preview-session';

// Spec 2.9 in a real browser, for every layout type: one titled section per shown group, a
// group without visible fields disappears, tab groups share one tabbed area with a brief
// loader on switching, and there is a submit button. Wizards show their groups as steps.

const PAYLOAD: PreviewPayload = {
  schema: {
    first_name: { type: 'text', label: 'First Name', group: 'person' },
    admission: { type: 'text', label: 'Admission Kind', group: 'person' },
    ward: {
      type: 'text',
      label: 'Ward',
      group: 'stay',
      dependencies: { admission: { value: 'inpatient' } },
    },
    email: { type: 'email', label: 'Email', group: 'contact' },
    address: { type: 'text', label: 'Address', group: 'contact' },
    allergy: { type: 'text', label: 'Allergy', group: 'history' },
    surgery: { type: 'text', label: 'Past Surgery', group: 'surgeries' },
  },
  groups: [
    { id: 'person', name: 'Person' },
    { id: 'stay', name: 'Stay' },
    { id: 'contact', name: 'Contact' },
    { id: 'history', name: 'History', tab: true },
    { id: 'surgeries', name: 'Surgeries', tab: true },
  ],
};

const SECTIONED = LAYOUT_TYPES.filter((type) => !type.endsWith('-wizard') && type !== 'no-group');

let preview: PreviewSession;
test.beforeAll(async ({ browser }) => {
  preview = await openPreviewSession(browser);
});
test.afterAll(async () => {
  await preview.close();
});

/** The level-3 headings by accessible name (markers and step numbers are hidden from it). */
async function expectHeadings(scope: FrameLocator | Locator, names: string[]) {
  const headings = scope.getByRole('heading', { level: 3 });
  await expect(headings).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(headings.nth(index)).toHaveAccessibleName(name);
  }
}

/** The tab groups share one tabbed area; switching shows the loader, then the other fields. */
async function expectTabbedArea(frame: FrameLocator) {
  await expect(frame.getByRole('tablist')).toHaveCount(1);
  const tabs = frame.getByRole('tablist').getByRole('tab');
  await expect(tabs).toHaveText(['History', 'Surgeries']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const panel = frame.getByRole('tabpanel');
  await expect(panel.getByLabel('Allergy')).toBeVisible();
  await expect(frame.getByLabel('Past Surgery')).toHaveCount(0);

  const sawLoader = await watchFor(panel, '[role="progressbar"][aria-label="Loading tab"]');
  await tabs.filter({ hasText: 'Surgeries' }).click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByLabel('Past Surgery')).toBeVisible();
  await expect(panel.getByRole('progressbar', { name: 'Loading tab' })).toHaveCount(0);
  expect(await sawLoader()).toBe(true);
  await expect(frame.getByLabel('Allergy')).toHaveCount(0);
}

for (const type of SECTIONED) {
  test(`${type}: a titled section per shown group, tab groups tabbed, a submit button`, async () => {
    const frame = await preview.show({ ...PAYLOAD, groupType: type });
    await expect(frame.locator('form')).toHaveAttribute('data-layout', type);

    // Person and Contact: one named region each, with its heading and its own fields only.
    await expectHeadings(frame, ['Person', 'Contact']);
    const person = frame.getByRole('region', { name: 'Person', exact: true });
    const contact = frame.getByRole('region', { name: 'Contact', exact: true });
    await expect(person.getByLabel('First Name')).toBeVisible();
    await expect(person.getByLabel('Admission Kind')).toBeVisible();
    await expect(person.getByLabel('Email')).toHaveCount(0);
    await expect(contact.getByLabel('Email')).toBeVisible();
    await expect(contact.getByLabel('Address')).toBeVisible();
    // Tab groups have no section of their own.
    await expect(frame.getByRole('region', { name: 'History' })).toHaveCount(0);

    // Stay has no visible field until the admission is inpatient; then it takes its place.
    await expect(frame.getByRole('region', { name: 'Stay' })).toHaveCount(0);
    await person.getByLabel('Admission Kind').fill('inpatient');
    await expect(frame.getByRole('region', { name: 'Stay' }).getByLabel('Ward')).toBeVisible();
    await expectHeadings(frame, ['Person', 'Stay', 'Contact']);
    await person.getByLabel('Admission Kind').fill('outpatient');
    await expect(frame.getByRole('region', { name: 'Stay' })).toHaveCount(0);

    await expectTabbedArea(frame);

    const submit = frame.getByRole('button', {
      name: type === 'paper-form' ? 'Save' : 'Submit',
      exact: true,
    });
    await expect(submit).toBeVisible();
    await expect(submit).toBeEnabled();
    await expect(submit).toHaveAttribute('type', 'submit');
  });
}

test('no-group: every field in one grid without section titles, tab groups still tabbed', async () => {
  const frame = await preview.show({ ...PAYLOAD, groupType: 'no-group' });
  await expect(frame.locator('form')).toHaveAttribute('data-layout', 'no-group');
  await expect(frame.getByRole('heading', { level: 3 })).toHaveCount(0);
  await expect(frame.getByRole('region')).toHaveCount(0);
  for (const label of ['First Name', 'Admission Kind', 'Email', 'Address']) {
    await expect(frame.getByLabel(label)).toBeVisible();
  }
  await expect(frame.getByLabel('Ward')).toHaveCount(0);
  await frame.getByLabel('Admission Kind').fill('inpatient');
  await expect(frame.getByLabel('Ward')).toBeVisible();
  await frame.getByLabel('Admission Kind').fill('');
  await expect(frame.getByLabel('Ward')).toHaveCount(0);

  await expectTabbedArea(frame);
  await expect(frame.getByRole('button', { name: 'Submit', exact: true })).toBeVisible();
});

test('vertical-wizard: a step header per shown group, headers open their step', async () => {
  const frame = await preview.show({ ...PAYLOAD, groupType: 'vertical-wizard' });
  const steps = frame.getByRole('list', { name: 'Steps' });
  // Every group is a step, tab groups too; Stay has no visible field and so no step.
  await expectHeadings(steps, ['Person', 'Contact', 'History', 'Surgeries']);
  await expect(frame.getByRole('button', { name: 'Person' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(frame.getByLabel('First Name')).toBeVisible();
  await expect(frame.getByLabel('Email')).toHaveCount(0);

  await frame.getByLabel('Admission Kind').fill('inpatient');
  await expectHeadings(steps, ['Person', 'Stay', 'Contact', 'History', 'Surgeries']);
  await frame.getByRole('button', { name: 'Stay' }).click();
  await expect(frame.getByRole('region', { name: 'Stay' }).getByLabel('Ward')).toBeVisible();
  await expect(frame.getByLabel('First Name')).toHaveCount(0);

  await frame.getByRole('button', { name: 'Surgeries' }).click();
  await expect(
    frame.getByRole('region', { name: 'Surgeries' }).getByLabel('Past Surgery'),
  ).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(frame.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
});

test('horizontal-wizard: a step per shown group, one titled step at a time', async () => {
  const frame = await preview.show({ ...PAYLOAD, groupType: 'horizontal-wizard' });
  const steps = frame.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  await expect(steps).toHaveText(['1Person', '2Contact', '3History', '4Surgeries']);
  await expect(frame.getByRole('img', { name: 'Step 1 of 4' })).toBeVisible();
  await expect(
    frame.getByRole('region', { name: 'Person' }).getByLabel('First Name'),
  ).toBeVisible();
  await expect(frame.getByRole('region')).toHaveCount(1);

  await frame.getByLabel('Admission Kind').fill('inpatient');
  await expect(steps).toHaveText(['1Person', '2Stay', '3Contact', '4History', '5Surgeries']);
  await expect(frame.getByRole('img', { name: 'Step 1 of 5' })).toBeVisible();
  await frame.getByRole('button', { name: 'Next' }).click();
  await expect(frame.getByRole('region', { name: 'Stay' }).getByLabel('Ward')).toBeVisible();
  await expect(frame.getByLabel('First Name')).toHaveCount(0);
  // The plain variant: submit waits for the last step.
  await expect(frame.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
});
