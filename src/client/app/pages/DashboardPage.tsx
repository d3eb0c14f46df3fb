import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { widgetLink, widgetRoute } from '../../../engine/registry/dashboard-tiles';
import type { DashboardScreen, DashboardWidget } from '../../../engine/registry/types';
import { http } from '../../api/session';
import { adminPath } from '../layout/Navigation';
import { PageTitle } from '../layout/PageTitle';
import { useMeta } from '../meta/MetaProvider';

/**
 * A count widget's number: the model list's total under the widget's filters (a queue, such
 * as the requests still waiting); one row asked for, only the total used.
 */
function useCount(
  entity: string,
  filters: DashboardWidget['filters'],
): number | 'unknown' | undefined {
  const [count, setCount] = useState<number | 'unknown'>();
  // One key for the filters, so a new object with the same values asks nothing again.
  const filterKey = JSON.stringify(filters ?? {});
  useEffect(() => {
    let live = true;
    const params: Record<string, string | number> = { pageSize: 1 };
    for (const [field, value] of Object.entries(JSON.parse(filterKey) as Record<string, string>))
      params[`filter[${field}]`] = value;
    http
      .get<{ total: number }>(`/api/models/${encodeURIComponent(entity)}`, { params })
      .then(({ data }) => live && setCount(data.total))
      .catch(() => live && setCount('unknown'));
    return () => {
      live = false;
    };
  }, [entity, filterKey]);
  return count;
}

function CountCard({ widget }: { widget: DashboardWidget }) {
  const count = useCount(widget.entity, widget.filters);
  const body = (
    <>
      <span className="text-sm text-slate-500 dark:text-slate-400">{widget.title}</span>
      <span className="mt-1 block text-3xl font-semibold tabular-nums" aria-live="polite">
        {count === undefined ? '…' : count === 'unknown' ? '—' : count.toLocaleString()}
      </span>
    </>
  );
  const cardClass =
    'block rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';
  return (
    <Link to={adminPath(widgetLink(widget))} className={`${cardClass} hover:border-sky-500`}>
      {body}
    </Link>
  );
}

function ShortcutCard({ widget }: { widget: DashboardWidget }) {
  return (
    <Link
      to={adminPath(widgetRoute(widget))}
      className="flex items-center justify-center rounded-xl border border-dashed border-sky-400 p-5 font-medium text-sky-700 hover:bg-sky-50 dark:text-sky-300 dark:hover:bg-sky-950"
    >
      {widget.title}
    </Link>
  );
}

/**
 * The dashboard at /admin/main: screens/dashboard.json (route ''), or the one screen it would
 * only lead to for this user (meta's `home`: signing in lands there too).
 */
export function DashboardPage() {
  const meta = useMeta();
  if (meta.home) return <Navigate to={adminPath(meta.home)} replace />;
  const screen = Object.values(meta.screens).find(
    (s): s is DashboardScreen => s.kind === 'dashboard' && s.route === '',
  );
  return <DashboardView screen={screen} />;
}

/**
 * A dashboard screen for the signed-in role: the counts and shortcuts the server left in,
 * those whose action (view unless the tile says, add for a new record) this user may take.
 */
export function DashboardView({ screen }: { screen: DashboardScreen | undefined }) {
  const counts = screen?.widgets.filter((w) => w.kind === 'count') ?? [];
  const shortcuts = screen?.widgets.filter((w) => w.kind === 'shortcut') ?? [];
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageTitle parts={[screen?.title ?? 'Dashboard']} />
      <h1 className="text-2xl font-semibold">{screen?.title ?? 'Dashboard'}</h1>
      {counts.length === 0 && shortcuts.length === 0 ? (
        <p className="text-slate-500 dark:text-slate-400">
          Nothing to show for your role yet. Use the menu to open the pages you may use.
        </p>
      ) : null}
      {counts.length > 0 && (
        <section aria-label="Counts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {counts.map((widget) => (
            <CountCard key={`${widget.entity}:${widget.title}`} widget={widget} />
          ))}
        </section>
      )}
      {shortcuts.length > 0 && (
        <section aria-label="Shortcuts" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shortcuts.map((widget) => (
            <ShortcutCard key={`${widget.entity}:${widget.title}`} widget={widget} />
          ))}
        </section>
      )}
    </div>
  );
}
