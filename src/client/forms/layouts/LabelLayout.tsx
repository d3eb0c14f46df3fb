import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `label`: each group's name is a chip sitting on its card's top edge. */
const skin: LayoutSkin = {
  root: 'flex flex-col gap-6 text-slate-900 dark:text-slate-100',
  header: {
    root: 'flex items-center gap-3',
    title: 'text-xl font-semibold tracking-tight',
    subtitle: 'text-sm text-slate-500 dark:text-slate-400',
  },
  headerBefore: <span aria-hidden className="h-10 w-1.5 rounded-full bg-sky-600 dark:bg-sky-400" />,
  body: 'flex flex-col gap-8',
  frame: {
    frame:
      'relative rounded-xl border border-slate-200 bg-white px-5 pt-5 pb-5 has-[>h3]:pt-8 ' +
      'dark:border-slate-700 dark:bg-slate-900',
    heading:
      'absolute -top-3 left-4 inline-flex items-center gap-1.5 rounded-full bg-sky-700 px-3 py-1 ' +
      'text-xs font-semibold tracking-wide text-white shadow-sm dark:bg-sky-400 dark:text-slate-950',
    marker: <span aria-hidden className="size-1.5 rounded-full bg-white/80 dark:bg-slate-950/70" />,
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-2',
    tab: 'rounded-full border px-3.5 py-1 text-xs font-semibold tracking-wide transition-colors',
    active:
      'border-sky-700 bg-sky-700 text-white dark:border-sky-400 dark:bg-sky-400 dark:text-slate-950',
    idle:
      'border-slate-300 text-slate-600 hover:border-sky-400 hover:text-sky-700 dark:border-slate-600 ' +
      'dark:text-slate-300 dark:hover:text-sky-300',
    panel:
      'mt-3 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900',
  },
};

export function LabelLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('label', LabelLayout);
