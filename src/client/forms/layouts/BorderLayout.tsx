import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/**
 * `border`: strong bordered boxes with their names set into the top border like fieldset
 * legends (drawn as headings so every layout's sections stay named regions). The root paints
 * its own background so the legend can mask the border in both themes.
 */
const skin: LayoutSkin = {
  root: 'flex flex-col gap-6 rounded-lg bg-white p-5 text-slate-900 dark:bg-slate-900 dark:text-slate-100',
  header: {
    root: 'flex items-center gap-3 border-2 border-slate-800 px-5 py-4 dark:border-slate-300',
    title: 'text-lg font-bold tracking-wide uppercase',
    subtitle: 'mt-0.5 text-sm text-slate-600 dark:text-slate-400',
  },
  body: 'flex flex-col gap-7',
  frame: {
    frame:
      'relative rounded-md border-2 border-slate-300 px-5 pt-5 pb-5 has-[>h3]:pt-7 dark:border-slate-600',
    heading:
      'absolute -top-3 left-3 bg-white px-2 text-sm font-bold tracking-wide text-slate-700 ' +
      'dark:bg-slate-900 dark:text-slate-200',
  },
  tabs: {
    root: 'rounded-md border-2 border-slate-300 dark:border-slate-600',
    list: 'flex flex-wrap border-b-2 border-slate-300 dark:border-slate-600',
    tab:
      'border-r-2 border-slate-300 px-4 py-2 text-sm font-bold tracking-wide transition-colors ' +
      'dark:border-slate-600',
    active: 'bg-slate-800 text-white dark:bg-slate-200 dark:text-slate-900',
    idle: 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
    panel: 'p-5',
  },
  footer: 'border-t-2 border-slate-300 dark:border-slate-600',
};

export function BorderLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('border', BorderLayout);
