import { type LayoutProps, registerLayout } from '../layout-registry';
import { StatusBar } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `cellutech-2`: a phone in its bezel; notch, large title, grouped lists, home indicator. */
const skin: LayoutSkin = {
  root:
    'mx-auto max-w-3xl rounded-[2.75rem] border-[10px] border-slate-900 bg-slate-100 pb-3 ' +
    'text-slate-900 shadow-2xl dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100',
  top: (
    <div className="relative">
      <span
        aria-hidden
        className="absolute top-0 left-1/2 h-5 w-28 -translate-x-1/2 rounded-b-2xl bg-slate-900 dark:bg-slate-800"
      />
      <StatusBar className="pt-2 text-slate-800 dark:text-slate-200" />
    </div>
  ),
  header: {
    root: 'flex px-6 pt-3 pb-4',
    title: 'text-3xl font-bold tracking-tight',
    subtitle: 'mt-1 text-sm text-slate-500 dark:text-slate-400',
  },
  body: 'flex flex-col gap-6 px-4',
  frame: {
    frame: '',
    heading:
      'mb-1.5 px-4 text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400',
    body: 'rounded-2xl bg-white p-4 dark:bg-slate-900',
  },
  tabs: {
    root: '',
    list: 'flex gap-1 overflow-x-auto px-1',
    tab: 'shrink-0 rounded-full px-4 py-1.5 text-sm font-semibold transition',
    active: 'bg-blue-600 text-white dark:bg-blue-500',
    idle: 'text-blue-600 hover:bg-blue-50 dark:text-blue-400 dark:hover:bg-slate-900',
    panel: 'mt-2 rounded-2xl bg-white p-4 dark:bg-slate-900',
  },
  footer: 'px-2',
  bottom: (
    <span
      aria-hidden
      className="mx-auto mt-5 block h-1.5 w-32 rounded-full bg-slate-900/80 dark:bg-slate-100/70"
    />
  ),
};

export function Cellutech2Layout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('cellutech-2', Cellutech2Layout);
