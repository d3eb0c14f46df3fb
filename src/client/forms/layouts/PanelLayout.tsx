import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `panel`: titled cards per group; panel style dark turns the whole form dark. */
export const panelSkin: LayoutSkin = {
  root: 'flex flex-col gap-5 text-slate-900 dark:text-slate-100',
  header: {
    root: 'flex items-start gap-3',
    title: 'text-xl font-semibold tracking-tight',
    subtitle: 'mt-1 text-sm text-slate-500 dark:text-slate-400',
  },
  body: 'flex flex-col gap-5',
  frame: {
    frame:
      'rounded-lg border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900',
    heading: 'mb-4 border-b border-slate-100 pb-2 text-base font-semibold dark:border-slate-800',
  },
  tabs: {
    root: 'rounded-lg border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900',
    list: 'flex gap-1 overflow-x-auto border-b border-slate-200 px-3 dark:border-slate-700',
    tab: '-mb-px border-b-2 px-4 py-3 text-sm font-medium whitespace-nowrap transition-colors',
    active: 'border-sky-600 text-sky-700 dark:border-sky-400 dark:text-sky-300',
    idle: 'border-transparent text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-200',
    panel: 'p-5',
  },
};

export function PanelLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={panelSkin} />;
}

registerLayout('panel', PanelLayout);
