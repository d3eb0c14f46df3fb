import { type LayoutProps, registerLayout } from '../layout-registry';
import { CornerAccents } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

/** `scifi`: a cyan HUD on a faint grid; neon frames with corner brackets, mono captions. */
const skin: LayoutSkin = {
  root:
    'relative flex flex-col gap-6 bg-slate-50 p-5 text-slate-800 ring-1 ring-cyan-500/30 ' +
    'bg-[linear-gradient(rgba(6,182,212,0.07)_1px,transparent_1px),linear-gradient(90deg,rgba(6,182,212,0.07)_1px,transparent_1px)] ' +
    'bg-size-[24px_24px] dark:bg-[#050b14] dark:text-cyan-50 dark:ring-cyan-400/30',
  top: <CornerAccents size="size-5" className="border-cyan-500 dark:border-cyan-400" />,
  header: {
    root: 'flex items-end gap-3 border-b border-cyan-500/40 pb-4',
    title:
      'font-mono text-xl font-bold tracking-[0.2em] text-cyan-700 uppercase ' +
      'dark:text-cyan-300 dark:drop-shadow-[0_0_8px_rgba(34,211,238,0.6)]',
    subtitle:
      'mt-1 font-mono text-xs tracking-wider text-slate-500 uppercase dark:text-cyan-100/60',
  },
  headerAfter: (
    <span
      aria-hidden
      className="font-mono text-[10px] tracking-widest text-cyan-600 dark:text-cyan-400"
    >
      <span className="animate-pulse">●</span> ONLINE
    </span>
  ),
  body: 'flex flex-col gap-6',
  frame: {
    frame:
      'relative border border-cyan-500/40 bg-white/85 p-5 ' +
      'dark:bg-cyan-950/20 dark:shadow-[inset_0_0_24px_-6px_rgba(34,211,238,0.45)]',
    heading:
      'mb-4 flex items-center gap-2 font-mono text-sm font-bold tracking-[0.25em] text-cyan-700 ' +
      'uppercase dark:text-cyan-300',
    marker: (
      <span aria-hidden className="text-cyan-500">
        {'//'}
      </span>
    ),
    decor: <CornerAccents className="border-cyan-500 dark:border-cyan-300" />,
  },
  tabs: {
    root: 'relative border border-cyan-500/40 bg-white/85 dark:bg-cyan-950/20',
    list: 'flex flex-wrap border-b border-cyan-500/40',
    tab: 'px-4 py-2.5 font-mono text-xs font-bold tracking-[0.2em] uppercase transition-colors',
    active:
      'bg-cyan-500/15 text-cyan-700 shadow-[inset_0_-2px_0_0_rgb(6,182,212)] dark:text-cyan-200',
    idle: 'text-slate-500 hover:text-cyan-700 dark:text-cyan-100/50 dark:hover:text-cyan-200',
    panel: 'p-5',
  },
};

export function ScifiLayout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('scifi', ScifiLayout);
