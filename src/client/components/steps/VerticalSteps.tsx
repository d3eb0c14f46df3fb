import { type ReactNode, useId, useRef } from 'react';
import { useRemembered } from '../../state/remembered';
import { canGoBack, canGoNext, clampStep, stepStatus } from './step-logic';

export interface StepItem {
  id: string;
  title: string;
  content: ReactNode;
}

const navButton =
  'rounded-[5px] px-4 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-sky-600 disabled:cursor-not-allowed disabled:opacity-40';

const marker: Record<ReturnType<typeof stepStatus>, string> = {
  complete: 'border-sky-700 bg-sky-700 text-white',
  current: 'border-sky-500 bg-white text-sky-700 dark:bg-slate-900 dark:text-sky-300',
  upcoming: 'border-slate-300 bg-white text-slate-500 dark:border-slate-600 dark:bg-slate-900',
};

/**
 * Spec 2.5 vertical step view: the steps listed top to bottom, the current one open with Back
 * and Next under it. Back is disabled on the first step, Next on the last. With `rememberKey`
 * the current step survives a reload.
 */
export function VerticalSteps({
  label,
  steps,
  rememberKey,
  onStepChange,
}: {
  label: string;
  steps: StepItem[];
  rememberKey?: string;
  onStepChange?(index: number): void;
}) {
  const baseId = useId();
  const [stored, setStored] = useRemembered<number>(
    rememberKey && `steps.${rememberKey}`,
    0,
    (value) => clampStep(value, steps.length) === value,
  );
  const current = clampStep(stored, steps.length);
  const panel = useRef<HTMLElement>(null);

  const go = (index: number) => {
    setStored(index);
    onStepChange?.(index);
    // The heading of the newly opened step takes focus, so reading continues from there.
    requestAnimationFrame(() => panel.current?.focus());
  };

  return (
    <section aria-label={label}>
      <ol className="space-y-0">
        {steps.map((step, index) => {
          const status = stepStatus(index, current);
          const titleId = `${baseId}-step-${index}`;
          return (
            <li
              key={step.id}
              aria-current={status === 'current' ? 'step' : undefined}
              className="relative flex gap-4 pb-6 last:pb-0"
            >
              {index < steps.length - 1 && (
                <span
                  aria-hidden="true"
                  className={`absolute top-8 bottom-0 left-4 w-0.5 -translate-x-1/2 ${status === 'complete' ? 'bg-sky-600' : 'bg-slate-300 dark:bg-slate-700'}`}
                />
              )}
              <span
                aria-hidden="true"
                className={`z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold ${marker[status]}`}
              >
                {status === 'complete' ? '✓' : index + 1}
              </span>
              <div className="min-w-0 flex-1 pt-1">
                <h3
                  id={titleId}
                  className={`text-sm font-semibold ${status === 'upcoming' ? 'text-slate-500 dark:text-slate-400' : ''}`}
                >
                  {step.title}
                  <span className="sr-only">
                    {status === 'complete' ? ' (done)' : status === 'current' ? ' (current)' : ''}
                  </span>
                </h3>
                {status === 'current' && (
                  <section
                    ref={panel}
                    aria-labelledby={titleId}
                    tabIndex={-1}
                    className="mt-3 rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-sky-600"
                  >
                    <div className="text-sm text-slate-700 dark:text-slate-300">{step.content}</div>
                    <div className="mt-4 flex gap-2">
                      <button
                        type="button"
                        disabled={!canGoBack(current)}
                        onClick={() => go(current - 1)}
                        className={`${navButton} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}
                      >
                        Back
                      </button>
                      <button
                        type="button"
                        disabled={!canGoNext(current, steps.length)}
                        onClick={() => go(current + 1)}
                        className={`${navButton} bg-sky-700 text-white hover:bg-sky-800`}
                      >
                        Next
                      </button>
                    </div>
                  </section>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
