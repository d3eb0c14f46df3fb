/** The six tab designs of spec 2.5, by name. */
export const TAB_DESIGNS = [
  'underline',
  'pills',
  'boxed',
  'segmented',
  'vertical',
  'cards',
] as const;
export type TabDesign = (typeof TAB_DESIGNS)[number];

interface DesignClasses {
  /** Wraps the list and the panel. */
  root: string;
  list: string;
  tab: string;
  selected: string;
  idle: string;
  panel: string;
}

const focus =
  'outline-none focus-visible:ring-2 focus-visible:ring-sky-600 focus-visible:ring-offset-2 focus-visible:ring-offset-white dark:focus-visible:ring-offset-slate-950';
const idleText =
  'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100';

export const tabDesigns: Record<TabDesign, DesignClasses> = {
  underline: {
    root: 'flex flex-col',
    list: 'flex gap-4 border-b border-slate-200 dark:border-slate-700',
    tab: `-mb-px border-b-2 px-1 py-2 text-sm font-medium transition-colors duration-100 ${focus}`,
    selected: 'border-sky-500 text-sky-700 dark:text-sky-300',
    idle: `border-transparent ${idleText}`,
    panel: 'pt-4',
  },
  pills: {
    root: 'flex flex-col',
    list: 'flex flex-wrap gap-2',
    tab: `rounded-full px-4 py-1.5 text-sm font-medium transition-colors duration-100 ${focus}`,
    selected: 'bg-sky-700 text-white',
    idle: `hover:bg-slate-100 dark:hover:bg-slate-800 ${idleText}`,
    panel: 'pt-4',
  },
  boxed: {
    root: 'flex flex-col',
    list: 'flex gap-1 border-b border-slate-300 dark:border-slate-700',
    tab: `-mb-px rounded-t-md border px-4 py-2 text-sm font-medium transition-colors duration-100 ${focus}`,
    selected:
      'border-slate-300 border-b-white bg-white text-slate-900 dark:border-slate-700 dark:border-b-slate-900 dark:bg-slate-900 dark:text-slate-100',
    idle: `border-transparent ${idleText}`,
    panel:
      'rounded-b-md border border-t-0 border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900',
  },
  segmented: {
    root: 'flex flex-col items-start',
    list: 'inline-flex rounded-lg bg-slate-100 p-1 dark:bg-slate-800',
    tab: `rounded-md px-4 py-1.5 text-sm font-medium transition-colors duration-100 ${focus}`,
    selected: 'bg-white text-slate-900 shadow-sm dark:bg-slate-600 dark:text-white',
    idle: idleText,
    panel: 'w-full pt-4',
  },
  vertical: {
    root: 'flex flex-row gap-4',
    list: 'flex w-48 shrink-0 flex-col border-r border-slate-200 dark:border-slate-700',
    tab: `-mr-px border-r-2 px-3 py-2 text-left text-sm font-medium transition-colors duration-100 ${focus}`,
    selected: 'border-sky-500 bg-sky-50 text-sky-700 dark:bg-sky-950 dark:text-sky-300',
    idle: `border-transparent ${idleText}`,
    panel: 'min-w-0 flex-1',
  },
  cards: {
    root: 'flex flex-col',
    list: 'grid grid-cols-2 gap-3 sm:grid-cols-4',
    tab: `flex flex-col gap-1 rounded-lg border p-3 text-left text-sm shadow-sm transition-colors duration-100 ${focus}`,
    selected:
      'border-sky-500 bg-sky-50 text-sky-800 ring-1 ring-sky-500 dark:bg-sky-950 dark:text-sky-200',
    idle: 'border-slate-200 bg-white hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-slate-500',
    panel: 'pt-4',
  },
};
