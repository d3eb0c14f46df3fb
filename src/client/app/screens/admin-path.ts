/**
 * What a path under /admin/main that no named route takes shows (the screens' catch-all,
 * AdminPathPage): a screen of `screens/` by its route (or alias), a waiting screen's kiosk view,
 * a screen the user's role may not open, a generic model page, or nothing (the 404 page). Pure,
 * so the page and the breadcrumbs (which link only to what opens) decide alike.
 */
import type { WaitingScreen } from '../../../engine/registry/types';
import { type Meta, type MetaScreen, mayDo, screenAt } from '../meta/meta';
import { closedScreenRefusal, type Refusal } from '../meta/refusal';
import { type ModelPath, parseModelPath } from '../models/model-path';

export type AdminPathTarget =
  /** A page, launcher, dashboard or waiting screen of `screens/`. */
  | { kind: 'screen'; screen: MetaScreen }
  | { kind: 'waiting-detail'; screen: WaitingScreen; id: string }
  | { kind: 'closed'; refusal: Refusal }
  | { kind: 'model'; page: ModelPath }
  | { kind: 'unknown' };

const SHOWN_KINDS = new Set(['page', 'launcher', 'dashboard', 'waiting-screen']);

/** `waiting_screen/detail/7`: the kiosk view of waiting screen 7. */
function waitingDetail(meta: Meta, path: string): AdminPathTarget | undefined {
  const match = /^(.+)\/detail\/([1-9][0-9]*)$/.exec(path);
  const screen = match?.[1] ? screenAt(meta, match[1]) : undefined;
  return screen?.kind === 'waiting-screen' && match?.[2]
    ? { kind: 'waiting-detail', screen, id: match[2] }
    : undefined;
}

/** The target of `path` (relative to /admin/main, no leading or trailing slash). */
export function adminPathTarget(meta: Meta, path: string): AdminPathTarget {
  const screen = screenAt(meta, path);
  if (screen && SHOWN_KINDS.has(screen.kind)) return { kind: 'screen', screen };
  const waiting = waitingDetail(meta, path);
  if (waiting) return waiting;
  const refusal = closedScreenRefusal(meta, path);
  if (refusal) return { kind: 'closed', refusal };
  const page = parseModelPath(path);
  return page ? { kind: 'model', page } : { kind: 'unknown' };
}

/** The action a generic model page needs: list and detail pages, new and edit forms. */
const ACTION_OF = {
  list: 'view',
  detail: 'detail',
  new: 'add',
  edit: 'edit',
  'detail-edit': 'edit',
} as const;

/**
 * Does `path` open a page this user may see (a screen, a kiosk view, a model page of models all
 * theirs with the right it needs)? Not a refusal, not the 404 page.
 */
export function catchAllOpens(meta: Meta, path: string): boolean {
  const target = adminPathTarget(meta, path);
  if (target.kind === 'screen' || target.kind === 'waiting-detail') return true;
  if (target.kind !== 'model') return false;
  const { page } = target;
  const models = [...page.parents.map((parent) => parent.model), page.model];
  return (
    models.every((model) => meta.models[model] !== undefined) &&
    page.parents.every((parent) => mayDo(meta, parent.model, 'detail')) &&
    mayDo(meta, page.model, ACTION_OF[page.view])
  );
}
