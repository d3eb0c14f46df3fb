import { type LayoutProps, registerLayout } from '../layout-registry';
import { CrossMark } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `hospital`: clinical white with a teal header band, a cross mark and a pulse line. */
const skin: LayoutSkin = {
  root:
    'rounded-xl border border-teal-100 bg-white text-slate-900 shadow-sm ' +
    'dark:border-teal-900/60 dark:bg-slate-900 dark:text-slate-100',
  header: {
    root: 'flex items-center gap-4 rounded-t-xl bg-teal-600 px-6 py-5 text-white dark:bg-teal-800',
    title: 'text-xl font-semibold',
    subtitle: 'mt-0.5 text-sm text-teal-50/90',
  },
  headerBefore: (
    <span className="grid size-11 shrink-0 place-items-center rounded-full bg-white text-teal-600 shadow dark:text-teal-700">
      <CrossMark className="size-6" />
    </span>
  ),
  headerAfter: (
    <svg aria-hidden viewBox="0 0 120 24" className="hidden h-6 w-28 text-teal-200 sm:block">
      <polyline
        points="0,12 34,12 40,5 46,20 52,2 58,12 120,12"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  ),
  body: 'flex flex-col gap-5 px-6 pt-6 pb-5',
  frame: {
    frame:
      'rounded-lg border border-l-4 border-slate-200 border-l-teal-500 bg-slate-50/60 p-5 ' +
      'dark:border-slate-700 dark:border-l-teal-400 dark:bg-slate-800/40',
    heading:
      'mb-4 flex items-center gap-2 text-sm font-semibold tracking-wide text-teal-700 uppercase dark:text-teal-300',
    marker: <CrossMark className="size-3.5 text-teal-500" />,
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-1 border-b border-teal-200 dark:border-teal-900',
    tab: '-mb-px rounded-t-md border px-4 py-2 text-sm font-medium transition-colors',
    active:
      'border-teal-200 border-b-white bg-white text-teal-700 dark:border-teal-900 ' +
      'dark:border-b-slate-900 dark:bg-slate-900 dark:text-teal-300',
    idle: 'border-transparent text-slate-500 hover:text-teal-700 dark:text-slate-400 dark:hover:text-teal-300',
    panel: 'rounded-b-lg border border-t-0 border-teal-200 p-5 dark:border-teal-900',
  },
  footer: 'border-t border-slate-100 dark:border-slate-800',
};

export function HospitalLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('hospital', HospitalLayout);
