import { type LayoutProps, registerLayout } from '../layout-registry';
import { Stamp } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `fbi`: a manila case folder; typewriter headings, a stamped header, folder tabs. */
const skin: LayoutSkin = {
  root:
    'relative mt-3 rounded-sm border border-amber-300 bg-amber-50 px-6 pt-5 pb-6 text-stone-900 ' +
    'shadow-md dark:border-amber-900/60 dark:bg-stone-900 dark:text-amber-50',
  top: (
    <span
      aria-hidden
      className="absolute -top-3 left-6 h-3 w-32 rounded-t-md border border-b-0 border-amber-300 bg-amber-100 dark:border-amber-900/60 dark:bg-stone-800"
    />
  ),
  header: {
    // A container: the file number and the stamp only show where the title keeps its room.
    root: '@container flex items-start gap-4 border-b-2 border-stone-800 pb-4 dark:border-amber-200/70',
    title: 'font-mono text-xl font-bold tracking-widest uppercase',
    subtitle: 'mt-1 font-mono text-xs text-stone-600 dark:text-amber-100/60',
  },
  headerBefore: (
    <span
      aria-hidden
      className="hidden shrink-0 border border-stone-800 px-2 py-1 font-mono text-[10px] leading-tight uppercase @xl:block dark:border-amber-200/70"
    >
      File no.
      <br />
      <b className="text-sm">TN-0417</b>
    </span>
  ),
  headerAfter: (
    <span aria-hidden className="hidden shrink-0 @md:block">
      <Stamp className="-rotate-6 border-red-700 text-red-700 dark:border-red-500 dark:text-red-400">
        Confidential
      </Stamp>
    </span>
  ),
  body: 'mt-5 flex flex-col gap-6',
  frame: {
    frame:
      'border-t border-dashed border-stone-400 pt-5 first:border-t-0 first:pt-0 dark:border-amber-200/30',
    heading:
      'mb-3 flex items-baseline gap-2 font-mono text-sm font-bold tracking-[0.2em] uppercase',
    marker: (
      <span aria-hidden className="text-red-700 dark:text-red-400">
        §
      </span>
    ),
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-1 pl-2',
    tab: '-mb-px rounded-t-md border border-b-0 px-4 py-1.5 font-mono text-xs font-bold tracking-widest uppercase',
    active:
      'relative border-amber-400 bg-white text-stone-900 dark:border-amber-800 dark:bg-stone-800 dark:text-amber-50',
    idle:
      'border-amber-200 bg-amber-100 text-stone-500 hover:text-stone-800 dark:border-amber-900/50 ' +
      'dark:bg-stone-900 dark:text-amber-100/50 dark:hover:text-amber-50',
    panel:
      'rounded-sm border border-amber-400 bg-white p-5 dark:border-amber-800 dark:bg-stone-800',
  },
};

export function FbiLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('fbi', FbiLayout);
