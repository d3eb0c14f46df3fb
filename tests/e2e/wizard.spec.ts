import { expect, type FrameLocator, test } from '@playwright/test';
import { afterNextPaint, type PreviewPayload, renderPreview } from './preview-helpers';

/** Three steps, one required field each; the second is an email (its own message). */
const PAYLOAD: PreviewPayload = {
  schema: {
    first_name: { type: 'text', label: 'First Name', group: 'patient', required: true },
    email: { type: 'email', label: 'Email', group: 'contact', required: true },
    notes: { type: 'text', label: 'Notes', group: 'review', required: true },
  },
  groups: [
    { id: 'patient', name: 'Patient' },
    { id: 'contact', name: 'Contact' },
    { id: 'review', name: 'Review' },
  ],
  globalProperties: { title: 'Admission', submitText: 'Admit' },
};

const FORM_INVALID = 'Fill all required information correctly';

/** Each step's state in order: active, completed or pending. */
function stepStates(frame: FrameLocator) {
  return frame
    .getByRole('list', { name: 'Steps' })
    .locator('[data-step]')
    .evaluateAll((steps) => steps.map((step) => step.getAttribute('data-step')));
}

/** The dot indicator's dots in order: active, completed or pending. */
function dotStates(frame: FrameLocator) {
  return frame
    .locator('[data-dot]')
    .evaluateAll((dots) => dots.map((dot) => dot.getAttribute('data-dot')));
}

test.describe('vertical wizard (bordered cards)', () => {
  test('Continue validates the current step only; Back; any header opens its step', async ({
    page,
  }) => {
    const { frame } = await renderPreview(page, { ...PAYLOAD, groupType: 'vertical-wizard' });
    const back = frame.getByRole('button', { name: 'Back' });
    const next = frame.getByRole('button', { name: 'Continue' });
    const submit = frame.getByRole('button', { name: 'Admit' });
    const header = (name: string) => frame.getByRole('button', { name, exact: true });

    // The active step starts at 0 with nothing completed; only the active card shows fields.
    await expect.poll(() => stepStates(frame)).toEqual(['active', 'pending', 'pending']);
    await expect(header('Patient')).toHaveAttribute('aria-current', 'step');
    await expect(frame.getByLabel('First Name')).toBeVisible();
    await expect(frame.getByLabel('Email')).toHaveCount(0);
    await expect(back).toBeDisabled();
    await expect(next).toBeEnabled();
    // Bordered card variant: submit is enabled on every step.
    await expect(submit).toBeEnabled();

    // An invalid field in the current step blocks and is focused.
    await next.click();
    await expect(frame.getByText('First Name is required')).toBeVisible();
    await expect(frame.getByLabel('First Name')).toBeFocused();
    await expect.poll(() => stepStates(frame)).toEqual(['active', 'pending', 'pending']);

    // The required email of the next step does not block it: only this step is checked.
    await frame.getByLabel('First Name').fill('Abebe');
    await next.click();
    await expect(header('Contact')).toHaveAttribute('aria-current', 'step');
    await expect(header('Contact')).toBeFocused();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'active', 'pending']);
    await expect(frame.getByLabel('Email')).toBeVisible();
    await expect(frame.getByText('Valid email is required')).toHaveCount(0);
    await expect(back).toBeEnabled();
    await expect(submit).toBeEnabled();

    // Any header opens its step, even one never reached.
    await header('Review').click();
    await expect(header('Review')).toHaveAttribute('aria-current', 'step');
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'completed', 'active']);
    await expect(frame.getByLabel('Notes')).toBeVisible();
    // Last step: Continue is disabled, submit and Back are enabled.
    await expect(next).toBeDisabled();
    await expect(back).toBeEnabled();
    await expect(submit).toBeEnabled();

    // Back moves one step back.
    await back.click();
    await expect(header('Contact')).toHaveAttribute('aria-current', 'step');
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'active', 'pending']);
    await next.click();
    await expect(frame.getByText('Valid email is required')).toBeVisible();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'active', 'pending']);
    await frame.getByLabel('Email').fill('abebe@example.com');
    await next.click();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'completed', 'active']);

    await header('Patient').click();
    await expect(header('Patient')).toHaveAttribute('aria-current', 'step');
    await expect(frame.getByLabel('First Name')).toHaveValue('Abebe');
    await expect(back).toBeDisabled();

    // Submit from a middle step checks the whole form: Notes (step 3) is still empty.
    await submit.click();
    await expect(frame.getByRole('alert').filter({ hasText: FORM_INVALID })).toBeVisible();
  });
});

