import { and, assign, not, or, setup } from 'xstate';

/**
 * The two wizard layouts of spec 2.9 read the spec 4 rule "submit is enabled on the last step;
 * on other steps it is enabled in the bordered card variant and disabled in the plain variant"
 * as one layout option each: the vertical wizard stacks its steps as bordered cards (submit
 * always enabled), the horizontal wizard shows one plain step at a time (submit only on the
 * last step). The same option decides which step headers may be clicked (spec 2.9).
 */
export type WizardKind = 'vertical' | 'horizontal';

export const WIZARD_KINDS: Record<
  WizardKind,
  { variant: 'card' | 'plain'; headers: 'any' | 'completed' }
> = {
  vertical: { variant: 'card', headers: 'any' },
  horizontal: { variant: 'plain', headers: 'completed' },
};

export interface WizardInput {
  kind: WizardKind;
  /** Number of shown steps (hidden groups are not steps). */
  count: number;
  /** Validates one step's group (spec 4: Next validates the current group only). */
  validate?(step: number): boolean;
  /** Bulk mode skips validation. */
  bulk?: boolean;
}

export interface WizardContext {
  kind: WizardKind;
  active: number;
  completed: ReadonlySet<number>;
  count: number;
  bulk: boolean;
  validate(step: number): boolean;
}

export type WizardEvent =
  | { type: 'NEXT' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'GOTO'; step: number }
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SET_BULK'; bulk: boolean };

const isLast = (c: WizardContext) => c.active >= c.count - 1;

export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
  },
  guards: {
    onLastStep: ({ context }) => isLast(context),
    onFirstStep: ({ context }) => context.active <= 0,
    bulk: ({ context }) => context.bulk,
    stepValid: ({ context }) => context.validate(context.active),
    headerClickable: ({ context, event }) => {
      if (event.type !== 'GOTO') return false;
      const { step } = event;
      if (!Number.isInteger(step) || step < 0 || step >= context.count) return false;
      if (step === context.active) return false;
      return WIZARD_KINDS[context.kind].headers === 'any' || context.completed.has(step);
    },
  },
  actions: {
    advance: assign(({ context }) => ({
      active: context.active + 1,
      completed: new Set([...context.completed, context.active, context.active + 1]),
    })),
    retreat: assign(({ context }) => ({ active: context.active - 1 })),
    goto: assign(({ context, event }) => ({
      active: event.type === 'GOTO' ? event.step : context.active,
    })),
    resize: assign(({ context, event }) => {
      if (event.type !== 'SET_COUNT') return {};
      const count = Math.max(0, Math.floor(event.count));
      return {
        count,
        active: Math.min(context.active, Math.max(count - 1, 0)),
        completed: new Set([...context.completed].filter((step) => step < count)),
      };
    }),
    setBulk: assign(({ context, event }) => ({
      bulk: event.type === 'SET_BULK' ? event.bulk : context.bulk,
    })),
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    kind: input.kind,
    active: 0,
    completed: new Set<number>(),
    count: Math.max(0, input.count),
    bulk: input.bulk ?? false,
    validate: input.validate ?? (() => true),
  }),
  on: {
    // The last-step check comes first so a disabled Next never runs validation.
    NEXT: {
      guard: and([not('onLastStep'), or(['bulk', 'stepValid'])]),
      actions: 'advance',
    },
    CONTINUE: {
      guard: and([not('onLastStep'), or(['bulk', 'stepValid'])]),
      actions: 'advance',
    },
    BACK: { guard: not('onFirstStep'), actions: 'retreat' },
    GOTO: { guard: 'headerClickable', actions: 'goto' },
    SET_COUNT: { actions: 'resize' },
    SET_BULK: { actions: 'setBulk' },
  },
});

/** What the wizard's controls show, read from the context without running validation. */
export function wizardControls(context: WizardContext) {
  const last = isLast(context);
  const { variant, headers } = WIZARD_KINDS[context.kind];
  return {
    backDisabled: context.active <= 0,
    nextDisabled: last,
    submitDisabled: !last && variant === 'plain',
    canClick: (step: number) =>
      step !== context.active &&
      step >= 0 &&
      step < context.count &&
      (headers === 'any' || context.completed.has(step)),
  };
}
