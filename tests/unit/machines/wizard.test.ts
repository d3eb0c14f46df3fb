import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type WizardInput,
  type WizardKind,
  wizardControls,
  wizardMachine,
} from '../../../src/machines/wizard';

function start(input: Partial<WizardInput> & { kind?: WizardKind } = {}) {
  const actor = createActor(wizardMachine, { input: { kind: 'vertical', count: 3, ...input } });
  actor.start();
  const ctx = () => actor.getSnapshot().context;
  return { actor, ctx, controls: () => wizardControls(ctx()) };
}

/** A validator that fails the first time it is asked, then passes. */
function failsThenPasses() {
  let calls = 0;
  return vi.fn((_step: number) => ++calls > 1);
}

describe('wizard machine (spec 4)', () => {
  it('starts on step 0 with no completed steps', () => {
    const { ctx } = start();
    expect(ctx().active).toBe(0);
    expect([...ctx().completed]).toEqual([]);
    expect(ctx().count).toBe(3);
  });

  it('Back is disabled on the first step and does nothing there', () => {
    const { actor, ctx, controls } = start();
    expect(controls().backDisabled).toBe(true);
    actor.send({ type: 'BACK' });
    expect(ctx().active).toBe(0);
  });

  it('Next validates the active step; a failure stays, a pass advances and marks both steps', () => {
    const validate = failsThenPasses();
    const { actor, ctx } = start({ validate });
    actor.send({ type: 'NEXT' });
    expect(validate).toHaveBeenLastCalledWith(0);
    expect(ctx().active).toBe(0);
    expect([...ctx().completed]).toEqual([]);
    actor.send({ type: 'NEXT' });
    expect(validate).toHaveBeenCalledTimes(2);
    expect(ctx().active).toBe(1);
    expect([...ctx().completed].sort()).toEqual([0, 1]);
  });

  it('Continue is the same event as Next and validates the group it leaves', () => {
    const validate = vi.fn(() => true);
    const { actor, ctx } = start({ validate });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONTINUE' });
    expect(validate.mock.calls).toEqual([[0], [1]]);
    expect(ctx().active).toBe(2);
    expect([...ctx().completed].sort()).toEqual([0, 1, 2]);
  });

  it('Next and Continue are disabled on the last step and never validate there', () => {
    const validate = vi.fn(() => true);
    const { actor, ctx, controls } = start({ count: 2, validate });
    actor.send({ type: 'NEXT' });
    expect(controls().nextDisabled).toBe(true);
    validate.mockClear();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CONTINUE' });
    expect(ctx().active).toBe(1);
    expect(validate).not.toHaveBeenCalled();
  });

  it('Back moves one step back and keeps the completed steps', () => {
    const { actor, ctx, controls } = start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'BACK' });
    expect(ctx().active).toBe(1);
    expect(controls().backDisabled).toBe(false);
    expect([...ctx().completed].sort()).toEqual([0, 1, 2]);
  });

  it('bulk mode skips validation', () => {
    const validate = vi.fn(() => false);
    const { actor, ctx } = start({ validate, bulk: true });
    actor.send({ type: 'NEXT' });
    expect(ctx().active).toBe(1);
    expect(validate).not.toHaveBeenCalled();
    actor.send({ type: 'SET_BULK', bulk: false });
    actor.send({ type: 'NEXT' });
    expect(ctx().active).toBe(1);
    expect(validate).toHaveBeenCalledWith(1);
  });

  it('the validation guard can be swapped with machine.provide', () => {
    const actor = createActor(wizardMachine.provide({ guards: { stepValid: () => false } }), {
      input: { kind: 'vertical', count: 3, validate: () => true },
    }).start();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.active).toBe(0);
  });
});

describe('submit button', () => {
  it('plain variant (horizontal): disabled before the last step, enabled on it', () => {
    const { actor, controls } = start({ kind: 'horizontal', count: 2 });
    expect(controls().submitDisabled).toBe(true);
    actor.send({ type: 'NEXT' });
    expect(controls().submitDisabled).toBe(false);
  });

  it('bordered card variant (vertical): enabled on every step', () => {
    const { actor, controls } = start({ kind: 'vertical', count: 2 });
    expect(controls().submitDisabled).toBe(false);
    actor.send({ type: 'NEXT' });
    expect(controls().submitDisabled).toBe(false);
  });
});

describe('step headers', () => {
  it('vertical: any step header can be clicked, without validation', () => {
    const validate = vi.fn(() => false);
    const { actor, ctx, controls } = start({ kind: 'vertical', validate });
    expect(controls().canClick(2)).toBe(true);
    actor.send({ type: 'GOTO', step: 2 });
    expect(ctx().active).toBe(2);
    actor.send({ type: 'GOTO', step: 0 });
    expect(ctx().active).toBe(0);
    expect(validate).not.toHaveBeenCalled();
  });

  it('horizontal: only completed steps can be clicked', () => {
    const { actor, ctx, controls } = start({ kind: 'horizontal', count: 4 });
    expect(controls().canClick(1)).toBe(false);
    actor.send({ type: 'GOTO', step: 1 });
    expect(ctx().active).toBe(0);
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'GOTO', step: 0 });
    expect(ctx().active).toBe(0);
    expect(controls().canClick(2)).toBe(true);
    expect(controls().canClick(3)).toBe(false);
    actor.send({ type: 'GOTO', step: 3 });
    expect(ctx().active).toBe(0);
    actor.send({ type: 'GOTO', step: 2 });
    expect(ctx().active).toBe(2);
  });

  it('ignores steps out of range', () => {
    const { actor, ctx } = start({ kind: 'vertical' });
    actor.send({ type: 'GOTO', step: 3 });
    actor.send({ type: 'GOTO', step: -1 });
    actor.send({ type: 'GOTO', step: 1.5 });
    expect(ctx().active).toBe(0);
  });
});

describe('shown steps', () => {
  it('a smaller step count clamps the active step and drops completed steps past the end', () => {
    const { actor, ctx, controls } = start({ count: 4 });
    for (let i = 0; i < 3; i++) actor.send({ type: 'NEXT' });
    expect(ctx().active).toBe(3);
    actor.send({ type: 'SET_COUNT', count: 2 });
    expect(ctx().active).toBe(1);
    expect([...ctx().completed].sort()).toEqual([0, 1]);
    expect(controls().nextDisabled).toBe(true);
  });

  it('a single step is both first and last', () => {
    const { controls } = start({ kind: 'horizontal', count: 1 });
    expect(controls()).toMatchObject({
      backDisabled: true,
      nextDisabled: true,
      submitDisabled: false,
    });
  });
});
