import { type LayoutProps, registerLayout } from '../layout-registry';
import { StatusBar } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `cellutech`: a device screen; status bar, app icon, soft rounded cards, segmented tabs. */
const skin: LayoutSkin = {
  root:
    'rounded-[2rem] border border-slate-200 bg-slate-100 pb-6 text-slate-900 shadow-lg ' +
    'dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100',
  top: (
    <StatusBar
      label="Tena"
      className="rounded-t-[2rem] bg-white/70 text-slate-700 dark:bg-slate-950/60 dark:text-slate-300"
    />
  ),
  header: {
    root: 'flex items-center gap-3 px-6 pt-4 pb-3',
    title: 'text-lg font-semibold',
    subtitle: 'text-xs text-slate-500 dark:text-slate-400',
  },
  headerBefore: (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center rounded-xl bg-linear-to-br from-sky-500 to-indigo-500 text-lg font-bold text-white shadow"
    >
      ✚
    </span>
  ),
  body: 'flex flex-col gap-4 px-4',
  frame: {
    frame:
      'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 dark:bg-slate-800 dark:ring-slate-700',
    heading: 'mb-4 flex items-center gap-2 text-sm font-semibold',
    marker: (
      <span aria-hidden className="size-2 rounded-full bg-emerald-500 ring-4 ring-emerald-500/20" />
    ),
  },
  tabs: {
    root: '',
    list: 'grid auto-cols-fr grid-flow-col gap-1 rounded-2xl bg-slate-200/70 p-1 dark:bg-slate-800',
    tab: 'rounded-xl px-3 py-2 text-sm font-medium transition',
    active: 'bg-white text-slate-900 shadow dark:bg-slate-700 dark:text-white',
    idle: 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
    panel:
      'mt-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70 dark:bg-slate-800 dark:ring-slate-700',
  },
  footer: 'px-2',
};

export function CellutechLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('cellutech', CellutechLayout);
