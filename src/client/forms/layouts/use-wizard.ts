import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type WizardKind, wizardControls, wizardMachine } from '../../../machines/wizard';
import type { LayoutProps, Section } from '../layout-registry';
import { stepSections, UNGROUPED_ID } from './section-plan';
import { useShownGroups } from './use-shown-groups';

/**
 * Binds the wizard machine to a layout: the steps are the shown groups (spec 2.9), Next runs
 * the layout's validateStep on the active group, and after a move by Back/Next focus goes to
 * the element marked `data-wizard-focus` (or, after a failed Next, to the first invalid field).
 */
export function useWizard(props: LayoutProps, kind: WizardKind) {
  const groups = useMemo(() => stepSections(props.sections), [props.sections]);
  const shown = useShownGroups(groups.map((s) => s.group.id));
  const steps = useMemo(() => groups.filter((s) => shown.has(s.group.id)), [groups, shown]);
  const latest = useRef({ steps, validateStep: props.validateStep });
  useEffect(() => {
    latest.current = { steps, validateStep: props.validateStep };
  });

  const [snapshot, send, actor] = useMachine(wizardMachine, {
    input: {
      kind,
      count: steps.length,
      bulk: props.bulk,
      validate: (index) => {
        const step = latest.current.steps[index];
        return step ? latest.current.validateStep(step.group.id) : true;
      },
    },
  });
  useEffect(() => send({ type: 'SET_COUNT', count: steps.length }), [send, steps.length]);
  useEffect(() => send({ type: 'SET_BULK', bulk: props.bulk }), [send, props.bulk]);

  const root = useRef<HTMLDivElement>(null);
  const focusPending = useRef(false);
  const { active, completed } = snapshot.context;
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    root.current?.querySelector<HTMLElement>(`[data-wizard-focus="${active}"]`)?.focus();
  }, [active]);

  const move = useCallback(
    (type: 'NEXT' | 'BACK') => {
      const before = actor.getSnapshot().context.active;
      send({ type });
      if (actor.getSnapshot().context.active !== before) focusPending.current = true;
      else if (type === 'NEXT')
        // The fields show their errors on the next render; focus the first one after it.
        requestAnimationFrame(() =>
          root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
        );
    },
    [actor, send],
  );

  const ungrouped: Section | undefined = props.sections.find((s) => s.group.id === UNGROUPED_ID);
  return {
    root,
    steps,
    ungrouped,
    active,
    completed,
    controls: wizardControls(snapshot.context),
    next: () => move('NEXT'),
    back: () => move('BACK'),
    goto: (step: number) => send({ type: 'GOTO', step }),
  };
}