test.describe('horizontal wizard (plain)', () => {
  test('Next validates the current step only; dots; only completed steps are clickable', async ({
    page,
  }) => {
    const { frame } = await renderPreview(page, { ...PAYLOAD, groupType: 'horizontal-wizard' });
    const back = frame.getByRole('button', { name: 'Back' });
    const next = frame.getByRole('button', { name: 'Next' });
    const submit = frame.getByRole('button', { name: 'Admit' });
    const header = (name: string) => frame.getByRole('button', { name, exact: true });

    await expect.poll(() => stepStates(frame)).toEqual(['active', 'pending', 'pending']);
    await expect(frame.getByRole('img', { name: 'Step 1 of 3' })).toBeVisible();
    await expect.poll(() => dotStates(frame)).toEqual(['active', 'pending', 'pending']);
    await expect(header('Contact')).toBeDisabled();
    await expect(header('Review')).toBeDisabled();
    await expect(back).toBeDisabled();
    await expect(next).toBeEnabled();
    // Plain variant: submit is disabled until the last step.
    await expect(submit).toBeDisabled();

    await next.click();
    await expect(frame.getByText('First Name is required')).toBeVisible();
    await expect(frame.getByLabel('First Name')).toBeFocused();
    await expect(frame.getByRole('img', { name: 'Step 1 of 3' })).toBeVisible();

    await frame.getByLabel('First Name').fill('Abebe');
    await next.click();
    await expect(frame.getByRole('img', { name: 'Step 2 of 3' })).toBeVisible();
    // Focus follows to the new step.
    await expect(frame.locator('[data-wizard-focus="1"]')).toBeFocused();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'active', 'pending']);
    await expect.poll(() => dotStates(frame)).toEqual(['completed', 'active', 'pending']);
    // One step at a time; the next step's empty required email was not checked.
    await expect(frame.getByLabel('First Name')).toHaveCount(0);
    await expect(frame.getByLabel('Email')).toBeVisible();
    await expect(frame.getByText('Valid email is required')).toHaveCount(0);
    await expect(back).toBeEnabled();
    await expect(submit).toBeDisabled();
    // A step not completed yet cannot be clicked; completed ones can.
    await expect(header('Review')).toBeDisabled();
    await expect(header('Patient')).toBeEnabled();

    await header('Patient').click();
    await expect(frame.getByRole('img', { name: 'Step 1 of 3' })).toBeVisible();
    await expect(frame.getByLabel('First Name')).toHaveValue('Abebe');
    await expect(back).toBeDisabled();
    // Next marked step 2 completed as well, so its header opens it directly.
    await header('Contact').click();
    await expect(frame.getByRole('img', { name: 'Step 2 of 3' })).toBeVisible();

    await next.click();
    await expect(frame.getByText('Valid email is required')).toBeVisible();
    await expect(frame.getByRole('img', { name: 'Step 2 of 3' })).toBeVisible();
    await frame.getByLabel('Email').fill('abebe@example.com');
    await next.click();
    await expect(frame.getByRole('img', { name: 'Step 3 of 3' })).toBeVisible();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'completed', 'active']);
    await expect.poll(() => dotStates(frame)).toEqual(['completed', 'completed', 'active']);
    // Last step: Next is disabled, submit is enabled and submits a complete form.
    await expect(next).toBeDisabled();
    await expect(submit).toBeEnabled();
    await frame.getByLabel('Notes').fill('Fasting since midnight');
    await submit.click();
    await afterNextPaint(frame);
    await expect(frame.getByRole('alert')).toHaveCount(0);

    await back.click();
    await expect(frame.getByRole('img', { name: 'Step 2 of 3' })).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(next).toBeEnabled();
  });

  test('bulk mode skips the step check', async ({ page }) => {
    const { frame } = await renderPreview(page, {
      ...PAYLOAD,
      groupType: 'horizontal-wizard',
      globalProperties: { ...PAYLOAD.globalProperties, bulk: true },
    });
    const next = frame.getByRole('button', { name: 'Next' });
    // Ticked and left empty: still no check on Next in bulk mode.
    await frame.getByRole('checkbox', { name: 'Change First Name' }).check();
    await next.click();
    await expect(frame.getByRole('img', { name: 'Step 2 of 3' })).toBeVisible();
    await expect.poll(() => stepStates(frame)).toEqual(['completed', 'active', 'pending']);
    await next.click();
    await expect(frame.getByRole('img', { name: 'Step 3 of 3' })).toBeVisible();
    await frame.getByRole('button', { name: 'Patient', exact: true }).click();
    await expect(frame.getByRole('textbox', { name: 'First Name', exact: true })).toBeEnabled();
    await afterNextPaint(frame);
    await expect(frame.getByText('First Name is required')).toHaveCount(0);
  });
});
