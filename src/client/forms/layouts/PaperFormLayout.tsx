import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `paper-form`: a printed sheet with a margin rule, serif headings and a double title rule. */
const skin: LayoutSkin = {
  root:
    'relative rounded-sm bg-white px-6 py-10 text-stone-800 ring-1 ring-stone-200 sm:px-14 ' +
    'shadow-[0_1px_3px_rgba(0,0,0,0.08),0_18px_40px_-16px_rgba(0,0,0,0.3)] ' +
    'dark:bg-stone-900 dark:text-stone-100 dark:ring-stone-700',
  top: (
    <span
      aria-hidden
      className="pointer-events-none absolute inset-y-0 left-8 hidden w-px bg-rose-200 sm:block dark:bg-rose-900/60"
    />
  ),
  header: {
    root: 'mb-8 flex border-b-4 border-double border-stone-300 pb-5 text-center dark:border-stone-600',
    title: 'font-serif text-3xl tracking-tight',
    subtitle: 'mt-2 font-serif text-sm text-stone-500 italic dark:text-stone-400',
  },
  body: 'flex flex-col gap-8',
  frame: {
    frame: '',
    heading:
      'mb-4 flex items-center gap-3 font-serif text-lg font-semibold after:h-px after:flex-1 ' +
      'after:bg-stone-200 dark:after:bg-stone-700',
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-6 border-b border-stone-200 dark:border-stone-700',
    tab: '-mb-px border-b-2 py-2 font-serif text-base transition-colors',
    active: 'border-stone-800 text-stone-900 dark:border-stone-200 dark:text-white',
    idle: 'border-transparent text-stone-500 hover:text-stone-800 dark:text-stone-400 dark:hover:text-stone-200',
    panel: 'pt-5',
  },
  footer: 'border-t border-stone-200 dark:border-stone-700',
};

export function PaperFormLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('paper-form', PaperFormLayout);
