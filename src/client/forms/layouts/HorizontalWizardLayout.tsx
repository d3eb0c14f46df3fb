import { type LayoutProps, registerLayout } from '../layout-registry';
import { panelStyleClass, SectionFrame } from './SectionFrame';
import { useWizard } from './use-wizard';
import { WizardIntro } from './WizardIntro';
import { StepBadge, StepDots, WizardNav } from './WizardParts';

/**
 * `horizontal-wizard`, the plain variant (spec 4): a step bar across the top where only
 * completed steps can be clicked, one step shown at a time without a card, Back and Next around
 * a dot indicator. The submit button is enabled on the last step only.
 */
export function HorizontalWizardLayout(props: LayoutProps) {
  const wizard = useWizard(props, 'horizontal');
  const { steps, ungrouped, controls } = wizard;
  const current = steps[wizard.active];
  return (
    <div className={panelStyleClass(props.panelStyle)}>
      <div ref={wizard.root} className="flex flex-col gap-6 text-slate-900 dark:text-slate-100">
        <WizardIntro layout={props} ungrouped={ungrouped} frame="" />
        {steps.length > 0 && (
          <ol aria-label="Steps" className="flex items-start">
            {steps.map((section, index) => {
              const active = index === wizard.active;
              const done = wizard.completed.has(index);
              return (
                <li
                  key={section.group.id}
                  className="flex min-w-0 flex-auto items-start last:flex-initial"
                  data-step={active ? 'active' : done ? 'completed' : 'pending'}
                >
                  <button
                    type="button"
                    aria-current={active ? 'step' : undefined}
                    disabled={!active && !controls.canClick(index)}
                    onClick={() => wizard.goto(index)}
                    className="group flex w-24 min-w-10 flex-col items-center gap-1.5 rounded-md p-1 text-center text-xs font-medium disabled:cursor-default enabled:hover:text-sky-700 dark:enabled:hover:text-sky-300"
                  >
                    <StepBadge index={index} active={active} done={done} />
                    <span
                      className={`block max-w-full truncate ${active ? '' : 'text-slate-500 dark:text-slate-400'}`}
                    >
                      {section.group.name}
                    </span>
                  </button>
                  {index < steps.length - 1 && (
                    <span
                      aria-hidden
                      className={`mt-5 h-0.5 min-w-2 flex-1 rounded-full ${
                        done && wizard.completed.has(index + 1)
                          ? 'bg-emerald-400 dark:bg-emerald-500'
                          : 'bg-slate-200 dark:bg-slate-700'
                      }`}
                    />
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {current && (
          <div tabIndex={-1} data-wizard-focus={wizard.active} className="outline-none">
            <SectionFrame
              key={current.group.id}
              section={current}
              style={{
                frame: 'border-t border-slate-200 pt-5 dark:border-slate-700',
                heading: 'mb-4 text-lg font-semibold',
              }}
            >
              {props.renderFields(current)}
            </SectionFrame>
            <WizardNav
              nextLabel="Next"
              backDisabled={controls.backDisabled}
              nextDisabled={controls.nextDisabled}
              onBack={wizard.back}
              onNext={wizard.next}
              middle={
                <StepDots
                  count={steps.length}
                  active={wizard.active}
                  completed={wizard.completed}
                />
              }
            />
          </div>
        )}
        {props.renderSubmit({ disabled: controls.submitDisabled })}
      </div>
    </div>
  );
}

registerLayout('horizontal-wizard', HorizontalWizardLayout);
