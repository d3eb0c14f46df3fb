import type { EntityAction } from '../../../engine/permissions/can';
import { routesOf } from '../../../engine/registry/cross-check-screens';
import type { Screen } from '../../../engine/registry/types';
import type { ModelSchema } from '../../../engine/types';
import type { Refusals } from '../../../engine/wire/refusals';

/**
 * `GET /api/meta`: the registry as the signed-in user may see it (server routes/meta.ts), with
 * what they may not open and the permissions that would open it (`needs`, `closedScreens`).
 */
export interface Meta extends Refusals {
  permissions: string[];
  role: string;
  /**
   * Where /admin/main takes this user, relative to it: '' is their dashboard; a dashboard that
   * would only lead to one screen (the Waiting Screen account's) gives that screen's route.
   */
  home: string;
  /** entity -> the actions this user may take on it. */
  rights: Record<string, EntityAction[]>;
  models: Record<string, ModelSchema>;
  /** Keyed by file name: `menu`, `radiology`, `patients`... */
  screens: Record<string, MetaScreen>;
}

/**
 * A screen as the server sends it: a screen view (engine permissions/screen-views.ts) carries
 * its model's schema cut to the fields it shows, since its reader may not view that model.
 */
export type MetaScreen = Screen & { schema?: ModelSchema };

/** May the user take this action on this entity (as the server decided in `rights`)? */
export function mayDo(meta: Meta, entity: string | undefined, action: EntityAction): boolean {
  if (!entity) return true;
  return meta.rights[entity]?.includes(action) ?? false;
}

/** The screen answering this route (relative to /admin/main) by its route or an alias. */
export function screenAt(meta: Meta, route: string): MetaScreen | undefined {
  return Object.values(meta.screens).find((screen) => routesOf(screen).includes(route));
}
