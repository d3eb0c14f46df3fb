import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `light-form`: no boxes, airy sections under small accent captions and hairline rules. */
const skin: LayoutSkin = {
  root: 'flex flex-col gap-8 text-slate-800 dark:text-slate-100',
  header: {
    root: 'flex items-end gap-3 border-b border-slate-200 pb-5 dark:border-slate-800',
    title: 'text-2xl font-light tracking-tight',
    subtitle: 'mt-1 text-sm text-slate-500 dark:text-slate-400',
  },
  body: 'flex flex-col gap-10',
  frame: {
    frame: 'border-t border-slate-100 pt-6 first:border-t-0 first:pt-0 dark:border-slate-800/80',
    heading:
      'mb-5 flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-sky-700 uppercase dark:text-sky-400',
    marker: <span aria-hidden className="h-px w-6 bg-current" />,
  },
  tabs: {
    root: '',
    list: 'inline-flex flex-wrap gap-1 rounded-full bg-slate-100 p-1 dark:bg-slate-800/70',
    tab: 'rounded-full px-4 py-1.5 text-sm font-medium transition-colors',
    active: 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white',
    idle: 'text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100',
    panel: 'pt-6',
  },
};

export function LightFormLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('light-form', LightFormLayout);
