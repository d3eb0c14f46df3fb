import type { ReactNode } from 'react';

const button =
  'inline-flex min-w-24 items-center justify-center gap-1.5 rounded-md px-4 py-2 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-50';
const secondary = `${button} border border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800`;
const primary = `${button} bg-sky-700 text-white shadow-sm hover:bg-sky-800 dark:bg-sky-500 dark:text-slate-950 dark:hover:bg-sky-400`;

/** A step's number, or a check mark once completed. */
export function StepBadge({
  index,
  active,
  done,
}: {
  index: number;
  active: boolean;
  done: boolean;
}) {
  const tone = active
    ? 'bg-sky-700 text-white ring-4 ring-sky-700/20 dark:bg-sky-400 dark:text-slate-950 dark:ring-sky-400/25'
    : done
      ? 'bg-emerald-500 text-white dark:bg-emerald-400 dark:text-slate-950'
      : 'bg-slate-200 text-slate-600 dark:bg-slate-700 dark:text-slate-300';
  return (
    <span
      aria-hidden
      className={`grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold transition-colors ${tone}`}
    >
      {done && !active ? '✓' : index + 1}
    </span>
  );
}

/** Back and Next/Continue (type=button: they never submit the form); `middle` sits between. */
export function WizardNav(props: {
  nextLabel: 'Next' | 'Continue';
  backDisabled: boolean;
  nextDisabled: boolean;
  onBack(): void;
  onNext(): void;
  middle?: ReactNode;
}) {
  return (
    <div className="mt-5 flex items-center justify-between gap-3">
      <button
        type="button"
        className={secondary}
        disabled={props.backDisabled}
        onClick={props.onBack}
      >
        <span aria-hidden>←</span> Back
      </button>
      {props.middle}
      <button
        type="button"
        className={primary}
        disabled={props.nextDisabled}
        onClick={props.onNext}
      >
        {props.nextLabel} <span aria-hidden>→</span>
      </button>
    </div>
  );
}

/** The horizontal wizard's dot indicator: the active dot is long, completed dots are tinted. */
export function StepDots({
  count,
  active,
  completed,
}: {
  count: number;
  active: number;
  completed: ReadonlySet<number>;
}) {
  return (
    <div
      role="img"
      aria-label={`Step ${active + 1} of ${count}`}
      className="flex items-center gap-1.5"
    >
      {Array.from({ length: count }, (_, step) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are the step positions themselves
          key={step}
          data-dot={step === active ? 'active' : completed.has(step) ? 'completed' : 'pending'}
          className={`h-2 rounded-full transition-all ${
            step === active
              ? 'w-6 bg-sky-600 dark:bg-sky-400'
              : completed.has(step)
                ? 'w-2 bg-sky-300 dark:bg-sky-700'
                : 'w-2 bg-slate-300 dark:bg-slate-600'
          }`}
        />
      ))}
    </div>
  );
}
