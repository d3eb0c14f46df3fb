import { type LayoutProps, registerLayout } from '../layout-registry';
import { StatusBar } from './chrome';
import { LayoutShell, type LayoutSkin } from './LayoutShell';

const card = 'rounded-2xl bg-white/90 shadow-lg shadow-emerald-950/10 dark:bg-slate-950/80';

/** `cellutech-3`: a tablet home screen; gradient wallpaper, white tiles with icon badges. */
const skin: LayoutSkin = {
  root:
    'rounded-3xl bg-linear-to-br from-teal-500 via-emerald-500 to-sky-600 pb-5 text-slate-900 ' +
    'shadow-xl dark:from-teal-900 dark:via-emerald-950 dark:to-sky-950 dark:text-slate-100',
  top: <StatusBar label="Cellutech" className="text-white/90" />,
  header: {
    root: 'flex items-center gap-3 px-6 pt-2 pb-5 text-white',
    title: 'text-xl font-bold drop-shadow-sm',
    subtitle: 'text-sm text-white/80',
  },
  body: 'flex flex-col gap-4 px-4',
  frame: {
    frame: `${card} p-5`,
    heading: 'mb-4 flex items-center gap-3 text-sm font-bold',
    marker: (
      <span
        aria-hidden
        className="grid size-7 place-items-center rounded-lg bg-linear-to-br from-teal-500 to-sky-500 shadow-inner"
      >
        <span className="size-2.5 rounded-sm border-2 border-white" />
      </span>
    ),
  },
  tabs: {
    root: '',
    list: 'flex flex-wrap gap-2',
    tab: 'rounded-xl px-4 py-2 text-sm font-semibold transition',
    active: 'bg-white text-emerald-700 shadow dark:bg-slate-950 dark:text-emerald-300',
    idle: 'bg-white/20 text-white hover:bg-white/35',
    panel: `mt-3 p-5 ${card}`,
  },
  footer: `${card} px-5 pt-px pb-5`,
};

export function Cellutech3Layout(props: LayoutProps) {
  return <LayoutShell layout={props} skin={skin} />;
}

registerLayout('cellutech-3', Cellutech3Layout);
