/**
 * Where a dashboard's tiles lead, for the browser that draws them and the server that decides
 * whether a dashboard is worth opening at all (routes/meta.ts).
 */
import { filterKey } from '../wire/list-filters';
import type { DashboardWidget } from './types';

/** Where a tile leads without a route of its own: the new-record form for add, else the list. */
export function widgetRoute(widget: DashboardWidget): string {
  return widget.route ?? `${widget.entity}/l${widget.action === 'add' ? '/new' : ''}`;
}

/**
 * Where a tile's link goes: its route, and a count's filters as the list's own URL filters
 * (`?filter[status]=Active`), so the list opened shows the records the tile counted.
 */
export function widgetLink(widget: DashboardWidget): string {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(widget.filters ?? {}))
    search.append(filterKey(field, 'eq'), value);
  const query = search.toString();
  return query ? `${widgetRoute(widget)}?${query}` : widgetRoute(widget);
}

/**
 * The one screen a dashboard leads to when every tile it shows is a shortcut there (the
 * Waiting Screen account's dashboard: its waiting screens alone), else undefined: a dashboard
 * that counts anything, or leads to two places, is a page of its own. Such a dashboard is a
 * click between its reader and their only screen, so they are taken there instead.
 */
export function onlyDestination(widgets: readonly DashboardWidget[]): string | undefined {
  if (widgets.length === 0 || widgets.some((widget) => widget.kind !== 'shortcut')) return;
  const routes = new Set(widgets.map(widgetRoute));
  return routes.size === 1 ? [...routes][0] : undefined;
}
