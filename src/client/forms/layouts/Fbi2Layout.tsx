import { type LayoutProps, registerLayout } from '../layout-registry';
import { Stamp } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

const bar = 'h-2 bg-stone-900 dark:bg-stone-300';

/** `fbi-2`: a classified brief; black security band, redaction bars, red-ruled sections. */
const skin: LayoutSkin = {
  root:
    'rounded-sm border border-stone-300 bg-white text-stone-900 shadow-sm ' +
    'dark:border-stone-700 dark:bg-slate-950 dark:text-stone-100',
  top: (
    <div
      aria-hidden
      className="flex items-center justify-between rounded-t-sm bg-stone-900 px-5 py-1.5 font-mono text-[11px] font-bold tracking-[0.4em] text-white uppercase dark:bg-red-900"
    >
      <span>Classified</span>
      <span className="hidden sm:inline">Eyes only</span>
    </div>
  ),
  header: {
    // A container: the redaction bars and the stamp only show where the title keeps its room.
    root: '@container flex items-center gap-4 border-b border-stone-200 px-6 pt-5 pb-4 dark:border-stone-800',
    title: 'font-mono text-lg font-bold tracking-wider uppercase',
    subtitle: 'mt-0.5 font-mono text-xs text-stone-500 dark:text-stone-400',
  },
  headerAfter: (
    <>
      <span aria-hidden className="hidden shrink-0 flex-col gap-1 @2xl:flex">
        <span className={`${bar} w-24`} />
        <span className={`${bar} w-16`} />
        <span className={`${bar} w-20`} />
      </span>
      <span aria-hidden className="hidden shrink-0 @md:block">
        <Stamp className="rotate-3 border-double border-red-700 text-red-700 dark:border-red-500 dark:text-red-400">
          Top secret
        </Stamp>
      </span>
    </>
  ),
  body: 'flex flex-col gap-7 px-6 py-6',
  frame: {
    frame: 'border-l-4 border-red-700 pl-4 dark:border-red-500',
    heading: 'mb-3 flex items-center gap-3 font-mono text-sm font-bold tracking-widest uppercase',
    marker: <span aria-hidden className="h-3 w-8 bg-stone-900 dark:bg-stone-300" />,
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap border-b-2 border-stone-900 dark:border-stone-300',
    tab: 'px-4 py-2 font-mono text-xs font-bold tracking-widest uppercase transition-colors',
    active: 'bg-stone-900 text-white dark:bg-stone-200 dark:text-stone-900',
    idle: 'text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-900',
    panel: 'border-l-4 border-red-700 py-5 pl-4 dark:border-red-500',
  },
  footer: 'border-t border-dashed border-stone-300 dark:border-stone-700',
};

export function Fbi2Layout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('fbi-2', Fbi2Layout);
