import { type LayoutProps, registerLayout } from '../layout-registry';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `scifi-2`: a synthwave console; angled gradient banner, scan-lined panels, glowing diamonds. */
const skin: LayoutSkin = {
  root: 'flex flex-col gap-6 text-slate-800 dark:text-violet-50',
  header: {
    root:
      'flex items-center gap-4 bg-linear-to-r from-violet-600 via-fuchsia-600 to-pink-500 px-6 py-5 ' +
      'text-white shadow-[0_0_30px_-8px_rgba(192,38,211,0.8)] ' +
      '[clip-path:polygon(0_0,calc(100%-24px)_0,100%_24px,100%_100%,24px_100%,0_calc(100%-24px))]',
    title: 'font-mono text-xl font-bold tracking-[0.3em] uppercase',
    subtitle: 'mt-1 font-mono text-xs text-violet-100/85',
  },
  headerAfter: (
    <span aria-hidden className="font-mono text-[10px] tracking-[0.3em] text-white/70">
      SYS-02
    </span>
  ),
  body: 'flex flex-col gap-6',
  frame: {
    frame:
      'relative isolate rounded-r-lg bg-violet-50/80 py-5 pr-5 pl-7 ring-1 ring-violet-200 ' +
      'dark:bg-violet-950/30 dark:ring-violet-500/30',
    heading:
      'mb-4 flex items-center gap-2.5 font-mono text-sm font-bold tracking-[0.25em] text-violet-700 ' +
      'uppercase dark:text-fuchsia-300',
    marker: (
      <span
        aria-hidden
        className="size-2 rotate-45 bg-fuchsia-500 shadow-[0_0_8px_rgba(217,70,239,0.8)]"
      />
    ),
    decor: (
      <>
        <span
          aria-hidden
          className="absolute inset-y-0 left-0 w-1 bg-linear-to-b from-violet-500 via-fuchsia-500 to-cyan-400"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute inset-0 -z-10 rounded-r-lg bg-[repeating-linear-gradient(0deg,transparent_0_3px,rgba(139,92,246,0.07)_3px_4px)]"
        />
      </>
    ),
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-2',
    tab: 'border px-4 py-2 font-mono text-xs font-bold tracking-widest uppercase transition',
    active:
      'border-fuchsia-500 bg-fuchsia-500 text-white shadow-[0_0_16px_-2px_rgba(217,70,239,0.7)]',
    idle:
      'border-violet-300 text-violet-700 hover:bg-violet-100 dark:border-violet-500/40 ' +
      'dark:text-violet-200 dark:hover:bg-violet-900/40',
    panel:
      'mt-3 rounded-r-lg border-l-4 border-fuchsia-500 bg-violet-50/80 py-5 pr-5 pl-6 ring-1 ring-violet-200 ' +
      'dark:bg-violet-950/30 dark:ring-violet-500/30',
  },
};

export function Scifi2Layout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('scifi-2', Scifi2Layout);
