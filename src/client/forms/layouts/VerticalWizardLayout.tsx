import { useId } from 'react';
import { type LayoutProps, registerLayout, type Section } from '../layout-registry';
import { panelStyleClass, useGroupHeading } from './SectionFrame';
import { useWizard } from './use-wizard';
import { WizardIntro } from './WizardIntro';
import { StepBadge, WizardNav } from './WizardParts';

const card = 'rounded-xl border bg-white shadow-sm dark:bg-slate-900';

/**
 * `vertical-wizard`, the bordered card variant (spec 4): every shown group is a card in a
 * vertical list; any header opens its step; the active card holds Back and Continue. The
 * submit button stays enabled on every step.
 */
export function VerticalWizardLayout(props: LayoutProps) {
  const wizard = useWizard(props, 'vertical');
  const { ungrouped, controls } = wizard;
  return (
    <div className={panelStyleClass(props.panelStyle)}>
      <div ref={wizard.root} className="flex flex-col gap-5 text-slate-900 dark:text-slate-100">
        <WizardIntro
          layout={props}
          ungrouped={ungrouped}
          frame={`${card} border-slate-200 p-5 dark:border-slate-700`}
        />
        {wizard.steps.length > 0 && (
          <ol aria-label="Steps" className="flex flex-col gap-3">
            {wizard.steps.map((section, index) => (
              <Step
                key={section.group.id}
                section={section}
                index={index}
                wizard={wizard}
                layout={props}
              />
            ))}
          </ol>
        )}
        {props.renderSubmit({ disabled: controls.submitDisabled })}
      </div>
    </div>
  );
}

function Step({
  section,
  index,
  wizard,
  layout,
}: {
  section: Section;
  index: number;
  wizard: ReturnType<typeof useWizard>;
  layout: LayoutProps;
}) {
  const headingId = useId();
  const Heading = useGroupHeading();
  const active = index === wizard.active;
  const done = wizard.completed.has(index);
  return (
    <li>
      <section
        aria-labelledby={headingId}
        data-group={section.group.id}
        data-step={active ? 'active' : done ? 'completed' : 'pending'}
        className={`${card} transition-colors ${
          active
            ? 'border-sky-500 ring-1 ring-sky-500/40 dark:border-sky-400'
            : 'border-slate-200 dark:border-slate-700'
        }`}
      >
        <Heading id={headingId}>
          <button
            type="button"
            aria-expanded={active}
            aria-current={active ? 'step' : undefined}
            data-wizard-focus={index}
            onClick={() => wizard.goto(index)}
            className="flex w-full items-center gap-3 rounded-xl px-5 py-4 text-left font-semibold hover:bg-slate-50 dark:hover:bg-slate-800/60"
          >
            <StepBadge index={index} active={active} done={done} />
            <span className="flex-1">{section.group.name}</span>
            <span
              aria-hidden
              className={`text-slate-400 transition-transform ${active ? 'rotate-180' : ''}`}
            >
              ▾
            </span>
          </button>
        </Heading>
        {active && (
          <div className="border-t border-slate-100 px-5 pt-4 pb-5 dark:border-slate-800">
            {layout.renderFields(section)}
            <WizardNav
              nextLabel="Continue"
              backDisabled={wizard.controls.backDisabled}
              nextDisabled={wizard.controls.nextDisabled}
              onBack={wizard.back}
              onNext={wizard.next}
            />
          </div>
        )}
      </section>
    </li>
  );
}

registerLayout('vertical-wizard', VerticalWizardLayout);
